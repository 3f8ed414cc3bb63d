// @vitest-environment node
import { OUTBOUND_LINK_IDS } from '@kingdoms/shared/site-content';
import { describe, expect, it } from 'vitest';
import { BLOCKCHAIN_FEATURES, GAME_HIGHLIGHTS } from './blockchainFeatures';
import { BUY_DRAGO_ENTRIES, LEGENDARY_DRAGO_IDS, LEGENDARY_DRAGO_PALETTES, RENTAL_ENTRIES } from './dragos';
import { MEDIA_ARTICLES } from './mediaArticles';
import { NEWS_ITEMS } from './news';
import { GOVERNANCE_FEATURES, LAND_DATA, LAND_FEATURES, SKIN_FEATURES } from './pageFeatures';
import { markStyleAt } from './partners';
import { TOKEN_FEATURES } from './tokenMetrics';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('marketing tables hold the spec counts (spec 1 §9)', () => {
  it.each([
    ['news slides', NEWS_ITEMS.length, 7],
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

  it('refers to outbound links only by the ids of the configuration, never by address', () => {
    const linkIds = [...NEWS_ITEMS, ...MEDIA_ARTICLES, ...BUY_DRAGO_ENTRIES, ...RENTAL_ENTRIES].map(
      (entry) => entry.linkId,
    );
    for (const linkId of linkIds) expect(OUTBOUND_LINK_IDS).toContain(linkId);
    expect(unique(MEDIA_ARTICLES.map((article) => article.linkId))).toBe(true);
    expect(unique(BUY_DRAGO_ENTRIES.map((entry) => entry.linkId))).toBe(true);
  });

  it('shows on the land page only figures the spec gives: 26 continents, 8% presale, 20% discount', () => {
    expect(LAND_DATA).toEqual([
      { id: 'continents', value: 26 },
      { id: 'genesisPresale', value: 8 },
      { id: 'presaleDiscount', value: 20 },
    ]);
  });

  it('draws configured partners in a repeating cycle of mark styles', () => {
    expect(markStyleAt(0)).toEqual(markStyleAt(8));
    expect(markStyleAt(0)).not.toEqual(markStyleAt(1));
  });

  it('gives news slides real ISO dates', () => {
    for (const item of NEWS_ITEMS) expect(Number.isNaN(Date.parse(item.date))).toBe(false);
  });
});
