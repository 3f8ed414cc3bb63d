import type { OutboundLinkId } from '../../../shared/config/outboundLinks';

/** The glyph drawn in front of a wordmark; every partner mark is original SVG art. */
export type MarkGlyph = 'shield' | 'diamond' | 'circle' | 'hex' | 'peak' | 'flame' | 'wave' | 'star';

/**
 * Spec 1 §3 "Partner": a link, its mark, and a layout hint (width, height, style). Names are
 * brand names (proper nouns, the same in every language), so they live here, not in catalogues.
 */
export interface Partner {
  id: string;
  name: string;
  linkId: OutboundLinkId;
  glyph: MarkGlyph;
  /** Accent colour of the mark. */
  hue: string;
  width: number;
  height: number;
}

/** INVESTORS & PARTNERS: 16 logo links (spec 1 §9). */
export const PARTNERS: readonly Partner[] = [
  {
    id: 'ironvale',
    name: 'Ironvale Capital',
    linkId: 'partnerIronvale',
    glyph: 'shield',
    hue: '#c9a44c',
    width: 180,
    height: 56,
  },
  {
    id: 'northwind',
    name: 'Northwind Ventures',
    linkId: 'partnerNorthwind',
    glyph: 'wave',
    hue: '#7fb8e6',
    width: 190,
    height: 56,
  },
  {
    id: 'emberstone',
    name: 'Emberstone Labs',
    linkId: 'partnerEmberstone',
    glyph: 'flame',
    hue: '#e0703a',
    width: 180,
    height: 56,
  },
  {
    id: 'obsidian',
    name: 'Obsidian Fund',
    linkId: 'partnerObsidian',
    glyph: 'diamond',
    hue: '#a48be0',
    width: 170,
    height: 56,
  },
  {
    id: 'silverpeak',
    name: 'Silverpeak Partners',
    linkId: 'partnerSilverpeak',
    glyph: 'peak',
    hue: '#c8d3e0',
    width: 200,
    height: 56,
  },
  {
    id: 'runeforge',
    name: 'Runeforge',
    linkId: 'partnerRuneforge',
    glyph: 'hex',
    hue: '#5fc9a8',
    width: 160,
    height: 56,
  },
  {
    id: 'starfall',
    name: 'Starfall Digital',
    linkId: 'partnerStarfall',
    glyph: 'star',
    hue: '#f2d16b',
    width: 180,
    height: 56,
  },
  {
    id: 'moonharbor',
    name: 'Moonharbor',
    linkId: 'partnerMoonharbor',
    glyph: 'circle',
    hue: '#9fb4ff',
    width: 170,
    height: 56,
  },
  {
    id: 'blackwater',
    name: 'Blackwater Guild',
    linkId: 'partnerBlackwater',
    glyph: 'wave',
    hue: '#4fa3b8',
    width: 185,
    height: 56,
  },
  {
    id: 'crimsonoak',
    name: 'Crimson Oak',
    linkId: 'partnerCrimsonOak',
    glyph: 'shield',
    hue: '#d0484f',
    width: 170,
    height: 56,
  },
  {
    id: 'azurekeep',
    name: 'Azure Keep',
    linkId: 'partnerAzureKeep',
    glyph: 'hex',
    hue: '#4b8de0',
    width: 160,
    height: 56,
  },
  {
    id: 'stormcrest',
    name: 'Stormcrest Labs',
    linkId: 'partnerStormcrest',
    glyph: 'peak',
    hue: '#8fa0b8',
    width: 180,
    height: 56,
  },
  {
    id: 'goldleaf',
    name: 'Goldleaf Holdings',
    linkId: 'partnerGoldleaf',
    glyph: 'diamond',
    hue: '#e3b341',
    width: 190,
    height: 56,
  },
  {
    id: 'thornwall',
    name: 'Thornwall Media',
    linkId: 'partnerThornwall',
    glyph: 'star',
    hue: '#b07ad0',
    width: 180,
    height: 56,
  },
  {
    id: 'frostgate',
    name: 'Frostgate Network',
    linkId: 'partnerFrostgate',
    glyph: 'circle',
    hue: '#8fe0f0',
    width: 190,
    height: 56,
  },
  {
    id: 'duskline',
    name: 'Duskline Games',
    linkId: 'partnerDuskline',
    glyph: 'flame',
    hue: '#f08a5d',
    width: 175,
    height: 56,
  },
];
