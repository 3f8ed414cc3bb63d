import { AUTH_ERROR_CODES } from '@kingdoms/shared/api/auth';
import { BRIDGE_ERROR_CODES } from '@kingdoms/shared/api/bridge';
import { CHAIN_INDEXER_ERROR_CODES } from '@kingdoms/shared/api/chainIndexer';
import { DRAGO_ERROR_CODES } from '@kingdoms/shared/api/dragos';
import { HTTP_ERROR_CODES } from '@kingdoms/shared/api/envelope';
import { MIGRATION_ERROR_CODES } from '@kingdoms/shared/api/migration';
import { RENTAL_ERROR_CODES } from '@kingdoms/shared/api/rental';
import { ROULETTE_ERROR_CODES } from '@kingdoms/shared/api/roulette';
import { STAKING_ERROR_CODES } from '@kingdoms/shared/api/staking';
import { SUBSCRIBE_ERROR_CODES } from '@kingdoms/shared/api/subscribe';
import { VESTING_ERROR_CODES } from '@kingdoms/shared/api/vesting';

/** Every `err.code` the API can answer, from the shared schemas. */
export const SERVER_ERROR_CODES = [
  ...new Set([
    ...HTTP_ERROR_CODES,
    ...AUTH_ERROR_CODES,
    ...STAKING_ERROR_CODES,
    ...SUBSCRIBE_ERROR_CODES,
    ...MIGRATION_ERROR_CODES,
    ...CHAIN_INDEXER_ERROR_CODES,
    ...VESTING_ERROR_CODES,
    ...RENTAL_ERROR_CODES,
    ...DRAGO_ERROR_CODES,
    ...ROULETTE_ERROR_CODES,
    ...BRIDGE_ERROR_CODES,
  ]),
];

/** Failures the browser itself names: the wallet, the chain, the network, the sign-in SDKs. */
export const CLIENT_ERROR_CODES = [
  /** the API could not be reached (offline, DNS, server down) */
  'network_error',
  /** anything without a better text: an unknown code, a 5xx without envelope, a malformed reply */
  'request_failed',
  /** the wallet refused a transaction (EIP-1193 4001): 'Transaction canceled by user.' */
  'canceled',
  /** the wallet refused to sign a message (a comment, a sign-in) */
  'signature_canceled',
  /** the contract refused; {{reason}} is the decoded revert reason or custom error */
  'reverted',
  /** not enough native coin for value + gas */
  'insufficient_funds',
  /** any other wallet or RPC failure; {{reason}} is its short message */
  'tx_failed',
  /** a sent transaction's nonce went to a 0-value transaction to the sender (cancelled in the wallet) */
  'tx_cancelled',
  /** a sent transaction vanished from the node for longer than TX_DROPPED_AFTER_MS */
  'tx_dropped',
  /** the wallet could not switch to the needed network */
  'switch_failed',
  /** connecting a wallet: the extension is not installed ('No provider found') */
  'no_provider',
  /** connecting a wallet: it needs an id this site has not configured */
  'needs_config',
  /** connecting a wallet: its SDK could not be downloaded */
  'sdk_unavailable',
  /** connecting a wallet: its SDK's cloud service could not be reached */
  'sdk_unreachable',
  /** connecting a wallet: the browser blocked its sign-in window */
  'sdk_popup_blocked',
  /** connecting a wallet: any other failure */
  'connect_failed',
  /** migration: the social sign-in did not produce a credential */
  'login_failed',
] as const;

export const ERROR_CODES: readonly string[] = [...new Set([...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES])];
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

const KNOWN = new Set(ERROR_CODES);
export function isKnownErrorCode(code: string): boolean {
  return KNOWN.has(code);
}

/** The `errors` catalogue key of a code: one scheme for every failure the app shows. */
export function errorKey(code: string): `error.${string}` {
  return `error.${code}`;
}
