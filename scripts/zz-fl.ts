import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '@kingdoms/api/app';
import { loadConfig } from '@kingdoms/api/config';
import { openDatabase } from '@kingdoms/api/db/connect';
import { launchBrowser } from '../e2e/harness/browser';
import { formatFirstLoad, measureFirstLoad } from './lib/firstLoad';

const dir = path.join(mkdtempSync(path.join(tmpdir(), 'probe-')), 'pg');
const config = loadConfig({
  PORT: '0',
  LOG_LEVEL: 'warn',
  PGLITE_DIR: dir,
  WEB_DIST: '/work/wt/perf/apps/web/dist',
  INDEXER_ENABLED: 'false',
  REWARD_JOBS: 'false',
  MIGRATION_DAILY_JOB: 'false',
  RATE_LIMIT_PER_MINUTE: '100000',
});
const database = await openDatabase(config.database, { info() {}, warn() {} });
const api = await startApi(config, { database, deployment: null });
const browser = await launchBrowser();
const routes = (process.env.ROUTES ?? '/,/land,/governance,/skin,/drago,/loka,/arena,/media').split(',');
for (const route of routes) {
  const load = await measureFirstLoad(browser, api.url, route);
  console.log(formatFirstLoad(load));
  if (process.env.ALL)
    console.log(load.scripts.map((s) => `${s.name} ${(s.gzipBytes / 1024).toFixed(1)}`).join(', '));
}
await browser.close();
await api.close();
await database.close();
