/**
 * `npm run api` — starts the API alone on the devnet `npm start` is running: the same chains,
 * port and database, which is never reset (what was indexed stays). Refuses, saying why, when no
 * devnet runs for DEVNET_DATA_DIR (default `.data`) or another API still uses its database or
 * port. `npm start` runs its own API through this script, so both run it the same way.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '@kingdoms/api/app';
import { reportReady } from '@kingdoms/api/readyReport';
import { closeOnShutdown } from '@kingdoms/api/shutdown';
import { devnetDataDir, runningDevnetApiConfig } from './lib/devnetApi';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  // Readable log lines in the developer's terminal, as under `npm start`; LOG_FORMAT=json for the production format.
  const env = { LOG_FORMAT: 'pretty', ...process.env };
  const config = await runningDevnetApiConfig(repoRoot, devnetDataDir(repoRoot, env), env);
  const api = await startApi(config);
  closeOnShutdown(api);
  // Started by the portal (`npm start`, the tests): it reports the API itself.
  if (!reportReady(api.url)) console.log(`[api] API ready: ${api.url} (pid ${process.pid})`);
}

main().catch((error: unknown) => {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
