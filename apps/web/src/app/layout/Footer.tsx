import { useTranslation } from 'react-i18next';
import { useOutboundLink, useSiteContent } from '../../shared/config/siteContent';
import { useOverlays } from '../../shared/overlays';
import { Button } from '../../shared/ui/Button';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import './Footer.css';

/** Spec 3 "Footer": contact (company address), privacy policy, terms of use, © current year. */
export function Footer() {
  const { t } = useTranslation('common');
  const { open } = useOverlays();
  const year = new Date().getFullYear();
  // The address and the contact link are configuration (COMPANY_ADDRESS, LINK_CONTACT).
  const { companyAddress } = useSiteContent();
  const contact = useOutboundLink('contact');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p className="site-footer__tagline">{t('footer_tagline')}</p>
          <SocialLinks />
        </div>
        <div className="site-footer__subscribe">
          <p className="site-footer__subscribe-text">{t('footer_subscribe_prompt')}</p>
          <Button onClick={() => open('subscribe')}>{t('footer_subscribe')}</Button>
        </div>
        {companyAddress || contact ? (
          <address className="site-footer__contact">
            <span className="site-footer__label">{t('footer_contact')}</span>
            <ExternalLink linkId="contact" className="site-footer__link" whenUnset="text">
              {companyAddress ?? t('footer_contact_us')}
            </ExternalLink>
          </address>
        ) : null}
      </div>
      <div className="site-footer__legal">
        <ul className="site-footer__legal-links">
          <li>
            <ExternalLink linkId="privacyPolicy" className="site-footer__link">
              {t('footer_privacy_policy')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink linkId="termsOfUse" className="site-footer__link">
              {t('footer_terms_of_use')}
            </ExternalLink>
          </li>
        </ul>
        {/* The prerendered page may carry the year it was built in; the browser's year wins. */}
        <p className="site-footer__copyright" suppressHydrationWarning>
          {t('footer_copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
