import { type NetworkKey, networkByIndex } from '@kingdoms/shared/networks';

/** An egg as the cards show it (spec 2 §3: tokenId, status, network). */
export interface EggItem {
  tokenId: number;
  status: number;
  network: NetworkKey;
  /** The hatch's randomness request, once asked. */
  requestId: string | null;
  /** The request went unanswered beyond the configured time. */
  stuck: boolean;
}

/** A drago as the cards and the info popup show it (spec 2 §3). */
export interface DragoItem {
  tokenId: number;
  network: NetworkKey;
  grade: number;
  breed: number;
  rehatching: number;
  datas: readonly number[];
  rented: boolean;
  /** The two parent ids; 0 for none (what the breed page checks pairs with). */
  parents: readonly [number, number];
}

/** Spec 2 §9: networks are 0 Ethereum, 1 Polygon, 2 Arena-Z. Unknown indexes read as Arena-Z. */
export function networkKeyOf(index: number): NetworkKey {
  return networkByIndex(index)?.key ?? 'arenaz';
}
