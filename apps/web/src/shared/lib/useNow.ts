import { useEffect, useState } from 'react';

/**
 * The current time (ms since the epoch), refreshed every `tickMs` while `running`: at once when it
 * starts running (a countdown given a new target does not show a stale second), then on each tick.
 * Stops the interval as soon as `running` turns false, so finished countdowns cost nothing.
 */
export function useNow(tickMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, running]);
  return now;
}
