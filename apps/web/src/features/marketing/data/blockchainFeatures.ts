import type { OutboundLinkId } from '@kingdoms/shared/site-content';

/** Where a card's Learn More goes: a page of this site or an NFT marketplace collection. */
export type LearnMoreTarget = { kind: 'route'; to: string } | { kind: 'outbound'; linkId: OutboundLinkId };

export type BlockchainFeatureId = 'land' | 'drago' | 'dragoEgg' | 'skin' | 'resource' | 'package';

export interface BlockchainFeature {
  id: BlockchainFeatureId;
  learnMore: LearnMoreTarget;
}

/**
 * Spec 1 §2 BLOCKCHAIN FEATURES: cards 0..2 go to /land, /drago and /arena; the other three open
 * their NFT marketplace collection.
 */
export const BLOCKCHAIN_FEATURES: readonly BlockchainFeature[] = [
  { id: 'land', learnMore: { kind: 'route', to: '/land' } },
  { id: 'drago', learnMore: { kind: 'route', to: '/drago' } },
  { id: 'dragoEgg', learnMore: { kind: 'route', to: '/arena' } },
  { id: 'skin', learnMore: { kind: 'outbound', linkId: 'nftSkin' } },
  { id: 'resource', learnMore: { kind: 'outbound', linkId: 'nftResource' } },
  { id: 'package', learnMore: { kind: 'outbound', linkId: 'nftPackage' } },
];

/** ABOUT GAME's four highlights (spec 1 §2), in order. */
export const GAME_HIGHLIGHTS = ['hegemony', 'alliance', 'election', 'cvc'] as const;
