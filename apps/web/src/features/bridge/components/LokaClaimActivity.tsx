import { formatAmount } from '@kingdoms/shared/amounts';
import type { TokenBridgeHistoryRow } from '@kingdoms/shared/api/bridge';
import { TOKEN_BRIDGE_STATUS } from '@kingdoms/shared/bridge';
import type { TxHash } from '@kingdoms/shared/txHash';
import { useTranslation } from 'react-i18next';
import { ActivityItem, ActivityList, ActivitySection } from '../../../shared/ui/ActivitySection';
import { Button } from '../../../shared/ui/Button';
import { useWalletAccount } from '../../wallet/onchain';
import { useLokaHistory } from '../api/bridgeQueries';
import { useFlowDialog } from '../hooks/useFlowDialog';
import { useLokaClaim } from '../hooks/useLokaClaim';
import { BRIDGE_FRACTION_DIGITS } from '../logic/display';
import { CheckpointCountdown } from './StepTracker';
import { TxDialog } from './TxDialog';

/** The bridge history's first page is the newest withdrawals: what is still open is there. */
const FIRST_PAGE = 1;
const WITHDRAWALS = 1;

const unclaimed = (row: TokenBridgeHistoryRow) => row.status !== TOKEN_BRIDGE_STATUS.completed;

/** The open withdrawals and those past their checkpoint (signature ready) of the history read. */
function useWithdrawals(poll: 'waiting' | 'always') {
  const account = useWalletAccount();
  const history = useLokaHistory(account.address, WITHDRAWALS, FIRST_PAGE, undefined, poll);
  const open = (history.data?.history ?? []).filter(unclaimed);
  return {
    open,
    ready: open.filter((row) => row.transfer.step === 'signed'),
    loaded: history.data !== undefined,
  };
}

/**
 * How many withdrawals are past their checkpoint and unclaimed, once read: the badge's count.
 * Counted on every page, a signed withdrawal is not polled: only a claim moves it on.
 */
export function useLokaReadyCount(): number | undefined {
  const { loaded, ready } = useWithdrawals('waiting');
  return loaded ? ready.length : undefined;
}

/**
 * The wLOKA → LOKA withdrawals in the activity centre, on the LOKA tab's history read and claim
 * action: each past its checkpoint (signature ready) with CLAIM and the tab's claim modal; each
 * still waiting for Polygon's checkpoint with the tab's countdown (the open centre polls, so a
 * withdrawal sent elsewhere appears and turns claimable by itself).
 */
export default function LokaClaimActivity() {
  const { open, ready } = useWithdrawals('always');
  return <LokaClaimList open={open} ready={ready} />;
}

function LokaClaimList({
  open,
  ready,
}: {
  open: readonly TokenBridgeHistoryRow[];
  ready: readonly TokenBridgeHistoryRow[];
}) {
  const { t } = useTranslation('bridge');
  const claim = useLokaClaim();
  const claimDialog = useFlowDialog(claim.flow, 'claim', 'ethereum');
  const waiting = open.filter(
    (row) => row.transfer.step === 'confirmed' || row.transfer.step === 'checkpoint',
  );

  const dialog = <TxDialog state={claimDialog.state} onClose={claimDialog.close} />;
  if (ready.length === 0 && waiting.length === 0) return dialog;
  const amountOf = (row: TokenBridgeHistoryRow) => formatAmount(BigInt(row.amount), BRIDGE_FRACTION_DIGITS);
  return (
    <ActivitySection name="loka" title={t('activity_title')}>
      <ActivityList>
        {ready.map((row) => (
          <ActivityItem
            key={row.txHash}
            data-testid="activity-loka-ready"
            data-tx={row.txHash}
            what={t('activity_withdrawal', { amount: amountOf(row) })}
          >
            <Button
              onClick={() => void claim.run(row.txHash as TxHash)}
              busy={claim.active === row.txHash}
              disabled={claim.active !== null}
              data-testid="activity-claim-loka"
            >
              {t('activity_claim', { amount: amountOf(row) })}
            </Button>
          </ActivityItem>
        ))}
        {waiting.map((row) => (
          <ActivityItem
            key={row.txHash}
            data-testid="activity-loka-waiting"
            data-tx={row.txHash}
            what={t('activity_withdrawal', { amount: amountOf(row) })}
          >
            {row.transfer.availableAt !== null ? (
              <CheckpointCountdown readyAt={row.transfer.availableAt * 1000} />
            ) : null}
          </ActivityItem>
        ))}
      </ActivityList>
      {dialog}
    </ActivitySection>
  );
}
