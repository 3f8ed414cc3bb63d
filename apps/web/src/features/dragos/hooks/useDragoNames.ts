import { DRAGO_CATALOGUE_NAMESPACE, dragoKeys } from '@kingdoms/shared/drago/index';
import { useTranslation } from 'react-i18next';

export interface DragoNames {
  part: (index: number) => string;
  grade: (grade: number) => string;
  colour: (index: number) => string;
  attribute: (code: number) => string;
  ability: (code: number) => string;
}

/**
 * Names of parts, grades, colours, attributes and abilities in the page's language, from the
 * shared `dragoCatalogue` namespace (packages/shared/src/drago/locales), the same names the API's
 * tokenURI metadata uses.
 */
export function useDragoNames(): DragoNames {
  const { t } = useTranslation(DRAGO_CATALOGUE_NAMESPACE);
  return {
    part: (index) => t(dragoKeys.part(index)),
    grade: (grade) => t(dragoKeys.grade(grade)),
    colour: (index) => t(dragoKeys.colour(index)),
    attribute: (code) => t(dragoKeys.attribute(code)),
    ability: (code) => t(dragoKeys.ability(code)),
  };
}
