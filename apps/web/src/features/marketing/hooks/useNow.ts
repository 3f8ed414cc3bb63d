import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `tickMs` while `running`. Stops the interval as soon as
 * `running` turns false, so finished countdowns cost nothing.
 */
export function useNow(tickMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, running]);
  return now;
}
