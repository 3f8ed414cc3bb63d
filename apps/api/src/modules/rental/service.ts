import { failure } from '@kingdoms/shared/api/envelope';
import type {
  MiningReportReply,
  Rent,
  RentActionReply,
  RentalErrorCode,
  RentalHistoryEntry,
  RentedDrago,
} from '@kingdoms/shared/api/rental';
import { clampPage, lastPage, PAGE_SIZES, pageCount } from '@kingdoms/shared/pagination';
import {
  CLAIM_BELOW_MINIMUM_MESSAGE,
  canClaim,
  claimDstBaseUnits,
  claimDstText,
  durationOfExpireTime,
  isFreshRentalSignature,
  isRentalRatio,
  ownerProfit,
  RENT_STATUS_ACTIVE,
  RENT_STATUS_CANCELLED,
  rentalMessage,
} from '@kingdoms/shared/rental';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { hashMessage } from 'viem';
import type { Database } from '../../db/schema';
import type { WalletSignatureVerifier } from '../auth';
import { type PayoutAsset, queuePayout } from '../payouts';
import type { RentalTable } from './tables';

/** Status of a status-1 rental that expired and was superseded by a new one. */
export const RENT_STATUS_ENDED = 2;

/** Rental profit is paid in Arena-Z's DST (DstPayout). */
export const RENTAL_PAYOUT_ASSET: PayoutAsset = { network: 'arenaz', token: 'DST' };

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Log texts of the rental's domain failures; the web shows its catalogue text error.<code>. */
export const RENTAL_MESSAGES = {
  rental_signature_invalid: 'The signature does not match this wallet and rental.',
  rental_signature_expired: 'The signature has expired. Please sign the rental again.',
  rental_signature_replayed: 'This signature was already used. Please sign the rental again.',
  drago_not_owned: 'This drago is not yours.',
  drago_already_rented: 'This drago is already rented.',
  rentee_is_owner: 'You cannot rent a drago to yourself.',
  rentee_zero_address: 'The rentee address cannot be the zero address.',
  invalid_rental_terms: 'Choose a ratio from 9:1 to 1:9 and a duration of 7, 30, 90 or 365 days.',
  not_rented: 'This drago is not rented.',
  not_rental_lender: 'Only the lender can cancel this rental.',
  claim_below_minimum: CLAIM_BELOW_MINIMUM_MESSAGE,
  rental_payout_unavailable: 'Rental profit payouts are not available on this server right now.',
  mining_unauthorized: 'This internal endpoint needs the mining secret.',
} as const satisfies Record<RentalErrorCode, string>;

export function refuse(code: RentalErrorCode) {
  return failure(code, RENTAL_MESSAGES[code]);
}

/** The indexed owner of a drago (the dragos module), or undefined when no such drago is known. */
export type DragoOwnerLookup = (
  db: Kysely<Database>,
  tokenId: number,
) => Promise<{ network: number; owner: string } | undefined>;

export interface RentalDeps {
  ownerOf: DragoOwnerLookup;
  /** The chain id of a network index in this deployment (the chain id the message names). */
  chainIdOf(network: number): number | undefined;
  /** The API's signature check (auth), asked on the chain the message names. */
  verifySignature: WalletSignatureVerifier;
}

type RentalRow = Selectable<RentalTable>;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A rental row as the drago replies carry it (dragoRentSchema). */
export function rentOfRow(row: RentalRow): Rent {
  return {
    status: row.status,
    from: row.lender,
    to: row.rentee,
    startDate: seconds(row.start_date),
    expireDate: seconds(row.expire_date),
    profitShareRatio: row.share_ratio,
    stats: { currentDSA: Number(row.current_dsa), currentProfit: Number(row.current_profit) },
  };
}

const rentedDrago = (row: RentalRow): RentedDrago => ({
  tokenId: Number(row.token_id),
  network: row.network,
  rent: rentOfRow(row),
});

/** Stores a signed message's hash; false when it was used before. */
async function useSignature(trx: Transaction<Database>, message: string, address: string, now: Date) {
  const fresh = await trx
    .insertInto('rental_signature')
    .values({ message_hash: hashMessage(message), address, used_at: now })
    .onConflict((oc) => oc.column('message_hash').doNothing())
    .returning('message_hash')
    .executeTakeFirst();
  return !!fresh;
}

export interface RentInput {
  address: string;
  rentAddress: string;
  tokenId: number;
  expireTime: number;
  shareRatio: number;
  signed: string;
  issuedAt: string;
}

/**
 * {game}/drago/rent/direct: the caller (proved by the signature, not the body) rents out a drago
 * it owns by the index. An expired status-1 rental is ended (status 2) and the drago rented again;
 * an active one refuses. The message is accepted once, within its freshness window.
 */
export async function rentDrago(
  db: Kysely<Database>,
  deps: RentalDeps,
  input: RentInput,
  now: Date = new Date(),
): Promise<RentActionReply> {
  const days = durationOfExpireTime(input.expireTime);
  if (!isRentalRatio(input.shareRatio) || !days) return refuse('invalid_rental_terms');
  if (input.rentAddress === ZERO_ADDRESS) return refuse('rentee_zero_address');
  const drago = await deps.ownerOf(db, input.tokenId);
  const chainId = drago ? deps.chainIdOf(drago.network) : undefined;
  if (!drago || chainId === undefined) return refuse('drago_not_owned');

  const message = rentalMessage({
    action: 'rent',
    rentee: input.rentAddress,
    tokenId: input.tokenId,
    shareRatio: input.shareRatio,
    expireTime: input.expireTime,
    chainId,
    issuedAt: input.issuedAt,
  });
  if (!(await deps.verifySignature({ chainId, address: input.address, message, signature: input.signed }))) {
    return refuse('rental_signature_invalid');
  }
  if (!isFreshRentalSignature(new Date(input.issuedAt), now)) return refuse('rental_signature_expired');
  if (drago.owner.toLowerCase() !== input.address) return refuse('drago_not_owned');
  if (input.rentAddress === input.address) return refuse('rentee_is_owner');

  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await useSignature(trx, message, input.address, now))) return refuse('rental_signature_replayed');
      const open = await trx
        .selectFrom('rental')
        .selectAll()
        .where('token_id', '=', String(input.tokenId))
        .where('status', '=', RENT_STATUS_ACTIVE)
        .forUpdate()
        .executeTakeFirst();
      if (open && open.expire_date.getTime() > now.getTime()) return refuse('drago_already_rented');
      if (open) {
        await trx
          .updateTable('rental')
          .set({ status: RENT_STATUS_ENDED, ended_at: now })
          .where('id', '=', open.id)
          .execute();
      }
      await trx
        .insertInto('rental')
        .values({
          token_id: input.tokenId,
          network: drago.network,
          lender: input.address,
          rentee: input.rentAddress,
          share_ratio: input.shareRatio,
          expire_time: input.expireTime,
          start_date: now,
          expire_date: new Date(now.getTime() + input.expireTime * 1000),
          status: RENT_STATUS_ACTIVE,
        })
        .execute();
      return { result: 1 as const };
    });
  } catch (error) {
    // Another rent of the same drago committed first (the one-open-rental unique index).
    if (isUniqueViolation(error)) return refuse('drago_already_rented');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface CancelInput {
  address: string;
  rentAddress: string;
  tokenId: number;
  signed: string;
  issuedAt: string;
}

/** {game}/drago/rent/cancel: only the lender of a rental not expired, naming its rentee. */
export async function cancelRental(
  db: Kysely<Database>,
  deps: RentalDeps,
  input: CancelInput,
  now: Date = new Date(),
): Promise<RentActionReply> {
  const open = await db
    .selectFrom('rental')
    .selectAll()
    .where('token_id', '=', String(input.tokenId))
    .where('status', '=', RENT_STATUS_ACTIVE)
    .executeTakeFirst();
  const chainId = open ? deps.chainIdOf(open.network) : undefined;
  if (!open || chainId === undefined) return refuse('not_rented');
  const message = rentalMessage({
    action: 'cancel',
    rentee: input.rentAddress,
    tokenId: input.tokenId,
    chainId,
    issuedAt: input.issuedAt,
  });
  if (!(await deps.verifySignature({ chainId, address: input.address, message, signature: input.signed }))) {
    return refuse('rental_signature_invalid');
  }
  if (!isFreshRentalSignature(new Date(input.issuedAt), now)) return refuse('rental_signature_expired');
  if (open.expire_date.getTime() <= now.getTime()) return refuse('not_rented');
  if (open.lender !== input.address || open.rentee !== input.rentAddress) return refuse('not_rental_lender');

  return db.transaction().execute(async (trx) => {
    if (!(await useSignature(trx, message, input.address, now))) return refuse('rental_signature_replayed');
    const cancelled = await trx
      .updateTable('rental')
      .set({ status: RENT_STATUS_CANCELLED, ended_at: now })
      .where('id', '=', open.id)
      .where('status', '=', RENT_STATUS_ACTIVE)
      .executeTakeFirst();
    if (cancelled.numUpdatedRows !== 1n) return refuse('not_rented');
    return { result: 1 as const };
  });
}

export interface MiningReport {
  reportId: string;
  tokenId: number;
  delta: number;
  minedAt?: string | undefined;
}

/**
 * The game's report of DSA a rented drago mined: credited to the rental running at `minedAt`
 * (started by then, not yet expired, cancelled or superseded), split by its ratio (the owner's
 * share rounded down is the lender's profit). The report row goes in first under its primary key,
 * so a repeated or concurrent report with the same id changes nothing.
 */
export async function recordMining(
  db: Kysely<Database>,
  report: MiningReport,
  now: Date = new Date(),
): Promise<MiningReportReply> {
  const minedAt = report.minedAt ? new Date(report.minedAt) : now;
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('rental_mining')
      .innerJoin('rental', 'rental.id', 'rental_mining.rental_id')
      .select(['rental.current_dsa', 'rental.current_profit'])
      .where('rental_mining.report_id', '=', report.reportId)
      .executeTakeFirst();
    if (known) return figures(known, true);

    const rental = await trx
      .selectFrom('rental')
      .selectAll()
      .where('token_id', '=', String(report.tokenId))
      .where('start_date', '<=', minedAt)
      .where('expire_date', '>', minedAt)
      .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', minedAt)]))
      .orderBy('start_date', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!rental) return refuse('not_rented');

    const profit = ownerProfit(report.delta, rental.share_ratio);
    const inserted = await trx
      .insertInto('rental_mining')
      .values({
        report_id: report.reportId,
        rental_id: String(rental.id),
        token_id: report.tokenId,
        lender: rental.lender,
        rentee: rental.rentee,
        delta: report.delta,
        profit,
        mined_at: minedAt,
      })
      .onConflict((oc) => oc.column('report_id').doNothing())
      .returning('report_id')
      .executeTakeFirst();
    if (!inserted) {
      // The same report id committed by a concurrent call while this one waited.
      const current = await trx
        .selectFrom('rental')
        .select(['current_dsa', 'current_profit'])
        .where('id', '=', rental.id)
        .executeTakeFirstOrThrow();
      return figures(current, true);
    }
    const updated = await trx
      .updateTable('rental')
      .set({
        current_dsa: sql`current_dsa + ${report.delta}`,
        current_profit: sql`current_profit + ${profit}`,
      })
      .where('id', '=', rental.id)
      .returning(['current_dsa', 'current_profit'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rental_account')
      .values({ address: rental.lender, earned: profit, claimed: 0 })
      .onConflict((oc) =>
        oc.column('address').doUpdateSet({ earned: sql`rental_account.earned + ${profit}` }),
      )
      .execute();
    return figures(updated, false);
  });
}

const figures = (row: { current_dsa: string; current_profit: string }, duplicate: boolean) => ({
  result: 1 as const,
  duplicate,
  currentDSA: Number(row.current_dsa),
  currentProfit: Number(row.current_profit),
});

/** {game}/drago/rent/info: a lender's unclaimed profit in whole DSA. */
export async function unclaimedProfit(db: Kysely<Database>, address: string): Promise<number> {
  if (!address) return 0;
  const account = await db
    .selectFrom('rental_account')
    .select(['earned', 'claimed'])
    .where('address', '=', address)
    .executeTakeFirst();
  return account ? Number(BigInt(account.earned) - BigInt(account.claimed)) : 0;
}

export type ClaimOutcome =
  | { ok: true; payoutId: string; dsa: number; dst: string; amount: bigint }
  | { ok: false; code: 'claim_below_minimum' };

/**
 * {game}/drago/rent/claim: everything unclaimed, at least 1000 DSA, becomes one DST payout of
 * (unclaimed − 10) / 100 DST. The account row is locked for the transaction, so concurrent claims
 * run one after the other and only the first finds anything: one payout.
 */
export async function claimProfit(db: Kysely<Database>, address: string): Promise<ClaimOutcome> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('rental_account')
      .select(['earned', 'claimed'])
      .where('address', '=', address)
      .forUpdate()
      .executeTakeFirst();
    const unclaimed = account ? BigInt(account.earned) - BigInt(account.claimed) : 0n;
    if (!canClaim(unclaimed)) return { ok: false, code: 'claim_below_minimum' } as const;
    await trx
      .updateTable('rental_account')
      .set({ claimed: sql`claimed + ${unclaimed}` })
      .where('address', '=', address)
      .execute();
    const amount = claimDstBaseUnits(unclaimed);
    const payoutId = await queuePayout(trx, {
      ...RENTAL_PAYOUT_ASSET,
      recipient: address,
      amount,
      purpose: 'rental_profit',
    });
    return { ok: true, payoutId, dsa: Number(unclaimed), dst: claimDstText(unclaimed), amount } as const;
  });
}

/** {game}/drago/rent/manage/list: the lender's status-1 rentals, newest first, 5 per page. */
export async function manageList(
  db: Kysely<Database>,
  address: string,
  page: number,
): Promise<{ dragos: RentedDrago[]; numPage: number }> {
  if (!address) return { dragos: [], numPage: 0 };
  const base = db.selectFrom('rental').where('lender', '=', address).where('status', '=', RENT_STATUS_ACTIVE);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const size = PAGE_SIZES.rentalManage;
  const current = clampPage(page, lastPage(Number(count), size));
  const rows = await base
    .selectAll()
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return { dragos: rows.map(rentedDrago), numPage: pageCount(Number(count), size) };
}

/** {game}/drago/rent/manage/history: the DSA mined by the lender's rentals, newest first, 10 per page. */
export async function miningHistory(
  db: Kysely<Database>,
  address: string,
  page: number,
): Promise<{ history: RentalHistoryEntry[]; numPage: number }> {
  if (!address) return { history: [], numPage: 0 };
  const base = db.selectFrom('rental_mining').where('lender', '=', address);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const size = PAGE_SIZES.rentalHistory;
  const current = clampPage(page, lastPage(Number(count), size));
  const rows = await base
    .select(['rentee', 'token_id', 'delta', 'mined_at'])
    .orderBy('mined_at', 'desc')
    .orderBy('report_id')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return {
    history: rows.map((row) => ({
      to: row.rentee,
      dragoTokenId: Number(row.token_id),
      delta: Number(row.delta),
      logDate: seconds(row.mined_at),
    })),
    numPage: pageCount(Number(count), size),
  };
}

/** {nft}/drago/rent/list: rentals not expired where the wallet is the lender or the rentee. */
export async function rentedDragos(
  db: Kysely<Database>,
  address: string,
  now = new Date(),
): Promise<RentedDrago[]> {
  if (!address) return [];
  const rows = await db
    .selectFrom('rental')
    .selectAll()
    .where('status', '=', RENT_STATUS_ACTIVE)
    .where('expire_date', '>', now)
    .where((eb) => eb.or([eb('lender', '=', address), eb('rentee', '=', address)]))
    .orderBy('token_id')
    .execute();
  return rows.map(rentedDrago);
}

/**
 * The `rent` of a drago for the drago replies: its status-1 rental (running, or expired: the rules
 * then count it as not rented), or null when it has none.
 */
export async function rentOf(db: Kysely<Database>, tokenId: number): Promise<Rent | null> {
  const row = await db
    .selectFrom('rental')
    .selectAll()
    .where('token_id', '=', String(tokenId))
    .where('status', '=', RENT_STATUS_ACTIVE)
    .executeTakeFirst();
  return row ? rentOfRow(row) : null;
}

/** rentOf for many dragos at once (the inventory): token id → rent. */
export async function rentsOf(db: Kysely<Database>, tokenIds: readonly number[]): Promise<Map<number, Rent>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rental')
    .selectAll()
    .where('token_id', 'in', tokenIds.map(String))
    .where('status', '=', RENT_STATUS_ACTIVE)
    .execute();
  return new Map(rows.map((row) => [Number(row.token_id), rentOfRow(row)]));
}
