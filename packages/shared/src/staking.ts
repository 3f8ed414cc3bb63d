/**
 * Pledging rules (spec 3 "Pledging page", §3, §5, §9; DESIGN "Pledging"). Pure: the API ranks and
 * tiers with these, the page shows the same tables.
 */
import { CONTINENT_MAX, CONTINENT_MIN } from './migration';

export { CONTINENT_MAX, CONTINENT_MIN, continentLabel, isValidContinent } from './migration';

/** Spec 3 §5/§9: a pledging comment holds at most 30 characters. */
export const COMMENT_MAX_LENGTH = 30;
/** Spec 3 §9: the tables start at the 4th entry; the first three stand on the podium. */
export const PODIUM_SIZE = 3;
/** How many individuals the dashboard and a continent's rank list return. */
export const RANKING_LIMIT = 100;

/** The tier effects of spec 3 "Pledging page", in percent. */
export const TIER_EFFECT_KEYS = [
  'resourceRegen',
  'crystalRegen',
  'monsterRegen',
  'medalBonus',
  'dsaRegen',
  'troopsBuff',
] as const;
export type TierEffectKey = (typeof TIER_EFFECT_KEYS)[number];
export type TierEffects = Readonly<Record<TierEffectKey, number>>;

export interface TierBand {
  /** 1 is the best tier; 0 means "no tier" (nothing pledged). */
  readonly tier: number;
  /** Continent ranks (1-based, by total pledged) that earn this tier, inclusive. */
  readonly fromRank: number;
  readonly toRank: number;
  readonly effects: TierEffects;
}

/** Tier numbers a band may use: the pledging page draws a badge for tiers 1 to 5. */
export const TIER_MIN = 1;
export const TIER_MAX = 5;

/**
 * A SAMPLE PLEDGING BONUS table. The spec names the effects but gives neither the bands nor the
 * percentages, so the live table is configuration (`pledgingTiers` of the site content, served in
 * /config.json and labelled as sample while these defaults are in use). A continent's tier follows
 * its rank among the 26 continents by total pledged (ties: the lower continent number ranks
 * first); a continent with nothing pledged, or ranked outside every band, has no tier and no effect.
 */
export const SAMPLE_TIER_BANDS: readonly TierBand[] = [
  {
    tier: 1,
    fromRank: 1,
    toRank: 1,
    effects: {
      resourceRegen: 20,
      crystalRegen: 15,
      monsterRegen: 15,
      medalBonus: 10,
      dsaRegen: 10,
      troopsBuff: 5,
    },
  },
  {
    tier: 2,
    fromRank: 2,
    toRank: 3,
    effects: {
      resourceRegen: 15,
      crystalRegen: 10,
      monsterRegen: 10,
      medalBonus: 8,
      dsaRegen: 8,
      troopsBuff: 4,
    },
  },
  {
    tier: 3,
    fromRank: 4,
    toRank: 6,
    effects: {
      resourceRegen: 10,
      crystalRegen: 8,
      monsterRegen: 8,
      medalBonus: 5,
      dsaRegen: 5,
      troopsBuff: 3,
    },
  },
  {
    tier: 4,
    fromRank: 7,
    toRank: 12,
    effects: {
      resourceRegen: 5,
      crystalRegen: 5,
      monsterRegen: 5,
      medalBonus: 3,
      dsaRegen: 3,
      troopsBuff: 2,
    },
  },
  {
    tier: 5,
    fromRank: 13,
    toRank: CONTINENT_MAX,
    effects: {
      resourceRegen: 2,
      crystalRegen: 2,
      monsterRegen: 2,
      medalBonus: 1,
      dsaRegen: 1,
      troopsBuff: 1,
    },
  },
];

export const NO_TIER = 0;
export const NO_EFFECTS: TierEffects = {
  resourceRegen: 0,
  crystalRegen: 0,
  monsterRegen: 0,
  medalBonus: 0,
  dsaRegen: 0,
  troopsBuff: 0,
};

/**
 * Why a tier table cannot be used, or undefined when it can: tiers 1 to 5, each once; rank ranges
 * within the 26 continents, in order, not overlapping (gaps leave those ranks without a tier);
 * effects are percents from 0 to 1000.
 */
export function tierBandsProblem(bands: readonly TierBand[]): string | undefined {
  const tiers = new Set<number>();
  let previousToRank = CONTINENT_MIN - 1;
  for (const band of bands) {
    if (!Number.isInteger(band.tier) || band.tier < TIER_MIN || band.tier > TIER_MAX) {
      return `tier ${band.tier} is not a whole number from ${TIER_MIN} to ${TIER_MAX}`;
    }
    if (tiers.has(band.tier)) return `tier ${band.tier} appears twice`;
    tiers.add(band.tier);
    const ranks = [band.fromRank, band.toRank];
    if (!ranks.every((rank) => Number.isInteger(rank) && rank >= CONTINENT_MIN && rank <= CONTINENT_MAX)) {
      return `tier ${band.tier}: ranks must be whole numbers from ${CONTINENT_MIN} to ${CONTINENT_MAX}`;
    }
    if (band.fromRank > band.toRank) return `tier ${band.tier}: fromRank is above toRank`;
    if (band.fromRank <= previousToRank) {
      return `tier ${band.tier}: ranks overlap or are out of order (bands go from the best ranks down)`;
    }
    previousToRank = band.toRank;
    for (const key of TIER_EFFECT_KEYS) {
      const value = band.effects[key];
      if (!Number.isFinite(value) || value < 0 || value > 1000) {
        return `tier ${band.tier}: ${key} must be a percent from 0 to 1000`;
      }
    }
  }
  return undefined;
}

/** The tier of a continent at `rank` holding `total` (base units), by the configured bands. */
export function tierOf(rank: number, total: bigint, bands: readonly TierBand[]): number {
  if (total <= 0n) return NO_TIER;
  return bands.find((band) => rank >= band.fromRank && rank <= band.toRank)?.tier ?? NO_TIER;
}

export function tierEffects(tier: number, bands: readonly TierBand[]): TierEffects {
  return bands.find((band) => band.tier === tier)?.effects ?? NO_EFFECTS;
}

export interface ContinentTotal {
  continent: number;
  total: bigint;
}

export interface RankedContinent extends ContinentTotal {
  rank: number;
  tier: number;
}

/**
 * Every continent 1..26 ranked by total pledged, highest first; ties keep continent order.
 * Continents missing from `totals` count as 0. Tiers follow the configured `bands`.
 */
export function rankContinents(
  totals: readonly ContinentTotal[],
  bands: readonly TierBand[],
): RankedContinent[] {
  const byContinent = new Map(totals.map((entry) => [entry.continent, entry.total]));
  const all: ContinentTotal[] = [];
  for (let continent = CONTINENT_MIN; continent <= CONTINENT_MAX; continent += 1) {
    all.push({ continent, total: byContinent.get(continent) ?? 0n });
  }
  all.sort((a, b) => (a.total === b.total ? a.continent - b.continent : a.total > b.total ? -1 : 1));
  return all.map((entry, index) => ({
    ...entry,
    rank: index + 1,
    tier: tierOf(index + 1, entry.total, bands),
  }));
}

/** Spec 3 §9: the tables list entries from the 4th on; the first three are the podium. */
export function splitPodium<T>(entries: readonly T[]): { podium: T[]; table: T[] } {
  return { podium: entries.slice(0, PODIUM_SIZE), table: entries.slice(PODIUM_SIZE) };
}

/**
 * The message a wallet signs to set its pledging comment. It names the address and a time so a
 * signature cannot be replayed for another wallet, or later to restore an old comment.
 */
export function commentMessage(address: string, comment: string, issuedAt: string): string {
  return [
    'Kingdoms Portal pledging comment',
    `Address: ${address.toLowerCase()}`,
    `Comment: ${comment}`,
    `Issued At: ${issuedAt}`,
  ].join('\n');
}

/** A comment signature is accepted this long after its issuedAt (and 60 s before, for clock skew). */
export const COMMENT_SIGNATURE_TTL_SECONDS = 10 * 60;

/**
 * The daily reward of one pledger: the pool split pro rata by stake, rounded down so the shares
 * never add up to more than the pool.
 */
export function rewardShare(pool: bigint, stake: bigint, totalStake: bigint): bigint {
  if (totalStake <= 0n || stake <= 0n) return 0n;
  return (pool * stake) / totalStake;
}
