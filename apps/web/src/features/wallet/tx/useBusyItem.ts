import { useCallback, useRef, useState } from 'react';

export interface BusyItem<Key> {
  /** The item (card, row) whose action is running, for its busy button; null when none is. */
  active: Key | null;
  /**
   * Runs `action` as `key`'s, marking it busy until it settles (also when it throws; the error
   * passes through). While another action runs it runs nothing and resolves undefined: a second
   * click, or another card's, must not open a second wallet request.
   */
  run: <Result>(key: Key, action: () => Promise<Result>) => Promise<Result | undefined>;
}

/**
 * THE "which card's button is busy" state of pages listing items that each start a wallet
 * action (eggs to hatch, vestings to claim, bridge rows to receive). The guard is a ref, not the
 * state, so two clicks within one render cannot both start.
 */
export function useBusyItem<Key>(): BusyItem<Key> {
  const [active, setActive] = useState<Key | null>(null);
  const running = useRef(false);
  const run = useCallback(async <Result>(key: Key, action: () => Promise<Result>) => {
    if (running.current) return undefined;
    running.current = true;
    setActive(key);
    try {
      return await action();
    } finally {
      running.current = false;
      setActive(null);
    }
  }, []);
  return { active, run };
}
