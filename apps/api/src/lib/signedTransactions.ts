import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  formatGwei,
  type Hex,
  keccak256,
  type LocalAccount,
  type PublicActions,
  parseTransaction,
  publicActions,
  type Transaction,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Transport,
  type WalletClient,
} from 'viem';
import {
  createNonceManager,
  isAlreadyKnown,
  isStaleNonce,
  type NonceManager,
  StaleNonceError,
} from './nonceManager';
import { type RpcLogger, rpcTransport } from './rpcTransport';

import { type SenderGuards, senderBalanceAlarm } from './senderGuards';

/** Polls in a row the sender's nonce must look taken, with none of ours mined, to call it replaced. */
const NONCE_TAKEN_POLLS = 3;

/** What the node knows of a transaction hash. 'unknown': never broadcast, or dropped. */
export type TransactionState = 'success' | 'reverted' | 'pending' | 'unknown';

/** A wallet client with public actions, bound to its chain and sending account. */
export type SigningClient = WalletClient<Transport, Chain, Account> &
  PublicActions<Transport, Chain, Account>;

export interface SigningClientOptions {
  /** The preferred RPC. */
  rpcUrl: string;
  /** Every RPC of the chain, preferred first (RPC_URL_<NETWORK>=url1,url2); `[rpcUrl]` when absent. */
  rpcUrls?: readonly string[];
  /** Where a provider that keeps failing is reported (lib/rpcTransport.ts). */
  rpcLogger?: RpcLogger;
  chainId: number;
  /**
   * The account the worker sends from (payer, relayer sender, oracle operator): made by the account
   * factory from its key URI (a raw key or a KMS key), once at start.
   */
  account: LocalAccount;
  /** Shown in errors, e.g. 'Polygon'. */
  name?: string;
  /** How often receipts are polled: milliseconds on a local chain, seconds on a public one. */
  pollingIntervalMs: number;
}

/** The one way a worker gets a client that reads, signs and sends on one chain. */
export function signingClient(options: SigningClientOptions): SigningClient {
  const chain = defineChain({
    id: options.chainId,
    name: `${options.name ?? 'Chain'} (${options.chainId})`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [...(options.rpcUrls ?? [options.rpcUrl])] } },
  });
  return createWalletClient({
    account: options.account,
    chain,
    transport: rpcTransport(options.rpcUrls ?? options.rpcUrl, {
      retryCount: 2,
      timeoutMs: 20_000,
      logger: options.rpcLogger,
    }),
    pollingInterval: options.pollingIntervalMs,
  }).extend(publicActions);
}

/**
 * The transaction steps of a worker that sends exactly once. Signing and broadcasting are separate
 * steps so the worker can record the hash before the transaction exists anywhere; after a crash
 * transactionState() tells whether that hash was mined, is pending, or never reached the node.
 * Nonces come from the sender's one nonce manager (lib/nonceManager.ts).
 */
export interface SignedTransactions {
  /** Prepares (nonce, gas, fees) and signs a call of `to` with `data`; nothing is sent. */
  sign(to: Address, data: Hex): Promise<{ hash: Hex; raw: Hex }>;
  /** Sends a signed transaction; a nonce another transaction took throws StaleNonceError. */
  broadcast(raw: Hex): Promise<void>;
  transactionState(hash: Hex): Promise<TransactionState>;
  /**
   * Waits (bounded) for a receipt; throws on timeout, and TransactionReplacedError when another
   * transaction of the sender took the nonce (a speed-up or cancel made outside this worker).
   */
  waitForReceipt(hash: Hex): Promise<'success' | 'reverted'>;
  /**
   * waitForReceipt that unsticks (issue 41, lib/senderGuards.ts): while `hash` stays pending for
   * `replaceAfterBlocks` blocks it is replaced by the same call with the same nonce at fees at
   * least 12.5 % higher, never above the chain's cap. Each replacement is recorded before it is
   * sent (`record` false: the worker lost its row, nothing is sent and undefined is answered).
   * Answers whichever transaction of that nonce was mined, and its status.
   */
  confirm(hash: Hex, record: (replacement: Hex) => Promise<boolean>): Promise<Mined | undefined>;
}

/** The transaction of a nonce that was mined, and how it ended. */
export interface Mined {
  readonly hash: Hex;
  readonly status: 'success' | 'reverted';
}

/** The nonce of `hash` went to another transaction, mined instead of it. */
export class TransactionReplacedError extends Error {
  constructor(
    readonly hash: Hex,
    readonly replacement: Hex,
  ) {
    super(`Transaction ${hash} was replaced by ${replacement}`);
    this.name = 'TransactionReplacedError';
  }
}

/** 12.5 % more, rounded up: the least bump a node takes for a replacement is 10 %. */
const bumped = (fee: bigint) => (fee * 1125n + 999n) / 1000n;

export function signedTransactions(
  client: SigningClient,
  options: { receiptTimeoutMs: number; guards?: SenderGuards },
): SignedTransactions {
  const sender = client.account.address;
  const guards = options.guards ?? {};
  const cap = guards.maxFeePerGas;
  const alarm = senderBalanceAlarm({ chainId: client.chain.id, address: sender }, guards);
  /** The sender's balance against its minimum; a failed read is left to the next transaction. */
  const checkBalance = async () => {
    if (guards.minBalance === undefined) return;
    try {
      alarm.observe(await client.getBalance({ address: sender }));
    } catch {
      // The RPC is away: the send itself reports that.
    }
  };
  const nonces: NonceManager = createNonceManager({
    sender,
    chainId: client.chain.id,
    pendingCount: () => client.getTransactionCount({ address: sender, blockTag: 'pending' }),
  });
  async function transactionState(hash: Hex): Promise<TransactionState> {
    try {
      const receipt = await client.getTransactionReceipt({ hash });
      return receipt.status === 'success' ? 'success' : 'reverted';
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    try {
      await client.getTransaction({ hash });
      return 'pending';
    } catch (error) {
      if (!(error instanceof TransactionNotFoundError)) throw error;
      // Dropped, or never sent: what the manager kept may be ahead of the chain.
      nonces.resync();
      return 'unknown';
    }
  }

  return {
    async sign(to, data) {
      await checkBalance();
      const request = await client.prepareTransactionRequest({
        account: client.account,
        chain: client.chain,
        to,
        data,
        nonce: await nonces.next(),
      });
      // The chain's cap: a fee spike never makes this sender pay more than MAX_FEE_GWEI_<NETWORK>.
      if (cap !== undefined && request.maxFeePerGas !== undefined && request.maxFeePerGas > cap) {
        request.maxFeePerGas = cap;
        if (request.maxPriorityFeePerGas !== undefined && request.maxPriorityFeePerGas > cap)
          request.maxPriorityFeePerGas = cap;
      }
      const raw = await client.signTransaction(request);
      return { hash: keccak256(raw), raw };
    },

    async broadcast(raw) {
      const nonce = parseTransaction(raw).nonce ?? 0;
      try {
        await client.sendRawTransaction({ serializedTransaction: raw });
      } catch (error) {
        if (!isAlreadyKnown(error)) {
          if (!isStaleNonce(error)) throw error;
          nonces.resync();
          throw new StaleNonceError(nonce, error);
        }
      }
      nonces.sent(nonce);
    },

    transactionState,

    async confirm(hash, record) {
      const replaceAfter = guards.replaceAfterBlocks;
      const deadline = Date.now() + options.receiptTimeoutMs;
      const pause = () => new Promise((resolve) => setTimeout(resolve, client.pollingInterval));
      /** A failed read is tried again at the next poll (as viem's receipt wait does), until the bound. */
      const orDeadline = (error: unknown) => {
        if (Date.now() > deadline) throw error;
      };
      let first: Transaction | undefined;
      while (!first) {
        try {
          first = await client.getTransaction({ hash });
        } catch (error) {
          orDeadline(error);
          if (error instanceof TransactionNotFoundError) {
            // Not seen by this provider yet, or already mined and pruned from its pool.
            const state = await transactionState(hash).catch(() => 'unknown' as const);
            if (state === 'success' || state === 'reverted') return { hash, status: state };
          }
          await pause();
        }
      }
      const hashes: Hex[] = [hash];
      let oldMax = first.maxFeePerGas ?? first.gasPrice ?? 0n;
      let oldTip = first.maxPriorityFeePerGas ?? oldMax;
      let since: bigint | undefined;
      let alerted = false;
      let nonceTakenPolls = 0;
      for (; ; await pause()) {
        try {
          for (const candidate of [...hashes].reverse()) {
            try {
              const receipt = await client.getTransactionReceipt({ hash: candidate });
              return { hash: candidate, status: receipt.status };
            } catch (error) {
              if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
            }
          }
          // The nonce went to a transaction that is none of ours (a speed-up made outside).
          const mined = await client.getTransactionCount({ address: sender, blockTag: 'latest' });
          if (mined > first.nonce) {
            // One more look: ours may have been mined between the two reads.
            for (const candidate of hashes) {
              const state = await transactionState(candidate);
              if (state === 'success' || state === 'reverted') return { hash: candidate, status: state };
            }
            // A node under load can count a mined nonce before it serves that block's receipts:
            // only a nonce taken for several polls in a row, with none of ours mined, is another's.
            nonceTakenPolls += 1;
            if (nonceTakenPolls >= NONCE_TAKEN_POLLS) {
              nonces.resync();
              throw new TransactionReplacedError(hash, '0x');
            }
            continue;
          }
          nonceTakenPolls = 0;
          if (Date.now() > deadline)
            throw new Error(`Transaction ${hashes.at(-1)} not mined within ${options.receiptTimeoutMs} ms`);
          const head = await client.getBlockNumber();
          since ??= head;
          if (replaceAfter !== undefined && replaceAfter > 0 && head - since >= BigInt(replaceAfter)) {
            since = head;
            const block = await client.getBlock({ blockTag: 'latest' });
            const tip = bumped(oldTip);
            let maxFee = bumped(oldMax);
            // Enough for the base fee now (doubled for the next blocks' rise), and the bump at least.
            const baseFee = block.baseFeePerGas ?? 0n;
            const needed = baseFee * 2n + tip;
            if (needed > maxFee) maxFee = needed;
            if (cap !== undefined && maxFee > cap) maxFee = cap;
            if (maxFee < bumped(oldMax) || maxFee < baseFee) {
              // Within the cap no replacement would be taken (a node wants +10 %) or mined (below the
              // base fee): it waits as it is until fees fall; the alert goes out once.
              if (!alerted)
                guards.logger?.warn(
                  {
                    hash: hashes.at(-1),
                    chainId: client.chain.id,
                    sender,
                    maxFeeGwei: formatGwei(oldMax),
                    baseFeeGwei: formatGwei(baseFee),
                    capGwei: cap === undefined ? null : formatGwei(cap),
                    alert: true,
                  },
                  'A pending transaction cannot be replaced within the chain cap (MAX_FEE_GWEI_<NETWORK>): it waits for fees to fall',
                );
              alerted = true;
            } else {
              const request = await client.prepareTransactionRequest({
                account: client.account,
                chain: client.chain,
                to: first.to ?? undefined,
                data: first.input,
                value: first.value,
                gas: first.gas,
                nonce: first.nonce,
                maxFeePerGas: maxFee,
                maxPriorityFeePerGas: tip > maxFee ? maxFee : tip,
              });
              const raw = await client.signTransaction(request);
              const replacement = keccak256(raw);
              if (!(await record(replacement))) return undefined;
              // Looked for from now on, even if the answer to the broadcast below is lost.
              hashes.push(replacement);
              oldMax = maxFee;
              oldTip = tip > maxFee ? maxFee : tip;
              try {
                await client.sendRawTransaction({ serializedTransaction: raw });
              } catch (error) {
                // The original was mined meanwhile ("nonce too low"): the next look finds it.
                if (!isStaleNonce(error) && !isAlreadyKnown(error)) throw error;
              }
              guards.logger?.warn(
                {
                  hash: hashes.at(-2),
                  replacement,
                  chainId: client.chain.id,
                  sender,
                  nonce: first.nonce,
                  maxFeeGwei: formatGwei(maxFee),
                },
                'A transaction stuck pending was replaced with higher fees (same nonce)',
              );
            }
          }
        } catch (error) {
          if (error instanceof TransactionReplacedError) throw error;
          orDeadline(error);
        }
      }
    },

    async waitForReceipt(hash) {
      const receipt = await client.waitForTransactionReceipt({ hash, timeout: options.receiptTimeoutMs });
      // viem answers with the replacement's receipt when another transaction took the nonce.
      if (receipt.transactionHash.toLowerCase() !== hash.toLowerCase()) {
        nonces.resync();
        throw new TransactionReplacedError(hash, receipt.transactionHash);
      }
      return receipt.status;
    },
  };
}

/** The steps of sendRecorded: the worker's chain calls and its fenced write of the hash. */
export interface RecordedSend {
  sign(): Promise<{ hash: Hex; raw: Hex }>;
  /** Records the hash before it is sent; false when the worker lost the row (nothing is sent). */
  record(hash: Hex): Promise<boolean>;
  broadcast(raw: Hex): Promise<void>;
  transactionState(hash: Hex): Promise<TransactionState>;
}

/** How many fresh nonces one send tries before it leaves the row to the next run. */
const STALE_NONCE_ATTEMPTS = 3;

/**
 * Sign → record → broadcast, the one way a worker sends: the hash is in the database before the
 * transaction exists anywhere. When the nonce turns out taken, the transaction is either this
 * worker's own (a broadcast whose answer was lost and that the transport sent again: the node
 * knows the hash) or another one's: then it is signed again with a fresh nonce and recorded again.
 * Resolves with the hash sent, or undefined when the record was refused.
 */
export async function sendRecorded(steps: RecordedSend): Promise<Hex | undefined> {
  for (let attempt = 1; ; attempt++) {
    const signed = await steps.sign();
    if (!(await steps.record(signed.hash))) return undefined;
    try {
      await steps.broadcast(signed.raw);
      return signed.hash;
    } catch (error) {
      if (!(error instanceof StaleNonceError)) throw error;
      if ((await steps.transactionState(signed.hash)) !== 'unknown') return signed.hash;
      if (attempt >= STALE_NONCE_ATTEMPTS) throw error;
    }
  }
}
