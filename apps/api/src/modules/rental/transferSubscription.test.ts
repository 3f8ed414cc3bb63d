import { devnetAccount } from '@kingdoms/contracts/accounts';
import { dragoAbi } from '@kingdoms/contracts/generated/abis';
import { sql } from 'kysely';
import type { Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { type IndexedLog, onEvents } from '../chain-indexer';
import { indexedLog } from '../chain-indexer/testing';
import { recordMining } from './mining';
import {
  RENTAL_ENDED_BY_TRANSFER,
  rentalTransferEvents,
  rentalTransferSubscriptions,
} from './transferSubscription';

const lender = devnetAccount(4).address.toLowerCase();
const rentee = devnetAccount(5).address.toLowerCase();
const buyer = devnetAccount(6).address.toLowerCase();
const TOKEN = 40002;
const ARENAZ = 2;
const DAY = 86_400_000;
/** The rental's Transfer handlers on `network` as the indexer runs them. */
const transfers = (network: number) => onEvents(dragoAbi, rentalTransferEvents(network));
const started = new Date('2026-11-01T00:00:00Z');

function transferLog(to: string, at: Date, tokenId = TOKEN, logIndex = 0): IndexedLog {
  return indexedLog(
    dragoAbi,
    'Transfer',
    { from: lender as Address, to: to as Address, tokenId: BigInt(tokenId) },
    { chainId: 31339, blockTime: Math.floor(at.getTime() / 1000), logIndex, txHash: `0x${'ab'.repeat(32)}` },
  );
}

describe.each(testDatabases())('a drago transferred while rented ($name)', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await sql`truncate rental_mining, rental restart identity cascade`.execute(database.db);
    await database.db
      .insertInto('rental')
      .values({
        token_id: TOKEN,
        network: ARENAZ,
        lender,
        rentee,
        share_ratio: 5,
        expire_time: 30 * 86_400,
        start_date: started,
        expire_date: new Date(started.getTime() + 30 * DAY),
        status: 1,
      })
      .execute();
  });

  const rental = () => database.db.selectFrom('rental').selectAll().executeTakeFirstOrThrow();

  it('ends the rental at the transfer: profit mined before stays, mining after finds no rental', async () => {
    const transferAt = new Date(started.getTime() + 3 * DAY);
    await database.db
      .transaction()
      .execute((trx) => transfers(ARENAZ).apply(trx, transferLog(buyer, transferAt)));
    expect(await rental()).toMatchObject({
      status: RENTAL_ENDED_BY_TRANSFER,
      ended_by_tx: `0x${'ab'.repeat(32)}`,
      ended_by_log_index: 0,
    });
    expect((await rental()).ended_at?.getTime()).toBe(transferAt.getTime());
    const before = await recordMining(database.db, {
      reportId: 'before-transfer',
      tokenId: TOKEN,
      delta: 100,
      minedAt: new Date(started.getTime() + DAY).toISOString(),
    });
    expect(before).toMatchObject({ result: 1, currentProfit: 50 });
    const after = await recordMining(database.db, {
      reportId: 'after-transfer',
      tokenId: TOKEN,
      delta: 100,
      minedAt: new Date(started.getTime() + 4 * DAY).toISOString(),
    });
    expect(after).toMatchObject({ result: 0 });
  });

  it('keeps the rental for a transfer back to the lender, one before it started, one after it expired, or of another drago', async () => {
    for (const log of [
      transferLog(lender, new Date(started.getTime() + DAY)),
      transferLog(buyer, new Date(started.getTime() - DAY)),
      transferLog(buyer, new Date(started.getTime() + 31 * DAY)),
      transferLog(buyer, new Date(started.getTime() + DAY), TOKEN + 1),
    ]) {
      await database.db.transaction().execute((trx) => transfers(ARENAZ).apply(trx, log));
    }
    await database.db
      .transaction()
      .execute((trx) => transfers(1).apply(trx, transferLog(buyer, new Date(started.getTime() + DAY))));
    expect(await rental()).toMatchObject({ status: 1, ended_at: null });
  });

  it('runs the rental again when a reorg removes the transfer, unless the drago was rented anew', async () => {
    const log = transferLog(buyer, new Date(started.getTime() + 3 * DAY));
    await database.db.transaction().execute((trx) => transfers(ARENAZ).apply(trx, log));
    await database.db.transaction().execute((trx) => transfers(ARENAZ).revert(trx, log));
    expect(await rental()).toMatchObject({ status: 1, ended_at: null, ended_by_tx: null });

    await database.db.transaction().execute((trx) => transfers(ARENAZ).apply(trx, log));
    await database.db
      .insertInto('rental')
      .values({
        token_id: TOKEN,
        network: ARENAZ,
        lender: buyer,
        rentee,
        share_ratio: 5,
        expire_time: 7 * 86_400,
        start_date: new Date(started.getTime() + 4 * DAY),
        expire_date: new Date(started.getTime() + 11 * DAY),
        status: 1,
      })
      .execute();
    await database.db.transaction().execute((trx) => transfers(ARENAZ).revert(trx, log));
    const rows = await database.db.selectFrom('rental').select(['lender', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { lender, status: RENTAL_ENDED_BY_TRANSFER },
      { lender: buyer, status: 1 },
    ]);
  });
});

describe('rentalTransferSubscriptions', () => {
  it('follows the Drago contract of every network that has one', () => {
    const deployment = devnetDeployment();
    const subscriptions = rentalTransferSubscriptions(deployment);
    const withDrago = (['ethereum', 'polygon', 'arenaz'] as const).filter(
      (key) => deployment.chains[key].contracts.Drago,
    );
    expect(subscriptions.map((s) => s.name)).toEqual(withDrago.map((key) => `rental-transfers-${key}`));
    expect(rentalTransferSubscriptions(undefined)).toEqual([]);
  });
});
