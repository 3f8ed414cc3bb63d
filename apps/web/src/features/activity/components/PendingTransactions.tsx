import { useTranslation } from 'react-i18next';
import { explorerUrl } from '../../../shared/config/explorer';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { useNow } from '../../../shared/lib/useNow';
import { ActivityItem, ActivityList, ActivitySection } from '../../../shared/ui/ActivitySection';
import { usePendingTransactions } from '../../wallet/onchain';
import { ageParts, pendingRows } from '../logic/pendingRows';

/** The age shown beside each pending transaction moves on every second. */
const AGE_TICK_MS = 1000;

/**
 * Every pending transaction of the connected wallet, whichever page sent it and on whichever
 * network: the action, the network, its age and the explorer link (of the wallet's replacement
 * once it sped the transaction up), and a Safe's proposal waiting for its other signers (k of n).
 * Each ends here as well (the
 * wallet's watcher removes it with its receipt and refreshes every read).
 */
export function PendingTransactions() {
  const { t } = useTranslation(['activity', 'wallet']);
  const config = useRuntimeConfig();
  const pending = usePendingTransactions();
  const now = useNow(AGE_TICK_MS, pending.length > 0);
  const rows = pendingRows(pending, now, config.env);
  return (
    <ActivitySection name="pending" title={t('pending_title')}>
      {rows.length === 0 ? (
        <p data-testid="activity-pending-none">{t('pending_none')}</p>
      ) : (
        <ActivityList>
          {rows.map((row) => {
            // A Safe's proposal (safeTxHash) is on no explorer until executed.
            const url = row.awaitingSigners
              ? undefined
              : explorerUrl(config, { chainId: row.chainId }, 'tx', row.hash);
            const age = ageParts(row.ageSeconds);
            return (
              <ActivityItem
                key={row.hash}
                data-testid="activity-pending-tx"
                data-hash={row.hash}
                what={t(`feature_${row.feature}`, { defaultValue: row.feature })}
              >
                <span>{row.network}</span>
                {row.replaced ? (
                  <span data-testid="activity-pending-replaced">{t('pending_replaced')}</span>
                ) : null}
                {row.awaitingSigners ? (
                  <span data-testid="activity-pending-signers">
                    {t('wallet:awaiting_signers', row.awaitingSigners)}
                  </span>
                ) : null}
                <span>{t(`age_${age.unit}`, { count: age.count })}</span>
                {url ? (
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {t('explorer_link')}
                  </a>
                ) : null}
              </ActivityItem>
            );
          })}
        </ActivityList>
      )}
    </ActivitySection>
  );
}
