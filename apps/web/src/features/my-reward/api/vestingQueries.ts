import {
  vestingDashboardEndpoint,
  vestingListEndpoint,
  vestingLogEndpoint,
} from '@kingdoms/shared/api/vesting';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/**
 * Query keys of every vesting read: invalidating `vestingKeys.all` reloads the page (spec 3 §4:
 * closing any claim popup reloads the vesting dashboard).
 */
export const vestingKeys = {
  all: ['vesting'] as const,
  dashboard: (address: string) => ['vesting', 'dashboard', address] as const,
  list: () => ['vesting', 'admin', 'list'] as const,
  log: () => ['vesting', 'admin', 'log'] as const,
};

/**
 * The signed-in wallet's schedules and sums. Keyed by the address: a wallet change fetches the
 * new wallet's (spec 3 §2). The API answers for the session's wallet only.
 */
export function useVestingDashboard(address: string | undefined, signedIn: boolean) {
  return useQuery({
    queryKey: vestingKeys.dashboard(address ?? ''),
    queryFn: () => callApi(vestingDashboardEndpoint, { publicKey: address }),
    enabled: address !== undefined && signedIn,
  });
}

/** The admin panel's list of every schedule. */
export function useAdminVestings(enabled: boolean) {
  return useQuery({
    queryKey: vestingKeys.list(),
    queryFn: () => callApi(vestingListEndpoint, {}),
    select: (reply) => reply.vestings,
    enabled,
  });
}

/** The admin panel's log of registers and stops, newest first. */
export function useAdminLog(enabled: boolean) {
  return useQuery({
    queryKey: vestingKeys.log(),
    queryFn: () => callApi(vestingLogEndpoint, {}),
    select: (reply) => reply.log,
    enabled,
  });
}
