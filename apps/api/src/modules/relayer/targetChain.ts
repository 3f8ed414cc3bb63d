import {
  type Abi,
  type Address,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  publicActions,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { signedTransactions, type TransactionState } from '../../lib/signedTransactions';
import type { DeliveryCall, ReadContract } from './route';

/**
 * A target chain as the relayer uses it: reads, and delivery transactions from the sender key.
 * Signing and broadcasting are separate steps so the hash is recorded before the transaction
 * exists anywhere (the same discipline as the reward payouts).
 */
export interface TargetChain {
  readonly chainId: number;
  readonly sender: Address;
  read: ReadContract;
  /** Simulates (a revert names the contract's error) and signs the call; nothing is sent. */
  sign(call: DeliveryCall): Promise<{ hash: Hex; raw: Hex }>;
  broadcast(raw: Hex): Promise<void>;
  transactionState(hash: Hex): Promise<TransactionState>;
  /** Waits (bounded) for a receipt; throws on timeout. */
  waitForReceipt(hash: Hex): Promise<'success' | 'reverted'>;
}

export interface TargetChainOptions {
  rpcUrl: string;
  chainId: number;
  senderKey: Hex;
  pollingIntervalMs: number;
  receiptTimeoutMs: number;
}

export function createTargetChain(options: TargetChainOptions): TargetChain {
  const account = privateKeyToAccount(options.senderKey);
  const chain = defineChain({
    id: options.chainId,
    name: `Relayer target (${options.chainId})`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const client = createWalletClient({
    account,
    chain,
    transport: http(options.rpcUrl, { retryCount: 2, timeout: 20_000 }),
    pollingInterval: options.pollingIntervalMs,
  }).extend(publicActions);
  const transactions = signedTransactions(client, options);

  return {
    chainId: options.chainId,
    sender: account.address,
    read: (call) =>
      client.readContract({
        address: call.address,
        abi: call.abi as Abi,
        functionName: call.functionName,
        args: call.args,
      } as Parameters<typeof client.readContract>[0]),

    async sign(call) {
      const request = {
        address: call.address,
        abi: call.abi,
        functionName: call.functionName,
        args: call.args,
      };
      await client.simulateContract({ account, ...request } as Parameters<typeof client.simulateContract>[0]);
      return transactions.sign(
        call.address,
        encodeFunctionData(request as Parameters<typeof encodeFunctionData>[0]),
      );
    },

    broadcast: transactions.broadcast,
    transactionState: transactions.transactionState,
    waitForReceipt: transactions.waitForReceipt,
  };
}
