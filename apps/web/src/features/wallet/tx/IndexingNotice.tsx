import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { awaitingIndexStore } from './awaitingIndex';

/**
 * The header's "Updating…" while a player's own mined transaction waits for its confirmations
 * (awaitingIndex.ts): the figures on the page are about to change, and the notice says why they
 * have not yet. A polite live region, so a screen reader hears it once.
 */
export function IndexingNotice() {
  const { t } = useTranslation('wallet');
  const awaiting = useSyncExternalStore(awaitingIndexStore.subscribe, awaitingIndexStore.getSnapshot);
  const networks = [...new Set(awaiting.map((entry) => entry.network))];
  return (
    <output className="wallet-indexing" aria-live="polite" hidden={awaiting.length === 0}>
      {awaiting.length > 0 && (
        <>
          <span className="wallet-indexing-dot" aria-hidden="true" />
          <span className="wallet-indexing-label">{t('updating')}</span>
          <span className="visually-hidden">
            {t('updating_detail', {
              networks: networks.map((network) => t(`network_${network}`)).join(', '),
            })}
          </span>
        </>
      )}
    </output>
  );
}
