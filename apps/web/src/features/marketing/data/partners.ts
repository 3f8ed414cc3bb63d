/** The glyph drawn in front of a wordmark; every partner mark is original SVG art. */
export type MarkGlyph = 'shield' | 'diamond' | 'circle' | 'hex' | 'peak' | 'flame' | 'wave' | 'star';

/** How a mark is drawn: glyph, accent colour and layout size (spec 1 §3 "Partner"). */
export interface MarkStyle {
  glyph: MarkGlyph;
  hue: string;
}

/**
 * Who the partners, exchanges and investors are is configuration (/config.json `content`); only
 * their look is decided here: each entry takes the next style of this cycle.
 */
const MARK_STYLES: readonly MarkStyle[] = [
  { glyph: 'shield', hue: '#c9a44c' },
  { glyph: 'wave', hue: '#7fb8e6' },
  { glyph: 'flame', hue: '#e0703a' },
  { glyph: 'diamond', hue: '#a48be0' },
  { glyph: 'peak', hue: '#c8d3e0' },
  { glyph: 'hex', hue: '#5fc9a8' },
  { glyph: 'star', hue: '#f2d16b' },
  { glyph: 'circle', hue: '#9fb4ff' },
];

export const MARK_HEIGHT = 56;

/** The drawn mark's width for a name: room for the glyph and the wordmark. */
export function markWidth(name: string): number {
  return Math.min(240, Math.max(150, 70 + name.length * 8));
}

export function markStyleAt(index: number): MarkStyle {
  return MARK_STYLES[index % MARK_STYLES.length] as MarkStyle;
}
