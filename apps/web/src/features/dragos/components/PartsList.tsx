import type { DragoBonus, DragoStat } from '@kingdoms/shared/api/dragos';
import { datasProblem, formatAbilityValue, type PartGenes, parseDatas } from '@kingdoms/shared/drago/index';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDragoNames } from '../hooks/useDragoNames';

function genesOf(datas: readonly number[]): readonly PartGenes[] {
  return datasProblem(datas) === undefined ? parseDatas(datas).parts : [];
}

/**
 * Spec 2 §2/§3 parts and stats: one row per part (Horn … Tail) with its grade, ability and value
 * as a percent with 1 decimal, and its genes (dominant and recessive attribute and colour, from
 * `datas`); epic and legend rows get their frames.
 */
export function PartsList({ stats, datas }: { stats: readonly DragoStat[]; datas: readonly number[] }) {
  const { t } = useTranslation('dragos');
  const names = useDragoNames();
  const genes = useMemo(() => genesOf(datas), [datas]);
  return (
    <table className="drago-parts" data-testid="parts-list">
      <caption className="visually-hidden">{t('parts_heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('column_part')}</th>
          <th scope="col">{t('column_grade')}</th>
          <th scope="col">{t('column_ability')}</th>
          <th scope="col">{t('column_value')}</th>
          <th scope="col">{t('column_genes')}</th>
        </tr>
      </thead>
      <tbody>
        {stats.map((stat) => {
          // The stat's code is its part (0 Horn … 6 Tail).
          const part = stat.code;
          const gene = genes[part];
          return (
            <tr
              key={part}
              className={`drago-part drago-part--grade-${stat.grade}`}
              data-grade={stat.grade}
              data-testid={`part-${part}`}
            >
              <th scope="row">{names.part(part)}</th>
              <td>
                <span className={`drago-grade drago-grade--${stat.grade}`}>{names.grade(stat.grade)}</span>
              </td>
              <td>{names.ability(stat.ability.code)}</td>
              <td data-testid={`part-${part}-value`}>{formatAbilityValue(stat.ability.value)}</td>
              <td className="drago-parts__genes">
                {gene ? (
                  <>
                    <span
                      className={`drago-swatch drago-swatch--${gene.dominantColour}`}
                      aria-hidden="true"
                    />
                    {t('genes_value', {
                      dominant: names.attribute(gene.dominantAttribute),
                      dominantColour: names.colour(gene.dominantColour),
                      recessive: names.attribute(gene.recessiveAttribute),
                      recessiveColour: names.colour(gene.recessiveColour),
                    })}
                  </>
                ) : (
                  names.attribute(stat.attr)
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Spec 2 §2 bonus list: per ability, its value as a percent with 1 decimal. */
export function BonusList({ bonus }: { bonus: readonly DragoBonus[] }) {
  const { t } = useTranslation('dragos');
  const names = useDragoNames();
  if (bonus.length === 0) return <p className="drago-detail__empty">{t('no_bonus')}</p>;
  return (
    <ul className="drago-bonus" data-testid="bonus-list">
      {bonus.map((entry) => (
        <li key={entry.code} data-testid={`bonus-${entry.code}`}>
          <span>{names.ability(entry.code)}</span>
          <span className="drago-bonus__value">{formatAbilityValue(entry.value)}</span>
        </li>
      ))}
    </ul>
  );
}
