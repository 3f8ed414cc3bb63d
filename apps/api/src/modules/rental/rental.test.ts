import { devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { freePort } from '@kingdoms/contracts/ports';
import { RENTAL_MINING_SECRET_HEADER, rentalEndpoints } from '@kingdoms/shared/api/rental';
import type { Deployment } from '@kingdoms/shared/deployment';
import {
  CLAIM_BELOW_MINIMUM_MESSAGE,
  RENT_STATUS_ACTIVE,
  RENT_STATUS_CANCELLED,
  rentalMessage,
} from '@kingdoms/shared/rental';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildModulesApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { sessionCookie, sessionTestConfig } from '../../../test/session';
import type { AppDatabase } from '../../db/connect';
import { dragosModule } from '../dragos/module';
import { newPayoutId } from '../payouts';
import { payoutsModule } from '../payouts/module';
import { SEEDED_RENTALS, seedDemoRentals } from './devnetSeed';
import { createRentalModule, rentalModule } from './module';
import { rentOf } from './reads';

// Anvil's public test keys: never used outside tests and local chains.
const owner = privateKeyToAccount(devnetAccount(4).privateKey);
const rentee = privateKeyToAccount(devnetAccount(5).privateKey);
const stranger = privateKeyToAccount(devnetAccount(6).privateKey);
const lower = (address: string) => address.toLowerCase();
const SECRET = 'm'.repeat(40);
const ARENAZ_CHAIN_ID = 31339;
const DST_PAYOUT = '0x5555555555555555555555555555555555555555';
const OWNED = 20001;
const FOREIGN = 20002;

/** The indexed owners the dragos module would report: tokens 20001 and 20005.. of `owner`. */
const owners = new Map<number, { network: number; owner: string }>([
  [OWNED, { network: 2, owner: lower(owner.address) }],
  [FOREIGN, { network: 2, owner: lower(stranger.address) }],
  ...Array.from({ length: 6 }, (_, i) => [30001 + i, { network: 2, owner: lower(owner.address) }] as const),
]);

/**
 * Arena-Z, where the API checks a rental signature that is not the named wallet's own (a smart
 * wallet's ERC-1271/6492 check): a real anvil answering at once. On an address nothing listens on
 * the check failed closed too, but only after the RPC transport's growing backoff for a chain
 * that is away (13 s by the fourth refused signature of a file), and it then never reached a chain.
 */
let arenaz: RunningAnvil;
beforeAll(async () => {
  arenaz = await startAnvil({ port: await freePort(), chainId: ARENAZ_CHAIN_ID });
});
afterAll(async () => {
  await arenaz?.stop();
});

function withDstPayout(): Deployment {
  const base = devnetDeployment();
  return {
    ...base,
    chains: {
      ...base.chains,
      arenaz: { ...base.chains.arenaz, rpcUrl: arenaz.rpcUrl, contracts: { DstPayout: DST_PAYOUT } },
    },
  };
}

describe.each(testDatabases())('drago rental API on $name', (kind) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildModulesApp(
      [createRentalModule({ ownerOf: async (_db, tokenId) => owners.get(tokenId) }), payoutsModule],
      {
        db: database.db,
        // Nothing here is indexed (owners come from `ownerOf`): no indexer polls the Arena-Z anvil.
        config: sessionTestConfig({ RENTAL_MINING_SECRET: SECRET, INDEXER_ENABLED: 'false' }),
        deployment: withDstPayout(),
      },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await sql`truncate rental_mining, signed_action, rental_account, payout, rental restart identity cascade`.execute(
      db(),
    );
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });

  interface RentOptions {
    signer?: typeof owner;
    address?: string;
    rentAddress?: string;
    tokenId?: number;
    shareRatio?: number;
    expireTime?: number;
    chainId?: number;
    issuedAt?: string;
  }

  async function rentBody(options: RentOptions = {}) {
    const signer = options.signer ?? owner;
    const body = {
      address: lower(options.address ?? signer.address),
      rentAddress: lower(options.rentAddress ?? rentee.address),
      tokenId: options.tokenId ?? OWNED,
      expireTime: options.expireTime ?? 2_592_000,
      shareRatio: options.shareRatio ?? 5,
      issuedAt: options.issuedAt ?? new Date().toISOString(),
    };
    const message = rentalMessage({
      action: 'rent',
      rentee: body.rentAddress,
      tokenId: body.tokenId,
      shareRatio: body.shareRatio,
      expireTime: body.expireTime,
      chainId: options.chainId ?? ARENAZ_CHAIN_ID,
      issuedAt: body.issuedAt,
    });
    return { ...body, signed: await signer.signMessage({ message }) };
  }

  async function cancelBody(options: RentOptions = {}) {
    const signer = options.signer ?? owner;
    const body = {
      address: lower(options.address ?? signer.address),
      rentAddress: lower(options.rentAddress ?? rentee.address),
      tokenId: options.tokenId ?? OWNED,
      issuedAt: options.issuedAt ?? new Date().toISOString(),
    };
    const message = rentalMessage({
      action: 'cancel',
      rentee: body.rentAddress,
      tokenId: body.tokenId,
      chainId: ARENAZ_CHAIN_ID,
      issuedAt: body.issuedAt,
    });
    return { ...body, signed: await signer.signMessage({ message }) };
  }

  const rent = async (options: RentOptions = {}) =>
    (await post('/game/drago/rent/direct', await rentBody(options))).json();
  const mine = (payload: object, secret: string | undefined = SECRET) =>
    post(
      '/game/drago/rent/internal/mining',
      payload,
      secret ? { [RENTAL_MINING_SECRET_HEADER]: secret } : {},
    );
  const code = (reply: { err?: { code: string } }) => reply.err?.code;

  it('rents an owned drago: the rent appears in the detail rent, Manage and both wallets’ lists', async () => {
    expect(await rent({ shareRatio: 7, expireTime: 604_800 })).toEqual({ result: 1 });
    const detail = await rentOf(db(), OWNED);
    expect(detail).toMatchObject({
      status: 1,
      from: lower(owner.address),
      to: lower(rentee.address),
      profitShareRatio: 7,
      stats: { currentDSA: 0, currentProfit: 0 },
    });
    expect((detail?.expireDate ?? 0) - (detail?.startDate ?? 0)).toBe(604_800);

    const manage = (
      await post('/game/drago/rent/manage/list', { address: lower(owner.address), page: 1 })
    ).json();
    expect(manage).toMatchObject({ result: 1, numPage: 1, dragos: [{ tokenId: OWNED, network: 2 }] });
    for (const who of [owner, rentee]) {
      const list = (await post('/nft/api/drago/rent/list', { address: who.address })).json();
      expect(list.dragos.map((d: { tokenId: number }) => d.tokenId)).toEqual([OWNED]);
    }
    expect((await post('/nft/api/drago/rent/list', { address: '' })).json()).toEqual({
      result: 1,
      dragos: [],
    });
  });

  it('refuses a drago the caller does not own (indexed owner) or that no chain knows', async () => {
    expect(code(await rent({ tokenId: FOREIGN }))).toBe('drago_not_owned');
    expect(code(await rent({ tokenId: 99_999 }))).toBe('drago_not_owned');
    expect(await rentOf(db(), FOREIGN)).toBeNull();
  });

  it('refuses a second rent of a drago while its rental runs', async () => {
    expect((await rent()).result).toBe(1);
    const again = await rent({ rentAddress: stranger.address });
    expect(again).toEqual({
      result: 0,
      err: {
        code: 'drago_already_rented',
        message: rentalEndpoints.rentDirect.errors.drago_already_rented.message,
      },
    });
    expect((await rentOf(db(), OWNED))?.to).toBe(lower(rentee.address));
  });

  it('lets the lender rent again once a status-1 rental has expired (the old one ends)', async () => {
    const past = new Date(Date.now() - 40 * 86_400_000);
    await db()
      .insertInto('rental')
      .values({
        token_id: OWNED,
        network: 2,
        lender: lower(owner.address),
        rentee: lower(stranger.address),
        share_ratio: 5,
        expire_time: 2_592_000,
        start_date: past,
        expire_date: new Date(past.getTime() + 2_592_000_000),
        status: 1,
      })
      .execute();
    expect(
      code(
        await post('/game/drago/rent/cancel', await cancelBody({ rentAddress: stranger.address })).then((r) =>
          r.json(),
        ),
      ),
    ).toBe('not_rented');
    expect(await rent()).toEqual({ result: 1 });
    const rows = await db().selectFrom('rental').select(['rentee', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { rentee: lower(stranger.address), status: 2 },
      { rentee: lower(rentee.address), status: 1 },
    ]);
  });

  it('refuses a replayed signature: the same signed rent after a cancel does not rent again', async () => {
    const body = await rentBody();
    expect((await post('/game/drago/rent/direct', body)).json()).toEqual({ result: 1 });
    expect((await post('/game/drago/rent/cancel', await cancelBody())).json()).toEqual({ result: 1 });
    expect(await rentOf(db(), OWNED)).toBeNull();
    expect(code((await post('/game/drago/rent/direct', body)).json())).toBe('rental_signature_replayed');
    expect(await rentOf(db(), OWNED)).toBeNull();
  });

  it('refuses stale and future-dated signatures, and signatures of another wallet, chain or terms', async () => {
    expect(code(await rent({ issuedAt: new Date(Date.now() - 11 * 60_000).toISOString() }))).toBe(
      'rental_signature_expired',
    );
    expect(code(await rent({ issuedAt: new Date(Date.now() + 5 * 60_000).toISOString() }))).toBe(
      'rental_signature_expired',
    );
    // The body names the owner; the signature is the stranger's.
    expect(code(await rent({ signer: stranger, address: owner.address }))).toBe('rental_signature_invalid');
    expect(code(await rent({ chainId: 1 }))).toBe('rental_signature_invalid');
    const tampered = { ...(await rentBody({ shareRatio: 9 })), shareRatio: 1 };
    expect(code((await post('/game/drago/rent/direct', tampered)).json())).toBe('rental_signature_invalid');
    expect(await db().selectFrom('rental').select('id').execute()).toEqual([]);
  });

  it.each([
    ['the owner as rentee', { rentAddress: owner.address }, 'rentee_is_owner'],
    [
      'the zero address',
      { rentAddress: '0x0000000000000000000000000000000000000000' },
      'rentee_zero_address',
    ],
    ['ratio 10:0', { shareRatio: 10 }, 'invalid_rental_terms'],
    ['ratio 0:10', { shareRatio: 0 }, 'invalid_rental_terms'],
    ['a one-day duration', { expireTime: 86_400 }, 'invalid_rental_terms'],
  ] as const)('refuses %s', async (_name, options, expected) => {
    expect(code(await rent(options))).toBe(expected);
  });

  it('cancels only for the lender naming the rentee', async () => {
    await rent();
    const strangers = await post('/game/drago/rent/cancel', await cancelBody({ signer: stranger }));
    expect(code(strangers.json())).toBe('not_rental_lender');
    const forged = await post(
      '/game/drago/rent/cancel',
      await cancelBody({ signer: stranger, address: owner.address }),
    );
    expect(code(forged.json())).toBe('rental_signature_invalid');
    const wrongRentee = await post(
      '/game/drago/rent/cancel',
      await cancelBody({ rentAddress: stranger.address }),
    );
    expect(code(wrongRentee.json())).toBe('not_rental_lender');
    expect((await post('/game/drago/rent/cancel', await cancelBody())).json()).toEqual({ result: 1 });
    expect(await rentOf(db(), OWNED)).toBeNull();
    expect(code((await post('/game/drago/rent/cancel', await cancelBody())).json())).toBe('not_rented');
  });

  it('refuses mining reports without the secret or with a wrong one (HTTP 401), changing nothing', async () => {
    await rent();
    for (const secret of ['', 'x'.repeat(40), `${SECRET}x`, SECRET.slice(1)]) {
      const reply = await mine({ reportId: 'r-1', tokenId: OWNED, delta: 100 }, secret);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().err.code).toBe('mining_unauthorized');
    }
    expect(await db().selectFrom('rental_mining').select('report_id').execute()).toEqual([]);
  });

  it('counts a mining report once, however often and concurrently it is sent, split by the ratio', async () => {
    await rent({ shareRatio: 7 });
    const first = await mine({ reportId: 'r-1', tokenId: OWNED, delta: 1000 });
    expect(first.json()).toEqual({ result: 1, duplicate: false, currentDSA: 1000, currentProfit: 700 });
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => mine({ reportId: 'r-2', tokenId: OWNED, delta: 15 })),
    );
    expect(replies.map((r) => r.json().duplicate).filter((d) => d === false)).toHaveLength(1);
    expect((await mine({ reportId: 'r-1', tokenId: OWNED, delta: 1000 })).json()).toMatchObject({
      duplicate: true,
    });
    expect((await rentOf(db(), OWNED))?.stats).toEqual({ currentDSA: 1015, currentProfit: 710 });
    const info = (await post('/game/drago/rent/info', { address: owner.address })).json();
    expect(info).toEqual({ result: 1, unclaimedProfit: 710, heldClaims: [] });
    expect(code((await mine({ reportId: 'r-3', tokenId: FOREIGN, delta: 5 })).json())).toBe('not_rented');
  });

  it('pages Manage 5 and History 10 per page, newest first', async () => {
    for (let i = 0; i < 6; i += 1) expect((await rent({ tokenId: 30001 + i })).result).toBe(1);
    const start = (await rentOf(db(), 30001))?.startDate ?? 0;
    for (let i = 0; i < 11; i += 1) {
      const minedAt = new Date((start + 1 + i) * 1000).toISOString();
      const reply = await mine({ reportId: `h-${i}`, tokenId: 30001, delta: i + 1, minedAt });
      expect(reply.json()).toMatchObject({ result: 1, duplicate: false });
    }
    const address = lower(owner.address);
    const page2 = (await post('/game/drago/rent/manage/list', { address, page: 2 })).json();
    expect(page2.numPage).toBe(2);
    expect(page2.dragos).toHaveLength(1);
    expect((await post('/game/drago/rent/manage/list', { address, page: 1 })).json().dragos).toHaveLength(5);
    const history = (await post('/game/drago/rent/manage/history', { address, page: 1 })).json();
    expect(history.numPage).toBe(2);
    expect(history.history).toHaveLength(10);
    expect(history.history[0]).toMatchObject({ to: lower(rentee.address), dragoTokenId: 30001, delta: 11 });
    expect(typeof history.history[0].logDate).toBe('number');
    // Page input is clamped to the last page (spec 2 §5).
    const clamped = (await post('/game/drago/rent/manage/history', { address, page: 9 })).json();
    expect(clamped.history).toEqual([expect.objectContaining({ delta: 1 })]);
  });

  it('claims: below 1000 DSA refused with the spec text; 20 concurrent claims queue one DST payout', async () => {
    const cookies = await sessionCookie(db(), owner);
    const claim = () =>
      app.inject({
        method: 'POST',
        url: '/game/drago/rent/claim',
        payload: { address: owner.address },
        cookies,
      });
    await rent({ shareRatio: 5 });
    await mine({ reportId: 'c-1', tokenId: OWNED, delta: 1998 });
    const low = (await claim()).json();
    expect(low).toEqual({
      result: 0,
      err: { code: 'claim_below_minimum', message: CLAIM_BELOW_MINIMUM_MESSAGE },
    });

    await mine({ reportId: 'c-2', tokenId: OWNED, delta: 470 }); // 999 + 235 = 1234 DSA
    const replies = (await Promise.all(Array.from({ length: 20 }, claim))).map((reply) => reply.json());
    const accepted = replies.filter((body) => body.result === 1);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      unclaimedProfit: 0,
      claim: { dsa: 1234, dst: '12.24', amount: (1224n * 10n ** 16n).toString() },
    });
    expect(
      replies.filter((body) => body.result === 0).every((body) => body.err.code === 'claim_below_minimum'),
    ).toBe(true);
    const payouts = await db().selectFrom('payout').selectAll().execute();
    expect(payouts).toEqual([
      expect.objectContaining({
        id: accepted[0].claim.payoutId,
        network: 'arenaz',
        token: 'DST',
        purpose: 'rental_profit',
        recipient: lower(owner.address),
        amount: (1224n * 10n ** 16n).toString(),
        status: 'queued',
      }),
    ]);
    expect((await post('/game/drago/rent/info', { address: owner.address })).json().unclaimedProfit).toBe(0);

    // Issue 41: while the payout contract holds the claim back (paused, over a limit), the lender
    // sees it as "delayed, under review"; another purpose's held payout is not theirs to see here.
    await db()
      .updateTable('payout')
      .set({ status: 'held' })
      .where('id', '=', accepted[0].claim.payoutId)
      .execute();
    await db()
      .insertInto('payout')
      .values({
        id: newPayoutId(),
        network: 'polygon',
        token: 'A2Z',
        purpose: 'staking_reward',
        recipient: lower(owner.address),
        amount: '5',
        status: 'held',
        tx_hash: null,
        attempts: 0,
        last_error: null,
      })
      .execute();
    const held = (await post('/game/drago/rent/info', { address: owner.address })).json();
    expect(held).toEqual({
      result: 1,
      unclaimedProfit: 0,
      heldClaims: [{ amount: (1224n * 10n ** 16n).toString() }],
    });
    expect((await post('/game/drago/rent/info', { address: '' })).json().heldClaims).toEqual([]);
  });

  it('claim needs the SIWE session of that wallet', async () => {
    const anonymous = await post('/game/drago/rent/claim', { address: owner.address });
    expect(anonymous.statusCode).toBe(401);
    const other = await app.inject({
      method: 'POST',
      url: '/game/drago/rent/claim',
      payload: { address: owner.address },
      cookies: await sessionCookie(db(), stranger),
    });
    expect(other.statusCode).toBe(403);
  });

  it('checks the dragos module’s indexed owner, and the drago detail and inventory carry the rent', async () => {
    const full = await buildModulesApp([rentalModule, dragosModule], {
      db: db(),
      config: sessionTestConfig({ RENTAL_MINING_SECRET: SECRET, INDEXER_ENABLED: 'false' }),
      deployment: { ...withDstPayout(), env: 'production' },
    });
    try {
      await sql`delete from drago_token where token_id = '50001'`.execute(db());
      const datas = [1, 0, 1, ...Array.from({ length: 7 }, () => [1, 1, 0, 1, 0]).flat()];
      await db()
        .insertInto('drago_token')
        .values({
          chain_id: '31339',
          token_id: '50001',
          network: 2,
          owner: lower(owner.address),
          datas: JSON.stringify(datas),
          breed_count: 0,
          rehatch_count: 1,
          parent_a: '0',
          parent_b: '0',
          rehatch_request_id: null,
          rehatch_requested_at: null,
        })
        .execute();
      const body = await rentBody({ tokenId: 50001 });
      const byStranger = await rentBody({ tokenId: 50001, signer: stranger });
      expect(
        code(
          (await full.inject({ method: 'POST', url: '/game/drago/rent/direct', payload: byStranger })).json(),
        ),
      ).toBe('drago_not_owned');
      expect(
        (await full.inject({ method: 'POST', url: '/game/drago/rent/direct', payload: body })).json(),
      ).toEqual({
        result: 1,
      });
      const detail = (
        await full.inject({
          method: 'POST',
          url: '/nft/api/market/detail',
          payload: { tokenId: 50001, address: '' },
        })
      ).json();
      expect(detail.drago.rent).toMatchObject({
        status: 1,
        from: lower(owner.address),
        to: lower(rentee.address),
        profitShareRatio: 5,
      });
      const inventory = (
        await full.inject({
          method: 'POST',
          url: '/nft/api/drago/inventory',
          payload: { address: owner.address, includeRent: true },
        })
      ).json();
      expect(inventory.myDragos.find((d: { tokenId: number }) => d.tokenId === 50001)?.rent?.to).toBe(
        lower(rentee.address),
      );
    } finally {
      await full.close();
      await sql`delete from drago_token where token_id = '50001'`.execute(db());
    }
  });

  it('seeds the devnet: running, expired and cancelled rentals; accounts 1 and 3 can claim, account 2 is below 1000', async () => {
    await seedDemoRentals(db());
    await seedDemoRentals(db()); // once only
    const rows = await db().selectFrom('rental').select(['token_id', 'status']).orderBy('id').execute();
    expect(rows.map((row) => [Number(row.token_id), row.status])).toEqual(
      SEEDED_RENTALS.map((seed) => [seed.tokenId, seed.status]),
    );
    const info = async (index: number) =>
      (await post('/game/drago/rent/info', { address: devnetAccount(index).address })).json().unclaimedProfit;
    expect(await info(1)).toBe(1410);
    expect(await info(2)).toBe(700);
    expect(await info(3)).toBe(1250);
    const expiredSeed = SEEDED_RENTALS.find(
      (seed) => seed.status === RENT_STATUS_ACTIVE && seed.startedDaysAgo > seed.days,
    );
    const cancelledSeed = SEEDED_RENTALS.find((seed) => seed.status === RENT_STATUS_CANCELLED);
    const expired = await rentOf(db(), expiredSeed!.tokenId);
    expect(expired?.status).toBe(RENT_STATUS_ACTIVE);
    expect((expired?.expireDate ?? 0) * 1000).toBeLessThan(Date.now());
    expect(await rentOf(db(), cancelledSeed!.tokenId)).toBeNull();
  });
});
