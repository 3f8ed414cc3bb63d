import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_LINKS, TEST_SITE_CONTENT } from '../../../../test/runtimeConfigFixture';
import en from '../locales/en.json';
import { renderMarketing } from '../testing/renderMarketing';
import DragoPage from './DragoPage';

function menuToggle(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

function menuLinks(toggle: HTMLElement): HTMLElement[] {
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('menu list missing');
  return within(list).queryAllByRole('link');
}

describe('DragoPage (desktop)', () => {
  it('shows the five legendary dragos with name and lore, one at a time', async () => {
    await renderMarketing(<DragoPage />);
    const carousel = screen
      .getAllByRole('region', { name: en.drago.legendary_title })
      .find((region) => region.getAttribute('aria-roledescription') === 'carousel');
    if (!carousel) throw new Error('legendary carousel not rendered');
    const slides = within(carousel).getAllByRole('article', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('data-drago'))).toEqual([
      'dark',
      'light',
      'terra',
      'fire',
      'aqua',
    ]);
    expect(within(carousel).getAllByRole('article')).toHaveLength(1);
    expect(within(carousel).getByRole('heading', { name: en.drago.legendary.dark.name })).toBeVisible();
    expect(within(carousel).getByText(en.drago.legendary.dark.lore)).toBeVisible();
    fireEvent.click(within(carousel).getByRole('button', { name: en.common.next }));
    expect(within(carousel).getByRole('heading', { name: en.drago.legendary.light.name })).toBeVisible();
    fireEvent.click(within(carousel).getByRole('button', { name: en.drago.legendary.aqua.name }));
    expect(within(carousel).getByRole('heading', { name: en.drago.legendary.aqua.name })).toBeVisible();
  });

  it('offers four BUY DRAGO destinations and two rental ones', async () => {
    await renderMarketing(<DragoPage />);
    const buy = menuToggle(en.drago.buy_drago);
    const rental = menuToggle(en.drago.rental);
    fireEvent.click(buy);
    fireEvent.click(rental);
    expect(menuLinks(buy).map((link) => link.getAttribute('href'))).toEqual([
      TEST_LINKS.buyDragoMarketArenaZ,
      TEST_LINKS.buyDragoMarketPolygon,
      TEST_LINKS.buyDragoCollectionEthereum,
      TEST_LINKS.buyDragoCollectionPolygon,
    ]);
    expect(menuLinks(rental).map((link) => link.getAttribute('href'))).toEqual([
      TEST_LINKS.discord,
      TEST_LINKS.rentalMarketplace,
    ]);
  });

  it('offers only configured destinations and leaves out a menu with none', async () => {
    await renderMarketing(<DragoPage />, {
      content: { ...TEST_SITE_CONTENT, links: { rentalMarketplace: 'https://rent.test/' } },
    });
    expect(screen.queryByRole('button', { name: en.drago.buy_drago })).toBeNull();
    const rental = menuToggle(en.drago.rental);
    fireEvent.click(rental);
    expect(menuLinks(rental).map((link) => link.getAttribute('href'))).toEqual(['https://rent.test/']);
  });

  it('opens and closes BUY DRAGO and Rental independently', async () => {
    await renderMarketing(<DragoPage />);
    const buy = menuToggle(en.drago.buy_drago);
    const rental = menuToggle(en.drago.rental);
    const state = () => [buy.getAttribute('aria-expanded'), rental.getAttribute('aria-expanded')];

    expect(state()).toEqual(['false', 'false']);
    fireEvent.click(buy);
    expect(state()).toEqual(['true', 'false']);
    fireEvent.click(rental);
    expect(state()).toEqual(['true', 'true']);
    fireEvent.click(buy);
    expect(state()).toEqual(['false', 'true']);
    expect(screen.getByRole('link', { name: en.drago.rent.rentalMarketplace })).toBeVisible();
    expect(screen.queryByRole('link', { name: en.drago.buy.marketArenaZ })).toBeNull();
    fireEvent.click(rental);
    expect(state()).toEqual(['false', 'false']);
  });

  it('opens the governance whitepaper from the Drago & DST banner', async () => {
    await renderMarketing(<DragoPage />);
    const banner = screen.getByRole('region', { name: en.drago.banner_title });
    const learnMore = within(banner).getByRole('link', {
      name: `${en.common.learn_more} — ${en.drago.banner_title}`,
    });
    expect(learnMore).toHaveAttribute('href', TEST_LINKS.governanceWhitepaper);
    expect(learnMore).toHaveAttribute('target', '_blank');
  });

  it('uses the drawn scenes when no drago videos are configured, the videos when they are', async () => {
    const first = await renderMarketing(<DragoPage />);
    expect(first.container.querySelector('video, iframe')).toBeNull();
    first.unmount();
    const second = await renderMarketing(<DragoPage />, {
      media: { dragoHeroVideo: '/media/drago.mp4', dragoTrailerVideo: 'https://video.example/embed/drago' },
    });
    expect(second.container.querySelector('video')).toHaveAttribute('src', '/media/drago.mp4');
    const trailer = second.container.querySelector(`iframe[title="${en.drago.trailer_title}"]`);
    expect(trailer).toHaveAttribute('src', 'https://video.example/embed/drago');
  });
});

describe('DragoPage (mobile)', () => {
  it('shows the title, description and the lok title with its Soul of Dragos subtitle only', async () => {
    await renderMarketing(<DragoPage />, { isMobile: true });
    expect(screen.getByRole('heading', { level: 1, name: en.drago.mobile_title })).toBeInTheDocument();
    expect(screen.getByText(en.drago.mobile_description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: en.drago.lok_title })).toBeInTheDocument();
    expect(screen.getByText('Soul of Dragos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.drago.buy_drago })).toBeNull();
  });
});
