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
  return (
    <div className="root-layout">
      <ScrollManager />
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
