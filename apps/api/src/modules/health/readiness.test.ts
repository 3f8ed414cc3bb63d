import { describe, expect, it } from 'vitest';
import type { ChainIndexingStatus } from '../chain-indexer';
import { createReadinessGate, judgeIndexing, pendingMigrations } from './readiness';

const caughtUp: ChainIndexingStatus = {
  chainId: 137,
  network: 'polygon',
  head: 1_000n,
  indexedTo: 936n,
  confirmations: 64,
  lag: 0n,
  lagSeconds: 0,
  halted: undefined,
  lastError: undefined,
  reorgsSeen: 0,
  logsIndexed: 0,
  lastGoodPassAt: undefined,
};

const LIMITS = { maxLagBlocks: 50, maxLagSeconds: 30 };

describe('judgeIndexing', () => {
  it('passes chains within the lag and reports their figures as strings', () => {
    const verdict = judgeIndexing(
      [caughtUp, { ...caughtUp, chainId: 1, network: 'ethereum', lag: 50n }],
      LIMITS,
    );
    expect(verdict.failures).toEqual([]);
    expect(verdict.chains[0]).toEqual({
      network: 'polygon',
      chainId: 137,
      head: '1000',
      indexedTo: '936',
      confirmations: 64,
      lag: '0',
      lagSeconds: 0,
    });
  });

  it.each([
    [
      { lag: 51n, lagSeconds: 31 },
      'indexer polygon (chain 137): 51 blocks behind its confirmed head, 31 s of chain time (at most 50 blocks or 30 s)',
    ],
    [
      { lag: 51n, lagSeconds: undefined },
      'indexer polygon (chain 137): 51 blocks behind its confirmed head, chain time not read (at most 50 blocks or 30 s)',
    ],
    [
      { lag: 51n, lagSeconds: 100, lastError: 'HTTP 429' },
      'indexer polygon (chain 137): 51 blocks behind its confirmed head, 100 s of chain time (at most 50 blocks or 30 s); last error: HTTP 429',
    ],
    [{ head: undefined, lag: undefined }, 'indexer polygon (chain 137): the RPC gave no head'],
    [
      { head: undefined, lag: undefined, lastError: 'timeout' },
      'indexer polygon (chain 137): the RPC gave no head (timeout)',
    ],
    [{ halted: 'deep reorg at 900' }, 'indexer polygon (chain 137): halted: deep reorg at 900'],
  ] as const)('fails %o', (change, failure) => {
    const verdict = judgeIndexing([{ ...caughtUp, ...change }], LIMITS);
    expect(verdict.failures).toEqual([failure]);
  });

  it('keeps an instance ready through a burst of fast blocks: many blocks behind, little chain time', () => {
    // Issue 37: during a failover under load the devnet made 51–54 blocks in ~10 s; every instance
    // was unready at once. Seconds of chain time within the limit keep them ready.
    const verdict = judgeIndexing([{ ...caughtUp, lag: 54n, lagSeconds: 10 }], LIMITS);
    expect(verdict.failures).toEqual([]);
    expect(verdict.chains[0]).toMatchObject({ lag: '54', lagSeconds: 10 });
    // Slow blocks far behind in time but few in number are ready too (either limit keeps it).
    expect(judgeIndexing([{ ...caughtUp, lag: 5n, lagSeconds: 600 }], LIMITS).failures).toEqual([]);
  });

  it('is ready with no chain to index', () => {
    expect(judgeIndexing([], LIMITS)).toEqual({ failures: [], chains: [] });
  });
});

describe('createReadinessGate (hysteresis)', () => {
  const HOLD = 5_000;

  it('takes the first verdict at once', () => {
    expect(createReadinessGate(HOLD).judge(false, 0)).toEqual({ ready: false, changingForMs: undefined });
    expect(createReadinessGate(HOLD).judge(true, 0)).toEqual({ ready: true, changingForMs: undefined });
  });

  it('stays ready through a flapping check: failures shorter than the hold never take it out', () => {
    // Issue 37: /readyz flapped to 503 in 4–13 % of checks while a provider failed now and then.
    const gate = createReadinessGate(HOLD);
    expect(gate.judge(true, 0).ready).toBe(true);
    const answers: boolean[] = [];
    // A balancer checking every second; every third check fails (one failed head read).
    for (let second = 1; second <= 60; second++)
      answers.push(gate.judge(second % 3 !== 0, second * 1000).ready);
    expect(answers.every(Boolean)).toBe(true);
    expect(gate.judge(false, 61_000)).toEqual({ ready: true, changingForMs: 1_000 });
  });

  it('goes unready only once the failure has held for the hold time, and ready again the same way', () => {
    const gate = createReadinessGate(HOLD);
    gate.judge(true, 0);
    expect(gate.judge(false, 1_000)).toEqual({ ready: true, changingForMs: 0 });
    expect(gate.judge(false, 5_999)).toEqual({ ready: true, changingForMs: 4_999 });
    expect(gate.judge(false, 6_000)).toEqual({ ready: false, changingForMs: undefined });
    // Back: one good check is not enough either.
    expect(gate.judge(true, 7_000)).toEqual({ ready: false, changingForMs: 0 });
    expect(gate.judge(false, 8_000).ready).toBe(false);
    expect(gate.judge(true, 9_000)).toEqual({ ready: false, changingForMs: 0 });
    expect(gate.judge(true, 14_000)).toEqual({ ready: true, changingForMs: undefined });
  });

  it('changes at once with no hold', () => {
    const gate = createReadinessGate(0);
    gate.judge(true, 0);
    expect(gate.judge(false, 1).ready).toBe(false);
    expect(gate.judge(true, 2).ready).toBe(true);
  });
});

describe('pendingMigrations', () => {
  it('lists known migrations the database has not applied, in order', () => {
    expect(pendingMigrations(['0001', '0002', '0003'], ['0001', '0003'])).toEqual(['0002']);
    expect(pendingMigrations(['0001'], ['0001', '0099_from_a_newer_instance'])).toEqual([]);
  });
});
