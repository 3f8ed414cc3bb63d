import { useTranslation } from 'react-i18next';
import { useDragoNames } from '../hooks/useDragoNames';
import { formatBreedCount } from '../logic/display';
import { isGenesisId } from '../logic/eggState';
import type { DragoItem } from '../logic/inventory';
import { DragoArt } from './DragoArt';
import { GradeBadge } from './GradeBadge';

/** A drago card of My Drago: its art, name, grade, genesis label and breeds; opens the info popup. */
export function DragoCard({ drago, onOpen }: { drago: DragoItem; onOpen: () => void }) {
  const { t } = useTranslation('dragos');
  const names = useDragoNames();
  const id = drago.tokenId;
  return (
    <article className="drago-card" data-testid={`drago-card-${id}`} data-grade={drago.grade}>
      <button
        type="button"
        className="drago-card__open"
        onClick={onOpen}
        aria-label={t('open_info', { id })}
        data-testid={`open-drago-${id}`}
      >
        <DragoArt
          datas={drago.datas}
          animate={false}
          label={t('drago_art', { id, grade: names.grade(drago.grade) })}
        />
      </button>
      <h3 className="drago-card__name">{t('drago_name', { id })}</h3>
      <p className="drago-card__meta">
        <GradeBadge grade={drago.grade} />
        {isGenesisId(id) ? <span className="drago-label drago-label--genesis">{t('genesis')}</span> : null}
        {drago.rented ? <span className="drago-label">{t('rented_badge')}</span> : null}
      </p>
      <p className="drago-card__meta drago-card__meta--faint">
        <span data-testid="breed-count">{t('breed_short', { value: formatBreedCount(drago.breed) })}</span>
        <span>{t('on_network', { network: t(`network_${drago.network}`) })}</span>
      </p>
    </article>
  );
}
