// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { layoutBars } from './chartBars';

const E18 = 10n ** 18n;
const BOX = { width: 100, height: 50, gapRatio: 0.2 };

describe('layoutBars', () => {
  it('scales heights to the largest value and spreads the bars across the width', () => {
    const bars = layoutBars([4n * E18, 2n * E18, 0n, 1n * E18], BOX);
    expect(bars.map((bar) => bar.height)).toEqual([50, 25, 0, 12.5]);
    expect(bars.map((bar) => bar.y)).toEqual([0, 25, 50, 37.5]);
    expect(bars.map((bar) => bar.width)).toEqual([20, 20, 20, 20]);
    expect(bars.map((bar) => bar.x)).toEqual([2.5, 27.5, 52.5, 77.5]);
  });

  it('keeps amounts far beyond Number precision exact enough', () => {
    const huge = 10n ** 40n;
    const [a, b] = layoutBars([huge, huge / 2n], BOX);
    expect(a?.height).toBe(50);
    expect(b?.height).toBe(25);
  });

  it('draws flat bars when nothing is pledged, and nothing for no data', () => {
    expect(layoutBars([0n, 0n], BOX).every((bar) => bar.height === 0 && bar.y === 50)).toBe(true);
    expect(layoutBars([], BOX)).toEqual([]);
  });
});
