import type { SymbolName } from '../art/symbols';

/** The feature items of the land, governance and skin pages (spec 1 §2), with their symbols. */
export const LAND_FEATURES = [
  { id: 'own', symbol: 'land' },
  { id: 'develop', symbol: 'build' },
] as const satisfies readonly { id: string; symbol: SymbolName }[];

/**
 * Land data figures shown above Go LandPortal, each one the spec's: 26 continents (spec 1 §9
 * "Continents 1 to 26"), 8% of the genesis continent at a 20% discount (spec 1 §9 presale copy).
 */
export const LAND_DATA = [
  { id: 'continents', value: 26 },
  { id: 'genesisPresale', value: 8 },
  { id: 'presaleDiscount', value: 20 },
] as const;

export const GOVERNANCE_FEATURES = [
  { id: 'vote', symbol: 'vote' },
  { id: 'treasury', symbol: 'treasury' },
  { id: 'council', symbol: 'council' },
] as const satisfies readonly { id: string; symbol: SymbolName }[];

export const SKIN_FEATURES = [
  { id: 'appearance', symbol: 'appearance' },
  { id: 'bonus', symbol: 'bonus' },
  { id: 'trade', symbol: 'trade' },
] as const satisfies readonly { id: string; symbol: SymbolName }[];
