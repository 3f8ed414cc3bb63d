import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  keccak256,
  type LocalAccount,
  type PublicActions,
  parseTransaction,
  publicActions,
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

export function signedTransactions(
  client: SigningClient,
  options: { receiptTimeoutMs: number },
): SignedTransactions {
  const sender = client.account.address;
  const nonces: NonceManager = createNonceManager({
    sender,
    chainId: client.chain.id,
    pendingCount: () => client.getTransactionCount({ address: sender, blockTag: 'pending' }),
  });
  return {
    async sign(to, data) {
      const request = await client.prepareTransactionRequest({
        account: client.account,
        chain: client.chain,
        to,
        data,
        nonce: await nonces.next(),
      });
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

    async transactionState(hash) {
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
