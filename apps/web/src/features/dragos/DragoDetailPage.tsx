import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRuntimeConfig } from '../../shared/config/runtimeConfig';
import { describeError, UserFacingError } from '../../shared/errors/describeError';
import { useErrorPresenter } from '../../shared/errors/useErrorPresenter';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { TransactionProgress, useWalletAccount, WalletBoundary } from '../wallet/onchain';
import { dragoItemOf, useDragoDetail } from './api/dragoQueries';
import { DragoArt } from './components/DragoArt';
import { GradeBadge } from './components/GradeBadge';
import { MarketDialog, type MarketForm } from './components/MarketDialog';
import { BonusList, PartsList } from './components/PartsList';
import { RentalInfo } from './components/RentalInfo';
import { useDragoNames } from './hooks/useDragoNames';
import { useRehatch } from './hooks/useRehatch';
import { formatBreedCount } from './logic/display';
import { isGenesisId } from './logic/eggState';
import { explorerUrl } from './logic/explorer';
import { dragoDetailPath } from './paths';
import { RentalActions } from './rental/RentalActions';
import './dragos.css';

/** A route parameter that is a token id: digits only, a safe integer. */
export function tokenIdOfParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) ? value : null;
}

function NotFound({ id }: { id: string }) {
  const { t } = useTranslation('dragos');
  return (
    <section className="drago-detail drago-detail--missing" data-testid="drago-not-found">
      <h1 className="my-drago__title">{t('not_found_title')}</h1>
      <p>{t('not_found_text', { id })}</p>
      <Link className="drago-link" to="/">
        {t('not_found_home')}
      </Link>
    </section>
  );
}

function DetailContent() {
  const { t } = useTranslation('dragos');
  const { tokenId: param } = useParams();
  const tokenId = tokenIdOfParam(param);
  const config = useRuntimeConfig();
  const account = useWalletAccount();
  const errors = useErrorPresenter('dragos.detail');
  const names = useDragoNames();
  const [market, setMarket] = useState<MarketForm | null>(null);
  const detail = useDragoDetail(tokenId, account.address, false);
  const reply = detail.data;
  const found = reply?.result === 1 ? reply : undefined;
  const drago = found?.drago;
  const rehatch = useRehatch(drago ? dragoItemOf(drago).network : 'arenaz');

  const failure = reply?.result === 0 ? reply : detail.error;
  if (tokenId === null || (failure && describeError(failure).code === 'drago_not_found')) {
    return <NotFound id={param ?? ''} />;
  }
  if (failure) {
    return (
      <section className="drago-detail drago-detail--missing" data-testid="drago-detail-error">
        <p role="alert">{errors.text(describeError(failure))}</p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('refresh')}
        </Button>
      </section>
    );
  }
  if (!found || !drago) {
    return (
      <section className="drago-detail" aria-busy="true">
        <p className="page-notice" role="status">
          <Spinner size="small" /> {t('detail_loading', { id: tokenId })}
        </p>
      </section>
    );
  }

  const item = dragoItemOf(drago);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const mine = account.address !== undefined && account.address === drago.owner.toLowerCase();
  const rehatchInFlight = drago.randomness !== null || rehatch.active === tokenId;
  // Spec 2 §2/§6: the Rehatch link shows while the count is above 0, whoever looks. Only the owner
  // can rehatch: the contract refuses anyone else (and the API records starts only for the owner);
  // a connected wallet that is not the owner is told so at once, without a transaction.
  const showRehatch = drago.rehatching > 0;
  const startRehatch = () => {
    if (account.address !== undefined && !mine) {
      errors.show(new UserFacingError('not_token_owner'), { action: 'rehatch' });
      return;
    }
    void rehatch.ask(tokenId);
  };
  const ownerUrl = explorerUrl(config, { network: item.network }, 'address', drago.owner);
  const gradeName = names.grade(drago.grade);
  const parents = drago.parents.filter((parent) => parent > 0);
  return (
    <article className="drago-detail" aria-labelledby="drago-detail-title" data-testid="drago-detail">
      <header className="drago-detail__header">
        <h1 id="drago-detail-title" className="my-drago__title" data-testid="drago-title">
          {t('detail_title', { id: tokenId })}
        </h1>
        <p className="drago-card__meta">
          {isGenesisId(tokenId) ? (
            <span className="drago-label drago-label--genesis" data-testid="genesis-label">
              {t('genesis')}
            </span>
          ) : null}
          <GradeBadge grade={drago.grade} />
          <span>{t('generation', { count: drago.datas[1] ?? 0 })}</span>
        </p>
        {showRehatch ? (
          <button
            type="button"
            className="drago-link"
            onClick={startRehatch}
            disabled={rehatchInFlight}
            data-testid="rehatch-link"
          >
            {rehatchInFlight ? t('rehatching') : t('rehatch')}
          </button>
        ) : null}
        {drago.randomness?.stuck ? (
          <p className="drago-card__stuck" role="status" data-testid="rehatch-stuck">
            {t('stuck', { requestId: drago.randomness.requestId })}
          </p>
        ) : null}
      </header>
      <div className="drago-detail__body">
        <DragoArt
          datas={drago.datas}
          label={t('drago_art', { id: tokenId, grade: gradeName })}
          className={`drago-detail__art drago-frame--${drago.grade}`}
        />
        <div className="drago-detail__side">
          <section aria-labelledby="drago-info-heading">
            <h2 id="drago-info-heading" className="my-drago__heading">
              {t('info_heading')}
            </h2>
            <dl className="drago-facts">
              <div>
                <dt>{t('breed')}</dt>
                <dd data-testid="detail-breed">{formatBreedCount(drago.breed)}</dd>
              </div>
              <div>
                <dt>{t('owner')}</dt>
                <dd className="drago-facts__address" data-testid="detail-owner">
                  {ownerUrl ? (
                    <a href={ownerUrl} target="_blank" rel="noopener noreferrer">
                      {drago.owner}
                    </a>
                  ) : (
                    drago.owner
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('network')}</dt>
                <dd>{t(`network_${item.network}`)}</dd>
              </div>
              <div>
                <dt>{t('parents')}</dt>
                <dd>
                  {parents.length === 0
                    ? t('no_parents')
                    : parents.map((parent, index) => (
                        <span key={parent}>
                          {index > 0 ? ', ' : null}
                          <Link className="drago-link" to={dragoDetailPath(parent)}>
                            {t('drago_name', { id: parent })}
                          </Link>
                        </span>
                      ))}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="drago-rental-heading">
            <h2 id="drago-rental-heading" className="my-drago__heading">
              {t('rental_info_heading')}
            </h2>
            <RentalInfo rent={drago.rent} nowSeconds={nowSeconds} />
            <RentalActions drago={drago} onChanged={() => void detail.refetch()} />
          </section>
          <section aria-labelledby="drago-market-heading" className="drago-detail__market">
            <h2 id="drago-market-heading" className="my-drago__heading">
              {t('market_heading')}
            </h2>
            <p>
              <span className="drago-field__label">{t('current_price')}</span> {t('not_for_sale')}
            </p>
            <div className="drago-dialog__actions">
              {mine ? (
                <Button variant="secondary" onClick={() => setMarket('sale')} data-testid="list-for-sale">
                  {t('list_for_sale')}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => setMarket('offer')} data-testid="make-offer">
                {t('make_offer')}
              </Button>
            </div>
          </section>
        </div>
      </div>
      <section aria-labelledby="drago-parts-heading">
        <h2 id="drago-parts-heading" className="my-drago__heading">
          {t('parts_heading')}
        </h2>
        <PartsList stats={found.stats} datas={drago.datas} />
      </section>
      <section aria-labelledby="drago-bonus-heading">
        <h2 id="drago-bonus-heading" className="my-drago__heading">
          {t('bonus_heading')}
        </h2>
        <BonusList bonus={found.bonus} />
      </section>
      <MarketDialog form={market} tokenId={tokenId} onClose={() => setMarket(null)} />
      <TransactionProgress
        flow={rehatch.flow}
        title={t('rehatch_processing_title')}
        message={t(config.env === 'devnet' ? 'rehatch_processing_text_devnet' : 'rehatch_processing_text')}
      />
    </article>
  );
}

/** The /drago/detail/:tokenId page (route name dragodetail): anyone may view it, no wallet needed. */
export default function DragoDetailPage() {
  return (
    <WalletBoundary>
      <DetailContent />
    </WalletBoundary>
  );
}
