import { useId } from 'react';
import type { DragoPalette } from '../data/dragos';

export interface DragoFigureProps {
  palette: DragoPalette;
  label: string;
  size?: number;
}

/** A legendary drago drawn in its element's colours; the wings beat and the aura pulses (art.css). */
export function DragoFigure({ palette, label, size = 320 }: DragoFigureProps) {
  const id = useId();
  const aura = `${id}-aura`;
  const scales = `${id}-scales`;
  return (
    <svg
      className="drago-figure"
      viewBox="0 0 320 320"
      width={size}
      height={size}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <defs>
        <radialGradient id={aura}>
          <stop offset="0" stopColor={palette.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={palette.glow} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={scales} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.wing} />
          <stop offset="1" stopColor={palette.body} />
        </linearGradient>
      </defs>
      <circle className="drago-figure__aura" cx="160" cy="170" r="150" fill={`url(#${aura})`} />
      <path
        className="drago-figure__wing drago-figure__wing--back"
        d="M150 150C110 80 60 60 20 70c30 14 40 34 44 54-18-8-34-6-46 4 26 4 40 16 50 32-14 0-26 6-32 16 40-6 80 0 114-26Z"
        fill={palette.wing}
        opacity="0.7"
      />
      <path
        d="M96 250c-30 20-58 22-76 10 22 0 36-10 44-24 10-22 30-34 56-36"
        fill="none"
        stroke={palette.body}
        strokeWidth="14"
        strokeLinecap="round"
      />
      <path
        d="M110 240c0-56 34-96 84-100 34-2 56 20 56 52 0 44-40 78-92 78-28 0-48-10-48-30Z"
        fill={`url(#${scales})`}
      />
      <path d="M214 150c6-34 26-58 56-62l30 8-16 6 12 12-22 2c-8 18-22 32-40 40Z" fill={palette.body} />
      <path
        d="M262 92 276 60l4 34M246 96l4-32 10 30"
        fill="none"
        stroke={palette.glow}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle className="drago-figure__eye" cx="270" cy="104" r="4.5" fill={palette.glow} />
      <path
        className="drago-figure__wing drago-figure__wing--front"
        d="M190 150c-10-70 20-118 70-130-14 20-16 40-10 58 12-16 28-22 46-20-18 12-24 30-22 48 14-8 28-6 40 4-38 10-70 34-98 60Z"
        fill={palette.wing}
      />
      <path d="M140 250v28M176 250v28" stroke={palette.body} strokeWidth="12" strokeLinecap="round" />
      <path d="M150 196c16 10 40 10 58-4" fill="none" stroke={palette.glow} strokeWidth="3" opacity="0.6" />
    </svg>
  );
}
