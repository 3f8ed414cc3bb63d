import { defineContractFeature } from './feature';

/**
 * The game's tokens: every chain's A2Z and DST, Ethereum's LOKA, Polygon's wrapped LOKA, and the
 * resources (Polygon's mystery boxes, Arena-Z's game). Each takes `constructor(address admin)`;
 * the features that mint or burn them are granted their roles in their own recipes.
 */
export const contractFeature = defineContractFeature({
  name: 'tokens',
  contracts: {
    A2Z: { order: 10, networks: ['ethereum', 'polygon', 'arenaz'] },
    LOKA: { order: 20, networks: ['ethereum'] },
    WLOKA: { order: 30, networks: ['polygon'] },
    DST: { order: 40, networks: ['ethereum', 'polygon', 'arenaz'] },
    Resource: { order: 180, networks: ['polygon', 'arenaz'] },
  },
});
