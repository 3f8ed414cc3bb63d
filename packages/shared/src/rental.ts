/**
 * Drago rental rules (spec 2 §3 "Rent" and the rental form, §4 "Rental state" and "Claim profit",
 * §5, §6, §9). Pure: the API decides with them and the web shows the same figures and texts.
 */

/** Spec 2 §3: rent.status 1 is an active rental (0: cancelled). */
export const RENT_STATUS_ACTIVE = 1;
export const RENT_STATUS_CANCELLED = 0;

/**
 * The part of a drago's `rent` the rules read. A number date is Unix seconds (as the drago replies
 * carry it); a Date or an ISO string also do.
 */
export interface RentState {
  readonly status: number;
  /** The lender (the owner who rented the drago out). */
  readonly from: string;
  /** The rentee. */
  readonly to?: string;
  readonly expireDate: string | number | Date;
}

/** Epoch milliseconds of a rent date. */
const time = (value: string | number | Date): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value * 1000 : Date.parse(value);

const same = (a: string | undefined, b: string | undefined): boolean =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Spec 2 §4: rented while rent.status is 1 and the expiry is in the future. */
export function isRented(rent: RentState | null | undefined, now: Date = new Date()): boolean {
  return !!rent && rent.status === RENT_STATUS_ACTIVE && time(rent.expireDate) > now.getTime();
}

/** A status-1 rental whose expiry has passed: it counts as not rented, the lender may act again. */
export function isExpiredRental(rent: RentState | null | undefined, now: Date = new Date()): boolean {
  return !!rent && rent.status === RENT_STATUS_ACTIVE && time(rent.expireDate) <= now.getTime();
}

/**
 * Spec 2 §4 "mine": if rented, only the lender (`from`); otherwise the owner, or the lender of an
 * expired rental. An empty address (no wallet) owns nothing.
 */
export function isMine(
  drago: { readonly owner: string; readonly rent?: RentState | null },
  address: string,
  now: Date = new Date(),
): boolean {
  if (!address) return false;
  if (isRented(drago.rent, now)) return same(drago.rent?.from, address);
  return same(drago.owner, address) || (isExpiredRental(drago.rent, now) && same(drago.rent?.from, address));
}

/**
 * Spec 2 §2/§6: RENTAL for "mine" and not rented, CANCEL RENTAL for "mine" and rented; nothing
 * for anyone else (the rentee only sees the rental block).
 */
export function rentalAction(
  drago: { readonly owner: string; readonly rent?: RentState | null },
  address: string,
  now: Date = new Date(),
): 'rent' | 'cancel' | undefined {
  if (!isMine(drago, address, now)) return undefined;
  return isRented(drago.rent, now) ? 'cancel' : 'rent';
}

/** Spec 2 §3/§9: the owner's share of 10, options 9:1 down to 1:9 (owner:rentee). */
export const RENTAL_RATIOS = [9, 8, 7, 6, 5, 4, 3, 2, 1] as const;
export type RentalRatio = (typeof RENTAL_RATIOS)[number];
/** Spec 2 §3: the form starts at 5:5. */
export const DEFAULT_RENTAL_RATIO: RentalRatio = 5;
/** The share ratio's whole: profitShareRatio is the owner's share of 10. */
export const RATIO_WHOLE = 10;

export function isRentalRatio(value: number): value is RentalRatio {
  return (RENTAL_RATIOS as readonly number[]).includes(value);
}

/** Spec 2 §9 "ratio times 10 versus the remainder of 10": 5 → '5:5', 9 → '9:1'. */
export function ratioLabel(ownerShare: number): string {
  return `${ownerShare}:${RATIO_WHOLE - ownerShare}`;
}

/** Spec 2 §3/§9: rental durations in days; the form starts at 30. */
export const RENTAL_DURATION_DAYS = [7, 30, 90, 365] as const;
export type RentalDurationDays = (typeof RENTAL_DURATION_DAYS)[number];
export const DEFAULT_RENTAL_DURATION_DAYS: RentalDurationDays = 30;
export const SECONDS_PER_DAY = 86_400;

/** Spec 2 §7: expireTime = days × 86400 seconds. */
export function expireTimeOf(days: RentalDurationDays): number {
  return days * SECONDS_PER_DAY;
}

/** The duration an expireTime stands for, or undefined when it is not one of the options. */
export function durationOfExpireTime(expireTime: number): RentalDurationDays | undefined {
  return RENTAL_DURATION_DAYS.find((days) => expireTimeOf(days) === expireTime);
}

/** Spec 2 §5/§9: at least 1000 DSA to claim. */
export const CLAIM_MINIMUM_DSA = 1000;
/** Spec 2 §9: a claim costs 0.1 DST, i.e. 10 DSA. */
export const CLAIM_FEE_DSA = 10;
/** Spec 2 §9: 100 DSA = 1 DST. */
export const DSA_PER_DST = 100;
/** DST has 18 decimals: one DSA is 10^16 DST base units. */
export const DST_BASE_UNITS_PER_DSA = 10n ** 16n;

/** Spec 2 §5, word for word. */
export const CLAIM_BELOW_MINIMUM_MESSAGE = 'You can only claim DSA if you have more than 1000 DSA.';

/** Spec 2 §4/§5: a claim needs at least CLAIM_MINIMUM_DSA unclaimed. */
export function canClaim(unclaimedDsa: number | bigint): boolean {
  return wholeDsa(unclaimedDsa) >= BigInt(CLAIM_MINIMUM_DSA);
}

/** DSA as a whole bigint (fractions dropped; NaN and infinities count as 0). */
function wholeDsa(value: number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  return Number.isFinite(value) ? BigInt(Math.trunc(value)) : 0n;
}

/** Whole DSA left after the fee, never below 0. */
function afterFee(unclaimedDsa: number | bigint): bigint {
  const rest = wholeDsa(unclaimedDsa) - BigInt(CLAIM_FEE_DSA);
  return rest > 0n ? rest : 0n;
}

/** Spec 2 §4: X = (unclaimed − 10) / 100 with 2 decimals, e.g. 1234 → '12.24'. */
export function claimDstText(unclaimedDsa: number | bigint): string {
  const cents = afterFee(unclaimedDsa);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** The DST base units a claim of `unclaimedDsa` pays: (unclaimed − fee) × 10^16. */
export function claimDstBaseUnits(unclaimedDsa: number | bigint): bigint {
  return afterFee(unclaimedDsa) * DST_BASE_UNITS_PER_DSA;
}

/** Spec 2 §4: the success message. */
export function claimSuccessMessage(unclaimedDsa: number | bigint): string {
  return `You will receive ${claimDstText(unclaimedDsa)} DST.`;
}

/**
 * The owner's profit of `minedDsa` whole DSA at `ownerShare` of 10, rounded down (the remainder
 * stays with the rentee in the game): currentProfit of the spec's rows.
 */
export function ownerProfit(minedDsa: number, ownerShare: number): number {
  return Math.floor((minedDsa * ownerShare) / RATIO_WHOLE);
}

/** Spec 2 §3/§5: the warning of the rental form. */
export const RENTAL_MINTING_WARNING =
  'Changing ownership or rental status cancels any ongoing resource minting with the drago.';

export const RENTAL_ACTIONS = ['rent', 'cancel'] as const;
export type RentalAction = (typeof RENTAL_ACTIONS)[number];

export interface RentalMessageFields {
  readonly action: RentalAction;
  /** The rentee's address (any case; the message has it in lowercase). */
  readonly rentee: string;
  readonly tokenId: number | string;
  /** rent only: the owner's share of 10. */
  readonly shareRatio?: number;
  /** rent only: seconds (days × 86400). */
  readonly expireTime?: number;
  /** The chain id of the drago's network. */
  readonly chainId: number;
  /** ISO time the wallet put in the message. */
  readonly issuedAt: string;
}

/**
 * The text a lender signs (personal_sign) to rent out or cancel. Its first line is the spec's
 * text, `lowercase(rentee) + '_' + tokenId`, which alone could be replayed by anyone who saw it;
 * the lines after it bind the action, the terms, the chain and a time, and the API accepts each
 * message once within RENTAL_SIGNATURE_TTL_SECONDS of its issuedAt.
 */
export function rentalMessage(fields: RentalMessageFields): string {
  const lines = [
    `${fields.rentee.toLowerCase()}_${fields.tokenId}`,
    'Kingdoms Portal drago rental',
    `Action: ${fields.action}`,
  ];
  if (fields.action === 'rent') {
    lines.push(`Share Ratio: ${fields.shareRatio}`, `Expire Time: ${fields.expireTime}`);
  }
  lines.push(`Chain ID: ${fields.chainId}`, `Issued At: ${fields.issuedAt}`);
  return lines.join('\n');
}

/** A rental signature is accepted this long after its issuedAt (and 60 s before, for clock skew). */
export const RENTAL_SIGNATURE_TTL_SECONDS = 10 * 60;
export const RENTAL_SIGNATURE_FUTURE_SKEW_SECONDS = 60;

/** True when `issuedAt` is within the accepted window around `now`. */
export function isFreshRentalSignature(issuedAt: Date, now: Date): boolean {
  const age = now.getTime() - issuedAt.getTime();
  if (Number.isNaN(age)) return false;
  return age <= RENTAL_SIGNATURE_TTL_SECONDS * 1000 && -age <= RENTAL_SIGNATURE_FUTURE_SKEW_SECONDS * 1000;
}
