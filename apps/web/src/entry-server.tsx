/**
 * The prerenderer's entry (built by `vite build --ssr`, run by `build/prerender.ts`): renders a
 * marketing page to HTML in one language and one layout, with React's static renderer, which
 * waits for the lazy page and its catalogues. The browser hydrates the same tree (app/startApp.tsx).
 */
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/App';
import { AppRoutes } from './app/router';
import { appRoutes } from './app/routes';
import { initI18n } from './i18n';
import type { SiteLanguage } from './i18n/languages';
import { IsMobileContext } from './shared/lib/device';
import { matchAppRoute } from './shared/routing';

/**
 * The pages served prerendered: those showing no API data (`staticContent`, the marketing pages
 * of issue 12), whichever feature declares them.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ...new Set(appRoutes.filter((route) => route.staticContent).map((route) => route.path)),
];

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** <title>, as RouteMeta writes it in the browser. */
  title: string;
  description: string;
}

export async function renderPage(
  path: string,
  language: SiteLanguage,
  isMobile: boolean,
): Promise<RenderedPage> {
  const i18n = await initI18n(language);
  const route = matchAppRoute(appRoutes, path);
  if (!route) throw new Error(`No route for ${path}`);
  const namespaces = [route.titleKey, route.descriptionKey].map((key) =>
    key.includes(':') ? key.slice(0, key.indexOf(':')) : 'common',
  );
  await i18n.loadNamespaces(namespaces);
  const pageTitle = i18n.t(route.titleKey);
  const siteName = i18n.t('common:site_name');
  const { prelude } = await prerenderToNodeStream(
    <IsMobileContext.Provider value={isMobile}>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </IsMobileContext.Provider>,
    {
      // Every boundary inline: larger ones would otherwise come as out-of-order segments put in
      // place by inline scripts, which the Content-Security-Policy (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude.pipe(new PassThrough())) html += chunk;
  return {
    html,
    title: pageTitle ? `${pageTitle} | ${siteName}` : siteName,
    description: i18n.t(route.descriptionKey),
  };
}

/** The source modules (relative to apps/web) this process has evaluated: what a page used. */
export function evaluatedModules(): string[] {
  const seen = (globalThis as { __KINGDOMS_SSR_MODULES__?: Set<string> }).__KINGDOMS_SSR_MODULES__;
  return [...(seen ?? [])];
}
