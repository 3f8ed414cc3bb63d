import {
  continentRankingReplySchema,
  dashboardReplySchema,
  myStakingReplySchema,
  stakeListReplySchema,
} from '@kingdoms/shared/api/staking';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';

/** Spec 3 §7: the pledging calls, all POST under the game base. */
export const STAKING_PATHS = {
  dashboard: '/staking/dashboard',
  stakeList: '/staking/stake/list',
  myStaking: '/staking/mystaking',
  changeComment: '/staking/change/comment',
  continentRanking: '/staking/continent/ranking',
  claimReward: '/staking/claim/myreward',
} as const;

/**
 * Query keys of every staking read. Exported so a transaction or a comment can refresh them:
 * invalidating `stakingKeys.all` refreshes the whole page.
 */
export const stakingKeys = {
  all: ['staking'] as const,
  dashboard: () => ['staking', 'dashboard'] as const,
  stakeList: () => ['staking', 'stake-list'] as const,
  myStaking: (address: string) => ['staking', 'my', address] as const,
  continentRanking: (continent: number) => ['staking', 'continent-ranking', continent] as const,
};

/** Tab 0: continent and individual rankings, totals. A failed read shows the empty state (spec 3 §8). */
export function useDashboard() {
  return useQuery({
    queryKey: stakingKeys.dashboard(),
    queryFn: () => apiPost('game', STAKING_PATHS.dashboard, {}, dashboardReplySchema),
    select: (reply) => reply.dashboard,
  });
}

/** Tab 1: every continent 1..26 with its tier and total. */
export function useStakeList() {
  return useQuery({
    queryKey: stakingKeys.stakeList(),
    queryFn: () => apiPost('game', STAKING_PATHS.stakeList, {}, stakeListReplySchema),
    select: (reply) => reply.stake.continent,
  });
}

/** Tab 2: the wallet's own pledging (spec 3 §6: '' when no wallet is connected). */
export function useMyStaking(address: string | undefined) {
  const key = address ?? '';
  return useQuery({
    queryKey: stakingKeys.myStaking(key),
    queryFn: () => apiPost('game', STAKING_PATHS.myStaking, { address: key }, myStakingReplySchema),
    select: (reply) => reply.my,
    enabled: key !== '',
  });
}

/** The Rank popup: every pledger of one continent. */
export function useContinentRanking(continent: number | undefined) {
  return useQuery({
    queryKey: stakingKeys.continentRanking(continent ?? 0),
    queryFn: () =>
      apiPost('game', STAKING_PATHS.continentRanking, { continent }, continentRankingReplySchema),
    select: (reply) => reply.ranking.individual,
    enabled: continent !== undefined,
  });
}
