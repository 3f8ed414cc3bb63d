import { STICKER_SLOT_COUNT } from '@kingdoms/shared/wallet/stickers';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlays } from '../../shared/overlays';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import {
  NetworkBanner,
  TransactionButton,
  useWalletAccount,
  useWalletAction,
  WalletBoundary,
  write,
} from '../wallet/onchain';
import { StickerSlot } from './StickerSlot';
import { useStickerContracts, useStickerHoldings } from './useStickerHoldings';
import './StickersPage.css';

const SLOT_TYPES = Array.from({ length: STICKER_SLOT_COUNT }, (_, i) => i + 1);

function StickersContent() {
  const { t } = useTranslation('stickers');
  const account = useWalletAccount();
  const overlays = useOverlays();
  const { merge: mergeContract } = useStickerContracts();
  const holdings = useStickerHoldings();
  const [popupDismissed, setPopupDismissed] = useState(false);
  const merge = useWalletAction({
    id: 'stickers.merge',
    network: 'polygon',
    steps: () =>
      mergeContract && holdings.mergeSet
        ? [
            write({
              address: mergeContract.address,
              abi: mergeContract.abi,
              functionName: 'merge',
              args: [holdings.mergeSet],
            }),
          ]
        : null,
    // A new ticket deserves the popup even if an earlier one was dismissed.
    onDone: () => setPopupDismissed(false),
  });

  // A different wallet sees its own popup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per account only
  useEffect(() => setPopupDismissed(false), [account.address]);

  const connected = account.status === 'connected';
  const ticketCount = connected ? holdings.ticketCount : 0n;
  return (
    <section className="stickers-page">
      <h1 className="stickers-page__title">{t('title')}</h1>
      <p className="stickers-page__intro">{t('intro')}</p>
      <NetworkBanner network="polygon" message={t('wrong_network')} />
      {!connected && account.status !== 'reconnecting' ? (
        <p className="stickers-page__connect">{t('connect_prompt')}</p>
      ) : null}
      <p className="stickers-page__tickets" data-testid="ticket-count">
        {t('ticket_count', { count: Number(ticketCount) })}
      </p>
      <ul className="stickers-page__slots">
        {SLOT_TYPES.map((type) => (
          <StickerSlot key={type} type={type} count={connected ? (holdings.slotCounts[type - 1] ?? 0) : 0} />
        ))}
      </ul>
      {connected && holdings.mergeSet && mergeContract ? (
        <div className="stickers-page__complete">
          <TransactionButton action={merge} label={t('complete')} />
        </div>
      ) : null}
      {!connected ? (
        <div className="stickers-page__complete">
          <Button onClick={() => overlays.open('wallet')}>{t('connect_wallet')}</Button>
        </div>
      ) : null}
      <Dialog
        open={
          connected &&
          holdings.loaded &&
          ticketCount > 0n &&
          !popupDismissed &&
          merge.flow.phase !== 'processing'
        }
        onClose={() => setPopupDismissed(true)}
        title={t('ticket_popup_title')}
        className="ticket-popup"
      >
        <p data-testid="ticket-popup-text">{t('ticket_popup_text', { count: Number(ticketCount) })}</p>
      </Dialog>
    </section>
  );
}

/** Spec 1 "My item (stickers) page", desktop only (the route says so). */
export default function StickersPage() {
  return (
    <WalletBoundary>
      <StickersContent />
    </WalletBoundary>
  );
}
