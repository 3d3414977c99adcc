import type { ReactNode } from 'react';

interface RewardSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One block of the reward centre: a titled region. */
export function RewardSection({ id, title, children }: RewardSectionProps) {
  return (
    <section aria-labelledby={id} className="card bg-base-200">
      <div className="card-body gap-3 p-4">
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
