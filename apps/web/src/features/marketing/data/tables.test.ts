import { describe, expect, it } from 'vitest';
import { OUTBOUND_LINKS, type OutboundLinkId } from '../../../shared/config/outboundLinks';
import { BLOCKCHAIN_FEATURES, GAME_HIGHLIGHTS } from './blockchainFeatures';
import { BUY_DRAGO_ENTRIES, LEGENDARY_DRAGO_IDS, LEGENDARY_DRAGO_PALETTES, RENTAL_ENTRIES } from './dragos';
import { MEDIA_ARTICLES } from './mediaArticles';
import { NEWS_ITEMS } from './news';
import { GOVERNANCE_FEATURES, LAND_FEATURES, SKIN_FEATURES } from './pageFeatures';
import { PARTNERS } from './partners';
import { EXCHANGES, TOKEN_INVESTORS } from './tokenLinks';
import { TOKEN_FEATURES } from './tokenMetrics';

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const isHttpsLink = (id: OutboundLinkId) => OUTBOUND_LINKS[id].startsWith('https://');

describe('marketing tables hold the spec counts (spec 1 §9)', () => {
  it.each([
    ['partners', PARTNERS.length, 16],
    ['news slides', NEWS_ITEMS.length, 7],
    ['exchanges', EXCHANGES.length, 5],
    ['token investors', TOKEN_INVESTORS.length, 9],
    ['media cards', MEDIA_ARTICLES.length, 6],
    ['legendary dragos', LEGENDARY_DRAGO_IDS.length, 5],
    ['blockchain feature cards', BLOCKCHAIN_FEATURES.length, 6],
    ['game highlights', GAME_HIGHLIGHTS.length, 4],
    ['BUY DRAGO destinations', BUY_DRAGO_ENTRIES.length, 4],
    ['rental destinations', RENTAL_ENTRIES.length, 2],
    ['land features', LAND_FEATURES.length, 2],
    ['governance features', GOVERNANCE_FEATURES.length, 3],
    ['skin features', SKIN_FEATURES.length, 3],
    ['token feature cards', TOKEN_FEATURES.length, 4],
  ])('%s: %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the five legendary dragos of the spec, each with a palette', () => {
    expect(LEGENDARY_DRAGO_IDS).toEqual(['dark', 'light', 'terra', 'fire', 'aqua']);
    for (const id of LEGENDARY_DRAGO_IDS) expect(LEGENDARY_DRAGO_PALETTES[id]).toBeDefined();
  });

  it('orders the feature cards LAND, DRAGO, DRAGO EGG, SKIN, RESOURCE, PACKAGE', () => {
    expect(BLOCKCHAIN_FEATURES.map((feature) => feature.id)).toEqual([
      'land',
      'drago',
      'dragoEgg',
      'skin',
      'resource',
      'package',
    ]);
  });

  it('links every partner, exchange and investor to its own https address', () => {
    for (const table of [PARTNERS, EXCHANGES, TOKEN_INVESTORS]) {
      expect(unique(table.map((entry) => entry.id))).toBe(true);
      expect(unique(table.map((entry) => entry.linkId))).toBe(true);
      for (const entry of table) expect(isHttpsLink(entry.linkId)).toBe(true);
    }
  });

  it('links every news slide, media card and drago menu entry to a configured https address', () => {
    const linkIds = [...NEWS_ITEMS, ...MEDIA_ARTICLES, ...BUY_DRAGO_ENTRIES, ...RENTAL_ENTRIES].map(
      (entry) => entry.linkId,
    );
    for (const linkId of linkIds) expect(isHttpsLink(linkId)).toBe(true);
    expect(unique(MEDIA_ARTICLES.map((article) => article.linkId))).toBe(true);
  });

  it('gives news slides real ISO dates', () => {
    for (const item of NEWS_ITEMS) expect(Number.isNaN(Date.parse(item.date))).toBe(false);
  });
});
