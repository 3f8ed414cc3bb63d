import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp as renderShell, setupI18n } from '../../../test/renderApp';
import { TEST_LINKS, TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { i18next } from '../../i18n';
import { saveStartupQuery } from '../../shared/lib/urlParam';
import type { AppRoute } from '../../shared/routing';
import { appRoutes } from '../routes';

function testPage(heading: string) {
  return lazy(async () => ({ default: () => <h1>{heading}</h1> }));
}

const notFoundRoute = appRoutes.find((route) => route.path === '*');
if (!notFoundRoute) throw new Error('the route table must register the not-found page');

/** A stand-in route table: the real layout and 404 page plus pages owned by other features. */
const routes: AppRoute[] = [
  {
    path: '/land',
    page: testPage('Land page'),
    chrome: true,
    desktopOnly: false,
    titleKey: 'nav_land',
    descriptionKey: 'footer_tagline',
  },
  {
    path: '/move/:token',
    page: testPage('Migration page'),
    chrome: false,
    desktopOnly: false,
    titleKey: 'site_name',
    descriptionKey: 'footer_tagline',
  },
  {
    path: '/myDrago',
    page: testPage('My Drago page'),
    chrome: true,
    navbar: 'holdings',
    desktopOnly: true,
    titleKey: 'site_name',
    descriptionKey: 'footer_tagline',
  },
  {
    path: '/pledging',
    page: testPage('Pledging page'),
    chrome: true,
    desktopOnly: true,
    titleKey: 'nav_pledging',
    descriptionKey: 'footer_tagline',
  },
  notFoundRoute,
];

/** The shell with /config.json already loaded, every outbound link configured. */
const renderApp = (options: Omit<Parameters<typeof renderShell>[0], 'runtimeConfig'>) =>
  renderShell({ ...options, runtimeConfig: TEST_RUNTIME_CONFIG });

describe('root layout', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'not-found', 'subscribe']);
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('renders header and footer around a page with chrome', async () => {
    renderApp({ routes, path: '/land' });
    expect(await screen.findByRole('heading', { name: 'Land page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("gives the header the route's navbar variant (spec 3: the second one on the drago pages)", async () => {
    renderApp({ routes, path: '/myDrago' });
    expect(await screen.findByRole('heading', { name: 'My Drago page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-navbar', 'holdings');
    // A page that declares none has the full bar.
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await userEvent.click(nav.getByRole('link', { name: 'Land' }));
    expect(await screen.findByRole('heading', { name: 'Land page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-navbar', 'full');
  });

  it("makes the keyboard's first stop a link past the header to the page, in the URL's place", async () => {
    renderApp({ routes, path: '/land' });
    await screen.findByRole('heading', { name: 'Land page' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('hides header and footer on /move/{token}', async () => {
    renderApp({ routes, path: '/move/abc123' });
    expect(await screen.findByRole('heading', { name: 'Migration page' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('links internally only to registered routes, and externally in a new tab with urlParam', async () => {
    saveStartupQuery('?utm_source=ads');
    renderApp({ routes, path: '/land' });
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Land' })).toHaveAttribute('href', '/land');
    expect(nav.getByRole('link', { name: 'Pledging' })).toHaveAttribute('href', '/pledging');
    expect(nav.queryByRole('link', { name: 'Drago' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Bridge' })).not.toBeInTheDocument();

    const marketplace = nav.getByRole('link', { name: 'Marketplace' });
    expect(marketplace).toHaveAttribute('target', '_blank');
    expect(marketplace).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(marketplace.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(TEST_LINKS.marketplace);
    expect(href.searchParams.get('urlParam')).toBe('utm_source=ads');
    for (const name of ['A2Z Whitepaper', 'Support', 'Swap']) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    expect(screen.getAllByRole('link', { name: 'Kingdoms on Discord' })[0]).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('opens and closes the mobile menu with the navbar toggle', async () => {
    const user = userEvent.setup();
    renderApp({ routes, path: '/land', isMobile: true });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile navigation' });
    expect(within(menu).getByRole('link', { name: 'Land' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();
  });

  it('changes the header colour only past a scroll offset of 100', async () => {
    renderApp({ routes, path: '/land' });
    const header = await screen.findByRole('banner');
    const scrollTo = async (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
      await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    };
    await scrollTo(100);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    await scrollTo(101);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('site-header--scrolled');
    await scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('shows the footer: contact, privacy policy, terms of use and © current year', async () => {
    renderApp({ routes, path: '/land' });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Fixture Studio, 1 Test Lane' })).toHaveAttribute(
      'href',
      TEST_LINKS.contact,
    );
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('target', '_blank');
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Kingdoms Studio. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('opens the subscribe dialog from the footer SUBSCRIBE button', async () => {
    const user = userEvent.setup();
    renderApp({ routes, path: '/land' });
    const footer = within(await screen.findByRole('contentinfo'));
    await user.click(footer.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await screen.findByRole('dialog', { name: 'SUBSCRIBE' })).toBeInTheDocument();
  });

  it('shows the translated 404 page with a link home for unknown paths, and sets title and description', async () => {
    renderApp({ routes, path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'This road leads nowhere' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Kingdoms'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The page you are looking for does not exist.',
    );
  });

  it('replaces a desktop-only page with the notice on mobile', async () => {
    renderApp({ routes, path: '/pledging', isMobile: true });
    expect(await screen.findByText('Open this page on a desktop browser.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pledging page' })).not.toBeInTheDocument();
  });

  it('shows a desktop-only page on desktop', async () => {
    renderApp({ routes, path: '/pledging', isMobile: false });
    expect(await screen.findByRole('heading', { name: 'Pledging page' })).toBeInTheDocument();
    expect(screen.queryByText('Open this page on a desktop browser.')).not.toBeInTheDocument();
  });

  it('offers all four languages by native name; choosing 中文 stores it and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderApp({ routes, path: '/land' });
    const trigger = await screen.findByRole('button', { name: 'Language' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', '한국어', '日本語', '中文']);
    await user.click(screen.getByRole('menuitemradio', { name: '中文' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh'));
    expect(localStorage.getItem('lang')).toBe('zh');
    expect(await screen.findByRole('link', { name: '土地' })).toBeInTheDocument();
  });
});
