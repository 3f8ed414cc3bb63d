import type { ContinentEntry } from '@kingdoms/shared/api/staking';
import { continentLabel } from '@kingdoms/shared/staking';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../../shared/config/siteContent';
import { Button } from '../../../shared/ui/Button';
import { SampleNotice } from '../../../shared/ui/SampleNotice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useStakeList } from '../api/stakingQueries';
import type { AmountAction } from '../hooks/usePledgeGate';
import { formatPledgeAmount } from '../logic/display';
import { TierBadge } from './TierBadge';
import { TierEffects } from './TierEffects';

export interface PledgeTabProps {
  onAction: (kind: AmountAction['kind'], continent: number) => void;
}

/** Tab 1 "The Pledge": every continent with its tier, total and effect, and ADD / UNPLEDGE. */
export function PledgeTab({ onAction }: PledgeTabProps) {
  const { t } = useTranslation('pledging');
  const list = useStakeList();
  // The effect percents come from the configured tier table; sample ones are labelled.
  const { pledgingTiers } = useSiteContent();
  if (list.isPending) return <Spinner />;
  const continents = list.data ?? [];
  if (continents.length === 0) return <p className="pledging-empty">{t('empty_continents')}</p>;
  return (
    <>
      {pledgingTiers.sample ? <SampleNotice /> : null}
      <ul className="stake-list" data-testid="stake-list">
        {continents.map((entry) => (
          <StakeCard key={entry.continent} entry={entry} onAction={onAction} />
        ))}
      </ul>
    </>
  );
}

function StakeCard({ entry, onAction }: { entry: ContinentEntry } & PledgeTabProps) {
  const { t } = useTranslation('pledging');
  const name = t('continent_name', { number: continentLabel(entry.continent) });
  return (
    <li className="stake-card" data-testid={`stake-card-${entry.continent}`} data-tier={entry.tier}>
      <TierBadge tier={entry.tier} size={48} />
      <h3 className="stake-card__name">{name}</h3>
      <dl className="stake-card__figures">
        <div>
          <dt>{t('col_total')}</dt>
          <dd data-testid="stake-card-total">
            {t('amount_a2z', { amount: formatPledgeAmount(entry.value) })}
          </dd>
        </div>
        <div>
          <dt>{t('col_effect')}</dt>
          <dd>
            <TierEffects tier={entry.tier} />
          </dd>
        </div>
      </dl>
      <div className="stake-card__actions">
        <Button
          onClick={() => onAction('pledge', entry.continent)}
          aria-label={t('add_label', { name })}
          data-testid={`add-button-${entry.continent}`}
        >
          {t('add')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onAction('unpledge', entry.continent)}
          aria-label={t('unpledge_label', { name })}
          data-testid={`unpledge-button-${entry.continent}`}
        >
          {t('unpledge')}
        </Button>
      </div>
    </li>
  );
}
