import { NO_TIER } from '@kingdoms/shared/staking';
import { useTranslation } from 'react-i18next';

/** Metal of each tier's shield: gold, silver, bronze, steel, iron; none for "no tier". */
const TIER_COLOURS: Record<number, { fill: string; rim: string; text: string }> = {
  1: { fill: '#e3b453', rim: '#f7dc94', text: '#2a1a04' },
  2: { fill: '#c9d1dc', rim: '#eef2f7', text: '#1b2330' },
  3: { fill: '#c27c45', rim: '#e8a878', text: '#2a1204' },
  4: { fill: '#6f8fb3', rim: '#a9c2de', text: '#0d1a2a' },
  5: { fill: '#7d7f86', rim: '#b4b6bd', text: '#14161b' },
};
const NUMERALS = ['', 'I', 'II', 'III', 'IV', 'V'];

/** The tier label of a continent: an original shield drawn per tier, named for assistive tech. */
export function TierBadge({ tier, size = 40 }: { tier: number; size?: number }) {
  const { t } = useTranslation('pledging');
  const colours = TIER_COLOURS[tier];
  const label = tier === NO_TIER || !colours ? t('tier_none') : t('tier_name', { tier });
  return (
    <svg
      className="tier-badge"
      role="img"
      aria-label={label}
      data-tier={tier}
      width={size}
      height={size * 1.15}
      viewBox="0 0 40 46"
    >
      <path
        d="M20 2 L37 8 V22 C37 33 29.5 40.5 20 44 C10.5 40.5 3 33 3 22 V8 Z"
        fill={colours?.fill ?? 'none'}
        stroke={colours?.rim ?? '#8e8a80'}
        strokeWidth="2.5"
        strokeDasharray={colours ? undefined : '4 3'}
      />
      {colours ? (
        <>
          <path d="M20 6 L33 10.5 V21" fill="none" stroke={colours.rim} strokeWidth="1.5" opacity="0.7" />
          {tier === 1 ? <path d="M13 12 L16 16 L20 11 L24 16 L27 12 V18 H13 Z" fill={colours.text} /> : null}
          <text
            x="20"
            y={tier === 1 ? 33 : 29}
            textAnchor="middle"
            fontFamily="Georgia, serif"
            fontWeight="700"
            fontSize="13"
            fill={colours.text}
          >
            {NUMERALS[tier]}
          </text>
        </>
      ) : (
        <text x="20" y="28" textAnchor="middle" fontSize="14" fill="#8e8a80">
          –
        </text>
      )}
    </svg>
  );
}
