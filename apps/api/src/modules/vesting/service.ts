import {
  type AdminVestingRow,
  type ClaimVestingReply,
  type RegisterVestingInput,
  type RegisterVestingReply,
  type VestingDashboardReply,
  type VestingLogReply,
  vestingEndpoints,
} from '@kingdoms/shared/api/vesting';
import { VESTING_VOUCHER_TTL_SECONDS } from '@kingdoms/shared/vesting';
import type { Kysely } from 'kysely';
import { getAddress } from 'viem';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import { adminRows, walletFigures } from './figures';
import { claimsByWallet, schedules } from './queries';
import { claimTxData, type VoucherSigner } from './voucher';

/** How many admin log entries /vesting/log returns (newest first). */
export const ADMIN_LOG_LIMIT = 200;

export interface VestingServiceOptions {
  db: Kysely<Database>;
  /** The chain whose Claimed events count (the Vesting contract's); undefined: none. */
  chainId: number | undefined;
  /** Undefined when claims are closed (no contract or no key). */
  signer: VoucherSigner | undefined;
  /** Unix seconds; tests move the clock. */
  now?: () => number;
}

export type VestingService = ReturnType<typeof createVestingService>;

/**
 * My Reward's server side. The caller's wallet always comes from its Sign-In with Ethereum
 * session (lowercase), never from a request body; admins are checked before these run.
 */
export function createVestingService({ db, chainId, signer, now }: VestingServiceOptions) {
  const clock = now ?? (() => Math.floor(Date.now() / 1000));

  async function figuresOf(wallet: string, at: number) {
    const [own, claims] = await Promise.all([schedules(db, wallet), claimsByWallet(db, chainId, wallet)]);
    return walletFigures(own, claims.get(wallet), at);
  }

  /** One schedule as the admin list shows it (its figures need its wallet's other schedules). */
  async function rowOf(id: string, at: number): Promise<AdminVestingRow> {
    const { beneficiary } = await db
      .selectFrom('vesting_schedule')
      .select('beneficiary')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const item = (await figuresOf(beneficiary, at)).items.find((candidate) => candidate._id === id);
    if (!item) throw new Error(`Vesting ${id} is missing from its wallet's schedules`);
    return { ...item, publicKey: beneficiary };
  }

  return {
    async dashboard(wallet: string, isAdmin: boolean): Promise<VestingDashboardReply> {
      const figures = await figuresOf(wallet, clock());
      return {
        result: 1,
        vestings: figures.items,
        isAdmin: isAdmin ? 1 : 0,
        total: figures.total.toString(),
        locked: figures.locked.toString(),
        claimable: figures.claimable.toString(),
        claimed: figures.claimed.toString(),
      };
    },

    /**
     * A voucher for everything claimable (vestingId null) or one schedule's claimable, on top of
     * what the contract already paid. Concurrent calls read the same indexed figures and so sign
     * the same cumulative amount: however many are sent, the contract pays it once.
     */
    async claim(wallet: string, vestingId: string | null): Promise<ClaimVestingReply> {
      // One schedule's claim, or everything's: the two endpoints refuse alike.
      const endpoint = vestingId === null ? vestingEndpoints.claimAll : vestingEndpoints.claim;
      if (!signer) return refuse(endpoint, 'vesting_unavailable');
      const at = clock();
      const figures = await figuresOf(wallet, at);
      let amount: bigint;
      if (vestingId === null) {
        amount = figures.claimable;
      } else {
        const own = figures.claimableById.get(vestingId);
        if (own === undefined) return refuse(vestingEndpoints.claim, 'vesting_not_found');
        amount = own;
      }
      if (amount <= 0n) return refuse(endpoint, 'nothing_to_claim');

      const voucher = {
        beneficiary: getAddress(wallet),
        cumulativeAmount: figures.claimed + amount,
        deadline: BigInt(at + VESTING_VOUCHER_TTL_SECONDS),
      };
      await db
        .insertInto('vesting_voucher')
        .values({
          beneficiary: wallet,
          vesting_id: vestingId,
          cumulative: voucher.cumulativeAmount,
          deadline: new Date(Number(voucher.deadline) * 1000),
        })
        .execute();
      const signature = await signer.sign(voucher);
      return {
        result: 1,
        txData: claimTxData(signer, voucher, signature),
        claimable: amount.toString(),
        voucher: {
          beneficiary: voucher.beneficiary,
          cumulativeAmount: voucher.cumulativeAmount.toString(),
          deadline: Number(voucher.deadline),
          signature,
        },
      };
    },

    async list(): Promise<AdminVestingRow[]> {
      const [all, claims] = await Promise.all([schedules(db), claimsByWallet(db, chainId)]);
      return adminRows(all, claims, clock());
    },

    async register(admin: string, input: RegisterVestingInput): Promise<RegisterVestingReply> {
      const id = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('vesting_schedule')
          .values({
            beneficiary: input.address,
            pool_type: input.poolType,
            title: input.title,
            total: input.total,
            started_at: new Date(input.started * 1000),
            cliff_seconds: input.cliff || null,
            frequency_seconds: input.frequency,
            count: input.count,
            created_by: admin,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { publicKey: _caller, ...fields } = input;
        await trx
          .insertInto('vesting_admin_log')
          .values({ admin, action: 'register', vesting_id: id, details: JSON.stringify(fields) })
          .execute();
        return String(id);
      });
      return { result: 1, vesting: await rowOf(id, clock()) };
    },

    /** Freezes what has unlocked so far; the holder can still claim it. Stops once. */
    async stop(admin: string, vestingId: string): Promise<RegisterVestingReply> {
      const at = clock();
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('vesting_schedule')
          .select(['id', 'stopped_at'])
          .where('id', '=', vestingId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return 'vesting_not_found' as const;
        if (row.stopped_at !== null) return 'already_stopped' as const;
        await trx
          .updateTable('vesting_schedule')
          .set({ stopped_at: new Date(at * 1000), stopped_by: admin })
          .where('id', '=', vestingId)
          .execute();
        await trx
          .insertInto('vesting_admin_log')
          .values({
            admin,
            action: 'stop',
            vesting_id: vestingId,
            details: JSON.stringify({ stoppedAt: at }),
          })
          .execute();
        return 'stopped' as const;
      });
      if (outcome !== 'stopped') return refuse(vestingEndpoints.stop, outcome);
      return { result: 1, vesting: await rowOf(vestingId, at) };
    },

    async log(): Promise<VestingLogReply['log']> {
      const rows = await db
        .selectFrom('vesting_admin_log as l')
        .innerJoin('vesting_schedule as s', 's.id', 'l.vesting_id')
        .select(['l.id', 'l.admin', 'l.action', 'l.vesting_id', 'l.created_at', 's.title', 's.beneficiary'])
        .orderBy('l.id', 'desc')
        .limit(ADMIN_LOG_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: String(row.id),
        admin: row.admin,
        action: row.action,
        vestingId: String(row.vesting_id),
        title: row.title,
        beneficiary: row.beneficiary,
        at: Math.floor(row.created_at.getTime() / 1000),
      }));
    },
  };
}
