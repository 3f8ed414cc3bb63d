import { EMPTY_SITE_CONTENT } from '@kingdoms/shared/site-content';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_LINKS, TEST_SITE_CONTENT } from '../../../../test/runtimeConfigFixture';
import { BLOCKCHAIN_FEATURES } from '../data/blockchainFeatures';
import en from '../locales/en.json';
import { renderMarketing, type TestLanguage } from '../testing/renderMarketing';
import HomePage from './HomePage';

const TRAILER = 'https://video.example/embed/trailer';
const TRAILER_CN = 'https://video-cn.example/embed/trailer';

afterEach(() => {
  vi.useRealTimers();
});

describe('HomePage', () => {
  it.each<[TestLanguage, boolean]>([
    ['en', true],
    ['ja', true],
    ['zh', true],
    ['ko', false],
  ])('in %s shows PLAY NOW: %s', async (language, shown) => {
    const { i18n } = await renderMarketing(<HomePage />, { language });
    const playNow = screen.queryByRole('link', { name: i18n.t('home.play_now') });
    expect(Boolean(playNow)).toBe(shown);
    // The other hero buttons stay in every language.
    expect(screen.getByRole('link', { name: i18n.t('home.enter_land_portal') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i18n.t('home.dst_dashboard') })).toBeInTheDocument();
  });

  it('links the hero buttons and store badges to their configured targets in a new tab', async () => {
    await renderMarketing(<HomePage />);
    const expectations = [
      [en.home.enter_land_portal, TEST_LINKS.landPortal],
      [en.home.dst_dashboard, TEST_LINKS.dstDashboard],
      [en.home.play_now, TEST_LINKS.playSite],
      [en.home.app_store_label, TEST_LINKS.appStore],
      [en.home.play_store_label, TEST_LINKS.playStore],
    ] as const;
    for (const [name, href] of expectations) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('appends the stored urlParam to outbound links', async () => {
    localStorage.setItem('urlParam', 'utm_source=news&ref=abc');
    await renderMarketing(<HomePage />);
    const href = screen.getByRole('link', { name: en.home.play_now }).getAttribute('href') ?? '';
    expect(new URL(href).searchParams.get('urlParam')).toBe('utm_source=news&ref=abc');
  });

  it('sends the six feature cards Learn More to /land, /drago, /arena and the NFT collections', async () => {
    await renderMarketing(<HomePage />);
    const section = screen.getByRole('region', { name: en.home.features_title });
    // Each says what it leads to (visually hidden after the label): link purpose, Lighthouse link-text.
    const learnMore = within(section).getAllByRole('link', {
      name: new RegExp(`^${en.common.learn_more} — `),
    });
    expect(learnMore.map((link) => link.textContent)).toEqual(
      BLOCKCHAIN_FEATURES.map((feature) => `${en.common.learn_more} — ${en.home.features[feature.id].title}`),
    );
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/land',
      '/drago',
      '/arena',
      TEST_LINKS.nftSkin,
      TEST_LINKS.nftResource,
      TEST_LINKS.nftPackage,
    ]);
    for (const link of learnMore.slice(0, 3)) expect(link).not.toHaveAttribute('target');
    for (const link of learnMore.slice(3)) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the 16 configured partners as logo links to their sites, each with alt text', async () => {
    await renderMarketing(<HomePage />);
    const section = screen.getByRole('region', { name: en.home.partners_title });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(16);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      TEST_SITE_CONTENT.partners.entries.map((partner) => partner.url),
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(within(link).getByRole('img')).toHaveAccessibleName();
    }
    expect(within(section).queryByTestId('sample-notice')).toBeNull();
  });

  it('labels sample partners as samples and shows a partner without a site as a plain logo', async () => {
    await renderMarketing(<HomePage />, {
      content: {
        ...TEST_SITE_CONTENT,
        partners: {
          sample: true,
          entries: [{ name: 'Partner A' }, { name: 'Partner B', url: 'https://b.test/' }],
        },
      },
    });
    const section = screen.getByRole('region', { name: en.home.partners_title });
    expect(within(section).getByTestId('sample-notice')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Partner A logo' })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://b.test/']);
  });

  it('without configured links or partners shows no store badge, no hero link and no partner wall', async () => {
    await renderMarketing(<HomePage />, { content: EMPTY_SITE_CONTENT });
    for (const name of [
      en.home.app_store_label,
      en.home.play_store_label,
      en.home.enter_land_portal,
      en.home.dst_dashboard,
      en.home.play_now,
    ]) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.queryByRole('region', { name: en.home.partners_title })).toBeNull();
    // Route cards still link inside the site.
    const features = screen.getByRole('region', { name: en.home.features_title });
    expect(
      within(features)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/land', '/drago', '/arena']);
  });

  it('labels the placeholder news slides as samples (spec 1 §1)', async () => {
    await renderMarketing(<HomePage />);
    const news = screen
      .getAllByRole('region', { name: en.home.news_title })
      .find((region) => region.tagName === 'SECTION' && !region.hasAttribute('aria-roledescription'));
    expect(news && within(news).getByTestId('sample-notice')).toBeInTheDocument();
  });

  it.each([
    { isMobile: false, perPage: 3, pages: 3 },
    { isMobile: true, perPage: 1, pages: 7 },
  ])('has 7 news slides, $perPage per page when mobile=$isMobile', async ({ isMobile, perPage, pages }) => {
    await renderMarketing(<HomePage />, { isMobile });
    const carousel = screen
      .getAllByRole('region', { name: en.home.news_title })
      .find((region) => region.getAttribute('aria-roledescription') === 'carousel');
    if (!carousel) throw new Error('news carousel not rendered');
    expect(within(carousel).getAllByRole('article', { hidden: true })).toHaveLength(7);
    expect(within(carousel).getAllByRole('article')).toHaveLength(perPage);
    expect(within(carousel).getByText(`1 / ${pages}`)).toBeInTheDocument();
    fireEvent.click(within(carousel).getByRole('button', { name: en.common.next }));
    expect(within(carousel).getByText(`2 / ${pages}`)).toBeInTheDocument();
    expect(within(carousel).getAllByRole('article')).toHaveLength(perPage);
    const shownTitle = en.news[isMobile ? 'landPortal' : 'legendary'].title;
    expect(within(carousel).getByRole('heading', { name: shownTitle })).toBeVisible();
    // "Read more" names its story for screen readers and crawlers.
    expect(
      within(carousel).getAllByRole('link', { name: `${en.common.read_more} — ${shownTitle}` }),
    ).toHaveLength(1);
  });

  it.each<{ language: TestLanguage; media: Record<string, string>; src: string | null }>([
    { language: 'en', media: { trailerVideo: TRAILER, trailerVideoChina: TRAILER_CN }, src: TRAILER },
    { language: 'ko', media: { trailerVideo: TRAILER, trailerVideoChina: TRAILER_CN }, src: TRAILER },
    { language: 'zh', media: { trailerVideo: TRAILER, trailerVideoChina: TRAILER_CN }, src: TRAILER_CN },
    { language: 'zh', media: { trailerVideo: TRAILER }, src: null },
    { language: 'en', media: {}, src: null },
  ])('embeds the $language trailer from $src', async ({ language, media, src }) => {
    const { i18n, container } = await renderMarketing(<HomePage />, { language, media });
    const frame = container.querySelector(`iframe[title="${i18n.t('home.trailer_title')}"]`);
    if (src) {
      expect(frame).toHaveAttribute('src', src);
      expect(frame).toHaveAttribute('loading', 'lazy');
    } else {
      expect(frame).toBeNull();
      expect(screen.getByRole('img', { name: i18n.t('art.trailer_fallback') })).toBeInTheDocument();
    }
  });

  it('shows the drawn hero scene without a hero video and the looping video with one', async () => {
    const first = await renderMarketing(<HomePage />);
    expect(screen.getByRole('img', { name: en.art.hero_scene })).toBeInTheDocument();
    expect(first.container.querySelector('video')).toBeNull();
    first.unmount();

    const second = await renderMarketing(<HomePage />, { media: { heroVideo: '/media/hero.mp4' } });
    const video = second.container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/hero.mp4');
    expect(video).toHaveAttribute('loop');
    expect(screen.queryByRole('img', { name: en.art.hero_scene })).toBeNull();
  });

  it('counts down to the sale each second, then reports it started', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2023, 1, 28, 23, 59, 58));
    const { container } = await renderMarketing(<HomePage />);
    const countdown = container.querySelector('.sale-countdown');
    const seconds = () => container.querySelector('[data-unit="seconds"] .flip-card__value')?.textContent;
    expect(countdown).toHaveAttribute('data-event-started', 'false');
    expect(countdown).toHaveAttribute('data-sale-status', 'false');
    expect(screen.getByText(en.home.countdown_title)).toBeInTheDocument();
    expect(seconds()).toBe('02');
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('01');
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('00');
    expect(countdown).toHaveAttribute('data-event-started', 'true');
    expect(countdown).toHaveAttribute('data-sale-status', 'true');
    expect(screen.getByText(en.home.countdown_started_title)).toBeInTheDocument();
  });
});
