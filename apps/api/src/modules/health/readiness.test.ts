import { describe, expect, it } from 'vitest';
import type { ChainIndexingStatus } from '../chain-indexer';
import { judgeIndexing, pendingMigrations } from './readiness';

const caughtUp: ChainIndexingStatus = {
  chainId: 137,
  network: 'polygon',
  head: 1_000n,
  indexedTo: 936n,
  confirmations: 64,
  lag: 0n,
  halted: undefined,
  lastError: undefined,
};

describe('judgeIndexing', () => {
  it('passes chains within the lag and reports their figures as strings', () => {
    const verdict = judgeIndexing([caughtUp, { ...caughtUp, chainId: 1, network: 'ethereum', lag: 50n }], 50);
    expect(verdict.failures).toEqual([]);
    expect(verdict.chains[0]).toEqual({
      network: 'polygon',
      chainId: 137,
      head: '1000',
      indexedTo: '936',
      confirmations: 64,
      lag: '0',
    });
  });

  it.each([
    [{ lag: 51n }, 'indexer polygon (chain 137): 51 blocks behind its confirmed head (at most 50)'],
    [
      { lag: 51n, lastError: 'HTTP 429' },
      'indexer polygon (chain 137): 51 blocks behind its confirmed head (at most 50); last error: HTTP 429',
    ],
    [{ head: undefined, lag: undefined }, 'indexer polygon (chain 137): the RPC gave no head'],
    [
      { head: undefined, lag: undefined, lastError: 'timeout' },
      'indexer polygon (chain 137): the RPC gave no head (timeout)',
    ],
    [{ halted: 'deep reorg at 900' }, 'indexer polygon (chain 137): halted: deep reorg at 900'],
  ] as const)('fails %o', (change, failure) => {
    const verdict = judgeIndexing([{ ...caughtUp, ...change }], 50);
    expect(verdict.failures).toEqual([failure]);
  });

  it('is ready with no chain to index', () => {
    expect(judgeIndexing([], 0)).toEqual({ failures: [], chains: [] });
  });
});

describe('pendingMigrations', () => {
  it('lists known migrations the database has not applied, in order', () => {
    expect(pendingMigrations(['0001', '0002', '0003'], ['0001', '0003'])).toEqual(['0002']);
    expect(pendingMigrations(['0001'], ['0001', '0099_from_a_newer_instance'])).toEqual([]);
  });
});
