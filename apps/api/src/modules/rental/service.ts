import {
  type Rent,
  type RentActionReply,
  type RentedDrago,
  rentalEndpoints,
} from '@kingdoms/shared/api/rental';
import {
  durationOfExpireTime,
  isRentalRatio,
  RENT_STATUS_ACTIVE,
  RENT_STATUS_CANCELLED,
  RENTAL_SIGNATURE_FUTURE_SKEW_SECONDS,
  RENTAL_SIGNATURE_TTL_SECONDS,
  type RentalMessageFields,
  rentalMessage,
} from '@kingdoms/shared/rental';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import type {
  SignedActionKind,
  SignedActionRefusal,
  SignedActionVerdict,
  SignedActionVerifier,
} from '../auth';
import type { PayoutAsset } from '../payouts';
import type { RentalTable } from './tables';

/** Status of a status-1 rental that expired and was superseded by a new one. */
export const RENT_STATUS_ENDED = 2;

/** Rental profit is paid in Arena-Z's DST (DstPayout). */
export const RENTAL_PAYOUT_ASSET: PayoutAsset = { network: 'arenaz', token: 'DST' };

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The indexed owner of a drago (the dragos module), or undefined when no such drago is known. */
export type DragoOwnerLookup = (
  db: Kysely<Database>,
  tokenId: number,
) => Promise<{ network: number; owner: string } | undefined>;

export interface RentalDeps {
  ownerOf: DragoOwnerLookup;
  /** The chain id of a network index in this deployment (the chain id the message names). */
  chainIdOf(network: number): number | undefined;
  /** The API's signed-action check (`ctx.services.auth`), its signature asked on the chain the message names. */
  verifySignedAction: SignedActionVerifier;
}

/** A lender's rent or cancel message: accepted once, within its freshness window. */
export const RENTAL_SIGNED_ACTION: SignedActionKind<RentalMessageFields> = {
  name: 'rental',
  message: rentalMessage,
  ttlSeconds: RENTAL_SIGNATURE_TTL_SECONDS,
  futureSkewSeconds: RENTAL_SIGNATURE_FUTURE_SKEW_SECONDS,
};

const SIGNATURE_REFUSALS = {
  invalid_signature: 'rental_signature_invalid',
  expired: 'rental_signature_expired',
} as const satisfies Record<SignedActionRefusal, keyof typeof rentalEndpoints.rentCancel.errors>;

/** Checks a rental message signed by `address` for `chainId`. */
function verifyRentalSignature(
  deps: RentalDeps,
  fields: RentalMessageFields,
  address: string,
  signature: string,
  now: Date,
): Promise<SignedActionVerdict> {
  return deps.verifySignedAction(
    RENTAL_SIGNED_ACTION,
    { fields, chainId: fields.chainId, address, signature },
    now,
  );
}

type RentalRow = Selectable<RentalTable>;

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

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

export const rentedDrago = (row: RentalRow): RentedDrago => ({
  tokenId: Number(row.token_id),
  network: row.network,
  rent: rentOfRow(row),
});

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
  if (!isRentalRatio(input.shareRatio) || !days)
    return refuse(rentalEndpoints.rentDirect, 'invalid_rental_terms');
  if (input.rentAddress === ZERO_ADDRESS) return refuse(rentalEndpoints.rentDirect, 'rentee_zero_address');
  const drago = await deps.ownerOf(db, input.tokenId);
  const chainId = drago ? deps.chainIdOf(drago.network) : undefined;
  if (!drago || chainId === undefined) return refuse(rentalEndpoints.rentDirect, 'drago_not_owned');

  const fields: RentalMessageFields = {
    action: 'rent',
    rentee: input.rentAddress,
    tokenId: input.tokenId,
    shareRatio: input.shareRatio,
    expireTime: input.expireTime,
    chainId,
    issuedAt: input.issuedAt,
  };
  const signed = await verifyRentalSignature(deps, fields, input.address, input.signed, now);
  if (!signed.ok) return refuse(rentalEndpoints.rentDirect, SIGNATURE_REFUSALS[signed.refusal]);
  if (drago.owner.toLowerCase() !== input.address)
    return refuse(rentalEndpoints.rentDirect, 'drago_not_owned');
  if (input.rentAddress === input.address) return refuse(rentalEndpoints.rentDirect, 'rentee_is_owner');

  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await signed.record(trx))) return refuse(rentalEndpoints.rentDirect, 'rental_signature_replayed');
      const open = await trx
        .selectFrom('rental')
        .selectAll()
        .where('token_id', '=', String(input.tokenId))
        .where('status', '=', RENT_STATUS_ACTIVE)
        .forUpdate()
        .executeTakeFirst();
      if (open && open.expire_date.getTime() > now.getTime())
        return refuse(rentalEndpoints.rentDirect, 'drago_already_rented');
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
    if (isUniqueViolation(error)) return refuse(rentalEndpoints.rentDirect, 'drago_already_rented');
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
  if (!open || chainId === undefined) return refuse(rentalEndpoints.rentCancel, 'not_rented');
  const fields: RentalMessageFields = {
    action: 'cancel',
    rentee: input.rentAddress,
    tokenId: input.tokenId,
    chainId,
    issuedAt: input.issuedAt,
  };
  const signed = await verifyRentalSignature(deps, fields, input.address, input.signed, now);
  if (!signed.ok) return refuse(rentalEndpoints.rentCancel, SIGNATURE_REFUSALS[signed.refusal]);
  if (open.expire_date.getTime() <= now.getTime()) return refuse(rentalEndpoints.rentCancel, 'not_rented');
  if (open.lender !== input.address || open.rentee !== input.rentAddress)
    return refuse(rentalEndpoints.rentCancel, 'not_rental_lender');

  return db.transaction().execute(async (trx) => {
    if (!(await signed.record(trx))) return refuse(rentalEndpoints.rentCancel, 'rental_signature_replayed');
    const cancelled = await trx
      .updateTable('rental')
      .set({ status: RENT_STATUS_CANCELLED, ended_at: now })
      .where('id', '=', open.id)
      .where('status', '=', RENT_STATUS_ACTIVE)
      .executeTakeFirst();
    if (cancelled.numUpdatedRows !== 1n) return refuse(rentalEndpoints.rentCancel, 'not_rented');
    return { result: 1 as const };
  });
}
