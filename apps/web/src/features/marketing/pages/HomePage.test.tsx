import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_LINKS } from '../../../shared/config/outboundLinks';
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
      [en.home.enter_land_portal, OUTBOUND_LINKS.landPortal],
      [en.home.dst_dashboard, OUTBOUND_LINKS.dstDashboard],
      [en.home.play_now, OUTBOUND_LINKS.playSite],
      [en.home.app_store_label, OUTBOUND_LINKS.appStore],
      [en.home.play_store_label, OUTBOUND_LINKS.playStore],
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
    const learnMore = within(section).getAllByRole('link', { name: en.common.learn_more });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/land',
      '/drago',
      '/arena',
      OUTBOUND_LINKS.nftSkin,
      OUTBOUND_LINKS.nftResource,
      OUTBOUND_LINKS.nftPackage,
    ]);
    for (const link of learnMore.slice(0, 3)) expect(link).not.toHaveAttribute('target');
    for (const link of learnMore.slice(3)) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows 16 partner logo links, each with alt text', async () => {
    await renderMarketing(<HomePage />);
    const section = screen.getByRole('region', { name: en.home.partners_title });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(16);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(within(link).getByRole('img')).toHaveAccessibleName();
    }
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
