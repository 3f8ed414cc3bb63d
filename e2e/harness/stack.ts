import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kingdoms/contracts/ports';
import { type StartedPortal, startPortal } from '../../scripts/lib/portal';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestStack {
  portal: StartedPortal;
  baseUrl: string;
  /** The temporary devnet data folder (deployment file, API settings, PGlite). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real stack on free ports: three anvil chains, deployed and seeded contracts, the API on a
 * fresh embedded database in a temporary folder (a copy of `pgliteTemplate` when given: a migrated
 * PGlite folder), serving the built web app.
 */
export async function startTestStack(
  env: NodeJS.ProcessEnv = {},
  options: { pgliteTemplate?: Promise<string> } = {},
): Promise<TestStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-e2e-'));
  const portal = await startPortal({
    repoRoot,
    dataDir,
    apiPort: await freePort(),
    chainPorts: { ethereum: await freePort(), polygon: await freePort(), arenaz: await freePort() },
    logLevel: 'warn',
    env,
    ...options,
  });
  return {
    portal,
    baseUrl: portal.url,
    dataDir,
    async stop() {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
