import {
  continentRankingEndpoint,
  dashboardEndpoint,
  myStakingEndpoint,
  stakeListEndpoint,
} from '@kingdoms/shared/api/staking';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

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
    queryFn: () => callApi(dashboardEndpoint, {}),
    select: (reply) => reply.dashboard,
  });
}

/** Tab 1: every continent 1..26 with its tier and total. */
export function useStakeList() {
  return useQuery({
    queryKey: stakingKeys.stakeList(),
    queryFn: () => callApi(stakeListEndpoint, {}),
    select: (reply) => reply.stake.continent,
  });
}

/** Tab 2: the wallet's own pledging (spec 3 §6: '' when no wallet is connected). */
export function useMyStaking(address: string | undefined) {
  const key = address ?? '';
  return useQuery({
    queryKey: stakingKeys.myStaking(key),
    queryFn: () => callApi(myStakingEndpoint, { address: key }),
    select: (reply) => reply.my,
    enabled: key !== '',
  });
}

/** The Rank popup: every pledger of one continent. */
export function useContinentRanking(continent: number | undefined) {
  return useQuery({
    queryKey: stakingKeys.continentRanking(continent ?? 0),
    queryFn: continent === undefined ? skipToken : () => callApi(continentRankingEndpoint, { continent }),
    select: (reply) => reply.ranking.individual,
  });
}
