import { useTranslation } from 'react-i18next';

interface DrillTrailProps {
  /** The downlines drilled into, outermost first; empty: the agent's whole team. */
  trail: readonly string[];
  /** Goes back to the trail's first `depth` names (0: the whole team). */
  onBack: (depth: number) => void;
}

/**
 * The breadcrumb of a drill-down: the agent's team, then each downline opened from a report row;
 * every step but the current one goes back to it. docs/product/agent.md#drill-down
 */
export function DrillTrail({ trail, onBack }: DrillTrailProps) {
  const { t } = useTranslation();
  if (trail.length === 0) return null;
  const steps = [t('agent.drill.myTeam'), ...trail];
  return (
    <nav aria-label={t('agent.drill.label')} className="breadcrumbs mb-2 text-sm">
      <ul>
        {steps.map((step, depth) => (
          <li key={`${depth}-${step}`}>
            {depth === steps.length - 1 ? (
              <span aria-current="page">{step}</span>
            ) : (
              <button type="button" className="link" onClick={() => onBack(depth)}>
                {step}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
