import { devRandomnessOracleAbi } from '@kingdoms/contracts/generated/abis';
import { type Address, encodeFunctionData, type Hex, type LocalAccount } from 'viem';
import type { RpcLogger } from '../../lib/rpcTransport';
import type { SenderGuards } from '../../lib/senderGuards';
import {
  type SignedTransactions,
  sendRecorded,
  signedTransactions,
  signingClient,
  type TransactionState,
} from '../../lib/signedTransactions';

/**
 * One DevRandomnessOracle as its operator sees it. Signing and broadcasting a fulfilment are
 * separate steps, so the worker records the hash before the transaction exists anywhere.
 */
export interface OracleChain {
  readonly chainId: number;
  readonly oracle: Address;
  readonly operator: Address;
  commitmentsAvailable(): Promise<bigint>;
  isCommitted(commitment: Hex): Promise<boolean>;
  isFulfilled(requestId: bigint): Promise<boolean>;
  /** Sends commit(hashes) and waits for it; returns the transaction hash. */
  commit(hashes: readonly Hex[]): Promise<Hex>;
  /** Simulates and signs fulfill(requestId, seed); nothing is sent. */
  signFulfill(requestId: bigint, seed: Hex): Promise<{ hash: Hex; raw: Hex }>;
  broadcast(raw: Hex): Promise<void>;
  transactionState(hash: Hex): Promise<TransactionState>;
  /** Waits for `hash`, replacing it if it sticks pending (SignedTransactions.confirm). */
  confirm: SignedTransactions['confirm'];
}

export interface OracleChainOptions {
  rpcUrl: string;
  /** Every RPC of the chain, preferred first; `[rpcUrl]` when absent. */
  rpcUrls?: readonly string[];
  rpcLogger?: RpcLogger;
  chainId: number;
  oracle: Address;
  /** The operator account (RANDOMNESS_OPERATOR_PRIVATE_KEY through the account factory). */
  operator: LocalAccount;
  pollingIntervalMs: number;
  receiptTimeoutMs: number;
  /** The chain's fee cap, stuck-transaction replacement and minimum balance (chains.senderGuards). */
  guards?: SenderGuards;
}

export function createOracleChain(options: OracleChainOptions): OracleChain {
  const client = signingClient({ ...options, account: options.operator, name: 'Randomness oracle' });
  const account = client.account;
  const address = options.oracle;
  const read = { address, abi: devRandomnessOracleAbi } as const;

  const transactions = signedTransactions(client, options);

  return {
    chainId: options.chainId,
    oracle: address,
    operator: account.address,
    commitmentsAvailable: () => client.readContract({ ...read, functionName: 'commitmentsAvailable' }),
    isCommitted: (commitment) =>
      client.readContract({ ...read, functionName: 'committed', args: [commitment] }),
    isFulfilled: (requestId) =>
      client.readContract({ ...read, functionName: 'isFulfilled', args: [requestId] }),

    async commit(hashes) {
      await client.simulateContract({ ...read, account, functionName: 'commit', args: [[...hashes]] });
      // Through the operator's nonce manager like every fulfilment; nothing to record first.
      const hash = await sendRecorded({
        sign: () =>
          transactions.sign(
            address,
            encodeFunctionData({ abi: devRandomnessOracleAbi, functionName: 'commit', args: [[...hashes]] }),
          ),
        record: async () => true,
        broadcast: transactions.broadcast,
        transactionState: transactions.transactionState,
      });
      // Awaited like a fulfilment: replaced with higher fees if it sticks (nothing to record).
      const mined = hash ? await transactions.confirm(hash, async () => true) : undefined;
      if (mined?.status !== 'success') throw new Error(`commit() reverted in ${hash}`);
      return mined.hash;
    },

    async signFulfill(requestId, seed) {
      // The simulation names a revert (AlreadyFulfilled, WrongSeed, a missing role).
      await client.simulateContract({ ...read, account, functionName: 'fulfill', args: [requestId, seed] });
      return transactions.sign(
        address,
        encodeFunctionData({ abi: devRandomnessOracleAbi, functionName: 'fulfill', args: [requestId, seed] }),
      );
    },

    broadcast: transactions.broadcast,
    transactionState: transactions.transactionState,
    confirm: transactions.confirm,
  };
}
