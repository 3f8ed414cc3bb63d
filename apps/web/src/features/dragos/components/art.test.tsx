import { parseDatas, renderDragoSvg, SAMPLE_LEGEND_DATAS } from '@kingdoms/shared/drago/index';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DragoArt, EggArt } from './DragoArt';

const svgOf = (img: HTMLElement) =>
  decodeURIComponent((img.getAttribute('src') ?? '').replace('data:image/svg+xml;charset=utf-8,', ''));

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DragoArt', () => {
  it('shows the shared renderer’s SVG as an image: its markup never enters the page', () => {
    preferReducedMotion(false);
    const { container } = render(<DragoArt datas={SAMPLE_LEGEND_DATAS} label="Drago #21001, Legend" />);
    const img = screen.getByRole('img', { name: 'Drago #21001, Legend' });
    expect(img.tagName).toBe('IMG');
    expect(svgOf(img)).toBe(renderDragoSvg(parseDatas(SAMPLE_LEGEND_DATAS), { animate: true }));
    expect(container.querySelector('svg, script, style')).toBeNull();
  });

  it('draws it still for people who ask for reduced motion, and on cards', () => {
    preferReducedMotion(true);
    const { unmount } = render(<DragoArt datas={SAMPLE_LEGEND_DATAS} label="still" />);
    const still = renderDragoSvg(parseDatas(SAMPLE_LEGEND_DATAS), { animate: false });
    expect(svgOf(screen.getByRole('img', { name: 'still' }))).toBe(still);
    unmount();
    preferReducedMotion(false);
    render(<DragoArt datas={SAMPLE_LEGEND_DATAS} label="card" animate={false} />);
    expect(svgOf(screen.getByRole('img', { name: 'card' }))).toBe(still);
  });

  it('draws an empty labelled frame for genes it cannot read', () => {
    render(<DragoArt datas={[1, 2, 3]} label="broken" />);
    expect(screen.getByRole('img', { name: 'broken' }).tagName).toBe('DIV');
  });

  it('draws eggs, genesis eggs differently', () => {
    render(
      <>
        <EggArt tokenId={20_001} label="egg" />
        <EggArt tokenId={10_001} label="genesis" />
      </>,
    );
    expect(svgOf(screen.getByRole('img', { name: 'egg' }))).toContain('<svg');
    expect(svgOf(screen.getByRole('img', { name: 'genesis' }))).not.toBe(
      svgOf(screen.getByRole('img', { name: 'egg' })),
    );
  });
});
