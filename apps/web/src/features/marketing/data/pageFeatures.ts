import type { SymbolName } from '../art/symbols';

/** The feature items of the land, governance and skin pages (spec 1 §2), with their symbols. */
export const LAND_FEATURES = [
  { id: 'own', symbol: 'land' },
  { id: 'develop', symbol: 'build' },
] as const satisfies readonly { id: string; symbol: SymbolName }[];

/** Land data figures: the world's shape, shown above Go LandPortal. */
export const LAND_DATA = [
  { id: 'continents', value: 26 },
  { id: 'plotsPerContinent', value: 1600 },
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
