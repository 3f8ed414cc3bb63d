import { Outlet, useMatches } from 'react-router';
import { isAppRoute } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { Overlays } from './Overlays';
import { ScrollManager } from './ScrollManager';
import './RootLayout.css';

/** Header, main content, footer and the overlays (spec 1 §2 "Root layout and overlays"). */
export function RootLayout() {
  const matches = useMatches();
  const route = matches.map((match) => match.handle).findLast(isAppRoute);
  const chrome = route?.chrome ?? true;
  return (
    <div className="root-layout">
      <ScrollManager />
      {chrome ? <Header /> : null}
      <main className="root-layout__main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {chrome ? <Footer /> : null}
      <Overlays />
    </div>
  );
}
