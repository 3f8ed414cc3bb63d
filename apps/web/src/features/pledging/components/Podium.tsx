import type { ReactNode } from 'react';

export interface PodiumProps<T> {
  /** The first three entries, best first (splitPodium). */
  entries: readonly T[];
  keyOf: (entry: T) => string | number;
  render: (entry: T, place: number) => ReactNode;
  label: string;
  testId: string;
}

/**
 * Spec 3 §9: the top three stand on a podium above the table. Listed in rank order for
 * assistive tech; CSS puts 2nd, 1st, 3rd side by side.
 */
export function Podium<T>({ entries, keyOf, render, label, testId }: PodiumProps<T>) {
  if (entries.length === 0) return null;
  return (
    <ol className="podium" aria-label={label} data-testid={testId}>
      {entries.map((entry, index) => (
        <li key={keyOf(entry)} className={`podium__place podium__place--${index + 1}`} data-place={index + 1}>
          <span className="podium__medal" aria-hidden="true">
            {index + 1}
          </span>
          {render(entry, index + 1)}
        </li>
      ))}
    </ol>
  );
}
