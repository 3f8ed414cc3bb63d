import { Suspense } from 'react';
import { READY_PART_COMPONENTS, READY_PARTS, type ReadyPart } from '../readyParts';

/**
 * Every part with claims ready now, each in its own Suspense (a part's chunk loading holds up no
 * other), reporting its count to `report`. Headless: reads and counts only (the badge counter).
 */
export function ReadyParts({
  report,
  headless = false,
}: {
  report: Record<ReadyPart, (count: number) => void>;
  headless?: boolean;
}) {
  return (
    <>
      {READY_PARTS.map((part) => {
        const Part = READY_PART_COMPONENTS[part];
        return (
          <Suspense key={part} fallback={null}>
            <Part onReadyCount={report[part]} headless={headless} />
          </Suspense>
        );
      })}
    </>
  );
}
