import { startApi } from './app';
import { ConfigError, loadConfig } from './compose';
import { isDatabaseUnavailable } from './db/unavailable';
import { reportReady } from './readyReport';
import { closeOnShutdown } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const api = await startApi(config);
  // Node ends the process on an unhandled rejection. One that only says the database is away
  // (a background promise meeting a restart or a failover) must not take the instance down with
  // it (issue 37): it is logged and the work resumes once the database is back. Anything else
  // still ends the process, as before.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      api.app.log.warn(
        { err: { message: (reason as Error).message } },
        'Database unavailable (unhandled rejection)',
      );
      return;
    }
    api.app.log.fatal({ err: reason }, 'Unhandled rejection');
    process.exit(1);
  });
  closeOnShutdown(api);
  reportReady(api.url);
}

main().catch((error: unknown) => {
  // Before the logger exists (bad configuration, locked data folder) say it plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
