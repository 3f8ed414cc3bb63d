import { MOVE_STATUS, NO_CONTINENT } from '@kingdoms/shared/migration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError, UserFacingError } from '../../shared/errors/describeError';
import { useErrorPresenter } from '../../shared/errors/useErrorPresenter';
import { Spinner } from '../../shared/ui/Spinner';
import { ContinentSelect } from './ContinentSelect';
import { MoveLogPanel } from './MoveLogPanel';
import { MoveRules } from './MoveRules';
import { SocialLoginButtons } from './SocialLoginButtons';
import { useCancelMove, useKingdomOfToken, useMigrationLogin, useMoveLog } from './useMigration';
import './MigrationPage.css';

/** Spec 1 §2 "Kingdom migration page", /move/{token}, shown without header and footer. */
export default function MigrationPage() {
  const { t } = useTranslation('migration');
  const errors = useErrorPresenter('migration');
  const token = useParams().token ?? '';
  const kingdomQuery = useKingdomOfToken(token);
  const reply = kingdomQuery.data;
  const kingdom = reply?.result === 1 ? reply.from : undefined;
  const invalid = token === '' || reply?.result === 0;
  const logQuery = useMoveLog(kingdom?._id);
  const log = logQuery.data?.log;
  const [continent, setContinent] = useState(NO_CONTINENT);
  const login = useMigrationLogin(kingdom?._id, token);
  const cancel = useCancelMove(kingdom?._id, token);
  // A new move may be requested while none is queued or done.
  const canRequest =
    kingdom !== undefined &&
    (!log || log.status === MOVE_STATUS.failed || log.status === MOVE_STATUS.cancelled);

  return (
    <div className="migration">
      <div className="migration__header">
        <h1>{t('title')}</h1>
        <p>{t('description')}</p>
      </div>

      {invalid ? (
        <p role="alert" className="migration__error">
          {/* A link without a token is as good as an invalid one. */}
          {errors.text(describeError(reply?.result === 0 ? reply : new UserFacingError('invalid_token')))}
        </p>
      ) : null}
      {kingdomQuery.isError ? (
        <p role="alert" className="migration__error">
          {errors.text(describeError(kingdomQuery.error))}
        </p>
      ) : null}

      <section className="migration__kingdom" aria-label={t('kingdom_section')}>
        <dl className="migration__facts">
          <dt>{t('token_label')}</dt>
          <dd data-testid="migration-token" className="migration__token">
            {invalid ? '' : token}
          </dd>
          <dt>{t('kingdom_label')}</dt>
          <dd data-testid="kingdom-name">{kingdom?.name ?? ''}</dd>
          <dt>{t('level_label')}</dt>
          <dd data-testid="kingdom-level">{kingdom?.level ?? ''}</dd>
          <dt>{t('power_label')}</dt>
          <dd data-testid="kingdom-power">{kingdom ? kingdom.power.toLocaleString() : ''}</dd>
        </dl>
        {kingdomQuery.isLoading ? <Spinner size="small" /> : null}
      </section>

      {log ? <MoveLogPanel log={log} onCancel={cancel.cancel} cancelling={cancel.pending} /> : null}

      {canRequest ? (
        <section className="migration__request" aria-labelledby="migration-request-heading">
          <h2 id="migration-request-heading">{t('login_heading')}</h2>
          <ContinentSelect value={continent} onChange={setContinent} />
          <SocialLoginButtons busy={login.pending} onLogin={(authType) => login.start(authType, continent)} />
        </section>
      ) : null}

      <MoveRules />
    </div>
  );
}
