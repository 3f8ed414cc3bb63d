import { devnetAccount } from '@kingdoms/contracts/accounts';
import { RENTAL_MINING_SECRET_HEADER } from '@kingdoms/shared/api/rental';
import { rentalMessage } from '@kingdoms/shared/rental';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { type PayoutTestChain, startPayoutChain } from '../../../test/payoutTestChain';
import { sessionCookie, sessionTestConfig } from '../../../test/session';
import { waitFor } from '../../../test/waitFor';
import type { AppDatabase } from '../../db/connect';
import { payoutsModule } from '../payouts/module';
import { createRentalModule } from './module';

const lender = privateKeyToAccount(devnetAccount(4).privateKey);
const rentee = privateKeyToAccount(devnetAccount(5).privateKey);
const SECRET = 'm'.repeat(40);
// Not one of the devnet seed's dragos (the app runs its devnet seed).
const TOKEN = 40001;

/** Rental profit claimed and paid in DST on an Arena-Z anvil through DstPayout and the payouts worker. */
describe.each(testDatabases())('rental claim paid on an Arena-Z anvil ($name)', (kind) => {
  let chain: PayoutTestChain;
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    [chain, database] = await Promise.all([startPayoutChain('arenaz'), kind.open()]);
    await chain.fund(1_000_000n * 10n ** 18n);
    await sql`truncate rental_mining, signed_action, rental_account, payout, rental restart identity cascade`.execute(
      database.db,
    );
    const owner = { network: 2, owner: lender.address.toLowerCase() };
    app = await buildModulesApp(
      [createRentalModule({ ownerOf: async (_db, id) => (id === TOKEN ? owner : undefined) }), payoutsModule],
      {
        db: database.db,
        // An hour between polls: a payout within seconds was made because the claim woke the worker.
        config: sessionTestConfig({
          RENTAL_MINING_SECRET: SECRET,
          PAYOUT_JOBS: 'true',
          PAYOUT_INTERVAL_MS: '3600000',
        }),
        deployment: chain.deployment(),
      },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it('rents, mines 2,410 DSA at 5:5, and 20 concurrent claims pay 11.95 DST once on chain', async () => {
    const issuedAt = new Date().toISOString();
    const terms = { rentee: rentee.address, tokenId: TOKEN, shareRatio: 5, expireTime: 2_592_000 };
    const signed = await lender.signMessage({
      message: rentalMessage({ action: 'rent', ...terms, chainId: chain.chainId, issuedAt }),
    });
    const rent = await app.inject({
      method: 'POST',
      url: '/game/drago/rent/direct',
      payload: {
        address: lender.address,
        rentAddress: rentee.address,
        tokenId: TOKEN,
        shareRatio: 5,
        expireTime: 2_592_000,
        signed,
        issuedAt,
      },
    });
    expect(rent.json()).toEqual({ result: 1 });
    const mined = await app.inject({
      method: 'POST',
      url: '/game/drago/rent/internal/mining',
      headers: { [RENTAL_MINING_SECRET_HEADER]: SECRET },
      payload: { reportId: 'chain-1', tokenId: TOKEN, delta: 2410 },
    });
    expect(mined.json()).toMatchObject({ result: 1, currentProfit: 1205 });

    const cookies = await sessionCookie(database.db, lender);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/game/drago/rent/claim',
          payload: { address: lender.address },
          cookies,
        }),
      ),
    );
    const accepted = replies.map((reply) => reply.json()).filter((body) => body.result === 1);
    expect(accepted).toHaveLength(1);
    expect(accepted[0].claim).toMatchObject({ dsa: 1205, dst: '11.95' });
    const payoutId = accepted[0].claim.payoutId as Hex;
    await waitFor(
      () =>
        database.db
          .selectFrom('payout')
          .select('status')
          .where('id', '=', payoutId)
          .executeTakeFirstOrThrow(),
      (row) => row.status === 'paid',
    );
    const amount = 1195n * 10n ** 16n;
    expect(await chain.paidEvents(payoutId)).toEqual([{ payoutId, to: lender.address, amount }]);
    expect(await chain.balanceOf(lender.address)).toBe(amount);
    expect(await database.db.selectFrom('payout').select('id').execute()).toHaveLength(1);
  });
});
