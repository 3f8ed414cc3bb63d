import { lazy, Suspense, useEffect, useState } from 'react';
import { SubscribeDialog } from '../../features/subscribe';
import { useOverlays } from '../../shared/overlays';
import { QueryBoundary } from '../../shared/query';
// Focus tracking starts with the page, not with the first dialog's (lazy) code: a dialog must know
// which control had focus before it opened, even one that was disabled or removed since.
import '../../shared/ui/focusReturn';

// Each dialog loads when first asked for (the subscribe feature's index exports its dialog lazily):
// the subscribe dialog brings the API client and zod schemas, and both bring Radix's dialog (focus
// trap, scroll lock), none of which a first screen shows.
const AlertDialog = lazy(() =>
  import('../../shared/overlays/AlertDialog').then((module) => ({ default: module.AlertDialog })),
);

const ConfirmHost = lazy(() =>
  import('../../shared/overlays/ConfirmDialog').then((module) => ({ default: module.ConfirmHost })),
);

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
  const { state, confirmation } = useOverlays();
  const subscribeMounted = useOpenedOnce(state.open.subscribe);
  const alertMounted = useOpenedOnce(state.open.alert);
  const confirmMounted = useOpenedOnce(confirmation !== null);
  return (
    <>
      {subscribeMounted ? (
        <Suspense fallback={null}>
          <QueryBoundary>
            <SubscribeDialog />
          </QueryBoundary>
        </Suspense>
      ) : null}
      {confirmMounted ? (
        <Suspense fallback={null}>
          <ConfirmHost />
        </Suspense>
      ) : null}
      {alertMounted ? (
        <Suspense fallback={null}>
          <AlertDialog />
        </Suspense>
      ) : null}
    </>
  );
}
