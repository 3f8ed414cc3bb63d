/**
 * `npm start` — the main job: three devnet chains, contracts, seeded data, the API (a child
 * process: `npm run api` restarts it alone) on the embedded database and the built web app, then
 * `Portal ready: <url>`. Ctrl-C or SIGTERM stops every child process.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { seededDragoSummary } from '@kingdoms/devnet/scenarios/dragos';
import { devnetDataDir } from './lib/devnetApi';
import { startPortal } from './lib/portal';
import { ensureWebBuild } from './lib/webBuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535 (got "${raw}").`);
  }
  return port;
}

async function main(): Promise<void> {
  const started = Date.now();
  const log = (line: string) => console.log(`[start] ${line}`);
  ensureWebBuild(repoRoot, log);
  log('Starting the devnet chains, contracts and API…');
  const portal = await startPortal({
    repoRoot,
    dataDir: devnetDataDir(repoRoot, process.env),
    apiPort: portFromEnv('PORT', 8080),
    host: process.env.HOST ?? '127.0.0.1',
    chainPorts: {
      ethereum: portFromEnv('ETHEREUM_RPC_PORT', 8545),
      polygon: portFromEnv('POLYGON_RPC_PORT', 8546),
      arenaz: portFromEnv('ARENAZ_RPC_PORT', 8547),
    },
    // Readable log lines in the developer's terminal; LOG_FORMAT=json gives the production format.
    env: { LOG_FORMAT: 'pretty', ...process.env },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, stopping…`);
    await portal.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  for (const [key, chain] of Object.entries(portal.deployment.chains)) {
    log(`${key.padEnd(8)} chain ${chain.chainId} at ${chain.rpcUrl}`);
  }
  const admin = devnetAccount(DEVNET_ROLES.vestingAdmin);
  log(
    process.env.ADMIN_ADDRESSES
      ? `My Reward admins (ADMIN_ADDRESSES): ${process.env.ADMIN_ADDRESSES}`
      : `My Reward admin: Dev wallet account ${admin.index}, ${admin.address}`,
  );
  log('Demo eggs and dragos (Dev wallet accounts 1–3):');
  for (const line of seededDragoSummary()) log(`  ${line}`);
  log('Kingdom migration demo links (devnet):');
  for (const link of portal.migrationLinks) log(`  ${link}`);
  log(
    `API process ${portal.api.pid}: if it stops, \`npm run api\` restarts it on these chains and this database.`,
  );
  log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(`Portal ready: ${portal.url}`);
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
