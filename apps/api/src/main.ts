import { startApi } from './app';
import { ConfigError, loadConfig } from './compose';
import { reportReady } from './readyReport';
import { closeOnShutdown } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const api = await startApi(config);
  closeOnShutdown(api);
  reportReady(api.url);
}

main().catch((error: unknown) => {
  // Before the logger exists (bad configuration, locked data folder) say it plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
