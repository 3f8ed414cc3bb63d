import { defineContractFeature } from './feature';

/** Polygon's mystery boxes. */
export const contractFeature = defineContractFeature({
  name: 'mysteryBox',
  contracts: {
    MysteryBox: { order: 150, networks: ['polygon'] },
  },
});
