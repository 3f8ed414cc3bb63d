import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../scripts/lib/webBuild';
import { startTestStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    deploymentFile: string;
    /** The kingdom migration demo links the devnet prints at start-up (`npm start`). */
    migrationLinks: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `npm run test:e2e` alone must never serve a stale apps/web/dist (npm test builds first).
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  ensureWebBuild(repoRoot, (line) => process.stderr.write(`${line}\n`));
  const stack = await startTestStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('deploymentFile', stack.portal.deploymentFile);
  project.provide('migrationLinks', stack.portal.migrationLinks);
  return () => stack.stop();
}
