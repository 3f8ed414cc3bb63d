import { formatDateTime } from '@kingdoms/shared/dates';
import { rouletteEventPhase } from '@kingdoms/shared/roulette';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlays } from '../../shared/overlays';
import { Button } from '../../shared/ui/Button';
import { NetworkBanner, useWalletAccount, WalletBoundary } from '../wallet/onchain';
import { useRouletteHistory, useRouletteInfo } from './api/rouletteQueries';
import { BurningOverlay } from './components/BurningOverlay';
import { EventEndCountdown } from './components/EventEndCountdown';
import { FairnessPanel } from './components/FairnessPanel';
import { HistoryDialog } from './components/HistoryDialog';
import { PrizePopup } from './components/PrizePopup';
import { Wheel } from './components/Wheel';
import { useBurn } from './hooks/useBurn';
import { useSpin } from './hooks/useSpin';
import './RoulettePage.css';

const numberFormat = new Intl.NumberFormat('en-US');
/** Spec 2 §9: numbers with thousands commas. */
const formatCount = (value: bigint | number | undefined) =>
  value === undefined ? '–' : numberFormat.format(value);
const at = (seconds: number) => formatDateTime(seconds * 1000, { seconds: false });

function RouletteContent() {
  const { t } = useTranslation('roulette');
  const account = useWalletAccount();
  const overlays = useOverlays();
  const connected = account.status === 'connected';
  const info = useRouletteInfo(account.address);
  const [historyOpen, setHistoryOpen] = useState(false);
  const history = useRouletteHistory(account.address, historyOpen);
  const data = info.data;
  // Spec 2 §2 "an event-ended notice": once the window closed, the page says so.
  const ended = data ? rouletteEventPhase(data.event, data.now) === 'ended' : false;
  const spin = useSpin({ ended });
  const burn = useBurn({ open: data?.open });

  return (
    <section className="roulette-page" aria-labelledby="roulette-title">
      <header className="roulette-page__header">
        <h1 id="roulette-title" className="roulette-page__title">
          {t('title')}
        </h1>
        <p className="roulette-page__intro">{t('intro')}</p>
        {data ? (
          <p className="roulette-page__period" data-testid="event-period" data-open={data.open}>
            {t('event_period', { start: at(data.event.start), end: at(data.event.end) })}
          </p>
        ) : null}
        {data ? (
          <EventEndCountdown
            info={data}
            receivedAt={info.dataUpdatedAt}
            onEnded={() => void info.refetch()}
          />
        ) : null}
      </header>
      {ended ? (
        <div className="roulette-page__ended" role="status" data-testid="event-ended">
          <p className="roulette-page__ended-title">{t('ended_title')}</p>
          <p>{t('ended_text')}</p>
        </div>
      ) : null}
      <NetworkBanner network="polygon" message={t('wrong_network')} />
      {!connected && !ended && account.status !== 'reconnecting' ? (
        <div className="roulette-page__connect" data-testid="roulette-connect">
          <p>{t('connect_prompt')}</p>
          <Button onClick={() => overlays.open('wallet')}>{t('connect_wallet')}</Button>
        </div>
      ) : null}
      <div className="roulette-page__main">
        <div className="roulette-page__wheel">
          <Wheel rotation={spin.rotation} animate={spin.animate} />
          <div className="roulette-page__wheel-actions">
            <Button
              className="roulette-page__start"
              busy={spin.spinning}
              onClick={() => void spin.start()}
              data-testid="spin-button"
            >
              {spin.spinning ? t('spinning') : t('start')}
            </Button>
            <Button variant="secondary" onClick={() => setHistoryOpen(true)} data-testid="history-button">
              {t('history')}
            </Button>
          </div>
        </div>
        <div className="roulette-page__panel">
          <dl className="roulette-page__counts">
            <div>
              <dt>{t('mystery_boxes')}</dt>
              <dd data-testid="box-count">{connected ? formatCount(burn.boxes.count) : formatCount(0)}</dd>
            </div>
            <div>
              <dt>{t('tickets')}</dt>
              <dd data-testid="ticket-count">{formatCount(data?.remainRoullete)}</dd>
            </div>
          </dl>
          <Button
            className="roulette-page__burn"
            busy={burn.burning}
            disabled={connected && data === undefined}
            onClick={() => void burn.burn()}
            data-testid="burn-button"
          >
            {connected || ended ? t('burn') : t('connect_wallet')}
          </Button>
        </div>
      </div>
      {data ? <FairnessPanel info={data} /> : null}
      <PrizePopup prizeId={spin.prize} onClose={spin.closePrize} />
      <HistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        wallet={account.address}
        history={history.data?.history}
        loading={history.isPending && history.fetchStatus !== 'idle'}
      />
      <BurningOverlay open={burn.burning} />
    </section>
  );
}

/**
 * The roulette event page (spec 2 §2 "Roulette event page", §4 spin and burn flows) at
 * /event/roulette. Visitors see it without a wallet; acting needs one.
 */
export default function RoulettePage() {
  return (
    <WalletBoundary>
      <RouletteContent />
    </WalletBoundary>
  );
}
