import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SectionErrorBoundaryProps {
  sectionId: string;
  type: string;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  failed: boolean;
}

function SectionErrorNotice({ sectionId, type }: { sectionId: string; type: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-section-error={sectionId}
      data-widget-type={type}
      className="alert alert-warning m-4 text-sm"
    >
      {t('widgets.error')}
    </div>
  );
}

/** Keeps a failing widget to its own section: it shows a small notice, the page renders on. */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): SectionErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `Section "${this.props.sectionId}" (${this.props.type}) failed to render`,
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (this.state.failed)
      return <SectionErrorNotice sectionId={this.props.sectionId} type={this.props.type} />;
    return this.props.children;
  }
}
