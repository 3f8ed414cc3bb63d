import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kingdoms/contracts/ports';
import { startDevnet } from '@kingdoms/devnet/devnet';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { type StartedPortal, startPortal } from '../../scripts/lib/portal';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Set by the e2e global set-up for the whole run: the saved devnet chains and the migrated PGlite
 * folder its stacks start from. A file that starts a stack of its own (crash.e2e) starts from them
 * too, through `startTestStack`'s defaults, instead of deploying and migrating again.
 */
export const E2E_CHAIN_STATE_ENV = 'E2E_CHAIN_STATE_DIR';
export const E2E_PGLITE_TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE_DIR';

export interface TestStack {
  portal: StartedPortal;
  baseUrl: string;
  /** The temporary devnet data folder (deployment file, API settings, PGlite). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  /** A migrated, closed PGlite folder to copy (see PortalOptions.pgliteTemplate). */
  pgliteTemplate?: Promise<string>;
  /** A folder with saved devnet chains to start from (see PortalOptions.chainState). */
  chainState?: string;
}

/**
 * The real stack on free ports: three anvil chains, deployed and seeded contracts, the API on a
 * fresh embedded database in a temporary folder (a copy of `pgliteTemplate` when given: a migrated
 * PGlite folder), serving the built web app. The chains start from `chainState` when given (the
 * devnet saved by `saveTestChainState`), else deploy and seed. Both default to what the e2e global
 * set-up made for this run, when it runs.
 */
export async function startTestStack(
  env: NodeJS.ProcessEnv = {},
  options: TestStackOptions = {},
): Promise<TestStack> {
  const runTemplate = process.env[E2E_PGLITE_TEMPLATE_ENV];
  const pgliteTemplate = options.pgliteTemplate ?? (runTemplate ? Promise.resolve(runTemplate) : undefined);
  const chainState = options.chainState ?? (process.env[E2E_CHAIN_STATE_ENV] || undefined);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-e2e-'));
  try {
    const portal = await startPortal({
      repoRoot,
      dataDir,
      apiPort: await freePort(),
      chainPorts: await freeChainPorts(),
      logLevel: 'warn',
      env,
      pgliteTemplate,
      chainState,
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
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function freeChainPorts(): Promise<Record<NetworkKey, number>> {
  return { ethereum: await freePort(), polygon: await freePort(), arenaz: await freePort() };
}

/**
 * Deploys and seeds the devnet once on free ports, saves its chains into `dir` for the stacks to
 * start from (`chainState`) and stops it. Its tokenURI base stays empty: each stack sets its own.
 */
export async function saveTestChainState(dir: string): Promise<string> {
  // Each chain writes its state as it stops: no copy of it passes through this process.
  const devnet = await startDevnet({ ports: await freeChainPorts(), outDir: dir, saveStateOnStop: dir });
  await devnet.stop();
  return dir;
}
