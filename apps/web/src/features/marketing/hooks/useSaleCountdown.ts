import {
  COUNTDOWN_TICK_MS,
  SALE_START_MS,
  type SaleCountdownState,
  saleCountdownAt,
} from '../logic/saleCountdown';
import { useNow } from './useNow';

/** The home page's sale countdown, ticking each second until the sale starts, then idle. */
export function useSaleCountdown(startMs: number = SALE_START_MS): SaleCountdownState {
  const now = useNow(COUNTDOWN_TICK_MS, Date.now() < startMs);
  return saleCountdownAt(now, startMs);
}
