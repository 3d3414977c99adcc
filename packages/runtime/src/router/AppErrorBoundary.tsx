import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function AppErrorScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-error="app"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p className="text-lg">{t('errors.system')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Last resort when rendering a page throws: a message and a reload, never a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <AppErrorScreen /> : this.props.children;
  }
}
