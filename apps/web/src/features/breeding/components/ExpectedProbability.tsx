import { formatProbability, type GeneChance, type PartExpectation } from '@kingdoms/shared/drago/index';
import { useTranslation } from 'react-i18next';
import { useDragoNames } from '../../dragos/kit';

/**
 * Spec 2 §2/§5: once two dragos are chosen, the expected probability by part: each parent's
 * dominant gene 40 %, its recessive gene 10 %, summed by attribute (most likely first); the
 * colours by the same rule.
 */
export function ExpectedProbability({ expectations }: { expectations: readonly PartExpectation[] }) {
  const { t } = useTranslation('breeding');
  const names = useDragoNames();
  const list = <T extends number>(chances: readonly GeneChance<T>[], name: (value: T) => string) =>
    chances.map((chance) =>
      t('chance', { name: name(chance.value), percent: formatProbability(chance.probability) }),
    );
  return (
    <section className="breed-odds" aria-labelledby="breed-odds-title" data-testid="breed-probability">
      <h2 id="breed-odds-title" className="breed-odds__title">
        {t('probability_title')}
      </h2>
      <p className="breed-odds__rule">{t('probability_rule')}</p>
      <table className="breed-table">
        <thead>
          <tr>
            <th scope="col">{t('column_part')}</th>
            <th scope="col">{t('column_attribute')}</th>
            <th scope="col">{t('column_colour')}</th>
          </tr>
        </thead>
        <tbody>
          {expectations.map((expectation) => (
            <tr key={expectation.part} data-testid={`probability-${expectation.part}`}>
              <th scope="row">{names.part(expectation.part)}</th>
              <td>
                <ul className="breed-odds__list" data-testid={`probability-${expectation.part}-attributes`}>
                  {list(expectation.attributes, names.attribute).map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </td>
              <td>
                <ul className="breed-odds__list">
                  {list(expectation.colours, names.colour).map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
