import type { Address, Hash, Hex, PublicClient, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { getPublicClient } from 'wagmi/actions';
import { abortableDelay } from '../../../shared/lib/abortableDelay';
import { createLogger } from '../../../shared/lib/logger';
import { isContractCode, nextContractFollowStep, readSafeMultisigTx } from './contractAccounts';
import { type PendingTx, pendingTxStore } from './pendingTxStore';

/**
 * Following a sent transaction to its end, across replacements and reloads (issue 26 item 3).
 * A wallet's speed-up or retry sends another transaction with the same nonce; a cancellation is
 * a 0-value transaction to oneself with that nonce; a node may also forget a transaction. So the
 * follower watches three things each poll: the hash's receipt, whether the node still knows the
 * hash, and the sender's mined nonce. The sender and nonce are kept in the pending store, so a
 * reload can still find a replacement mined while the page was closed.
 *
 * A contract account (a Safe) is followed another way (contractAccounts.ts): its hash is a
 * proposal's `safeTxHash`, asked of the Safe Transaction Service until executed, then the
 * execution is followed to its receipt. It is never dropped.
 */

/** After this long unknown to the node (not pending, not mined, nonce free) a transaction is dropped. */
export const TX_DROPPED_AFTER_MS = { devnet: 15_000, production: 10 * 60_000 } as const;

/** How far back from the newest block a replacement is looked for once the nonce is taken. */
export const REPLACEMENT_SEARCH_BLOCKS = 256;

/** viem's names: 'repriced' (same call, other fees), 'replaced' (another call), 'cancelled'. */
export type ReplacementReason = 'repriced' | 'replaced' | 'cancelled';

export type FollowEnd =
  /** Mined: the followed transaction, or its replacement (`replaced` says which). */
  | { kind: 'mined'; receipt: TransactionReceipt; replaced?: Exclude<ReplacementReason, 'cancelled'> }
  /** Its nonce went to a 0-value transaction to the sender: cancelled in the wallet. */
  | { kind: 'cancelled'; receipt: TransactionReceipt }
  /** Gone from the node for longer than TX_DROPPED_AFTER_MS, or replaced by one we cannot find. */
  | { kind: 'dropped' };

/** What one poll saw. */
export interface FollowObservation {
  receipt: TransactionReceipt | null;
  /** The node knows the hash (pending or mined). */
  known: boolean;
  /** The sender's count of mined transactions, when the sender is known. */
  minedNonce: number | undefined;
}

export interface FollowState {
  /** The transaction's nonce, once seen. */
  nonce: number | undefined;
  /** Since when the node has not known the hash (epoch ms). */
  unknownSince: number | undefined;
}

export type FollowStep =
  | { kind: 'mined'; receipt: TransactionReceipt }
  | { kind: 'find-replacement'; nonce: number }
  | { kind: 'dropped' }
  | { kind: 'wait'; state: FollowState };

/** The pure decision after one poll. */
export function nextFollowStep(
  observation: FollowObservation,
  state: FollowState,
  now: number,
  droppedAfterMs: number,
): FollowStep {
  if (observation.receipt) return { kind: 'mined', receipt: observation.receipt };
  const { nonce } = state;
  if (nonce !== undefined && observation.minedNonce !== undefined && observation.minedNonce > nonce) {
    return { kind: 'find-replacement', nonce };
  }
  if (observation.known) return { kind: 'wait', state: { nonce, unknownSince: undefined } };
  const unknownSince = state.unknownSince ?? now;
  if (now - unknownSince >= droppedAfterMs) return { kind: 'dropped' };
  return { kind: 'wait', state: { nonce, unknownSince } };
}

interface TxShape {
  to: Address | null;
  value: bigint;
  input: Hex;
}

/** viem's rule: a 0-value transaction to the sender cancels; the same call repriced; else replaced. */
export function replacementReason(
  from: string,
  original: TxShape | undefined,
  replacement: TxShape,
): ReplacementReason {
  if (replacement.to?.toLowerCase() === from.toLowerCase() && replacement.value === 0n) return 'cancelled';
  if (
    original &&
    original.to?.toLowerCase() === replacement.to?.toLowerCase() &&
    original.value === replacement.value &&
    original.input === replacement.input
  ) {
    return 'repriced';
  }
  return 'replaced';
}

const logger = createLogger('wallet.tx');

function notFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  return name === 'TransactionNotFoundError' || name === 'TransactionReceiptNotFoundError';
}

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/** The mined transaction of `from` with `nonce` among the newest blocks, if any. */
async function findReplacement(
  client: PublicClient,
  from: string,
  nonce: number,
): Promise<{ hash: Hash; shape: TxShape } | null> {
  const latest = await client.getBlockNumber();
  const owner = from.toLowerCase();
  for (let n = latest; n >= 0n && latest - n < BigInt(REPLACEMENT_SEARCH_BLOCKS); n--) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
    const tx = block.transactions.find((t) => t.from.toLowerCase() === owner && t.nonce === nonce);
    if (tx) return { hash: tx.hash, shape: tx };
  }
  return null;
}

export interface FollowOptions {
  droppedAfterMs: number;
  /** The Safe Transaction Service of a chain (/config.json's `safeTxServiceUrl`), if it has one. */
  safeTxServiceUrl?: (chainId: number) => string | undefined;
  /** The service's fetch (tests). */
  fetch?: typeof fetch;
}

/** Whether `address` is a contract account on the client's chain (eth_getCode). */
export async function accountKind(client: PublicClient, address: Address): Promise<'contract' | 'eoa'> {
  return isContractCode(await client.getCode({ address })) ? 'contract' : 'eoa';
}

/**
 * Follows a contract account's transaction: its hash's own receipt (a smart account that sends a
 * real transaction), else the Safe Transaction Service's record of it as a `safeTxHash` (the
 * signers, then the execution's hash, followed to its receipt). No "dropped": it waits as long
 * as the owners take. A service that fails is asked again at the next poll.
 */
async function followContractAccount(
  client: PublicClient,
  tx: PendingTx,
  options: FollowOptions,
  signal: AbortSignal,
): Promise<FollowEnd> {
  const service = options.safeTxServiceUrl?.(tx.chainId);
  let executedBy = tx.executedBy;
  let succeeded: boolean | undefined;
  for (;;) {
    const receipt = await orNull(client.getTransactionReceipt({ hash: executedBy ?? tx.hash }));
    let proposal = null;
    if (!receipt && !executedBy && service) {
      try {
        proposal = await readSafeMultisigTx(service, tx.hash, options.fetch);
      } catch (error) {
        logger.warn('the Safe Transaction Service did not answer; asking again', error);
      }
    }
    const step = nextContractFollowStep({ receipt, proposal });
    if (step.kind === 'mined') {
      // The Safe's call failed inside a successful execution (ExecutionFailure): a revert to the person.
      const mined = succeeded === false ? { ...step.receipt, status: 'reverted' as const } : step.receipt;
      return { kind: 'mined', receipt: mined };
    }
    if (step.kind === 'executed') {
      executedBy = step.hash;
      succeeded = step.succeeded;
      pendingTxStore.update(tx.hash, { executedBy });
      continue;
    }
    if (step.signers) pendingTxStore.update(tx.hash, { signers: step.signers });
    await abortableDelay(client.pollingInterval, signal);
  }
}

/**
 * Whether the network's Safe Transaction Service knows `id` as a proposal: then a contract
 * account's EIP-5792 batch id is its `safeTxHash` (the Safe Apps provider sends a batch as ONE Safe
 * transaction and answers with that hash), followed as a contract account's transaction
 * (followContractAccount: the signers, then the execution). False without a service, for an id the
 * service does not know (another smart account's batch: the wallet's own status follows it), and
 * when the service fails (the same).
 */
export async function isSafeProposal(chainId: number, id: string, options: FollowOptions): Promise<boolean> {
  const service = options.safeTxServiceUrl?.(chainId);
  if (!service || !/^0x[0-9a-fA-F]{64}$/.test(id)) return false;
  try {
    return (await readSafeMultisigTx(service, id, options.fetch)) !== null;
  } catch (error) {
    logger.warn('the Safe Transaction Service did not answer; the batch is followed by the wallet', error);
    return false;
  }
}

/**
 * A transaction of `from` with `nonce` other than `hash` waiting in the node's pending block: the
 * wallet's replacement while it is not mined yet (a node keeps one transaction per nonce, so the
 * original is then unknown to it). Null when there is none or the node has no pending block.
 */
async function pendingReplacement(
  client: PublicClient,
  from: string,
  nonce: number,
  hash: Hash,
): Promise<Hash | null> {
  try {
    const block = await client.getBlock({ blockTag: 'pending', includeTransactions: true });
    const owner = from.toLowerCase();
    return (
      block.transactions.find((t) => t.from.toLowerCase() === owner && t.nonce === nonce && t.hash !== hash)
        ?.hash ?? null
    );
  } catch {
    return null; // a provider without the pending block: the replacement is found once mined
  }
}

/** Polls until the transaction, or its replacement, ends (see FollowEnd). */
async function follow(
  config: Config,
  tx: PendingTx,
  options: FollowOptions,
  signal: AbortSignal,
): Promise<FollowEnd> {
  const client = getPublicClient(config, { chainId: tx.chainId });
  if (!client) throw new Error(`No client for chain ${tx.chainId}`);
  const account = tx.account ?? (await accountKind(client, tx.from as Address));
  if (tx.account === undefined) pendingTxStore.update(tx.hash, { account });
  if (account === 'contract') return followContractAccount(client, tx, options, signal);
  let state: FollowState = { nonce: tx.nonce, unknownSince: undefined };
  let original: TxShape | undefined;
  for (;;) {
    const [receipt, seen] = await Promise.all([
      orNull(client.getTransactionReceipt({ hash: tx.hash })),
      orNull(client.getTransaction({ hash: tx.hash })),
    ]);
    if (seen) {
      original = seen;
      if (state.nonce === undefined) {
        state = { ...state, nonce: seen.nonce };
        pendingTxStore.update(tx.hash, { nonce: seen.nonce });
      }
    }
    const minedNonce =
      state.nonce === undefined || receipt
        ? undefined
        : await client.getTransactionCount({ address: tx.from as Address, blockTag: 'latest' });
    // Unknown to the node while its nonce is free: the wallet may have replaced it (a speed-up);
    // the replacement pending is a sighting too, so it is not called dropped meanwhile.
    const replacing =
      receipt || seen || state.nonce === undefined || (minedNonce !== undefined && minedNonce > state.nonce)
        ? null
        : await pendingReplacement(client, tx.from, state.nonce, tx.hash);
    if (replacing) pendingTxStore.update(tx.hash, { replacedBy: replacing });
    const step = nextFollowStep(
      { receipt, known: seen !== null || replacing !== null, minedNonce },
      state,
      Date.now(),
      options.droppedAfterMs,
    );
    if (step.kind === 'mined') return { kind: 'mined', receipt: step.receipt };
    if (step.kind === 'dropped') return { kind: 'dropped' };
    if (step.kind === 'find-replacement') {
      // The hash itself may have been mined between the two reads: look once more.
      const late = await orNull(client.getTransactionReceipt({ hash: tx.hash }));
      if (late) return { kind: 'mined', receipt: late };
      const replacement = await findReplacement(client, tx.from, step.nonce);
      if (!replacement) {
        logger.warn('nonce taken by a transaction not found in the newest blocks', tx.hash);
        return { kind: 'dropped' };
      }
      const replacementReceipt = await client.getTransactionReceipt({ hash: replacement.hash });
      const reason = replacementReason(tx.from, original, replacement.shape);
      logger.info(`transaction ${tx.hash} ${reason} by ${replacement.hash}`);
      pendingTxStore.update(tx.hash, { replacedBy: replacement.hash });
      if (reason === 'cancelled') return { kind: 'cancelled', receipt: replacementReceipt };
      return { kind: 'mined', receipt: replacementReceipt, replaced: reason };
    }
    state = step.state;
    await abortableDelay(client.pollingInterval, signal);
  }
}

const following = new Map<Hash, Promise<FollowEnd>>();
/** Aborted by forgetFollowedTransactions(): the loops so far stop at their next pause. */
let follows = new AbortController();

/**
 * Follows a pending transaction once, however many components ask (the flow that sent it, the
 * button that resumes it after a reload). Its pending entry leaves the store when it ends.
 */
export function followTransaction(config: Config, tx: PendingTx, options: FollowOptions): Promise<FollowEnd> {
  let end = following.get(tx.hash);
  if (!end) {
    const started: Promise<FollowEnd> = follow(config, tx, options, follows.signal)
      .then((result) => {
        pendingTxStore.remove(tx.hash);
        return result;
      })
      .finally(() => {
        if (following.get(tx.hash) === started) following.delete(tx.hash);
      });
    end = started;
    following.set(tx.hash, end);
  }
  return end;
}

/** Stops and forgets the transactions being followed (their polling ends). test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetFollowedTransactions(): void {
  follows.abort();
  follows = new AbortController();
  following.clear();
}
