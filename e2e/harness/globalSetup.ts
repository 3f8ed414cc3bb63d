import type { TestProject } from 'vitest/node';
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
  const stack = await startTestStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('deploymentFile', stack.portal.deploymentFile);
  project.provide('migrationLinks', stack.portal.migrationLinks);
  return () => stack.stop();
}
