import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsRegisteredPath } from '../../shared/routing';

function Crest() {
  return (
    <svg className="logo__crest" viewBox="0 0 40 40" aria-hidden="true">
      <path
        d="M20 3 35 9v10c0 9.5-6.4 15.8-15 18.8C11.4 34.8 5 28.5 5 19V9Z"
        fill="#141c34"
        stroke="#e3b453"
        strokeWidth="2"
      />
      <path d="M11 25h18l-1.8-9-4.4 4.2L20 12l-2.8 8.2-4.4-4.2Z" fill="#e3b453" />
    </svg>
  );
}

/** The site mark; it links home once the home page is registered. */
export function Logo() {
  const { t } = useTranslation('common');
  const isRegistered = useIsRegisteredPath();
  const content = (
    <>
      <Crest />
      <span className="logo__name">{t('site_name')}</span>
    </>
  );
  return isRegistered('/') ? (
    // Named by its visible text (the site name), which stays in the accessibility tree on phones.
    <Link to="/" className="logo">
      {content}
    </Link>
  ) : (
    <span className="logo">{content}</span>
  );
}
