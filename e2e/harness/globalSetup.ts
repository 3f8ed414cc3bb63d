import type { TestProject } from 'vitest/node';
import { startTestStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    deploymentFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startTestStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('deploymentFile', stack.portal.deploymentFile);
  return () => stack.stop();
}
