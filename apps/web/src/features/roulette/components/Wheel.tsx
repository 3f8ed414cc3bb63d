import { WHEEL_SPIN_MS } from '@kingdoms/shared/roulette';
import { useTranslation } from 'react-i18next';
import { pointAt, prizeNameKey, segmentPath, WHEEL_SEGMENTS } from '../logic/wheel';

/** Segment fills, by position on the wheel (original palette, alternating warm and cool). */
const SEGMENT_COLORS = [
  '#c0392b',
  '#1f6fb2',
  '#d4a017',
  '#2e8b57',
  '#7d3cb5',
  '#c0562b',
  '#14818f',
  '#b8860b',
  '#3b7d23',
  '#8e2f6f',
] as const;

const RADIUS = 150;
const LABEL_MAX_LINE = 13;

/** A long prize name on two lines, split at the space nearest its middle. */
export function labelLines(label: string): string[] {
  if (label.length <= LABEL_MAX_LINE || !label.includes(' ')) return [label];
  const middle = label.length / 2;
  let split = -1;
  for (let i = 0; i < label.length; i++) {
    if (label[i] === ' ' && (split < 0 || Math.abs(i - middle) < Math.abs(split - middle))) split = i;
  }
  return [label.slice(0, split), label.slice(split + 1)];
}

export interface WheelProps {
  /** Absolute rotation in degrees (grows with each spin). */
  rotation: number;
  /** Animate to `rotation` over the spin's 6 seconds; false jumps there (reduced motion, first paint). */
  animate: boolean;
}

/** The prize wheel: an original SVG of 10 equal segments under a fixed pointer at the top. */
export function Wheel({ rotation, animate }: WheelProps) {
  const { t } = useTranslation('roulette');
  return (
    <svg
      className="roulette-wheel"
      viewBox="-170 -180 340 350"
      role="img"
      aria-label={t('wheel_label')}
      data-testid="roulette-wheel"
      data-rotation={rotation}
    >
      <title>{t('wheel_label')}</title>
      <circle r={RADIUS + 12} fill="#2b1d0e" stroke="#d9b45a" strokeWidth="4" />
      <g
        className="roulette-wheel__disc"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${WHEEL_SPIN_MS}ms cubic-bezier(0.12, 0.6, 0.15, 1)` : 'none',
        }}
        data-testid="roulette-disc"
      >
        {WHEEL_SEGMENTS.map((segment, index) => {
          const label = t(prizeNameKey(segment.prizeId));
          const lines = labelLines(label);
          const anchor = pointAt(RADIUS * 0.58, segment.centerAngle);
          return (
            <g key={segment.prizeId} data-prize-id={segment.prizeId}>
              <path
                d={segmentPath(RADIUS, segment.startAngle, segment.endAngle)}
                fill={SEGMENT_COLORS[index % SEGMENT_COLORS.length]}
                stroke="#f3e2b3"
                strokeWidth="1.5"
              />
              <text
                x={anchor.x}
                y={anchor.y}
                transform={`rotate(${segment.centerAngle - 90} ${anchor.x} ${anchor.y})`}
                className="roulette-wheel__label"
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {lines.map((line, lineIndex) => (
                  <tspan
                    key={line}
                    x={anchor.x}
                    dy={lineIndex === 0 ? `${-(lines.length - 1) * 0.55}em` : '1.1em'}
                  >
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        <circle r="26" fill="#2b1d0e" stroke="#d9b45a" strokeWidth="3" />
        <path d="M0 -14 L12 7 L-12 7 Z" fill="#d9b45a" />
      </g>
      {/* The pointer stays put at the top while the disc turns under it. */}
      <path
        d={`M-13 ${-RADIUS - 26} L13 ${-RADIUS - 26} L0 ${-RADIUS + 6} Z`}
        fill="#f5d76e"
        stroke="#2b1d0e"
        strokeWidth="2"
      />
    </svg>
  );
}
