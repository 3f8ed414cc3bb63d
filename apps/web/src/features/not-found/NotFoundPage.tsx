import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './NotFoundPage.css';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation('not-found');
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <svg className="not-found__crest" viewBox="0 0 120 120" aria-hidden="true">
        <path
          d="M60 8 104 26v30c0 28-19 47-44 56C35 103 16 84 16 56V26Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
        />
        <path
          d="M40 52h40M60 38v46"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.5"
        />
        <path d="M38 86 82 42" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <p className="not-found__code">404</p>
      <h1 id="not-found-title" className="not-found__title">
        {t('title')}
      </h1>
      <p className="not-found__text">{t('message')}</p>
      <Link className="not-found__home button button--primary" to="/">
        {t('back_home')}
      </Link>
    </section>
  );
}
