/**
 * The step tracker of an in-flight transfer (beyond the spec; what Polygon, Arbitrum and
 * Wormhole bridge users ask for): sent → confirmed → checkpoint / signed → delivered. Built from
 * the API's history rows for the wallet, so it survives a reload, a cleared cache, another device.
 */
export const TRANSFER_STAGES = ['sent', 'confirmed', 'signed', 'delivered'] as const;
export type TransferStage = (typeof TRANSFER_STAGES)[number];

export interface TransferProgress {
  stage: TransferStage;
  /**
   * The third step's name: 'checkpoint' where Polygon's checkpoint gates the signature (LOKA
   * withdrawals), 'signed' where the relayer signs at once (resources, relayer deliveries).
   */
  gate: 'checkpoint' | 'signed';
  /** Who takes the last step: the relayer delivers, or the person claims / receives. */
  delivery: 'relayer' | 'user';
  /** Checkpoint wait: when the signature is expected (ms since epoch), from the tx time + period. */
  readyAt?: number;
}

export function stageIndex(stage: TransferStage): number {
  return TRANSFER_STAGES.indexOf(stage);
}

/** True until the last step. */
export function inFlight(progress: TransferProgress): boolean {
  return progress.stage !== 'delivered';
}

/** Milliseconds left of the checkpoint wait (0 once due). */
export function remainingMs(readyAt: number, now: number): number {
  return Math.max(0, readyAt - now);
}

/** A countdown as H:MM:SS (or MM:SS under an hour), rounded up to the next second. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The API's view of a transfer (BridgeTransfer) as the tracker shows it. */
export interface TransferLike {
  step: 'confirmed' | 'checkpoint' | 'signed' | 'delivered';
  availableAt: number | null;
}

/**
 * Tracker steps from the API's `step` (BRIDGE_STEPS of @kingdoms/shared/bridge): 'checkpoint'
 * is the confirmed transfer waiting for Polygon's checkpoint (with its countdown to availableAt);
 * an unindexed hash (no transfer yet) is 'sent'.
 */
export function progressOf(
  transfer: TransferLike | undefined,
  route: { checkpoint: boolean; delivery: 'relayer' | 'user' },
): TransferProgress {
  const base = { gate: route.checkpoint ? 'checkpoint' : 'signed', delivery: route.delivery } as const;
  if (!transfer) return { ...base, stage: 'sent' };
  switch (transfer.step) {
    case 'confirmed':
      return { ...base, stage: 'confirmed' };
    case 'checkpoint':
      return {
        ...base,
        stage: 'confirmed',
        ...(transfer.availableAt !== null ? { readyAt: transfer.availableAt * 1000 } : {}),
      };
    case 'signed':
      return { ...base, stage: 'signed' };
    case 'delivered':
      return { ...base, stage: 'delivered' };
  }
}
