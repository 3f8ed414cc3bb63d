import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@kingdoms/api/db/connect';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../scripts/lib/webBuild';
import { apiReady } from './eventually';
import {
  E2E_CHAIN_STATE_ENV,
  E2E_PGLITE_TEMPLATE_ENV,
  saveTestChainState,
  startTestStack,
  type TestStack,
} from './stack';

/** What a test file needs to know of the stack it drives. */
export interface StackContext {
  baseUrl: string;
  deploymentFile: string;
  /** The kingdom migration demo links the devnet prints at start-up (`npm start`). */
  migrationLinks: string[];
}

declare module 'vitest' {
  export interface ProvidedContext extends StackContext {
    /** One stack per e2e worker; `harness/workerStack.ts` points each file at its worker's. */
    e2eStacks: StackContext[];
  }
}

const QUIET = { info() {}, warn() {} };

/** How many e2e files this run selected (CLI filters included), to start no idle stack. */
async function selectedFileCount(project: TestProject): Promise<number> {
  // `filenamePattern` (the CLI's file filters) is internal to Vitest; without it, every file.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.length;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `npm run test:e2e` alone must never serve a stale apps/web/dist (npm test builds first).
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  ensureWebBuild(repoRoot, (line) => process.stderr.write(`${line}\n`));
  // Files run in parallel, one per worker, and each worker drives a stack of its own: files
  // change chain state (automine off, balances of shared demo accounts), so two files must never
  // share a stack at the same time. Within a worker, files share its stack one after the other.
  const count = Math.max(1, Math.min(project.config.maxWorkers ?? 1, await selectedFileCount(project)));
  // Made once per run, while each other is made: the devnet deployed and seeded on chains whose
  // state is saved, and one migrated database. Every stack's chains start from that state and its
  // database from a copy, instead of each deploying, seeding and migrating on its own at once.
  const templateRoot = mkdtempSync(path.join(tmpdir(), 'kingdoms-e2e-template-'));
  const removeTemplates = () => {
    delete process.env[E2E_CHAIN_STATE_ENV];
    delete process.env[E2E_PGLITE_TEMPLATE_ENV];
    rmSync(templateRoot, { recursive: true, force: true });
  };
  const pgliteTemplate = (async () => {
    const dir = path.join(templateRoot, 'pglite');
    const template = await openDatabase({ kind: 'pglite', dir, reset: false }, QUIET);
    await template.close();
    return dir;
  })();
  let stacks: TestStack[] = [];
  const stopAll = async (list: TestStack[]) => {
    await Promise.all(list.map((stack) => stack.stop()));
  };
  // Awaited by every stack (after its chains load) and below; until then, a failure is not unhandled.
  pgliteTemplate.catch(() => {});
  try {
    const chainState = await saveTestChainState(path.join(templateRoot, 'chains'));
    const settled = await Promise.allSettled(
      Array.from({ length: count }, () => startTestStack({}, { pgliteTemplate, chainState })),
    );
    stacks = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = settled.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    // Each API's fresh database first indexes the chains' whole history: a worker's first file
    // starts once that is done, not against a process still catching up.
    await Promise.all(stacks.map((stack) => apiReady(stack.baseUrl, 120_000)));
    // For a file that starts a stack of its own (crash.e2e): the test workers inherit them.
    process.env[E2E_CHAIN_STATE_ENV] = chainState;
    process.env[E2E_PGLITE_TEMPLATE_ENV] = await pgliteTemplate;
  } catch (error) {
    await stopAll(stacks);
    removeTemplates();
    throw error;
  }
  const contexts = stacks.map(
    (stack): StackContext => ({
      baseUrl: stack.baseUrl,
      deploymentFile: stack.portal.deploymentFile,
      migrationLinks: stack.portal.migrationLinks,
    }),
  );
  // The first stack is also provided under the plain keys (a file run alone, older helpers).
  const [first] = contexts;
  if (!first) throw new Error('No e2e stack started');
  project.provide('baseUrl', first.baseUrl);
  project.provide('deploymentFile', first.deploymentFile);
  project.provide('migrationLinks', first.migrationLinks);
  project.provide('e2eStacks', contexts);
  return async () => {
    await stopAll(stacks);
    removeTemplates();
  };
}
