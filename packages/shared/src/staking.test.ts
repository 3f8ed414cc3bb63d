import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_SIGNATURE_TTL_SECONDS,
  CONTINENT_MAX,
  commentMessage,
  NO_EFFECTS,
  NO_TIER,
  PODIUM_SIZE,
  RANKING_LIMIT,
  rankContinents,
  rewardShare,
  SAMPLE_TIER_BANDS,
  splitPodium,
  TIER_EFFECT_KEYS,
  type TierBand,
  tierBandsProblem,
  tierEffects,
  tierOf,
} from './staking';

describe('pledging constants', () => {
  it('match spec 3 §9 and the API limits', () => {
    expect(COMMENT_MAX_LENGTH).toBe(30);
    expect(PODIUM_SIZE).toBe(3);
    expect(RANKING_LIMIT).toBe(100);
    expect(COMMENT_SIGNATURE_TTL_SECONDS).toBe(600);
    expect(TIER_EFFECT_KEYS).toEqual([
      'resourceRegen',
      'crystalRegen',
      'monsterRegen',
      'medalBonus',
      'dsaRegen',
      'troopsBuff',
    ]);
  });

  it('sample tier bands cover ranks 1..26 exactly once, in order, better tiers with larger effects', () => {
    expect(tierBandsProblem(SAMPLE_TIER_BANDS)).toBeUndefined();
    let next = 1;
    SAMPLE_TIER_BANDS.forEach((band, index) => {
      expect(band.tier).toBe(index + 1);
      expect(band.fromRank).toBe(next);
      expect(band.toRank).toBeGreaterThanOrEqual(band.fromRank);
      next = band.toRank + 1;
      const worse = SAMPLE_TIER_BANDS[index + 1];
      if (worse) {
        for (const key of TIER_EFFECT_KEYS)
          expect(band.effects[key]).toBeGreaterThanOrEqual(worse.effects[key]);
      }
    });
    expect(next).toBe(CONTINENT_MAX + 1);
  });
});

describe('tierOf', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [6, 3],
    [7, 4],
    [12, 4],
    [13, 5],
    [26, 5],
  ])('rank %i with a stake is tier %i', (rank, tier) => {
    expect(tierOf(rank, 1n, SAMPLE_TIER_BANDS)).toBe(tier);
  });

  it('has no tier without a stake, or outside the 26 ranks', () => {
    expect(tierOf(1, 0n, SAMPLE_TIER_BANDS)).toBe(NO_TIER);
    expect(tierOf(1, -5n, SAMPLE_TIER_BANDS)).toBe(NO_TIER);
    expect(tierOf(0, 10n, SAMPLE_TIER_BANDS)).toBe(NO_TIER);
    expect(tierOf(27, 10n, SAMPLE_TIER_BANDS)).toBe(NO_TIER);
  });

  it('gives each tier its band effects and no tier no effect', () => {
    expect(tierEffects(1, SAMPLE_TIER_BANDS)).toEqual(SAMPLE_TIER_BANDS[0]!.effects);
    expect(tierEffects(1, SAMPLE_TIER_BANDS).resourceRegen).toBe(20);
    expect(tierEffects(5, SAMPLE_TIER_BANDS).troopsBuff).toBe(1);
    expect(tierEffects(NO_TIER, SAMPLE_TIER_BANDS)).toEqual(NO_EFFECTS);
    expect(tierEffects(9, SAMPLE_TIER_BANDS)).toEqual(NO_EFFECTS);
  });

  it('follows configured bands: ranks outside every band have no tier', () => {
    const bands: TierBand[] = [
      { tier: 1, fromRank: 1, toRank: 2, effects: { ...NO_EFFECTS, medalBonus: 7 } },
      { tier: 2, fromRank: 5, toRank: 5, effects: { ...NO_EFFECTS, troopsBuff: 3 } },
    ];
    expect([1, 2, 3, 4, 5, 6].map((rank) => tierOf(rank, 1n, bands))).toEqual([1, 1, 0, 0, 2, 0]);
    expect(tierEffects(2, bands).troopsBuff).toBe(3);
    expect(tierOf(1, 1n, [])).toBe(NO_TIER);
  });
});

describe('tierBandsProblem', () => {
  const band = (tier: number, fromRank: number, toRank: number, resourceRegen = 5): TierBand => ({
    tier,
    fromRank,
    toRank,
    effects: { ...NO_EFFECTS, resourceRegen },
  });

  it.each([
    ['an empty table', []],
    ['one band for every rank', [band(1, 1, 26)]],
    ['bands with gaps', [band(1, 1, 1), band(3, 10, 12)]],
  ])('accepts %s', (_name, bands) => {
    expect(tierBandsProblem(bands)).toBeUndefined();
  });

  it.each([
    ['tier 0', [band(0, 1, 1)], 'tier 0 is not a whole number from 1 to 5'],
    ['tier 6 (no badge is drawn for it)', [band(6, 1, 1)], 'tier 6 is not a whole number from 1 to 5'],
    ['a repeated tier', [band(1, 1, 1), band(1, 2, 2)], 'tier 1 appears twice'],
    ['rank 27', [band(1, 1, 27)], 'tier 1: ranks must be whole numbers from 1 to 26'],
    ['a reversed range', [band(1, 4, 2)], 'tier 1: fromRank is above toRank'],
    ['overlapping ranges', [band(1, 1, 3), band(2, 3, 5)], 'tier 2: ranks overlap or are out of order'],
    ['a negative effect', [band(1, 1, 1, -1)], 'tier 1: resourceRegen must be a percent from 0 to 1000'],
  ])('refuses %s', (_name, bands, problem) => {
    expect(tierBandsProblem(bands)).toContain(problem);
  });
});

describe('rankContinents', () => {
  it('ranks all 26 continents by total, highest first, with their tiers', () => {
    const ranked = rankContinents(
      [
        { continent: 5, total: 100n },
        { continent: 2, total: 300n },
        { continent: 9, total: 200n },
      ],
      SAMPLE_TIER_BANDS,
    );
    expect(ranked).toHaveLength(26);
    expect(ranked.slice(0, 3)).toEqual([
      { continent: 2, total: 300n, rank: 1, tier: 1 },
      { continent: 9, total: 200n, rank: 2, tier: 2 },
      { continent: 5, total: 100n, rank: 3, tier: 2 },
    ]);
    expect(ranked.map((entry) => entry.rank)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });

  it('breaks ties by the lower continent number', () => {
    const ranked = rankContinents(
      [
        { continent: 20, total: 50n },
        { continent: 3, total: 50n },
        { continent: 11, total: 50n },
      ],
      SAMPLE_TIER_BANDS,
    );
    expect(ranked.slice(0, 3).map((entry) => entry.continent)).toEqual([3, 11, 20]);
  });

  it('lists continents with nothing pledged after the others, in continent order, with no tier', () => {
    const ranked = rankContinents([{ continent: 26, total: 1n }], SAMPLE_TIER_BANDS);
    expect(ranked[0]).toEqual({ continent: 26, total: 1n, rank: 1, tier: 1 });
    expect(ranked.slice(1).map((entry) => entry.continent)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(ranked.slice(1).every((entry) => entry.tier === NO_TIER && entry.total === 0n)).toBe(true);
  });

  it('with no totals at all, every continent has rank by number and no tier', () => {
    const ranked = rankContinents([], SAMPLE_TIER_BANDS);
    expect(ranked.map((entry) => entry.continent)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(ranked.every((entry) => entry.tier === NO_TIER)).toBe(true);
  });
});

describe('splitPodium', () => {
  it('puts the first three on the podium and the rest in the table (spec 3 §9)', () => {
    expect(splitPodium([1, 2, 3, 4, 5])).toEqual({ podium: [1, 2, 3], table: [4, 5] });
  });

  it('handles short lists', () => {
    expect(splitPodium([1, 2])).toEqual({ podium: [1, 2], table: [] });
    expect(splitPodium([])).toEqual({ podium: [], table: [] });
  });
});

describe('commentMessage', () => {
  it('names the lowercase address, the comment and the time, one per line', () => {
    expect(
      commentMessage('0xABCDEF0000000000000000000000000000000001', 'Go team', '2025-01-02T03:04:05.000Z'),
    ).toBe(
      [
        'Kingdoms Portal pledging comment',
        'Address: 0xabcdef0000000000000000000000000000000001',
        'Comment: Go team',
        'Issued At: 2025-01-02T03:04:05.000Z',
      ].join('\n'),
    );
  });

  it('differs for another address, comment or time', () => {
    const base = commentMessage('0x01', 'a', 't1');
    expect(commentMessage('0x02', 'a', 't1')).not.toBe(base);
    expect(commentMessage('0x01', 'b', 't1')).not.toBe(base);
    expect(commentMessage('0x01', 'a', 't2')).not.toBe(base);
  });
});

describe('rewardShare', () => {
  it('splits the pool pro rata', () => {
    expect(rewardShare(1000n, 25n, 100n)).toBe(250n);
    expect(rewardShare(1000n, 100n, 100n)).toBe(1000n);
  });

  it('rounds down so the shares never exceed the pool', () => {
    expect(rewardShare(10n, 1n, 3n)).toBe(3n);
    const shares = [1n, 1n, 1n].map((stake) => rewardShare(10n, stake, 3n));
    expect(shares.reduce((a, b) => a + b, 0n)).toBe(9n);
  });

  it('is 0 without a stake or with nothing staked', () => {
    expect(rewardShare(1000n, 0n, 100n)).toBe(0n);
    expect(rewardShare(1000n, 5n, 0n)).toBe(0n);
  });
});
