import type { OutboundLinkId } from '@kingdoms/shared/site-content';

export const LEGENDARY_DRAGO_IDS = ['dark', 'light', 'terra', 'fire', 'aqua'] as const;
export type LegendaryDragoId = (typeof LEGENDARY_DRAGO_IDS)[number];

/** Colours of each legendary drago's drawing: body, wing membrane, glow. */
export interface DragoPalette {
  body: string;
  wing: string;
  glow: string;
}

export const LEGENDARY_DRAGO_PALETTES: Record<LegendaryDragoId, DragoPalette> = {
  dark: { body: '#3b2a5c', wing: '#6d4bb0', glow: '#b48cff' },
  light: { body: '#e9dcb0', wing: '#fff4cf', glow: '#fff9e0' },
  terra: { body: '#6b5231', wing: '#9a7b45', glow: '#d8b46a' },
  fire: { body: '#8c2417', wing: '#d6502a', glow: '#ffb347' },
  aqua: { body: '#1d5a7a', wing: '#2f98b8', glow: '#8ff0ff' },
};

export interface DragoMenuEntry {
  id: string;
  linkId: OutboundLinkId;
}

/**
 * BUY DRAGO: four destinations, described by kind of marketplace and chain (spec 1 §2): one NFT
 * marketplace on Arena-Z and Polygon, an NFT collection marketplace on Ethereum and Polygon. The
 * collections' addresses are configuration (LINK_BUY_DRAGO_*); unconfigured ones are not listed.
 */
export const BUY_DRAGO_ENTRIES: readonly DragoMenuEntry[] = [
  { id: 'marketArenaZ', linkId: 'buyDragoMarketArenaZ' },
  { id: 'marketPolygon', linkId: 'buyDragoMarketPolygon' },
  { id: 'collectionEthereum', linkId: 'buyDragoCollectionEthereum' },
  { id: 'collectionPolygon', linkId: 'buyDragoCollectionPolygon' },
];

/** Rental: the official community chat server (the social `discord` link) and a rental marketplace. */
export const RENTAL_ENTRIES: readonly DragoMenuEntry[] = [
  { id: 'community', linkId: 'discord' },
  { id: 'rentalMarketplace', linkId: 'rentalMarketplace' },
];

/** Play-to-earn logic, step by step. */
export const PLAY_TO_EARN_STEPS = ['adopt', 'deploy', 'mine', 'earn'] as const;
