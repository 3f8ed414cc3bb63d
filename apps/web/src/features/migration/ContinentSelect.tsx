import { continentOptions, NO_CONTINENT } from '@kingdoms/shared/migration';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const OPTIONS = continentOptions();

/** Spec 1 §2: continents 1..26, shown as 101..126; 0 means none chosen yet. */
export function ContinentSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (continent: number) => void;
}) {
  const { t } = useTranslation('migration');
  const id = useId();
  return (
    <div className="migration__field">
      <label htmlFor={id}>{t('continent_label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        <option value={NO_CONTINENT}>{t('continent_placeholder')}</option>
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
