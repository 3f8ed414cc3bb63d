/** One bar of the continent totals chart, in the chart's own coordinates (SVG viewBox units). */
export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Space between bars, as a fraction of each slot (0..1). */
  gapRatio: number;
}

/** Enough precision for a chart while the ratio stays exact bigint arithmetic. */
const RATIO_SCALE = 1_000_000n;

/**
 * Bars for `values` (base units, any size) side by side across the box, bottoms on its floor,
 * heights proportional to the largest value. All zero → all bars flat.
 */
export function layoutBars(values: readonly bigint[], box: ChartBox): Bar[] {
  if (values.length === 0) return [];
  const max = values.reduce((a, b) => (b > a ? b : a), 0n);
  const slot = box.width / values.length;
  const barWidth = slot * (1 - box.gapRatio);
  return values.map((value, index) => {
    const ratio = max > 0n && value > 0n ? Number((value * RATIO_SCALE) / max) / Number(RATIO_SCALE) : 0;
    const height = ratio * box.height;
    return { x: index * slot + (slot - barWidth) / 2, y: box.height - height, width: barWidth, height };
  });
}
