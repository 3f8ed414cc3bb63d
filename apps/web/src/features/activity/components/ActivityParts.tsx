import { Suspense } from 'react';
import { ACTIVITY_PARTS } from '../parts';

/** Every part of the centre, each in its own Suspense (a part's chunk loading holds up no other). */
export function ActivityParts() {
  return (
    <>
      {ACTIVITY_PARTS.map(({ name, Panel }) => (
        <Suspense key={name} fallback={null}>
          <Panel />
        </Suspense>
      ))}
    </>
  );
}
