import { SubscribeDialog } from '../../features/subscribe';
import { AlertDialog } from './AlertDialog';

/** The root layout's dialogs. The alert comes last so it stacks above any dialog that raised it. */
export function Overlays() {
  return (
    <>
      <SubscribeDialog />
      <AlertDialog />
    </>
  );
}
