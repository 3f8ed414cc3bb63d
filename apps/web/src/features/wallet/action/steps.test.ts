// @vitest-environment node
import { erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ApprovalStep } from '../tx/approvalSteps';
import {
  batchAt,
  call,
  type FailedStep,
  prepare,
  runSteps,
  type StepEffects,
  signIn,
  UNBATCHED,
  write,
} from './steps';

const TOKEN = '0x00000000000000000000000000000000000000a2';
const SPENDER = '0x0000000000000000000000000000000000000b4e';
const ENDPOINT = { access: 'wallet' } as const;

/** Effects that log what the runner asked for; each answer can be changed per test. */
function recorder(overrides: Partial<StepEffects<string>> = {}) {
  const log: string[] = [];
  const failures: { failure: unknown; step: FailedStep['kind'] | 'chain' }[] = [];
  const effects: StepEffects<string> = {
    signIn: async () => {
      log.push('signIn');
      return true;
    },
    beginChain: () => log.push('begin'),
    approve: async (approval) => {
      log.push(`approve ${'token' in approval ? approval.amount : 'all'}`);
      return true;
    },
    write: async (request) => {
      log.push(`write ${request.functionName}`);
      return `receipt of ${request.functionName}`;
    },
    fail: (failure, step) => failures.push({ failure, step: step.kind }),
    failChain: (failure) => failures.push({ failure, step: 'chain' }),
    ...overrides,
  };
  return { log, failures, effects };
}

const transfer = (amount: bigint, approve = false) =>
  write({
    address: TOKEN,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [SPENDER, amount],
    ...(approve ? { approval: { token: TOKEN, spender: SPENDER, amount } } : {}),
  });

describe('runSteps (the one runner of a wallet action)', () => {
  it('runs sign-in, the preparation, then the approvals before the write; the chain starts once', async () => {
    const { log, effects } = recorder();
    const outcome = await runSteps(
      [signIn(ENDPOINT), prepare('claim', async () => [transfer(5n, true)]), transfer(6n)],
      effects,
    );
    expect(log).toEqual(['signIn', 'begin', 'approve 5', 'write transfer', 'write transfer']);
    expect(outcome).toEqual({ kind: 'done', receipt: 'receipt of transfer', reply: undefined });
  });

  it('a signed call ends with its reply and touches no chain', async () => {
    const { log, effects } = recorder();
    const outcome = await runSteps([signIn(ENDPOINT), call('claim', async () => ({ result: 1 }))], effects);
    expect(log).toEqual(['signIn']);
    expect(outcome).toEqual({ kind: 'done', receipt: undefined, reply: { result: 1 } });
  });

  it('stops silently when the wallet went away at sign-in, or the preparation answers null', async () => {
    const away = recorder({ signIn: async () => false });
    expect(await runSteps([signIn(ENDPOINT), transfer(1n)], away.effects)).toEqual({ kind: 'stopped' });
    expect(away.log).toEqual([]);
    expect(away.failures).toEqual([]);

    const nothing = recorder();
    expect(await runSteps([prepare('claim', async () => null), transfer(1n)], nothing.effects)).toEqual({
      kind: 'stopped',
    });
    expect(nothing.log).toEqual([]);
    expect(nothing.failures).toEqual([]);
  });

  it('shows a refused signature, a failing preparation and a refusal reply, naming the step', async () => {
    const rejected = new Error('User rejected');
    const refusal = { result: 0, err: { code: 'checkpoint_pending', message: 'later' } } as const;
    const signature = recorder({
      signIn: async () => {
        throw rejected;
      },
    });
    await runSteps([signIn(ENDPOINT), transfer(1n)], signature.effects);
    expect(signature.failures).toEqual([{ failure: rejected, step: 'signIn' }]);

    const refused = recorder();
    await runSteps([prepare('claim', async () => refusal), transfer(1n)], refused.effects);
    expect(refused.failures).toEqual([{ failure: refusal, step: 'prepare' }]);
    expect(refused.log).toEqual([]);

    const replied = recorder();
    expect(await runSteps([call('spin', async () => refusal)], replied.effects)).toEqual({ kind: 'stopped' });
    expect(replied.failures).toEqual([{ failure: refusal, step: 'call' }]);
  });

  it('a flow that stopped (a rejection it showed) ends the run; a throw is the chain’s failure', async () => {
    const declined = recorder({ approve: async () => false });
    expect(await runSteps([transfer(2n, true)], declined.effects)).toEqual({ kind: 'stopped' });
    expect(declined.log).toEqual(['begin']);

    const dropped = recorder({ write: async () => null });
    expect(await runSteps([transfer(2n), call('after', async () => 1)], dropped.effects)).toEqual({
      kind: 'stopped',
    });

    const broken = new Error('switch refused');
    const thrown = recorder({
      write: async () => {
        throw broken;
      },
    });
    await runSteps([transfer(2n)], thrown.effects);
    expect(thrown.failures).toEqual([{ failure: broken, step: 'chain' }]);
  });

  it('sends approvals and their write as one batch when the effects take it', async () => {
    const { log, effects } = recorder({
      writeBatch: async (approvals, request) => {
        log.push(`batch ${approvals.length} approvals + ${request.functionName}`);
        return `batch receipt of ${request.functionName}`;
      },
    });
    const twoApprovals = write({
      address: TOKEN,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [SPENDER, 3n],
      approval: [
        { token: TOKEN, spender: SPENDER, amount: 3n },
        { collection: TOKEN, operator: SPENDER },
      ],
    });
    const outcome = await runSteps([signIn(ENDPOINT), twoApprovals, transfer(4n)], effects);
    // The lone write after the batch runs as before: nothing to batch it with.
    expect(log).toEqual(['signIn', 'begin', 'batch 2 approvals + transfer', 'write transfer']);
    expect(outcome).toEqual({ kind: 'done', receipt: 'receipt of transfer', reply: undefined });
  });

  it('runs the steps one by one when the wallet does not batch, asking once per batch', async () => {
    let asked = 0;
    const { log, effects } = recorder({
      writeBatch: async () => {
        asked++;
        return UNBATCHED;
      },
    });
    const outcome = await runSteps([transfer(7n, true), transfer(8n, true)], effects);
    expect(asked).toBe(2);
    expect(log).toEqual(['begin', 'approve 7', 'write transfer', 'approve 8', 'write transfer']);
    expect(outcome.kind).toBe('done');
  });

  it('a batch that stopped ends the run; a thrown one is the chain’s failure', async () => {
    const stopped = recorder({ writeBatch: async () => null });
    expect(await runSteps([transfer(1n, true), call('after', async () => 1)], stopped.effects)).toEqual({
      kind: 'stopped',
    });
    expect(stopped.log).toEqual(['begin']);

    const rejected = new Error('User rejected the request.');
    const thrown = recorder({
      writeBatch: async () => {
        throw rejected;
      },
    });
    expect(await runSteps([transfer(1n, true)], thrown.effects)).toEqual({ kind: 'stopped' });
    expect(thrown.failures).toEqual([{ failure: rejected, step: 'chain' }]);
    expect(thrown.log).toEqual(['begin']);
  });

  it('batches only approvals followed by their write on one network', () => {
    const approval: ApprovalStep = { token: TOKEN, spender: SPENDER, amount: 1n };
    expect(batchAt(transfer(1n))).toBeNull();
    expect(batchAt([{ kind: 'approve', approval }])).toBeNull();
    expect(batchAt([{ kind: 'approve', approval }, signIn(ENDPOINT), ...transfer(1n)])).toBeNull();
    const elsewhere = write({
      address: TOKEN,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [SPENDER, 1n],
      network: 'polygon',
    });
    expect(batchAt([{ kind: 'approve', approval }, ...elsewhere])).toBeNull();
    expect(batchAt([...transfer(2n, true), ...transfer(3n)])).toMatchObject({
      approvals: [{ amount: 2n }],
      request: { functionName: 'transfer', args: [SPENDER, 2n] },
      length: 2,
    });
  });
});
