import { useTranslation } from 'react-i18next';

export interface DragoNames {
  part: (index: number) => string;
  grade: (grade: number) => string;
  colour: (index: number) => string;
  attribute: (code: number) => string;
  ability: (code: number) => string;
}

/** Display names of parts, grades, colours, attributes and abilities in the page's language. */
export function useDragoNames(): DragoNames {
  const { t } = useTranslation('dragos');
  return {
    part: (index) => t(`part_${index}`),
    grade: (grade) => t(`grade_${grade}`),
    colour: (index) => t(`colour_${index}`),
    attribute: (code) => `#${code}`,
    ability: (code) => `#${code}`,
  };
}
