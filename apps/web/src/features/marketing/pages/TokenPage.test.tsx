import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOUND_LINKS } from '../../../shared/config/outboundLinks';
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
      [en.token.lite_paper, OUTBOUND_LINKS.lokaLitePaper],
      [en.token.audit_report, OUTBOUND_LINKS.lokaAuditReport],
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
    expect(href.startsWith(OUTBOUND_LINKS.playSite)).toBe(true);
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
    expect(allocation.getAttribute('aria-label')).toContain(`${en.token.allocation.playToEarn} 30%`);
    expect(allocation.querySelectorAll('path')).toHaveLength(6);
    expect(within(section).getByRole('img', { name: /^Release schedule:/ })).toBeInTheDocument();
    expect(container.querySelectorAll('polygon[data-bucket]')).toHaveLength(6);
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
