import { useId } from 'react';
import { SYMBOL_PATHS, type SymbolName } from './symbols';

export interface EmblemProps {
  symbol: SymbolName;
  label: string;
  /** Accent colour of the symbol and the frame's glow. */
  hue?: string;
  size?: number;
  className?: string;
}

/** A hexagonal bronze medallion carrying one symbol: the feature illustration of every card. */
export function Emblem({ symbol, label, hue = '#e3b341', size = 120, className }: EmblemProps) {
  const id = useId();
  const metal = `${id}-metal`;
  return (
    <svg
      className={['emblem', className].filter(Boolean).join(' ')}
      viewBox="0 0 120 120"
      width={size}
      height={size}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <defs>
        <linearGradient id={metal} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2e2444" />
          <stop offset="1" stopColor="#140f22" />
        </linearGradient>
      </defs>
      <path
        d="M60 4 108 32v56L60 116 12 88V32Z"
        fill={`url(#${metal})`}
        stroke={hue}
        strokeOpacity="0.7"
        strokeWidth="3"
      />
      <path
        d="M60 14 100 37v46L60 106 20 83V37Z"
        fill="none"
        stroke={hue}
        strokeOpacity="0.25"
        strokeWidth="1.5"
      />
      <g transform="translate(28 28)">
        <path
          d={SYMBOL_PATHS[symbol]}
          fill="none"
          stroke={hue}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
