import {
  type ContinentEntry,
  type ContinentRankingReply,
  continentRankingReplySchema,
  type DashboardReply,
  dashboardReplySchema,
  type IndividualEntry,
  type MyStakingReply,
  type StakeListReply,
  stakeListReplySchema,
} from '@kingdoms/shared/api/staking';
import { RANKING_LIMIT, rankContinents, type TierBand } from '@kingdoms/shared/staking';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type CachedReply, cachedReply } from '../../http/cachedReply';
import { heldPayoutsOf } from '../payouts';
import { createTtlCache } from './cache';
import {
  commentOf,
  continentFigures,
  continentIndividuals,
  type IndividualFigure,
  indexedAt,
  individualRank,
  positionsOf,
  stakingTotals,
  topIndividuals,
} from './queries';

/** How long computed figures are served from memory (bounds staleness across API instances). */
export const FIGURES_TTL_MS = 2_000;

export interface StakingFiguresOptions {
  readonly db: Kysely<Database>;
  /** The chain the Staking contract lives on (for the dashboard's updatedAt); undefined: none. */
  readonly chainId: number | undefined;
  /** A wallet's claimable reward (the staking-rewards module). */
  readonly claimableReward: (db: Kysely<Database>, address: string) => Promise<bigint>;
  /** The PLEDGING BONUS table in force (site content `pledgingTiers`): tiers follow rank by it. */
  readonly tierBands: readonly TierBand[];
  readonly ttlMs?: number;
  readonly now?: () => number;
}

/** The read side of pledging: every reply of /staking/* except the comment and the claim. */
export interface StakingFigures {
  dashboard(): Promise<CachedReply<DashboardReply>>;
  stakeList(): Promise<CachedReply<StakeListReply>>;
  continentRanking(continent: number): Promise<CachedReply<ContinentRankingReply>>;
  myStaking(address: string): Promise<MyStakingReply>;
  /** Drops every cached figure (the indexer applied or reverted staking logs). */
  invalidate(): void;
}

const EMPTY_KEY = '';

export function createStakingFigures(options: StakingFiguresOptions): StakingFigures {
  const { db } = options;
  const cacheOptions = { ttlMs: options.ttlMs ?? FIGURES_TTL_MS, now: options.now };
  const continentsCache = createTtlCache<ContinentEntry[]>(cacheOptions);
  const dashboardCache = createTtlCache<CachedReply<DashboardReply>>(cacheOptions);
  const stakeListCache = createTtlCache<CachedReply<StakeListReply>>(cacheOptions);
  const rankingCache = createTtlCache<CachedReply<ContinentRankingReply>>(cacheOptions);

  /** All 26 continents in rank order with their tier. */
  function rankedContinents(): Promise<ContinentEntry[]> {
    return continentsCache.get(EMPTY_KEY, async () => {
      const figures = await continentFigures(db);
      const holders = new Map(figures.map((figure) => [figure.continent, figure.holders]));
      return rankContinents(figures, options.tierBands).map((entry) => ({
        continent: entry.continent,
        rank: entry.rank,
        tier: entry.tier,
        value: entry.total.toString(),
        holders: holders.get(entry.continent) ?? 0,
      }));
    });
  }

  async function tiersByContinent(): Promise<Map<number, number>> {
    return new Map((await rankedContinents()).map((entry) => [entry.continent, entry.tier]));
  }

  function individualEntries(figures: IndividualFigure[], tiers: Map<number, number>): IndividualEntry[] {
    return figures.map((figure, index) => ({
      rank: index + 1,
      address: figure.address,
      value: figure.value.toString(),
      continent: figure.continent,
      tier: tiers.get(figure.continent) ?? 0,
      ...(figure.comment === null ? {} : { staking: { comment: figure.comment } }),
    }));
  }

  return {
    dashboard: () =>
      dashboardCache.get(EMPTY_KEY, async () => {
        const [continents, tiers, individuals, totals, updatedAt] = await Promise.all([
          rankedContinents(),
          tiersByContinent(),
          topIndividuals(db, RANKING_LIMIT),
          stakingTotals(db),
          options.chainId === undefined ? null : indexedAt(db, options.chainId),
        ]);
        return cachedReply(dashboardReplySchema, {
          result: 1 as const,
          dashboard: {
            continent: continents,
            individual: individualEntries(individuals, tiers),
            totalValue: totals.totalValue.toString(),
            totalHolder: totals.totalHolder,
            updatedAt: updatedAt?.toISOString() ?? null,
          },
        });
      }),

    stakeList: () =>
      stakeListCache.get(EMPTY_KEY, async () => {
        const continents = [...(await rankedContinents())].sort((a, b) => a.continent - b.continent);
        return cachedReply(stakeListReplySchema, { result: 1 as const, stake: { continent: continents } });
      }),

    continentRanking: (continent) =>
      rankingCache.get(String(continent), async () => {
        const [tiers, individuals] = await Promise.all([
          tiersByContinent(),
          continentIndividuals(db, continent, RANKING_LIMIT),
        ]);
        return cachedReply(continentRankingReplySchema, {
          result: 1 as const,
          ranking: { continent, individual: individualEntries(individuals, tiers) },
        });
      }),

    // Not cached: it is one wallet's own view, read right after its pledges and claims.
    async myStaking(address) {
      if (address === '') return { result: 1 as const, my: emptyMyStaking() };
      const [positions, comment, reward, tiers, heldClaims] = await Promise.all([
        positionsOf(db, address),
        commentOf(db, address),
        options.claimableReward(db, address),
        tiersByContinent(),
        heldPayoutsOf(db, address, 'staking_reward'),
      ]);
      const total = positions.reduce((sum, position) => sum + position.amount, 0n);
      const ranking = total > 0n ? await individualRank(db, address, total) : 0;
      return {
        result: 1 as const,
        my: {
          address,
          value: total.toString(),
          ranking,
          reward: reward.toString(),
          continents: positions.map((position) => ({
            continent: position.continent,
            value: position.amount.toString(),
            tier: tiers.get(position.continent) ?? 0,
          })),
          staking: { total: total.toString(), comment: comment ?? '' },
          heldClaims,
        },
      };
    },

    invalidate() {
      continentsCache.invalidate();
      dashboardCache.invalidate();
      stakeListCache.invalidate();
      rankingCache.invalidate();
    },
  };
}

/** Spec 3 §6: no wallet ('' as the address) sees zeros. */
function emptyMyStaking(): MyStakingReply['my'] {
  return {
    address: '',
    value: '0',
    ranking: 0,
    reward: '0',
    continents: [],
    staking: { total: '0', comment: '' },
    heldClaims: [],
  };
}
