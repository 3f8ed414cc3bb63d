import { useEffect, useSyncExternalStore } from 'react';

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

/**
 * Marks `<html data-app-ready>` once the app has rendered (or hydrated) in the browser. A
 * prerendered page looks finished before its handlers are attached; tools that drive the page
 * (the end-to-end harness) wait for this mark instead of guessing.
 */
export function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}
