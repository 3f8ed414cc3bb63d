import { defineContractFeature, grantStep, requireDeployed } from './feature';

/** Stickers (Polygon): merging stickers burns them into a goods ticket. */
export const contractFeature = defineContractFeature({
  name: 'stickers',
  contracts: {
    Sticker: { order: 70, networks: ['polygon'] },
    GoodsTicket: { order: 80, networks: ['polygon'] },
    StickerMerge: {
      order: 90,
      networks: ['polygon'],
      constructorArgs: (context) => [
        requireDeployed(context, 'Sticker'),
        requireDeployed(context, 'GoodsTicket'),
      ],
      // The merge burns stickers and is the only contract that may mint goods tickets.
      afterDeploy: (merge, context) => [
        grantStep(context, 'Sticker', 'BURNER_ROLE', merge, 'StickerMerge'),
        grantStep(context, 'GoodsTicket', 'MINTER_ROLE', merge, 'StickerMerge'),
      ],
    },
  },
});
