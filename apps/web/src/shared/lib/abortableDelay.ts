/**
 * Resolves after `ms`, or never once `signal` is aborted (its timer and listener are cleared then),
 * so a polling loop that awaits it simply stops when its owner aborts it.
 */
export function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return;
    const stop = () => clearTimeout(timer);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}
