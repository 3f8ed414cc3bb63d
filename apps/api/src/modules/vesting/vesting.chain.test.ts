import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { vestingAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import { wireDeployment } from '@kingdoms/contracts/wiring';
import {
  claimVestingReplySchema,
  type RegisterVestingRequest,
  vestingDashboardReplySchema,
  vestingListReplySchema,
  vestingLogReplySchema,
} from '@kingdoms/shared/api/vesting';
import type { FastifyInstance } from 'fastify';
import { type Address, type Hex, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeploymentOnAnvil } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { sessionCookie, TEST_SESSION_SECRET } from '../../../test/session';
import type { AppDatabase } from '../../db/connect';
import { DEMO_VESTINGS } from './devnetSeed';

const DAY = 86_400;
const admin = devnetAccount(DEVNET_ROLES.vestingAdmin);
let nextChainId = 43_700;

/**
 * The real thing: Vesting on anvil funded and signed for by the API's devnet key, the app's own
 * chain indexer, the HTTP routes with Sign-In with Ethereum sessions, and the devnet demo seed.
 */
describe.each(testDatabases())('vesting on a real chain through the indexer on $name', ({ open }) => {
  let database: AppDatabase;
  let anvil: RunningAnvil;
  let app: FastifyInstance;
  let chainId: number;
  let vesting: Address;
  let reader: LocalClient;
  const cookies = new Map<number, Record<string, string>>();

  beforeAll(async () => {
    chainId = nextChainId++;
    anvil = await startAnvil({ port: await freePort(), chainId });
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
    const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
    const deployed = await deployChain(['A2Z', 'Vesting'], endpoint, deployerKey);
    vesting = deployed.contracts.Vesting;
    reader = localClient(endpoint, deployerKey);
    // The devnet's wiring: the API's voucher key signs, the contract holds the pool.
    await wireDeployment(reader, deployed.contracts);

    const deployment = devnetDeploymentOnAnvil(anvil, chainId, deployed);
    database = await open();
    // A devnet deployment: the demo schedules are seeded and the voucher key is the devnet's.
    app = await buildTestApp(
      database,
      {
        INDEXER_POLL_MS: '100',
        INDEXER_CONFIRMATIONS: '0',
        REWARD_JOBS: 'false',
        MIGRATION_DAILY_JOB: 'false',
        SESSION_SECRET: TEST_SESSION_SECRET,
        ADMIN_ADDRESSES: admin.address,
      },
      deployment,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await anvil?.stop();
  });

  async function cookieOf(index: number): Promise<Record<string, string>> {
    const known = cookies.get(index);
    if (known) return known;
    const made = await sessionCookie(database.db, privateKeyToAccount(devnetAccount(index).privateKey));
    cookies.set(index, made);
    return made;
  }

  async function post(path: string, index: number | null, body: object = {}) {
    return app.inject({
      method: 'POST',
      url: `/game/vesting${path}`,
      payload: body,
      ...(index === null ? {} : { cookies: await cookieOf(index) }),
    });
  }

  async function dashboard(index: number) {
    const reply = await post('/dashboard', index);
    expect(reply.statusCode).toBe(200);
    return vestingDashboardReplySchema.parse(reply.json());
  }

  async function claimReply(index: number, vestingId?: string) {
    const reply = await post(vestingId ? '/claim' : '/claim/all', index, vestingId ? { vestingId } : {});
    expect(reply.statusCode).toBe(200);
    return claimVestingReplySchema.parse(reply.json());
  }

  /** Sends the server's txData from the account, as the page's wallet does; returns the receipt. */
  async function send(index: number, txData: { to: string; data: string; chainId: number }) {
    expect(txData.chainId).toBe(chainId);
    const client = localClient({ rpcUrl: anvil.rpcUrl, chainId }, devnetAccount(index).privateKey);
    const hash = await client.sendTransaction({
      to: txData.to as Address,
      data: txData.data as Hex,
      // A fixed gas limit: a voucher that pays nothing must still be sent, and revert on chain.
      gas: 200_000n,
    });
    return client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  }

  async function indexed(blockNumber: bigint) {
    await app.chainIndexers?.waitForBlock(chainId, blockNumber, 20_000);
  }

  function paid(index: number): Promise<bigint> {
    return reader.readContract({
      address: vesting,
      abi: vestingAbi,
      functionName: 'paid',
      args: [devnetAccount(index).address],
    });
  }

  it('serves the seeded schedules of the devnet demo wallet and tells admins from players', async () => {
    const player = await dashboard(1);
    expect(player.isAdmin).toBe(0);
    expect(player.vestings.map((item) => item.title).sort()).toEqual(
      DEMO_VESTINGS.filter((demo) => demo.account === 1)
        .map((demo) => demo.title)
        .sort(),
    );
    expect(BigInt(player.claimable)).toBeGreaterThan(0n);
    expect((await dashboard(DEVNET_ROLES.vestingAdmin)).isAdmin).toBe(1);
  });

  it('needs a signed-in wallet, and a publicKey can only name that wallet', async () => {
    const anonymous = await post('/dashboard', null, { publicKey: devnetAccount(1).address });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().err.code).toBe('not_signed_in');
    const other = await post('/claim/all', 2, { publicKey: devnetAccount(1).address });
    expect(other.statusCode).toBe(403);
    expect(other.json().err.code).toBe('wrong_wallet');
    const own = await post('/dashboard', 2, { publicKey: devnetAccount(2).address.toLowerCase() });
    expect(own.statusCode).toBe(200);
  });

  it('pays the claim of one schedule when its txData is sent, and the indexed claim shows on that schedule', async () => {
    const before = await dashboard(1);
    const target = before.vestings.find((item) => item.title === 'Game rewards');
    if (!target) throw new Error('seeded schedule missing');
    const reply = await claimReply(1, target._id);
    if (reply.result !== 1) throw new Error(reply.err.message);
    expect(reply.claimable).toBe(target.claimable);

    const receipt = await send(1, reply.txData);
    expect(receipt.status).toBe('success');
    await indexed(receipt.blockNumber);
    expect(await paid(1)).toBe(BigInt(target.claimable));

    const after = await dashboard(1);
    expect(after.claimed).toBe(target.claimable);
    expect(after.vestings.find((item) => item._id === target._id)).toMatchObject({
      claimed: target.claimable,
      claimable: '0',
    });
    expect(BigInt(after.claimable)).toBe(BigInt(before.claimable) - BigInt(target.claimable));
  });

  it('answers 50 concurrent claim-all calls with vouchers for one cumulative amount; sending all pays once', async () => {
    const index = 2;
    // A schedule fully unlocked a day ago: no unlock happens while the test runs.
    const now = Math.floor(Date.now() / 1000);
    const registered = await post('/register', DEVNET_ROLES.vestingAdmin, {
      address: devnetAccount(index).address,
      title: 'Concurrency',
      poolType: 0,
      total: parseEther('500').toString(),
      started: now - 10 * DAY,
      cliff: null,
      frequency: DAY,
      count: 5,
    } satisfies RegisterVestingRequest);
    expect(registered.json()).toMatchObject({ result: 1 });
    const expected = BigInt((await dashboard(index)).claimable) + (await paid(index));

    const replies = await Promise.all(Array.from({ length: 50 }, () => claimReply(index)));
    const cumulative = new Set(
      replies.map((reply) => (reply.result === 1 ? reply.voucher.cumulativeAmount : reply.err.code)),
    );
    expect([...cumulative]).toEqual([expected.toString()]);

    const receipts = [];
    for (const reply of replies) if (reply.result === 1) receipts.push(await send(index, reply.txData));
    expect(receipts.filter((receipt) => receipt.status === 'success')).toHaveLength(1);
    expect(receipts.filter((receipt) => receipt.status === 'reverted')).toHaveLength(49);
    expect(await paid(index)).toBe(expected);
    await indexed(receipts[receipts.length - 1]!.blockNumber);
    expect((await dashboard(index)).claimed).toBe(expected.toString());
    expect(await claimReply(index)).toMatchObject({ result: 0, err: { code: 'nothing_to_claim' } });
  });

  it('refuses register, stop, list and log to a signed-in wallet that is not an admin', async () => {
    const bodies: Record<string, object> = {
      '/register': {
        address: devnetAccount(1).address,
        title: 'Self-granted',
        poolType: 0,
        total: parseEther('1000000').toString(),
        started: 1_767_225_600,
        frequency: DAY,
        count: 1,
      },
      '/stop': { vestingId: '1' },
      '/list': {},
      '/log': {},
    };
    for (const [path, body] of Object.entries(bodies)) {
      const reply = await post(path, 1, body);
      expect(reply.statusCode, path).toBe(403);
      expect(reply.json().err.code).toBe('not_admin');
      expect((await post(path, null, body)).statusCode, path).toBe(401);
    }
    expect((await dashboard(1)).vestings.map((item) => item.title)).not.toContain('Self-granted');
  });

  it('validates every register field with a message the admin panel shows as is', async () => {
    const valid = {
      address: devnetAccount(3).address,
      title: 'Valid',
      poolType: 1,
      total: parseEther('10').toString(),
      started: 1_767_225_600,
      cliff: 0,
      frequency: DAY,
      count: 10,
    };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ address: '0x1234' }, /^Address must be a 0x-prefixed wallet address/],
      [{ title: '  ' }, /^Title is required\.$/],
      [{ title: 'x'.repeat(101) }, /^Title can hold up to 100 characters\.$/],
      [
        { poolType: 5 },
        /^Pool type must be one of 0 \(Game\), 1 \(Eco\), 2 \(Reserve\), 3 \(Advisor\), 4 \(Eco\[A2Z\]\)\.$/,
      ],
      [{ total: '0' }, /^Total must be an amount above 0 \(sent in base units, 10\^18 per A2Z\)\.$/],
      [{ total: '1.5' }, /^Total must be an amount above 0/],
      [{ started: 12 }, /^Start must be a date from 2000-01-01 to 2100-01-01/],
      [{ cliff: -1 }, /^Cliff must be from 0 to 10 years, or empty/],
      [{ frequency: 0 }, /^Frequency must be from 1 second to 10 years/],
      [{ frequency: 1.5 }, /^Frequency must be from 1 second to 10 years/],
      [{ count: 0 }, /^Counts must be a whole number from 1 to 3650\.$/],
      [{ count: undefined }, /^Counts must be a whole number from 1 to 3650\.$/],
      [{ title: '', count: 0 }, /^Title is required\. Counts must be a whole number from 1 to 3650\.$/],
    ];
    for (const [change, message] of cases) {
      const reply = await post('/register', DEVNET_ROLES.vestingAdmin, { ...valid, ...change });
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().err.code).toBe('invalid_vesting');
      expect(reply.json().err.message).toMatch(message);
    }
    expect((await post('/register', DEVNET_ROLES.vestingAdmin, valid)).json()).toMatchObject({ result: 1 });
  });

  it('lets the admin register and stop a schedule, listing both in the admin log', async () => {
    const holder = 6;
    const registered = (
      await post('/register', DEVNET_ROLES.vestingAdmin, {
        address: devnetAccount(holder).address,
        title: 'Stopped by the admin',
        poolType: 2,
        total: parseEther('100').toString(),
        started: Math.floor(Date.now() / 1000) - 3 * DAY - 60,
        frequency: DAY,
        count: 10,
      })
    ).json();
    expect(registered).toMatchObject({ result: 1, vesting: { status: 'claimable', cliff: null } });
    const id = registered.vesting._id as string;
    const stopped = (await post('/stop', DEVNET_ROLES.vestingAdmin, { vestingId: id })).json();
    expect(stopped).toMatchObject({
      result: 1,
      vesting: { status: 'stopped', payable: parseEther('30').toString() },
    });
    expect((await post('/stop', DEVNET_ROLES.vestingAdmin, { vestingId: id })).json()).toMatchObject({
      result: 0,
      err: { code: 'already_stopped', message: 'This vesting was already stopped.' },
    });

    const list = vestingListReplySchema.parse((await post('/list', DEVNET_ROLES.vestingAdmin)).json());
    expect(list.vestings.find((row) => row._id === id)).toMatchObject({
      publicKey: devnetAccount(holder).address.toLowerCase(),
      poolType: 2,
      title: 'Stopped by the admin',
      status: 'stopped',
    });
    const log = vestingLogReplySchema.parse((await post('/log', DEVNET_ROLES.vestingAdmin)).json()).log;
    expect(log.filter((entry) => entry.vestingId === id).map((entry) => entry.action)).toEqual([
      'stop',
      'register',
    ]);
    expect(log[0]).toMatchObject({ admin: admin.address.toLowerCase(), vestingId: id });
    // The holder still claims what had vested before the stop.
    const claim = await claimReply(holder);
    expect(claim).toMatchObject({ result: 1, claimable: parseEther('30').toString() });
  });

  it('reconciles: after every seeded beneficiary claims, the dashboard’s claimed is the contract’s paid', async () => {
    const beneficiaries = [...new Set(DEMO_VESTINGS.map((demo) => demo.account))];
    let last = 0n;
    for (const index of beneficiaries) {
      const reply = await claimReply(index);
      if (reply.result !== 1) continue;
      const receipt = await send(index, reply.txData);
      expect(receipt.status).toBe('success');
      last = receipt.blockNumber;
    }
    await indexed(last);
    for (const index of beneficiaries) {
      const figures = await dashboard(index);
      const onChain = await paid(index);
      expect(figures.claimed, `account ${index}`).toBe(onChain.toString());
      const perSchedule = figures.vestings.reduce((sum, item) => sum + BigInt(item.claimed), 0n);
      expect(perSchedule, `account ${index}`).toBe(onChain);
    }
  });
});
