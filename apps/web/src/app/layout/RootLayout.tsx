import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ReadFailureNotice } from '../../shared/query/ReadFailureNotice';
import { useMatchedAppRoute } from '../../shared/routing';
import { Footer } from './Footer';
import { Header } from './Header';
import { Overlays } from './Overlays';
import { RouteErrorBoundary } from './RouteError';
import { ScrollManager } from './ScrollManager';
import './RootLayout.css';

/** Header, main content, footer and the overlays (spec 1 §2 "Root layout and overlays"). */
export function RootLayout() {
  const chrome = useMatchedAppRoute()?.chrome ?? true;
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <div className="root-layout">
      <ScrollManager />
      {chrome ? (
        // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main (it works without script); the click only keeps the hash out of the router's URL
        <a
          className="skip-link"
          href="#main"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('main')?.focus();
          }}
        >
          {t('skip_to_content')}
        </a>
      ) : null}
      {chrome ? <Header /> : null}
      <main className="root-layout__main" id="main" tabIndex={-1}>
        <ReadFailureNotice />
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      {chrome ? <Footer /> : null}
      <Overlays />
    </div>
  );
}
