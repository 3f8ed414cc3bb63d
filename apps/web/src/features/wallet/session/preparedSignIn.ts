import { SIWE_NONCE_TTL_SECONDS } from '@kingdoms/shared/api/auth';
import type { Address } from 'viem';

/**
 * A Sign-In with Ethereum message made before the player taps (issue 44): its nonce is fetched
 * when the wallet connects and again before the server forgets it, so the tap asks the wallet to
 * sign at once. On iOS, network work between the tap and the wallet request can keep the
 * WalletConnect deep link from opening the wallet (wagmi#877).
 */
export interface PreparedSignIn {
  /** Lowercase, as sessions name it. */
  readonly address: string;
  /** As the wallet signs for it. */
  readonly checksumAddress: Address;
  readonly chainId: number;
  /** The EIP-4361 message, with the server's nonce. */
  readonly message: string;
  /** When to stop offering it (ms since the epoch): the nonce's end less the margin. */
  readonly usableUntil: number;
}

/**
 * A prepared message is renewed this long before its nonce ends (`SIWE_NONCE_TTL_SECONDS`), so a
 * signature made at the last moment, and the verify after it, still find the nonce.
 */
export const PREPARED_SIGN_IN_MARGIN_MS = 60_000;

/** Until when a message whose nonce was asked for at `askedAt` may be offered. */
export function preparedUsableUntil(askedAt: number): number {
  return askedAt + SIWE_NONCE_TTL_SECONDS * 1000 - PREPARED_SIGN_IN_MARGIN_MS;
}

/** Whether `prepared` may be signed now for this wallet on this chain. */
export function preparedServes(
  prepared: PreparedSignIn | undefined,
  address: string,
  chainId: number,
  now = Date.now(),
): prepared is PreparedSignIn {
  return (
    prepared !== undefined &&
    prepared.address === address.toLowerCase() &&
    prepared.chainId === chainId &&
    prepared.usableUntil > now
  );
}

/** How long until `prepared` must be renewed (at least a second, so a late clock cannot spin). */
export function preparedRefreshDelayMs(prepared: PreparedSignIn, now = Date.now()): number {
  return Math.max(1_000, prepared.usableUntil - now);
}

/** The query caching the prepared message of a wallet on a chain. */
export const preparedSignInKey = (address: string, chainId: number) =>
  ['wallet', 'sign-in-prepared', address, chainId] as const;
