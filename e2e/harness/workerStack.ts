/**
 * Setup file of the e2e project: points `inject('baseUrl' | 'deploymentFile' | 'migrationLinks')`
 * of the test file about to run at the stack of its worker, so test files stay written for "the"
 * stack. Vitest numbers its concurrent workers VITEST_POOL_ID = 1..maxWorkers, and two files that
 * run at the same time never share a number, hence never a stack.
 */
import { inject } from 'vitest';
import type { StackContext } from './globalSetup';

export function stackForPool(stacks: readonly StackContext[], poolId: string | undefined): StackContext {
  const id = Number(poolId ?? '1');
  const stack = stacks[(Number.isInteger(id) && id > 0 ? id - 1 : 0) % stacks.length];
  if (!stack) throw new Error('The e2e global setup provided no stack');
  return stack;
}

const stacks = inject('e2eStacks');
if (stacks && stacks.length > 1) {
  const mine = stackForPool(stacks, process.env.VITEST_POOL_ID);
  // What `inject` reads (Vitest's worker state); Vitest has no public per-worker provide.
  const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } })
    .__vitest_worker__;
  if (!state?.providedContext) throw new Error("e2e workerStack: Vitest's worker state was not found");
  Object.assign(state.providedContext, mine);
  if (inject('baseUrl') !== mine.baseUrl) throw new Error('e2e workerStack: could not select the stack');
}
