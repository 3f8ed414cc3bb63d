import { type Address, formatEther } from 'viem';

/**
 * Issue 41: the guards of every sending account (payouts, relayer deliveries, the oracle), applied
 * by the one sender (lib/signedTransactions.ts) from the chain's settings (chains.ts):
 * - `maxFeePerGas`: the highest fee per gas it ever signs (MAX_FEE_GWEI_<NETWORK>);
 * - `replaceAfterBlocks`: a transaction still pending after this many blocks is replaced, same
 *   nonce, fees +12.5 % or more, never above the cap (TX_REPLACE_AFTER_BLOCKS);
 * - `minBalance`: below it the sender logs `alert: true` once and /readyz names it as a warning
 *   (still ready) until it is refilled (SENDER_MIN_BALANCE_<NETWORK>).
 */
export interface SenderGuards {
  readonly maxFeePerGas?: bigint;
  readonly replaceAfterBlocks?: number;
  readonly minBalance?: bigint;
  readonly logger?: GuardLogger;
}

export interface GuardLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** The senders of this process below their minimum balance, by `chainId:address`. */
const lowSenders = new Map<string, string>();

/** Forgets every low sender: for test files sharing one process (as forgetRpcProviders). */
export function forgetLowSenders(): void {
  lowSenders.clear();
}

/** What /readyz names: each sender of this process that is below its minimum balance now. */
export function lowBalanceSenders(): string[] {
  return [...lowSenders.values()];
}

/** Watches one sender's balance against its minimum; `observe` after each balance read. */
export function senderBalanceAlarm(
  sender: { readonly chainId: number; readonly address: Address },
  guards: Pick<SenderGuards, 'minBalance' | 'logger'>,
): { observe(balance: bigint): void } {
  const key = `${sender.chainId}:${sender.address.toLowerCase()}`;
  return {
    observe(balance) {
      const { minBalance } = guards;
      if (minBalance === undefined) return;
      const fields = {
        sender: sender.address,
        chainId: sender.chainId,
        balance: formatEther(balance),
        minBalance: formatEther(minBalance),
      };
      if (balance < minBalance) {
        if (lowSenders.has(key)) return;
        lowSenders.set(
          key,
          `sender ${sender.address} on chain ${sender.chainId}: balance ${fields.balance} below its minimum ${fields.minBalance}; refill it (docs/deployment.md)`,
        );
        guards.logger?.warn(
          { ...fields, alert: true },
          'A sender is below its minimum balance: refill it before its transactions stop',
        );
      } else if (lowSenders.delete(key)) {
        guards.logger?.info(fields, 'A sender is back above its minimum balance');
      }
    },
  };
}
