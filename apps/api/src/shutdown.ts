import type { RunningApi } from './app';

/**
 * Closes the API and exits on SIGINT or SIGTERM, and when the parent that started it with an IPC
 * channel goes away (the devnet portal's API must not outlive the portal, even one killed hard).
 */
export function closeOnShutdown(api: RunningApi): void {
  let closing = false;
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    api.app.log.info(`${reason}: closing`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        api.app.log.error({ err: error }, 'Error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  if (process.connected) process.on('disconnect', () => shutdown('Parent process gone'));
}
