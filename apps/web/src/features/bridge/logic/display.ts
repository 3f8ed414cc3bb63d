import { type NetworkKey, networkByIndex } from '@kingdoms/shared/networks';

/** Spec 3 §9: bridge token amounts are shown with 4 decimals (base unit 10^18). */
export const BRIDGE_FRACTION_DIGITS = 4;

/** The network of one of the API's indexes (0 Ethereum, 1 Polygon, 2 Arena-Z). */
export function networkOfIndex(index: number): NetworkKey {
  return networkByIndex(index)?.key ?? 'arenaz';
}
