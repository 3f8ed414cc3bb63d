import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../src/app/router';
import { i18next, initI18n, type SiteLanguage } from '../src/i18n';
import { RUNTIME_CONFIG_QUERY_KEY } from '../src/shared/config/siteContent';
import { IsMobileContext } from '../src/shared/lib/device';
import { OverlayProvider } from '../src/shared/overlays';
import type { AppRoute } from '../src/shared/routing';

/**
 * Starts i18next like app/startApp.tsx does and preloads the namespaces a test renders, plus `errors`
 * (the one catalogue of failure texts, which any component showing a failure uses).
 */
export async function setupI18n(language: SiteLanguage = 'en', namespaces: string[] = ['common']) {
  await initI18n(language);
  await i18next.loadNamespaces([...namespaces, 'errors']);
  return i18next;
}

export function Providers({
  children,
  isMobile = false,
  runtimeConfig,
}: {
  children: ReactNode;
  isMobile?: boolean;
  /** /config.json as already loaded; without it the app fetches it (tests stub fetch). */
  runtimeConfig?: RuntimeConfig;
}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (runtimeConfig) queryClient.setQueryData(RUNTIME_CONFIG_QUERY_KEY, runtimeConfig);
  return (
    <QueryClientProvider client={queryClient}>
      <IsMobileContext.Provider value={isMobile}>
        <OverlayProvider>{children}</OverlayProvider>
      </IsMobileContext.Provider>
    </QueryClientProvider>
  );
}

/** The real shell (layout, overlays, route table semantics) on an in-memory history. */
export function renderApp(options: {
  routes: readonly AppRoute[];
  path: string;
  isMobile?: boolean;
  runtimeConfig?: RuntimeConfig;
}) {
  return render(
    <Providers isMobile={options.isMobile} runtimeConfig={options.runtimeConfig}>
      <MemoryRouter initialEntries={[options.path]}>
        <AppRoutes routes={options.routes} />
      </MemoryRouter>
    </Providers>,
  );
}
