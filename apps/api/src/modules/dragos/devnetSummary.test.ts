import type { Deployment } from '@kingdoms/shared/deployment';
import { describe, expect, it } from 'vitest';
import { devnetDeployment } from '../../../test/appHarness';
import type { IndexerAccess } from '../module';
import { devnetDragoSummary } from './devnetSummary';
import type { DragoService } from './service';

const quiet = { info() {}, warn() {} };

/** An indexer whose chain reads never end: a chain that does not answer, before its time-out. */
function unansweredIndexer(calls: string[]): IndexerAccess {
  return {
    follows: () => true,
    headNumber: (chainId) => {
      calls.push(`head ${chainId}`);
      return new Promise<bigint | undefined>(() => {});
    },
    waitForBlock: () => new Promise<void>(() => {}),
    statuses: async () => [],
    readyMaxLagBlocks: 0,
    readyMaxLagSeconds: 0,
  };
}

describe('the devnet drago summary', () => {
  it('stops at once while a chain it reads does not answer, and reads no further chain', async () => {
    const deployment: Deployment = devnetDeployment();
    const calls: string[] = [];
    const inventory: DragoService['inventory'] = async () => {
      calls.push('inventory');
      return { myDragos: [], myEggs: [] } as unknown as Awaited<ReturnType<DragoService['inventory']>>;
    };
    const worker = devnetDragoSummary(
      deployment,
      unansweredIndexer(calls),
      { inventory } as DragoService,
      quiet,
    );
    worker.start();
    // Resolves only if the stop does not wait for the head read (it used to, for its 5 s time-out).
    await worker.stop();
    expect(calls).toEqual([`head ${deployment.chains.ethereum.chainId}`]);
  });
});
