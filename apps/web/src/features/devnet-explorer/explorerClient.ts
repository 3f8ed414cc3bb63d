import {
  type Address,
  BaseError,
  createPublicClient,
  getAddress,
  type Hash,
  http,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';

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

function isNotFound(
  error: unknown,
  kind: typeof TransactionNotFoundError | typeof TransactionReceiptNotFoundError,
) {
  return error instanceof BaseError && error.walk((cause) => cause instanceof kind) instanceof kind;
}

export function createExplorerClient(rpcUrl: string): ExplorerClient {
  // No chain object: the explorer reads what the RPC answers and never signs.
  const client: PublicClient = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) });
  return {
    async getTransaction(hash) {
      try {
        const tx = await client.getTransaction({ hash });
        // Nodes answer lower-case addresses; the explorer shows them checksummed, as wallets do.
        return {
          hash: tx.hash,
          from: getAddress(tx.from),
          to: tx.to ? getAddress(tx.to) : null,
          value: tx.value,
        };
      } catch (error) {
        if (isNotFound(error, TransactionNotFoundError)) return null;
        throw error;
      }
    },
    async getReceipt(hash) {
      try {
        const receipt = await client.getTransactionReceipt({ hash });
        return {
          status: receipt.status,
          blockNumber: receipt.blockNumber,
          gasUsed: receipt.gasUsed,
          logCount: receipt.logs.length,
          contractAddress: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
        };
      } catch (error) {
        if (isNotFound(error, TransactionReceiptNotFoundError)) return null;
        throw error;
      }
    },
    async getBlockTimestamp(blockNumber) {
      return (await client.getBlock({ blockNumber })).timestamp;
    },
    async getAccount(address) {
      const [balance, transactionCount, code] = await Promise.all([
        client.getBalance({ address }),
        client.getTransactionCount({ address }),
        client.getCode({ address }),
      ]);
      return { balance, transactionCount, isContract: code !== undefined && code !== '0x' };
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
