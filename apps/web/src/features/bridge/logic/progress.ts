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
