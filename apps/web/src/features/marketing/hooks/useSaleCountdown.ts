import { COUNTDOWN_TICK_MS } from '@kingdoms/shared/countdown';
import { useNow } from '../../../shared/lib/useNow';
import { SALE_START_MS, type SaleCountdownState, saleCountdownAt } from '../logic/saleCountdown';

/** The home page's sale countdown, ticking each second until the sale starts, then idle. */
export function useSaleCountdown(startMs: number = SALE_START_MS): SaleCountdownState {
  const now = useNow(COUNTDOWN_TICK_MS, Date.now() < startMs);
  return saleCountdownAt(now, startMs);
}
