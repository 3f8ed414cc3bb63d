import { rouletteHistoryEndpoint, rouletteInfoEndpoint } from '@kingdoms/shared/api/roulette';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** Query keys of every roulette read: invalidating `rouletteKeys.all` reloads the page's figures. */
export const rouletteKeys = {
  all: ['roulette'] as const,
  info: (address: string) => ['roulette', 'info', address] as const,
  history: (address: string) => ['roulette', 'history', address] as const,
};

/**
 * Spec 2 §7 `{stat}/preregist/event/info`: the wallet's tickets ('' without a wallet: none), the
 * window, the declared odds, the measured distribution and the periods' commitments and seeds.
 */
export function useRouletteInfo(address: string | undefined) {
  return useQuery({
    queryKey: rouletteKeys.info(address ?? ''),
    queryFn: () => callApi(rouletteInfoEndpoint, { publicKey: address ?? '' }),
  });
}

/** Spec 2 §7 `{stat}/preregist/event/history`: the wallet's spins, newest first. */
export function useRouletteHistory(address: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: rouletteKeys.history(address ?? ''),
    queryFn: () => callApi(rouletteHistoryEndpoint, { publicKey: address ?? '' }),
    enabled: enabled && address !== undefined,
  });
}
