import { useTranslation } from 'react-i18next';
import { describeError } from '../../shared/errors/describeError';
import { useErrorPresenter } from '../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../shared/overlays';
import { Button } from '../../shared/ui/Button';
import { WalletBoundary } from '../wallet/onchain';
import { OperationsTables } from './components/OperationsTables';
import { OPERATIONS_REFRESH_MS, useOperations } from './hooks/useOperations';
import './OperationsPage.css';

function OperationsContent() {
  const { t, i18n } = useTranslation('operations');
  const overlays = useOverlays();
  const errors = useErrorPresenter('operations');
  const { status, signIn, signingIn, figures } = useOperations();
  const data = figures.data;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <section className="operations" aria-labelledby="operations-title">
      <header className="operations__header">
        <h1 id="operations-title" className="operations__title">
          {t('title')}
        </h1>
        <p className="operations__intro">{t('intro')}</p>
      </header>
      {status === 'no-wallet' ? (
        <div className="page-notice" data-testid="operations-connect">
          <p>{t('connect_prompt')}</p>
          <Button onClick={() => overlays.open('wallet')}>{t('connect_wallet')}</Button>
        </div>
      ) : null}
      {status === 'signed-out' ? (
        <div className="page-notice" data-testid="operations-sign-in">
          <p>{t('sign_in_prompt')}</p>
          <Button busy={signingIn} onClick={signIn} data-testid="sign-in-button">
            {t('sign_in')}
          </Button>
        </div>
      ) : null}
      {status === 'signed-in' && figures.isPending ? <p className="page-notice">{t('loading')}</p> : null}
      {status === 'signed-in' && (data || figures.error) ? (
        <div data-testid="operations-answer">
          {figures.error && !data ? (
            <p className="page-notice" role="alert" data-testid="operations-refused">
              {errors.text(describeError(figures.error))}
            </p>
          ) : null}
          {data ? (
            <>
              <div className="operations__bar">
                <p className="operations__read-at" aria-live="polite" data-testid="operations-read-at">
                  {t('read_at', {
                    time: time.format(new Date(data.readAt)),
                    seconds: OPERATIONS_REFRESH_MS / 1000,
                  })}
                </p>
                <Button
                  variant="secondary"
                  busy={figures.isFetching}
                  onClick={() => void figures.refetch()}
                  data-testid="operations-refresh"
                >
                  {t('refresh')}
                </Button>
              </div>
              <p className="operations__instance">{t('instance', { instance: data.instance })}</p>
              <OperationsTables figures={data} />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** /operations: the studio's operations figures, for admin wallets (issue 43). */
export default function OperationsPage() {
  return (
    <WalletBoundary>
      <OperationsContent />
    </WalletBoundary>
  );
}
