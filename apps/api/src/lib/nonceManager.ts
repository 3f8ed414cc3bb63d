import { type Address, BaseError, NonceTooLowError } from 'viem';

/**
 * The nonces of one sender (a key on a chain). Each sender is used by one job (lib/senders.ts
 * refuses two jobs configured with one key), on one instance at a time (the job's singleton
 * lease), through its one client, so one manager per client is one per key. The job sends one
 * transaction at a time; what it must still survive is the RPC and other users of the key:
 * - behind a provider list (lib/rpcTransport.ts) the provider answering the pending count may not
 *   have seen the transaction sent through another one yet, so the count would give the same nonce
 *   twice: the nonce after the last one a node accepted is kept and never gone below;
 * - a transaction the node dropped, or that another sender replaced with the same nonce (an
 *   operator's manual speed-up, a key used elsewhere by mistake), leaves that kept nonce ahead of
 *   the chain: `resync` forgets it and the node's count is the truth again;
 * - "nonce too low" at broadcast (someone else took the nonce) is a `StaleNonceError`: the caller
 *   re-signs with a fresh nonce (`sendRecorded` in lib/signedTransactions.ts).
 */
export interface NonceManager {
  readonly sender: Address;
  readonly chainId: number;
  /** The nonce to sign the next transaction with. */
  next(): Promise<number>;
  /** A node accepted the transaction with `nonce`: the next one is above it. */
  sent(nonce: number): void;
  /** Forget the kept nonce: the next one comes from the node alone. */
  resync(): void;
}

/** How the manager learns the sender's count of transactions, the pending ones included. */
export type PendingCountReader = () => Promise<number>;

export function createNonceManager(options: {
  sender: Address;
  chainId: number;
  pendingCount: PendingCountReader;
}): NonceManager {
  let afterLastSent: number | undefined;
  return {
    sender: options.sender,
    chainId: options.chainId,
    async next() {
      const pending = await options.pendingCount();
      return Math.max(pending, afterLastSent ?? 0);
    },
    sent(nonce) {
      afterLastSent = Math.max(afterLastSent ?? 0, nonce + 1);
    },
    resync() {
      afterLastSent = undefined;
    },
  };
}

/** The node refused a transaction because its nonce is already used (or underpriced to replace one). */
export class StaleNonceError extends Error {
  constructor(
    readonly nonce: number,
    cause: unknown,
  ) {
    super(`Nonce ${nonce} is already used by another transaction of this sender`, { cause });
    this.name = 'StaleNonceError';
  }
}

/**
 * Whether a broadcast failed because the nonce is taken: viem's NonceTooLowError, or the texts
 * nodes use when a transaction of the same nonce is mined or waits in the pool with a higher fee.
 */
export function isStaleNonce(error: unknown): boolean {
  if (error instanceof BaseError && error.walk((e) => e instanceof NonceTooLowError)) return true;
  const text =
    error instanceof Error
      ? `${error.message} ${String((error as { details?: unknown }).details ?? '')}`
      : '';
  return /nonce too low|nonce has already been used|replacement transaction underpriced|replacement fee too low/i.test(
    text,
  );
}

/**
 * Whether a broadcast failed because the node already holds this very transaction in its pool
 * (a request whose answer was lost, sent again): geth says "already known", anvil "transaction
 * already imported". The transaction is accepted; nothing is wrong with its nonce.
 */
export function isAlreadyKnown(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.message} ${String((error as { details?: unknown }).details ?? '')}`
      : '';
  return /already known|already imported|known transaction/i.test(text);
}
