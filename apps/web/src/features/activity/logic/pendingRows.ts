import { type NetworkEnv, networkByChainId } from '@kingdoms/shared/networks';

export interface PendingRowInput {
  hash: string;
  /** The wallet's replacement (a speed-up), once seen: the row names and links it instead. */
  replacedBy?: string;
  /** 'contract': a Safe's proposal, waiting for its owners until `executedBy` is known. */
  account?: 'contract' | 'eoa';
  signers?: { confirmed: number; required: number };
  executedBy?: string;
  chainId: number;
  flowId: string;
  sentAt: number;
}

export interface PendingRow {
  /** The transaction to look up: the wallet's replacement when there is one. */
  hash: string;
  /** The wallet replaced the sent transaction (`hash` is the replacement). */
  replaced: boolean;
  /**
   * A Safe's proposal waiting for its other owners, as the Safe Transaction Service counts them:
   * `hash` is its safeTxHash, which no explorer knows. Its execution's hash replaces it once known.
   */
  awaitingSigners: { confirmed: number; required: number } | undefined;
  chainId: number;
  /** The network's name, or 'chain <id>' for one this deployment does not know. */
  network: string;
  /** The action that sent it: the flow id's feature ('my-reward.claim' → 'my-reward'). */
  feature: string;
  /** Whole seconds since it was sent (never negative: another device's clock may run ahead). */
  ageSeconds: number;
}

/** The centre's pending rows, newest first. */
export function pendingRows(txs: readonly PendingRowInput[], now: number, env: NetworkEnv): PendingRow[] {
  return [...txs]
    .sort((a, b) => b.sentAt - a.sentAt)
    .map((tx) => ({
      hash: tx.executedBy ?? tx.replacedBy ?? tx.hash,
      replaced: tx.replacedBy !== undefined,
      awaitingSigners: tx.account === 'contract' && !tx.executedBy ? tx.signers : undefined,
      chainId: tx.chainId,
      network: networkByChainId(tx.chainId, env)?.name ?? `chain ${tx.chainId}`,
      feature: tx.flowId.split('.')[0] ?? tx.flowId,
      ageSeconds: Math.max(0, Math.floor((now - tx.sentAt) / 1000)),
    }));
}

/** An age as its largest unit: 42 s, 5 min, 3 h, 2 d (the catalogue's `age_<unit>`). */
export function ageParts(seconds: number): { unit: 'seconds' | 'minutes' | 'hours' | 'days'; count: number } {
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86_400) };
}
