import { startApi } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const api = await startApi(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    api.app.log.info(`${signal}: closing`);
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
}

main().catch((error: unknown) => {
  // Before the logger exists (bad configuration, locked data folder) say it plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
