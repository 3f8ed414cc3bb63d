/**
 * Spec 2 §3/§4: an egg is ready (status 0) or hatching (status 1). Genesis eggs (ids 10001 to
 * 20000) leave Ethereum through "Bridge & Hatch" and show the repair button; the others hatch
 * where they are. A hatch asked for here counts as hatching at once, before the inventory says
 * so; a hatch whose randomness is late is shown as stuck with its request id (it is fulfilled
 * when the oracle comes back, never asked again).
 */
import { EGG_STATUS, isGenesisTokenId } from '@kingdoms/shared/api/dragos';

/** Ids 10001 to 20000: genesis eggs (and the dragos hatched from them carry the genesis label). */
export const isGenesisId = isGenesisTokenId;

export interface EggFacts {
  tokenId: number;
  status: number;
  /** The randomness request of a hatch, once asked. */
  requestId?: string | null;
  /** True when the request went unanswered beyond the configured time. */
  stuck?: boolean;
}

export type EggState =
  /** Hatch on the egg's network. */
  | { kind: 'ready' }
  /** Bridge & Hatch, plus the repair button. */
  | { kind: 'genesis' }
  /** "Hatching...", the button disabled until the inventory shows the drago. */
  | { kind: 'hatching' }
  /** Hatching, but the randomness is late: shown with its request id. */
  | { kind: 'stuck'; requestId: string };

/**
 * What an egg card shows. `sentHere`: this page sent its hatch or bridge (the inventory may not
 * have indexed it yet).
 */
export function eggStateOf(egg: EggFacts, sentHere = false): EggState {
  if (egg.status === EGG_STATUS.hatching || sentHere) {
    if (egg.stuck && egg.requestId) return { kind: 'stuck', requestId: egg.requestId };
    return { kind: 'hatching' };
  }
  return isGenesisId(egg.tokenId) ? { kind: 'genesis' } : { kind: 'ready' };
}
