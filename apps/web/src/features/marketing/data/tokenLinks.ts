import type { OutboundLinkId } from '../../../shared/config/outboundLinks';
import { PARTNERS, type Partner } from './partners';

export interface Exchange {
  id: string;
  /** Brand name (a proper noun, not translated). */
  name: string;
  linkId: OutboundLinkId;
  hue: string;
}

/** LOKA AVAILABLE ON: 5 exchange links (spec 1 §9). */
export const EXCHANGES: readonly Exchange[] = [
  { id: 'meridian', name: 'Meridian Exchange', linkId: 'exchangeMeridian', hue: '#4fb0e8' },
  { id: 'crestline', name: 'Crestline DEX', linkId: 'exchangeCrestline', hue: '#e8b04f' },
  { id: 'harborswap', name: 'Harborswap', linkId: 'exchangeHarborswap', hue: '#6fd19b' },
  { id: 'vaultline', name: 'Vaultline', linkId: 'exchangeVaultline', hue: '#c77ae0' },
  { id: 'tidemark', name: 'Tidemark', linkId: 'exchangeTidemark', hue: '#e0705a' },
];

/** The token round's backers, a subset of the home page's partner wall. */
const TOKEN_INVESTOR_IDS = [
  'ironvale',
  'northwind',
  'emberstone',
  'obsidian',
  'silverpeak',
  'starfall',
  'moonharbor',
  'goldleaf',
  'frostgate',
] as const;

/** LOKA AVAILABLE ON: 9 investor links (spec 1 §9). */
export const TOKEN_INVESTORS: readonly Partner[] = TOKEN_INVESTOR_IDS.map((id) => {
  const partner = PARTNERS.find((candidate) => candidate.id === id);
  if (!partner) throw new Error(`Token investor "${id}" is not in the partner table`);
  return partner;
});
