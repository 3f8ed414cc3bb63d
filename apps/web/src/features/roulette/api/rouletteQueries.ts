import {
  type RouletteInfoReply,
  rouletteHistoryEndpoint,
  rouletteInfoEndpoint,
} from '@kingdoms/shared/api/roulette';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** setTimeout's longest delay (about 24.8 days); a later end is caught by the next read. */
const MAX_TIMER_MS = 2 ** 31 - 1;

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
    // Read again just after the window closes, so an open page turns to the event-ended notice.
    refetchInterval: (query) => rereadAtEventEnd(query.state.data),
  });
}

/**
 * How long after an info reply to read the info again: one second past the event's end (by the
 * server's clock of that reply), or false once it ended or when the end is beyond a timer's reach.
 */
export function rereadAtEventEnd(info: Pick<RouletteInfoReply, 'now' | 'event'> | undefined): number | false {
  if (!info || info.now >= info.event.end) return false;
  const untilEnd = (info.event.end - info.now) * 1000 + 1000;
  return untilEnd <= MAX_TIMER_MS ? untilEnd : false;
}

/** Spec 2 §7 `{stat}/preregist/event/history`: the wallet's spins, newest first. */
export function useRouletteHistory(address: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: rouletteKeys.history(address ?? ''),
    queryFn: () => callApi(rouletteHistoryEndpoint, { publicKey: address ?? '' }),
    enabled: enabled && address !== undefined,
  });
}
