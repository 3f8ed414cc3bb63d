import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { EMPTY_SITE_CONTENT } from '@kingdoms/shared/site-content';
import type { SiteContent } from '@kingdoms/shared/site-content-schema';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, setupI18n } from '../../test/renderApp';
import { TEST_RUNTIME_CONFIG, TEST_SITE_CONTENT } from '../../test/runtimeConfigFixture';
import { saveStartupQuery } from '../shared/lib/urlParam';
import { appRoutes } from './routes';

/** The public pages with the header and footer around them (spec 1 §2). */
const MARKETING_PATHS = ['/', '/land', '/governance', '/skin', '/drago', '/loka', '/media'];

/** Every address the configuration holds: links, and the partners', exchanges' and investors' sites. */
function configuredAddresses(content: SiteContent): Set<string> {
  return new Set([
    ...Object.values(content.links),
    ...[content.partners, content.exchanges, content.tokenInvestors].flatMap((section) =>
      section.entries.flatMap((party) => (party.url ? [party.url] : [])),
    ),
  ]);
}

/** The outbound addresses on screen, with the campaign urlParam (appended by ExternalLink) removed. */
function outboundAddresses(): string[] {
  return [...document.querySelectorAll('a[href]')]
    .map((anchor) => anchor.getAttribute('href') ?? '')
    .filter((href) => !href.startsWith('/') && !href.startsWith('#'))
    .map((href) => {
      if (!/^https?:/.test(href)) return href;
      const url = new URL(href);
      url.searchParams.delete('urlParam');
      // URL() normalises an origin without a path to "origin/"; compare with what was configured.
      return url.toString();
    });
}

async function renderPage(path: string, content: SiteContent, isMobile: boolean) {
  const runtimeConfig: RuntimeConfig = { ...TEST_RUNTIME_CONFIG, content };
  const view = renderApp({ routes: appRoutes, path, isMobile, runtimeConfig });
  // The first render compiles the lazy page: give it time.
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0), {
    timeout: 15_000,
  });
  await waitFor(() => expect(screen.queryByRole('contentinfo')).toBeInTheDocument());
  return view;
}

describe('outbound links come only from the configuration', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'marketing', 'not-found', 'subscribe']);
    saveStartupQuery('?utm_source=configured');
  });

  const configured = configuredAddresses(TEST_SITE_CONTENT);
  const normalise = (address: string) => (/^https?:/.test(address) ? new URL(address).toString() : address);
  const allowed = new Set([...configured].map(normalise));

  for (const isMobile of [false, true]) {
    it.each(MARKETING_PATHS)(
      `%s (mobile: ${isMobile}) links out only to configured addresses`,
      async (path) => {
        const view = await renderPage(path, TEST_SITE_CONTENT, isMobile);
        const shown = outboundAddresses();
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.filter((address) => !allowed.has(address))).toEqual([]);
        view.unmount();
      },
    );
  }

  it.each(MARKETING_PATHS)('%s links out nowhere when nothing is configured', async (path) => {
    const view = await renderPage(path, EMPTY_SITE_CONTENT, false);
    expect(outboundAddresses()).toEqual([]);
    view.unmount();
  });

  it('shows a link the configuration adds, at the address it gives', async () => {
    const content = { ...EMPTY_SITE_CONTENT, links: { support: 'https://help.configured.test/desk' } };
    const view = await renderPage('/land', content, false);
    expect(outboundAddresses()).toEqual(['https://help.configured.test/desk']);
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('target', '_blank');
    view.unmount();
  });
});
