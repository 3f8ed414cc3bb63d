import { lazy, Suspense, useEffect, useState } from 'react';
import { AlertDialog, useOverlays } from '../../shared/overlays';

// The subscribe dialog brings the API client and zod schemas; load them only when first asked for.
const SubscribeDialog = lazy(() => import('../../features/subscribe/SubscribeDialog'));

/** Mounts a lazy dialog once it has been opened, and keeps it mounted so it can animate out. */
function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setOpened(true);
  }, [isOpen]);
  return opened || isOpen;
}

/** The root layout's dialogs. The alert comes last so it stacks above any dialog that raised it. */
export function Overlays() {
  const { state } = useOverlays();
  const subscribeMounted = useOpenedOnce(state.open.subscribe);
  return (
    <>
      {subscribeMounted ? (
        <Suspense fallback={null}>
          <SubscribeDialog />
        </Suspense>
      ) : null}
      <AlertDialog />
    </>
  );
}
