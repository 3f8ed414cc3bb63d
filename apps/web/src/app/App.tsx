import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { useMarkAppReady } from '../shared/lib/hydration';
import { OverlayProvider } from '../shared/overlays';
import { AppRoutes } from './router';

/**
 * What every page sits in, in the browser and when prerendering (`entry-server.tsx`). The query
 * cache is not here: pages and overlays that fetch sit in a `QueryBoundary` (shared/query).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <OverlayProvider>{children}</OverlayProvider>;
}

export function App() {
  useMarkAppReady();
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
