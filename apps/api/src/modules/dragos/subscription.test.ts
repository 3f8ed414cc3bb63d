import type { Deployment } from '@kingdoms/shared/deployment';
import { SAMPLE_EPIC_DATAS, SAMPLE_NORMAL_DATAS } from '@kingdoms/shared/drago/index';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import type { IndexedLog, IndexerSubscription } from '../chain-indexer';
import { dragoSubscriptions } from './subscription';

const ZERO = '0x0000000000000000000000000000000000000000';
const ALICE = '0x00000000000000000000000000000000000000a1';
const BOB = '0x00000000000000000000000000000000000000b0';

function deployment(): Deployment {
  const base = devnetDeployment();
  return {
    ...base,
    chains: {
      ...base.chains,
      arenaz: {
        ...base.chains.arenaz,
        contracts: {
          Drago: '0x00000000000000000000000000000000000000d1',
          Egg: '0x00000000000000000000000000000000000000e1',
        },
      },
    },
  };
}

let logIndex = 0;
function log(eventName: string, args: IndexedLog['args'], block: bigint): IndexedLog {
  logIndex += 1;
  return {
    chainId: 31339,
    blockNumber: block,
    blockHash: `0x${block.toString(16).padStart(64, '0')}` as Hex,
    blockTime: 1_700_000_000 + Number(block),
    txHash: `0x${logIndex.toString(16).padStart(64, '0')}` as Hex,
    logIndex,
    address: '0x00000000000000000000000000000000000000d1',
    eventName,
    args,
  };
}

/**
 * A reorg reverts logs newest first; every revert must leave the rows exactly as they were before
 * that log was applied (the fold from the remaining events makes it so).
 */
describe.each(testDatabases())(
  'drago and egg rows fold from their events, reorgs included, on $name',
  ({ open }) => {
    let database: AppDatabase;
    let drago: IndexerSubscription;
    let egg: IndexerSubscription;

    beforeAll(async () => {
      database = await open();
      const subscriptions = dragoSubscriptions(deployment());
      drago = subscriptions.find((subscription) => subscription.name === 'dragos-drago-arenaz')!;
      egg = subscriptions.find((subscription) => subscription.name === 'dragos-egg-arenaz')!;
    });
    afterAll(async () => {
      await database?.close();
    });

    const rows = async () => ({
      dragos: await database.db
        .selectFrom('drago_token')
        .select([
          'token_id',
          'network',
          'owner',
          'datas',
          'breed_count',
          'rehatch_count',
          'rehatch_request_id',
        ])
        .orderBy('token_id')
        .execute(),
      eggs: await database.db
        .selectFrom('drago_egg')
        .select(['token_id', 'owner', 'status', 'hatch_request_id'])
        .orderBy('token_id')
        .execute(),
    });

    it('undoes each applied log exactly, newest first', async () => {
      const steps: [IndexerSubscription, IndexedLog][] = [
        [egg, log('Transfer', { from: ZERO, to: ALICE, tokenId: '20001' }, 1n)],
        [egg, log('EggLaid', { eggId: '20001', owner: ALICE, parentA: '0', parentB: '0' }, 1n)],
        [egg, log('HatchRequested', { eggId: '20001', requestId: '7' }, 2n)],
        [egg, log('Transfer', { from: ALICE, to: ZERO, tokenId: '20001' }, 3n)],
        [drago, log('Transfer', { from: ZERO, to: ALICE, tokenId: '20001' }, 3n)],
        [
          drago,
          log(
            'DragoBorn',
            {
              tokenId: '20001',
              owner: ALICE,
              datas: JSON.stringify(SAMPLE_NORMAL_DATAS),
              parentA: '0',
              parentB: '0',
              breedCount: 0,
              rehatchCount: 1,
            },
            3n,
          ),
        ],
        [egg, log('EggHatched', { eggId: '20001', dragoId: '20001', requestId: '7' }, 3n)],
        [drago, log('RehatchRequested', { tokenId: '20001', requestId: '8' }, 4n)],
        [
          drago,
          log(
            'DragoRehatched',
            { tokenId: '20001', datas: JSON.stringify(SAMPLE_EPIC_DATAS), rehatchCount: 0 },
            5n,
          ),
        ],
        [drago, log('Bred', { tokenId: '20001', breedCount: 1 }, 6n)],
        [drago, log('Transfer', { from: ALICE, to: BOB, tokenId: '20001' }, 7n)],
        // Not about a token: ignored, and reverting it changes nothing.
        [drago, log('RoleGranted', { role: '0x00', account: ALICE, sender: ALICE }, 7n)],
      ];
      const snapshots = [await rows()];
      for (const [subscription, entry] of steps) {
        await database.db.transaction().execute((trx) => subscription.apply(trx, entry));
        snapshots.push(await rows());
      }
      expect(snapshots.at(-1)).toEqual({
        dragos: [
          {
            token_id: '20001',
            network: 2,
            owner: BOB,
            datas: [...SAMPLE_EPIC_DATAS],
            breed_count: 1,
            rehatch_count: 0,
            rehatch_request_id: null,
          },
        ],
        eggs: [],
      });
      // Mid-way: the egg hatching with its request, then the rehatch pending.
      expect(snapshots[3]?.eggs).toEqual([
        { token_id: '20001', owner: ALICE, status: 1, hatch_request_id: '7' },
      ]);
      expect(snapshots[8]?.dragos[0]).toMatchObject({ rehatch_count: 0, rehatch_request_id: '8' });

      for (let index = steps.length - 1; index >= 0; index -= 1) {
        const [subscription, entry] = steps[index]!;
        await database.db.transaction().execute((trx) => subscription.revert(trx, entry));
        expect(await rows(), `after reverting step ${index}`).toEqual(snapshots[index]);
      }
      expect(await database.db.selectFrom('drago_event').selectAll().execute()).toEqual([]);
    });
  },
);
