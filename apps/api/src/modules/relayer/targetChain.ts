import { type Abi, type Address, encodeFunctionData, type Hex, type LocalAccount } from 'viem';
import type { RpcLogger } from '../../lib/rpcTransport';
import type { SenderGuards } from '../../lib/senderGuards';
import {
  type SignedTransactions,
  signedTransactions,
  signingClient,
  type TransactionState,
} from '../../lib/signedTransactions';
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
  /** Waits for `hash`, replacing it if it sticks pending (SignedTransactions.confirm). */
  confirm: SignedTransactions['confirm'];
}

export interface TargetChainOptions {
  rpcUrl: string;
  /** Every RPC of the chain, preferred first; `[rpcUrl]` when absent. */
  rpcUrls?: readonly string[];
  rpcLogger?: RpcLogger;
  chainId: number;
  /** The sender account (RELAYER_SENDER_PRIVATE_KEY through the account factory). */
  sender: LocalAccount;
  pollingIntervalMs: number;
  receiptTimeoutMs: number;
  /** The chain's fee cap, stuck-transaction replacement and minimum balance (chains.senderGuards). */
  guards?: SenderGuards;
}

export function createTargetChain(options: TargetChainOptions): TargetChain {
  const client = signingClient({ ...options, account: options.sender, name: 'Relayer target' });
  const account = client.account;
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
    confirm: transactions.confirm,
  };
}
