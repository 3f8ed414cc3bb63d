import { type Address, getAddress, type Hash } from 'viem';

/** What the explorer shows of a transaction as the node knows it (mined or not). */
export interface ChainTransaction {
  hash: Hash;
  from: Address;
  /** null for a contract creation */
  to: Address | null;
  value: bigint;
}

export interface ChainReceipt {
  status: 'success' | 'reverted';
  blockNumber: bigint;
  gasUsed: bigint;
  logCount: number;
  /** the created contract, for a contract creation */
  contractAddress: Address | null;
}

export interface ChainAccount {
  balance: bigint;
  /** transactions sent from the address (its nonce) */
  transactionCount: number;
  /** whether code is deployed there */
  isContract: boolean;
}

/**
 * The explorer's only door to a chain: plain JSON-RPC reads with "unknown" as null rather than an
 * error. Tests stub this module; explorerClient.chain.test.ts runs it against a real chain.
 */
export interface ExplorerClient {
  getTransaction(hash: Hash): Promise<ChainTransaction | null>;
  getReceipt(hash: Hash): Promise<ChainReceipt | null>;
  getBlockTimestamp(blockNumber: bigint): Promise<bigint>;
  getAccount(address: Address): Promise<ChainAccount>;
}

/** One JSON-RPC answer: a result (null for what the node does not know) or an error. */
interface RpcReply<T> {
  result?: T;
  error?: { code: number; message: string };
}

type Quantity = `0x${string}`;
interface RpcTransaction {
  hash: Hash;
  from: Address;
  to: Address | null;
  value: Quantity;
}
interface RpcReceipt {
  status: Quantity;
  blockNumber: Quantity;
  gasUsed: Quantity;
  logs: readonly unknown[];
  contractAddress: Address | null;
}

/** A failed answer is retried once (the devnet node restarting, a dropped connection). */
const RPC_ATTEMPTS = 2;

/**
 * Plain `fetch` JSON-RPC rather than viem's public client: the explorer needs six read methods,
 * and the client would make the explorer pages load most of viem before they can draw (issue 26
 * item 5's first-load budget).
 */
function jsonRpc(rpcUrl: string) {
  let id = 0;
  return async function call<T>(method: string, params: readonly unknown[]): Promise<T | null> {
    let failure: unknown;
    for (let attempt = 0; attempt < RPC_ATTEMPTS; attempt += 1) {
      try {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        });
        if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
        const reply = (await response.json()) as RpcReply<T>;
        if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
        return reply.result ?? null;
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  };
}

const quantity = (value: Quantity): bigint => BigInt(value);

export function createExplorerClient(rpcUrl: string): ExplorerClient {
  const call = jsonRpc(rpcUrl);
  const must = async <T>(method: string, params: readonly unknown[]): Promise<T> => {
    const result = await call<T>(method, params);
    if (result === null) throw new Error(`${method}: no answer`);
    return result;
  };
  return {
    async getTransaction(hash) {
      const tx = await call<RpcTransaction>('eth_getTransactionByHash', [hash]);
      if (!tx) return null;
      // Nodes answer lower-case addresses; the explorer shows them checksummed, as wallets do.
      return {
        hash: tx.hash,
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : null,
        value: quantity(tx.value),
      };
    },
    async getReceipt(hash) {
      const receipt = await call<RpcReceipt>('eth_getTransactionReceipt', [hash]);
      if (!receipt) return null;
      return {
        status: receipt.status === '0x1' ? 'success' : 'reverted',
        blockNumber: quantity(receipt.blockNumber),
        gasUsed: quantity(receipt.gasUsed),
        logCount: receipt.logs.length,
        contractAddress: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
      };
    },
    async getBlockTimestamp(blockNumber) {
      const block = await must<{ timestamp: Quantity }>('eth_getBlockByNumber', [
        `0x${blockNumber.toString(16)}`,
        false,
      ]);
      return quantity(block.timestamp);
    },
    async getAccount(address) {
      const [balance, transactionCount, code] = await Promise.all([
        must<Quantity>('eth_getBalance', [address, 'latest']),
        must<Quantity>('eth_getTransactionCount', [address, 'latest']),
        call<string>('eth_getCode', [address, 'latest']),
      ]);
      return {
        balance: quantity(balance),
        transactionCount: Number(quantity(transactionCount)),
        isContract: code !== null && code !== '0x',
      };
    },
  };
}

const clients = new Map<string, ExplorerClient>();

/** One client per RPC URL for the page's lifetime, so polling reuses its transport. */
export function explorerClientFor(rpcUrl: string): ExplorerClient {
  let client = clients.get(rpcUrl);
  if (!client) {
    client = createExplorerClient(rpcUrl);
    clients.set(rpcUrl, client);
  }
  return client;
}

/** Drops the page's clients (an RPC URL gets a new one). test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetExplorerClients(): void {
  clients.clear();
}
