import { readStoredWallet } from '../storage';

type Phase = 'idle' | 'reconnecting';
const firstPhase = (): Phase => (readStoredWallet() ? 'reconnecting' : 'idle');
let phase: Phase = firstPhase();
const phaseListeners = new Set<() => void>();

/**
 * 'reconnecting' from the first load with a stored choice until the reconnect settles. Light (no
 * wagmi): the account reads it before the wallet stack has loaded too, so a returning player's
 * page shows its reconnecting state from the first paint.
 */
export const reconnectPhase = {
  get: (): Phase => phase,
  set(next: Phase): void {
    phase = next;
    for (const listener of phaseListeners) listener();
  },
  subscribe(listener: () => void): () => void {
    phaseListeners.add(listener);
    return () => phaseListeners.delete(listener);
  },
};

/** The phase a new page starts in (from the stored choice). test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetReconnectPhase(): void {
  reconnectPhase.set(firstPhase());
}
