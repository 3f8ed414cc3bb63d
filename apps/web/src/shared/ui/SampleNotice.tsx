import { useTranslation } from 'react-i18next';
import './SampleNotice.css';

/**
 * Says that the figures or names beside it are samples: the API serves placeholders (flagged
 * `sample` in /config.json) until the operator configures the real ones, and a placeholder must
 * never pass for a fact.
 */
export function SampleNotice() {
  const { t } = useTranslation('common');
  return (
    <p className="sample-notice" data-testid="sample-notice">
      {t('sample_content')}
    </p>
  );
}
