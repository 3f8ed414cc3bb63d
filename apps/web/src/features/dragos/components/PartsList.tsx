import type { DragoBonus, DragoStat } from '@kingdoms/shared/api/dragos';
import { useTranslation } from 'react-i18next';
import { useDragoNames } from '../hooks/useDragoNames';
import { formatAbilityPercent } from '../logic/display';

/**
 * Spec 2 §2/§3 parts and stats: one row per part (Horn … Tail) with its grade, dominant
 * attribute and colour, ability and value as a percent with 1 decimal; epic and legend rows get
 * their frames.
 */
export function PartsList({ stats }: { stats: readonly DragoStat[] }) {
  const { t } = useTranslation('dragos');
  const names = useDragoNames();
  return (
    <table className="drago-parts" data-testid="parts-list">
      <caption className="visually-hidden">{t('parts_heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('column_part')}</th>
          <th scope="col">{t('column_grade')}</th>
          <th scope="col">{t('column_attribute')}</th>
          <th scope="col">{t('column_ability')}</th>
          <th scope="col">{t('column_value')}</th>
        </tr>
      </thead>
      <tbody>
        {stats.map((stat) => (
          <tr
            key={stat.part}
            className={`drago-part drago-part--grade-${stat.grade}`}
            data-grade={stat.grade}
            data-testid={`part-${stat.part}`}
          >
            <th scope="row">{names.part(stat.part)}</th>
            <td>
              <span className={`drago-grade drago-grade--${stat.grade}`}>{names.grade(stat.grade)}</span>
            </td>
            <td>
              <span className={`drago-swatch drago-swatch--${stat.code}`} aria-hidden="true" />
              {names.attribute(stat.attr)} <span className="drago-parts__colour">({names.colour(stat.code)})</span>
            </td>
            <td>{names.ability(stat.ability.code)}</td>
            <td data-testid={`part-${stat.part}-value`}>{formatAbilityPercent(stat.ability.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec 2 §2 bonus list: code and value (a fraction shown as a percent). */
export function BonusList({ bonus }: { bonus: readonly DragoBonus[] }) {
  const { t } = useTranslation('dragos');
  const names = useDragoNames();
  if (bonus.length === 0) return <p className="drago-detail__empty">{t('no_bonus')}</p>;
  return (
    <ul className="drago-bonus" data-testid="bonus-list">
      {bonus.map((entry) => (
        <li key={entry.code} data-testid={`bonus-${entry.code}`}>
          <span>{names.ability(entry.code)}</span>
          <span className="drago-bonus__value">{formatAbilityPercent(entry.value)}</span>
        </li>
      ))}
    </ul>
  );
}
