import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { vestingAbi } from '@kingdoms/contracts/generated/abis';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import { claimVestingReplySchema, registerVestingRequestSchema } from '@kingdoms/shared/api/vesting';
import { vestingVoucherTypedData } from '@kingdoms/shared/vesting';
import { type Address, decodeFunctionData, type Hex, parseEther, recoverTypedDataAddress } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { type IndexedLog, onEvents } from '../chain-indexer';
import { createVestingService, type VestingService } from './service';
import { vestingEvents } from './subscription';
import { createVoucherSigner } from './voucher';

/** The vesting handlers as the indexer runs them. */
const claims = onEvents(vestingAbi, vestingEvents);

const CHAIN_ID = 31337;
const CONTRACT = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512' as Address;
const DAY = 86_400;
const T0 = 1_760_000_000;
const admin = devnetAccount(8).address.toLowerCase();
const signerKey = devnetAccount(DEVNET_ROLES.voucherSigner).privateKey;

let logIndex = 0;
/** A Claimed log as the chain indexer hands it to the subscription. */
function claimedLog(
  beneficiary: string,
  amount: bigint,
  cumulative: bigint,
  blockNumber: bigint,
): IndexedLog {
  return {
    chainId: CHAIN_ID,
    blockNumber,
    blockHash: `0x${'ab'.repeat(32)}`,
    blockTime: T0,
    txHash: `0x${(logIndex + 1).toString(16).padStart(64, '0')}` as Hex,
    logIndex: logIndex++,
    address: CONTRACT,
    eventName: 'Claimed',
    args: { beneficiary, amount: amount.toString(), cumulative: cumulative.toString() },
  };
}

describe.each(testDatabases())('vesting service on $name', ({ open }) => {
  let database: AppDatabase;
  let clock = T0;
  let service: VestingService;
  let wallet: string;
  let walletIndex = 1;

  beforeAll(async () => {
    database = await open();
    service = createVestingService({
      db: database.db,
      chainId: CHAIN_ID,
      signer: createVoucherSigner(CHAIN_ID, CONTRACT, rawKeyAccount(signerKey)),
      now: () => clock,
    });
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    clock = T0;
    // A fresh wallet per test: the tests share one database.
    wallet = devnetAccount(walletIndex++).address.toLowerCase();
  });

  /** Registers a 1000-A2Z schedule of `wallet` unlocking a tenth a day from T0 (overrides apply). */
  async function register(overrides: Partial<Parameters<typeof registerVestingRequestSchema.parse>[0]> = {}) {
    const reply = await service.register(
      admin,
      registerVestingRequestSchema.parse({
        address: wallet,
        title: 'Advisors',
        poolType: 3,
        total: parseEther('1000').toString(),
        started: T0,
        cliff: null,
        frequency: DAY,
        count: 10,
        ...overrides,
      }),
    );
    if (reply.result !== 1) throw new Error(`register failed: ${reply.err.message}`);
    return reply.vesting;
  }

  async function claim(vestingId: string | null) {
    return claimVestingReplySchema.parse(await service.claim(wallet, vestingId));
  }

  it('shows each schedule and the Total Reward sums at the current time', async () => {
    const first = await register();
    const second = await register({ title: 'Eco', poolType: 1, cliff: 5 * DAY, started: T0 - DAY });
    clock = T0 + 3 * DAY + 100;
    const dashboard = await service.dashboard(wallet, false);
    expect(dashboard).toMatchObject({
      result: 1,
      isAdmin: 0,
      total: parseEther('2000').toString(),
      locked: parseEther('2000').toString(),
      claimable: parseEther('300').toString(),
      claimed: '0',
    });
    expect(dashboard.vestings.map((item) => item._id)).toEqual([second._id, first._id]);
    expect(dashboard.vestings[1]).toEqual({
      _id: first._id,
      title: 'Advisors',
      poolType: 3,
      total: parseEther('1000').toString(),
      payable: parseEther('1000').toString(),
      unlocked: parseEther('300').toString(),
      claimed: '0',
      claimable: parseEther('300').toString(),
      locked: parseEther('1000').toString(),
      started: T0,
      cliff: null,
      frequency: DAY,
      count: 10,
      next: T0 + 4 * DAY,
      stoppedAt: null,
      status: 'claimable',
    });
    expect(dashboard.vestings[0]).toMatchObject({
      status: 'beforeCliff',
      next: T0 + 5 * DAY,
      cliff: 5 * DAY,
    });
    expect((await service.dashboard(wallet, true)).isAdmin).toBe(1);
  });

  it('signs a voucher for paid + claimable that the contract’s signer key signed, as Vesting.claim calldata', async () => {
    const schedule = await register();
    clock = T0 + 2 * DAY;
    const reply = await claim(schedule._id);
    if (reply.result !== 1) throw new Error(reply.err.message);
    expect(reply.claimable).toBe(parseEther('200').toString());
    expect(reply.txData).toMatchObject({
      to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      chainId: CHAIN_ID,
    });
    const { functionName, args } = decodeFunctionData({ abi: vestingAbi, data: reply.txData.data as Hex });
    expect(functionName).toBe('claim');
    const [beneficiary, cumulativeAmount, deadline, signature] = args as [Address, bigint, bigint, Hex];
    expect({ beneficiary: beneficiary.toLowerCase(), cumulativeAmount, deadline }).toEqual({
      beneficiary: wallet,
      cumulativeAmount: parseEther('200'),
      deadline: BigInt(clock + 3600),
    });
    const typed = vestingVoucherTypedData(CHAIN_ID, CONTRACT, { beneficiary, cumulativeAmount, deadline });
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(
      devnetAccount(DEVNET_ROLES.voucherSigner).address,
    );
    expect(reply.voucher).toEqual({
      beneficiary,
      cumulativeAmount: parseEther('200').toString(),
      deadline: clock + 3600,
      signature,
    });
  });

  it('credits an indexed claim to the schedule its voucher was asked for, and the next voucher adds to it', async () => {
    const a = await register({ title: 'A' });
    const b = await register({ title: 'B', started: T0 + 10 });
    clock = T0 + 3 * DAY + 10;
    const forB = await claim(b._id);
    if (forB.result !== 1) throw new Error(forB.err.message);
    expect(forB.voucher.cumulativeAmount).toBe(parseEther('300').toString());
    const paidForB = claimedLog(wallet, parseEther('300'), parseEther('300'), 10n);
    await database.db.transaction().execute((trx) => claims.apply(trx, paidForB));

    const dashboard = await service.dashboard(wallet, false);
    const byId = new Map(dashboard.vestings.map((item) => [item._id, item]));
    expect(byId.get(b._id)).toMatchObject({
      claimed: parseEther('300').toString(),
      claimable: '0',
      status: 'vesting',
    });
    expect(byId.get(a._id)).toMatchObject({ claimed: '0', claimable: parseEther('300').toString() });
    expect(dashboard.claimed).toBe(parseEther('300').toString());
    expect(dashboard.locked).toBe(parseEther('1700').toString());

    // Claim all now: the voucher's cumulative is what was paid plus everything claimable.
    const all = await claim(null);
    if (all.result !== 1) throw new Error(all.err.message);
    expect(all.claimable).toBe(parseEther('300').toString());
    expect(all.voucher.cumulativeAmount).toBe(parseEther('600').toString());
    expect(await claim(b._id)).toMatchObject({ result: 0, err: { code: 'nothing_to_claim' } });

    // A reorg that drops the claim makes its A2Z claimable again.
    await database.db.transaction().execute((trx) => claims.revert(trx, paidForB));
    const after = await service.dashboard(wallet, false);
    expect(after.claimed).toBe('0');
    expect(after.claimable).toBe(parseEther('600').toString());
  });

  it('answers every concurrent claim-all with a voucher for the same cumulative amount', async () => {
    await register();
    await register({ title: 'Second', total: parseEther('50').toString(), count: 1 });
    clock = T0 + 4 * DAY + 5;
    const replies = await Promise.all(Array.from({ length: 50 }, () => claim(null)));
    const cumulative = new Set(
      replies.map((reply) => (reply.result === 1 ? reply.voucher.cumulativeAmount : reply.err.code)),
    );
    expect([...cumulative]).toEqual([parseEther('450').toString()]);
  });

  it('refuses a claim of nothing, of a schedule of another wallet, and of an unknown schedule', async () => {
    const schedule = await register();
    clock = T0 + DAY - 1;
    expect(await claim(schedule._id)).toMatchObject({ result: 0, err: { code: 'nothing_to_claim' } });
    expect(await claim(null)).toMatchObject({ result: 0, err: { code: 'nothing_to_claim' } });
    clock = T0 + 5 * DAY;
    const stranger = await service.claim(devnetAccount(9).address.toLowerCase(), schedule._id);
    expect(stranger).toMatchObject({ result: 0, err: { code: 'vesting_not_found' } });
    expect(await claim('999999')).toMatchObject({ result: 0, err: { code: 'vesting_not_found' } });
  });

  it('stop freezes what had unlocked: it stays claimable, nothing more unlocks; it stops once', async () => {
    const schedule = await register();
    clock = T0 + 4 * DAY + 1234;
    const stopped = await service.stop(admin, schedule._id);
    expect(stopped).toMatchObject({
      result: 1,
      vesting: {
        _id: schedule._id,
        publicKey: wallet,
        status: 'stopped',
        stoppedAt: clock,
        payable: parseEther('400').toString(),
        claimable: parseEther('400').toString(),
        next: null,
      },
    });
    clock = T0 + 30 * DAY;
    const dashboard = await service.dashboard(wallet, false);
    expect(dashboard).toMatchObject({
      total: parseEther('400').toString(),
      claimable: parseEther('400').toString(),
      locked: parseEther('400').toString(),
    });
    expect(await claim(null)).toMatchObject({ result: 1, claimable: parseEther('400').toString() });
    expect(await service.stop(admin, schedule._id)).toMatchObject({
      result: 0,
      err: { code: 'already_stopped' },
    });
    expect(await service.stop(admin, '987654')).toMatchObject({
      result: 0,
      err: { code: 'vesting_not_found' },
    });
  });

  it('lists every wallet’s schedules for admins and logs who registered and stopped what', async () => {
    const schedule = await register({ title: 'Logged' });
    await service.stop(admin, schedule._id);
    const rows = await service.list();
    expect(rows.find((row) => row._id === schedule._id)).toMatchObject({
      publicKey: wallet,
      poolType: 3,
      title: 'Logged',
      total: parseEther('1000').toString(),
      started: T0,
      cliff: null,
      frequency: DAY,
      count: 10,
      status: 'stopped',
    });
    const log = (await service.log()).filter((entry) => entry.vestingId === schedule._id);
    expect(log.map((entry) => [entry.action, entry.admin, entry.title, entry.beneficiary])).toEqual([
      ['stop', admin, 'Logged', wallet],
      ['register', admin, 'Logged', wallet],
    ]);
  });

  it('closes claims when the server has no voucher key', async () => {
    const closed = createVestingService({
      db: database.db,
      chainId: CHAIN_ID,
      signer: undefined,
      now: () => T0 + 5 * DAY,
    });
    await register();
    expect(await closed.claim(wallet, null)).toMatchObject({
      result: 0,
      err: { code: 'vesting_unavailable' },
    });
    expect((await closed.dashboard(wallet, false)).claimable).toBe(parseEther('500').toString());
  });
});
