import { EMPTY_SITE_CONTENT } from '@kingdoms/shared/site-content';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_LINKS, TEST_SITE_CONTENT } from '../../../../test/runtimeConfigFixture';
import en from '../locales/en.json';
import { renderMarketing } from '../testing/renderMarketing';
import TokenPage from './TokenPage';

afterEach(() => {
  vi.useRealTimers();
});

function regionNamed(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('TokenPage (/loka and /arena)', () => {
  it('opens the lite paper and the audit report in a new tab', async () => {
    await renderMarketing(<TokenPage />);
    for (const [name, href] of [
      [en.token.lite_paper, TEST_LINKS.lokaLitePaper],
      [en.token.audit_report, TEST_LINKS.lokaAuditReport],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('carries the stored urlParam on the play link', async () => {
    localStorage.setItem('urlParam', 'utm_medium=banner');
    await renderMarketing(<TokenPage />);
    const href = screen.getByRole('link', { name: en.token.play }).getAttribute('href') ?? '';
    expect(href.startsWith(TEST_LINKS.playSite)).toBe(true);
    expect(new URL(href).searchParams.get('urlParam')).toBe('utm_medium=banner');
  });

  it('shows COMING SOON for exactly 3000 ms', async () => {
    vi.useFakeTimers();
    await renderMarketing(<TokenPage />);
    expect(screen.queryByText(en.token.coming_soon)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.token.features.stake.action }));
    expect(screen.getByRole('status')).toHaveTextContent(en.token.coming_soon);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText(en.token.coming_soon)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(en.token.coming_soon)).toBeNull();
  });

  it('restarts the 3000 ms when COMING SOON is triggered again', async () => {
    vi.useFakeTimers();
    await renderMarketing(<TokenPage />);
    fireEvent.click(screen.getByRole('button', { name: en.token.features.stake.action }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: en.token.features.bridge.action }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText(en.token.coming_soon)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(en.token.coming_soon)).toBeNull();
  });

  it('lists 5 exchange links and 9 investor links under LOKA AVAILABLE ON', async () => {
    await renderMarketing(<TokenPage />);
    const section = regionNamed(en.token.available_title);
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(14);
    const exchangeHrefs = links.slice(0, 5).map((link) => link.getAttribute('href'));
    expect(exchangeHrefs.every((href) => href?.includes('LOKA'))).toBe(true);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('has the link section with the explainer and four feature cards', async () => {
    await renderMarketing(<TokenPage />);
    const section = regionNamed(en.token.link_title);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(section).getByRole('img', { name: en.art.explainer_fallback })).toBeInTheDocument();
  });

  it('draws the allocation and release schedule charts from the configured data', async () => {
    const { container } = await renderMarketing(<TokenPage />);
    const section = regionNamed(en.token.metric_title);
    const allocation = within(section).getByRole('img', { name: /^Allocation:/ });
    expect(allocation.getAttribute('aria-label')).toContain(`${en.token.allocation.playToEarn} 40%`);
    expect(allocation.querySelectorAll('path')).toHaveLength(3);
    expect(within(section).getByRole('img', { name: /^Release schedule:/ })).toBeInTheDocument();
    expect(container.querySelectorAll('polygon[data-bucket]')).toHaveLength(3);
    expect(within(section).getByText('Total supply: 2,000,000 LOKA.')).toBeInTheDocument();
    expect(within(section).queryByTestId('sample-notice')).toBeNull();
  });

  it('labels sample token metrics, exchanges and investors as samples and links no sample party', async () => {
    const sampleParties = (kind: string, count: number) => ({
      sample: true,
      entries: Array.from({ length: count }, (_, index) => ({ name: `${kind} ${index}` })),
    });
    await renderMarketing(<TokenPage />, {
      content: {
        ...TEST_SITE_CONTENT,
        tokenMetrics: { ...TEST_SITE_CONTENT.tokenMetrics, sample: true },
        exchanges: sampleParties('Exchange', 5),
        tokenInvestors: sampleParties('Investor', 9),
      },
    });
    const metric = regionNamed(en.token.metric_title);
    expect(within(metric).getByTestId('sample-notice')).toHaveTextContent(
      'Sample content for illustration, not real information.',
    );
    const available = regionNamed(en.token.available_title);
    expect(within(available).getAllByTestId('sample-notice')).toHaveLength(2);
    expect(within(available).queryAllByRole('link')).toHaveLength(0);
    expect(within(available).getAllByRole('img')).toHaveLength(14);
  });

  it('leaves out the charts, the exchange and investor lists and the document buttons when none is configured', async () => {
    await renderMarketing(<TokenPage />, { content: EMPTY_SITE_CONTENT });
    expect(screen.queryByRole('region', { name: en.token.metric_title })).toBeNull();
    expect(screen.queryByRole('region', { name: en.token.available_title })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    // The feature cards stay; only their outbound action goes.
    expect(within(regionNamed(en.token.link_title)).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it.each([
    { isMobile: true, src: '/media/token-mobile.mp4' },
    { isMobile: false, src: '/media/token-desktop.mp4' },
  ])('plays the background video for mobile=$isMobile', async ({ isMobile, src }) => {
    const { container } = await renderMarketing(<TokenPage />, {
      isMobile,
      media: { tokenVideoMobile: '/media/token-mobile.mp4', tokenVideoDesktop: '/media/token-desktop.mp4' },
    });
    expect(container.querySelector('video')).toHaveAttribute('src', src);
  });

  it('draws the scene when no background video is configured', async () => {
    const { container } = await renderMarketing(<TokenPage />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: en.art.token_scene })).toBeInTheDocument();
  });
});
