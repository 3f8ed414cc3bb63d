import type { TransactionFlow } from '../action/useTxLifecycle';
import { ProcessingDialog } from './ProcessingDialog';

export interface TransactionProgressProps {
  flow: TransactionFlow;
  /** The page's own title and text (e.g. pledging's 'Pledge processing', '1-5 minutes'). */
  title?: string;
  message?: string;
}

/**
 * The processing dialog of a flow, from the hash until the receipt, with the explorer link; a
 * transaction resumed after a reload shows here too, and so does a cancelled or dropped one, and a
 * replacement the wallet sent (its hash while pending, then its success), and a Safe's proposal
 * waiting for its other signers (then its execution's hash). TransactionButton renders one itself (from its action's `flow`); a
 * page whose button lives in a popup that closes on the hash mounts this at page level instead.
 */
export function TransactionProgress({ flow, title, message }: TransactionProgressProps) {
  if (!flow.hash || flow.sentAt === undefined) return null;
  // A replacement mined in the wallet's place stays on screen as a success naming its hash: the
  // person saw another hash while it was pending and would otherwise find it nowhere.
  const confirmedReplacement = flow.phase === 'success' && flow.replaced !== undefined;
  return (
    <ProcessingDialog
      open={
        (flow.phase === 'processing' ||
          (flow.phase === 'error' && flow.ended !== undefined) ||
          confirmedReplacement) &&
        !flow.dismissed
      }
      onClose={flow.dismiss}
      hash={flow.executedBy ?? flow.replacing ?? flow.hash}
      replacing={flow.replacing !== undefined}
      awaitingSigners={flow.awaitingSigners}
      confirmedReplacement={confirmedReplacement}
      chainId={flow.chainId}
      sentAt={flow.sentAt}
      title={title}
      message={message}
      ended={flow.phase === 'error' ? flow.ended : undefined}
      onRetry={flow.retry}
    />
  );
}
