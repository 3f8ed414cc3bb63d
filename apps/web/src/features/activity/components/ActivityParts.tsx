import { Suspense } from 'react';
import type { ActivityPart } from '../../../shared/routing';
import { ACTIVITY_PARTS } from '../parts';

/**
 * Every part of the centre, each in its own Suspense (a part's chunk loading holds up no other).
 * `parts`: the features' parts found by file (a test build hands its own list).
 */
export function ActivityParts({ parts = ACTIVITY_PARTS }: { parts?: readonly ActivityPart[] }) {
  return (
    <>
      {parts.map(({ name, Panel }) => (
        <Suspense key={name} fallback={null}>
          <Panel />
        </Suspense>
      ))}
    </>
  );
}
