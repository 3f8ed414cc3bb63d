import { useMemo } from 'react';
import {
  type DeadlineInput,
  type FlipClockState,
  flipClockAt,
  resolveDeadline,
} from '../logic/flipCountdown';
import { COUNTDOWN_TICK_MS } from '../logic/saleCountdown';
import { useNow } from './useNow';

export type FlipCountdownResult = { ok: true; clock: FlipClockState } | { ok: false; error: string };

/**
 * Ticks a flip countdown once a second until it reaches zero, or not at all when `stop` is set.
 * A bad deadline is reported (not thrown) so one misconfigured countdown cannot take a page down.
 */
export function useFlipCountdown(input: DeadlineInput, stop = false): FlipCountdownResult {
  const { deadtype, deadline } = input;
  const resolved = useMemo(() => {
    try {
      return { ok: true as const, deadlineMs: resolveDeadline({ deadtype, deadline }) };
    } catch (error) {
      return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
    }
  }, [deadtype, deadline]);
  const deadlineMs = resolved.ok ? resolved.deadlineMs : 0;
  const runningAtRender = resolved.ok && !stop && Date.now() < deadlineMs;
  const now = useNow(COUNTDOWN_TICK_MS, runningAtRender);
  if (!resolved.ok) return resolved;
  return { ok: true, clock: flipClockAt(deadlineMs, now) };
}
