import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React renders on the server (the prerenderer) and while the browser hydrates that
 * HTML; false in any later render. State initialised from it keeps what the prerendered page
 * shows, so hydration finds the same markup (no mismatch), while pages rendered in the browser
 * alone still get their browser-only start.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
