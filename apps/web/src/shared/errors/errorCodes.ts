// The `errors` catalogue (`error.<code>`) is keyed by the codes the endpoints' descriptors declare
// (packages/shared: `errors` on each descriptor, the access guards' `ACCESS_ERRORS`), the HTTP
// layer's own (`HTTP_ERROR_CODES`) and the browser's below; nothing else lists them. Its texts
// live where the codes are owned: a feature's endpoints' codes in
// features/<feature>/locales/errors/<language>.json, the platform's (HTTP layer, access guards,
// sign-in, health, the browser's, and a code several features' descriptors declare) in
// ./locales/<language>.json; i18n/sharedCatalogues.ts merges them into one namespace.
// errorCodes.test.ts holds the merged catalogue to exactly those codes, each given once.

/**
 * The codes with a text, by file: the English files read through vite.config.ts's
 * `errorCodeLists` plugin, which gives a file's `error` keys and not its texts, so this list
 * (in the first chunks of a page that describes failures) stays small; the texts load with the
 * `errors` namespace when a page shows one. Every language has the same codes (errorCodes.test.ts).
 */
const codeLists = import.meta.glob<readonly string[]>(
  ['./locales/en.json', '../../features/*/locales/errors/en.json'],
  { eager: true, query: '?error-codes', import: 'default' },
);
const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(codeLists).flat());

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
  /** roulette: a spin without a connected wallet */
  'spin_needs_wallet',
] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** A code with a text of its own (every declared one: errorCodes.test.ts); any other reads 'request_failed'. */
export function isKnownErrorCode(code: string): boolean {
  return KNOWN_CODES.has(code);
}

/** The `errors` catalogue key of a code: one scheme for every failure the app shows. */
export function errorKey(code: string): `error.${string}` {
  return `error.${code}`;
}
