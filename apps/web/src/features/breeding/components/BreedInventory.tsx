import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DragoArt,
  type DragoItem,
  dragoDetailPath,
  formatBreedCount,
  GradeBadge,
  isGenesisId,
  useDragoNames,
} from '../../dragos/kit';
import { isSelected, type Slots, slotsFull, unavailableReason } from '../logic/selection';

export interface BreedInventoryProps {
  dragos: readonly DragoItem[];
  slots: Slots;
  onToggle: (drago: DragoItem) => void;
}

/**
 * Spec 2 §2: the inventory grid, 6 per row. Each card is a toggle button (aria-pressed): a click
 * selects it, a click again deselects it; with two chosen the others are unavailable (at most
 * two). Rented-out dragos cannot breed. "Detail" opens the drago's page in a new tab.
 */
export function BreedInventory({ dragos, slots, onToggle }: BreedInventoryProps) {
  const { t } = useTranslation('breeding');
  const names = useDragoNames();
  if (dragos.length === 0) {
    return (
      <p className="page-notice" data-testid="breed-empty">
        {t('empty')}
      </p>
    );
  }
  const full = slotsFull(slots);
  return (
    <ul className="breed-grid" aria-label={t('inventory_label')} data-testid="breed-grid">
      {dragos.map((drago) => {
        const id = drago.tokenId;
        const selected = isSelected(slots, id);
        const reason = unavailableReason(drago);
        const blocked = reason !== null || (full && !selected);
        const slot = slots.indexOf(id);
        return (
          <li key={id}>
            <article
              className="drago-card breed-card"
              data-grade={drago.grade}
              data-selected={selected}
              data-testid={`breed-card-${id}`}
            >
              <button
                type="button"
                className="drago-card__open breed-card__toggle"
                aria-pressed={selected}
                // aria-disabled keeps the card in the tab order, so its reason stays readable.
                aria-disabled={blocked && !selected}
                aria-describedby={reason ? `breed-card-${id}-reason` : undefined}
                onClick={() => {
                  if (!blocked || selected) onToggle(drago);
                }}
                aria-label={t(selected ? 'deselect_drago' : 'select_drago', { id })}
                data-testid={`select-drago-${id}`}
              >
                <DragoArt
                  datas={drago.datas}
                  animate={false}
                  label={t('drago_art', { id, grade: names.grade(drago.grade) })}
                />
              </button>
              {/* Outside the button: its accessible name must contain all its visible text. */}
              {selected ? (
                <span className="breed-card__slot" aria-hidden="true">
                  {slot + 1}
                </span>
              ) : null}
              <h3 className="drago-card__name">{t('drago_name', { id })}</h3>
              <p className="drago-card__meta">
                <GradeBadge grade={drago.grade} />
                {isGenesisId(id) ? (
                  <span className="drago-label drago-label--genesis">{t('genesis')}</span>
                ) : null}
              </p>
              <p className="drago-card__meta drago-card__meta--faint">
                <span data-testid="breed-count">
                  {t('breed_short', { value: formatBreedCount(drago.breed) })}
                </span>
                <Link
                  className="drago-link"
                  to={dragoDetailPath(id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('detail_link_label', { id })}
                  data-testid={`detail-link-${id}`}
                >
                  {t('detail_link')}
                </Link>
              </p>
              {reason ? (
                <p id={`breed-card-${id}-reason`} className="breed-card__reason">
                  {t(`unavailable_${reason}`)}
                </p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
