import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../shared/ui/ExternalLink';

/** Spec 3: the learn-more link opens the community post in a new tab. */
export function LearnMoreLink() {
  const { t } = useTranslation('pledging');
  return (
    <ExternalLink linkId="pledgingLearnMore" className="pledging-learn-more" data-testid="learn-more-link">
      {t('learn_more')}
    </ExternalLink>
  );
}
