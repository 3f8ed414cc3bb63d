import { rewardPayoutAbi } from '@kingdoms/contracts/generated/abis';
import { type Address, encodeFunctionData, type Hex, type LocalAccount } from 'viem';
import type { RpcLogger } from '../../lib/rpcTransport';
import type { SenderGuards } from '../../lib/senderGuards';
import {
  type SignedTransactions,
  signedTransactions,
  signingClient,
  type TransactionState,
} from '../../lib/signedTransactions';

/**
 * The chain side of a payout: pay() of a payout contract (RewardPayout, or DstPayout which has its
 * ABI) from the payer key. Signing and broadcasting are
 * separate steps so the worker can record the hash before the transaction exists anywhere.
 */
export interface PayoutChain {
  readonly chainId: number;
  readonly payer: Address;
  readonly contract: Address;
  isPaid(payoutId: Hex): Promise<boolean>;
  /** Simulates and signs pay(payoutId, to, amount); nothing is sent. */
  signPay(payoutId: Hex, to: Address, amount: bigint): Promise<{ hash: Hex; raw: Hex }>;
  broadcast(raw: Hex): Promise<void>;
  transactionState(hash: Hex): Promise<TransactionState>;
  /** Waits for `hash`, replacing it if it sticks pending (SignedTransactions.confirm). */
  confirm: SignedTransactions['confirm'];
  /** The contract's rules now: paused, the per-payout maximum, what the rolling daily limit allows. */
  limits(): Promise<PayoutLimits>;
}

export interface PayoutLimits {
  paused: boolean;
  maxPerPayout: bigint;
  availableToday: bigint;
}

export interface PayoutChainOptions {
  rpcUrl: string;
  /** Every RPC of the chain, preferred first; `[rpcUrl]` when absent. */
  rpcUrls?: readonly string[];
  rpcLogger?: RpcLogger;
  chainId: number;
  contract: Address;
  /** The payer account (PAYOUT_PRIVATE_KEY through the account factory). */
  payer: LocalAccount;
  /** Shown in errors, e.g. 'Polygon'. */
  name?: string;
  /** How often receipts are polled: milliseconds on a local chain, seconds on a public one. */
  pollingIntervalMs: number;
  receiptTimeoutMs: number;
  /** The chain's fee cap, stuck-transaction replacement and minimum balance (chains.senderGuards). */
  guards?: SenderGuards;
}

export function createPayoutChain(options: PayoutChainOptions): PayoutChain {
  const client = signingClient({ ...options, account: options.payer });
  const account = client.account;
  const transactions = signedTransactions(client, options);
  const contract = options.contract;

  return {
    chainId: options.chainId,
    payer: account.address,
    contract,
    isPaid: (payoutId) =>
      client.readContract({
        address: contract,
        abi: rewardPayoutAbi,
        functionName: 'paid',
        args: [payoutId],
      }),

    async signPay(payoutId, to, amount) {
      // The simulation turns a revert into the contract's named error (AlreadyPaid, a missing
      // PAYER_ROLE) instead of a bare gas-estimation failure.
      await client.simulateContract({
        account,
        address: contract,
        abi: rewardPayoutAbi,
        functionName: 'pay',
        args: [payoutId, to, amount],
      });
      return transactions.sign(
        contract,
        encodeFunctionData({ abi: rewardPayoutAbi, functionName: 'pay', args: [payoutId, to, amount] }),
      );
    },

    broadcast: transactions.broadcast,
    transactionState: transactions.transactionState,
    confirm: transactions.confirm,

    async limits() {
      const read = <F extends 'paused' | 'maxPerPayout' | 'availableToday'>(functionName: F) =>
        client.readContract({ address: contract, abi: rewardPayoutAbi, functionName });
      const [paused, maxPerPayout, availableToday] = await Promise.all([
        read('paused'),
        read('maxPerPayout'),
        read('availableToday'),
      ]);
      return { paused, maxPerPayout, availableToday };
    },
  };
}
