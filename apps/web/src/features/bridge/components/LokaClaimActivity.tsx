import { formatAmount } from '@kingdoms/shared/amounts';
import type { TokenBridgeHistoryRow } from '@kingdoms/shared/api/bridge';
import { TOKEN_BRIDGE_STATUS } from '@kingdoms/shared/bridge';
import type { TxHash } from '@kingdoms/shared/txHash';
import { useEffect } from 'react';
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

export interface LokaClaimActivityProps {
  /** How many withdrawals are past their checkpoint and unclaimed, once read: the centre's badge. */
  onReadyCount?: (count: number) => void;
  /** Only read and report the count (the wallet menu's badge counter): no claim flow, nothing shown. */
  headless?: boolean;
}

/** The bridge history's first page is the newest withdrawals: what is still open is there. */
const FIRST_PAGE = 1;
const WITHDRAWALS = 1;

const unclaimed = (row: TokenBridgeHistoryRow) => row.status !== TOKEN_BRIDGE_STATUS.completed;

/**
 * The wLOKA → LOKA withdrawals in the activity centre, on the LOKA tab's history read and claim
 * flow: each past its checkpoint (signature ready) with CLAIM and the tab's claim modal; each still
 * waiting for Polygon's checkpoint with the tab's countdown (the history is polled while one waits,
 * so it turns claimable by itself).
 */
export default function LokaClaimActivity({ onReadyCount, headless = false }: LokaClaimActivityProps) {
  const account = useWalletAccount();
  // Headless (on every page) a signed withdrawal is not polled: only a claim moves it on. The open
  // centre polls, so a withdrawal sent elsewhere appears and a claim completes by themselves.
  const history = useLokaHistory(
    account.address,
    WITHDRAWALS,
    FIRST_PAGE,
    undefined,
    headless ? 'waiting' : 'always',
  );
  const open = (history.data?.history ?? []).filter(unclaimed);
  const ready = open.filter((row) => row.transfer.step === 'signed');
  const loaded = history.data !== undefined;
  // Only a read counts: before it, the count is unknown, not zero.
  useEffect(() => {
    if (loaded) onReadyCount?.(ready.length);
  }, [onReadyCount, loaded, ready.length]);

  if (headless) return null;
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
