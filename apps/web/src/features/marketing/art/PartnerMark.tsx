import type { MarkGlyph } from '../data/partners';

const GLYPHS: Record<MarkGlyph, string> = {
  shield: 'M14 4 24 8v8c0 7-5 11-10 13C9 27 4 23 4 16V8Z',
  diamond: 'M14 3 25 16 14 29 3 16Z',
  circle: 'M14 4a12 12 0 1 0 .1 0ZM14 10a6 6 0 1 0 .1 0',
  hex: 'M14 3 25 9.5v13L14 29 3 22.5v-13Z',
  peak: 'M2 27 11 9l5 8 4-6 7 16Z',
  flame: 'M14 3c6 8 10 12 10 18a10 10 0 0 1-20 0c0-5 3-7 5-11 1 4 3 5 5 6 0-5-2-8 0-13Z',
  wave: 'M2 12c4-5 8-5 12 0s8 5 12 0M2 20c4-5 8-5 12 0s8 5 12 0',
  star: 'M14 3l3.5 7.5 8 1-6 5.5 1.6 8L14 21l-7 4 1.5-8-6-5.5 8-1Z',
};

export interface PartnerMarkProps {
  name: string;
  glyph: MarkGlyph;
  hue: string;
  width: number;
  height: number;
  label: string;
}

/** An original wordmark (glyph + name) for a partner, exchange or investor; no third-party logos. */
export function PartnerMark({ name, glyph, hue, width, height, label }: PartnerMarkProps) {
  const filled = glyph !== 'wave' && glyph !== 'circle';
  return (
    <svg
      className="partner-mark"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <g transform={`translate(10 ${(height - 32) / 2})`}>
        <path
          d={GLYPHS[glyph]}
          fill={filled ? hue : 'none'}
          fillRule="evenodd"
          stroke={hue}
          strokeWidth={filled ? 0 : 2.5}
        />
      </g>
      <text
        x="46"
        y={height / 2}
        dominantBaseline="central"
        fill="#e9e3f5"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="15"
        letterSpacing="0.5"
        textLength={width - 56}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </svg>
  );
}
