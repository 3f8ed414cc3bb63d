import { useTranslation } from 'react-i18next';

const RULE_KEYS = ['rule_schedule', 'rule_troops', 'rule_busy', 'rule_alliance'] as const;

/** Spec 1 §2: when the move runs and what the kingdom must satisfy. */
export function MoveRules() {
  const { t } = useTranslation('migration');
  return (
    <section className="migration__rules" aria-labelledby="migration-rules-heading">
      <h2 id="migration-rules-heading">{t('rules_heading')}</h2>
      <ul>
        {RULE_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
