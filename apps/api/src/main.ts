import { startApi } from './app';
import { ConfigError, loadConfig } from './config';
import { closeOnShutdown } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  closeOnShutdown(await startApi(config));
}

main().catch((error: unknown) => {
  // Before the logger exists (bad configuration, locked data folder) say it plainly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
