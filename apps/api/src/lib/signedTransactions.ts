import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  keccak256,
  type PublicActions,
  publicActions,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
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
  /** The key the worker sends from (payer, relayer sender, oracle operator). */
  privateKey: Hex;
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
    account: privateKeyToAccount(options.privateKey),
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
 */
export interface SignedTransactions {
  /** Prepares (nonce, gas, fees) and signs a call of `to` with `data`; nothing is sent. */
  sign(to: Address, data: Hex): Promise<{ hash: Hex; raw: Hex }>;
  broadcast(raw: Hex): Promise<void>;
  transactionState(hash: Hex): Promise<TransactionState>;
  /** Waits (bounded) for a receipt; throws on timeout. */
  waitForReceipt(hash: Hex): Promise<'success' | 'reverted'>;
}

export function signedTransactions(
  client: SigningClient,
  options: { receiptTimeoutMs: number },
): SignedTransactions {
  return {
    async sign(to, data) {
      const request = await client.prepareTransactionRequest({
        account: client.account,
        chain: client.chain,
        to,
        data,
      });
      const raw = await client.signTransaction(request);
      return { hash: keccak256(raw), raw };
    },

    async broadcast(raw) {
      await client.sendRawTransaction({ serializedTransaction: raw });
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
        if (error instanceof TransactionNotFoundError) return 'unknown';
        throw error;
      }
    },

    async waitForReceipt(hash) {
      const receipt = await client.waitForTransactionReceipt({ hash, timeout: options.receiptTimeoutMs });
      return receipt.status;
    },
  };
}
