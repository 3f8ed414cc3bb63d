import { type CSSProperties, type ReactNode, useId } from 'react';

export interface SceneProps {
  label: string;
  className?: string;
}

/** The scene's drawing space: every layer shares it, so the layers line up at any size. */
const VIEW_BOX = '0 0 1600 900';

const STARS = [
  [120, 90],
  [300, 160],
  [520, 60],
  [760, 140],
  [980, 80],
  [1180, 170],
  [1420, 70],
  [1520, 210],
  [640, 230],
  [210, 260],
] as const;

const EMBERS = [420, 560, 880, 1040, 1260] as const;

/** One full-size layer of the scene, cropped like a cover image. */
function Layer({
  className,
  style,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <svg
      className={['art-scene__layer', className].filter(Boolean).join(' ')}
      style={style}
      viewBox={VIEW_BOX}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * The animated fallback for the looping hero videos: a moonlit citadel on a ridge with a drago
 * circling it and embers rising (still when the visitor prefers reduced motion).
 *
 * Why layers: an animation inside one SVG repaints the whole full-screen drawing on every frame
 * (a quarter of a phone's main thread). Each moving part is its own layer whose opacity or
 * transform alone changes, which the browser composites without repainting or running script.
 */
export function HeroScene({ label, className }: SceneProps) {
  const moon = `${useId()}-moon`;
  return (
    <div className={['art-scene', className].filter(Boolean).join(' ')} role="img" aria-label={label}>
      {[0, 1].map((half) => (
        <Layer key={half} className={`art-scene__stars art-scene__stars--${half}`}>
          <g fill="#fff">
            {STARS.filter((_, index) => index % 2 === half).map(([x, y]) => (
              <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />
            ))}
          </g>
        </Layer>
      ))}
      <Layer>
        <defs>
          <radialGradient id={moon}>
            <stop offset="0" stopColor="#fff6d8" />
            <stop offset="0.5" stopColor="#f1d98e" stopOpacity="0.6" />
            <stop offset="1" stopColor="#f1d98e" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="1220" cy="220" r="190" fill={`url(#${moon})`} />
        <circle cx="1220" cy="220" r="70" fill="#fbeec1" />
        <path
          d="M0 640 220 470 380 560 560 400 760 560 940 430 1140 580 1320 470 1600 620V900H0Z"
          fill="#1c1330"
        />
      </Layer>
      <Layer className="art-scene__drago">
        <path
          fill="#0e0a18"
          transform="translate(200 300) scale(0.8)"
          d="M0 0c30-30 60-34 90-20-24-4-40 4-52 16 26-22 62-50 108-52-40 20-62 44-76 64 20-6 40-4 56 6-26 0-44 8-60 20C40 44 18 26 0 0Z"
        />
      </Layer>
      <Layer>
        <path
          d="M0 760 260 640 420 700 640 600 820 680 980 610 1180 700 1400 630 1600 700V900H0Z"
          fill="#120c20"
        />
        <g fill="#0a0714">
          <path d="M640 720V520l24-40 24 40v200Z" />
          <path d="M700 720V470l30-56 30 56v250Z" />
          <path d="M772 720V540l22-36 22 36v180Z" />
          <path d="M600 720h240v-90H600Z" />
          <path d="M606 630h16v-20h20v20h20v-20h20v20h20v-20h20v20h20v-20h20v20h20v-20h20v20h20v-20h20v20h16v10H606Z" />
        </g>
        <g fill="#f5b84c">
          <rect x="722" y="520" width="14" height="24" rx="7" />
          <rect x="656" y="560" width="10" height="18" rx="5" />
          <rect x="788" y="580" width="10" height="18" rx="5" />
        </g>
      </Layer>
      {EMBERS.map((x, index) => (
        <Layer key={x} className="art-scene__ember" style={{ animationDelay: `${index * 0.9}s` }}>
          <circle cx={x} cy={860 - index * 14} r="3" fill="#ffb347" />
        </Layer>
      ))}
    </div>
  );
}
