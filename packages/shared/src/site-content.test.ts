import { describe, expect, it } from 'vitest';
import {
  EMPTY_SITE_CONTENT,
  hasDefaultLink,
  isOutboundUrl,
  LINK_IDS_WITH_DEFAULT,
  OUTBOUND_LINK_IDS,
  SOCIAL_LINK_IDS,
} from './site-content';
import { PLACEHOLDER_LINKS, SAMPLE_SITE_CONTENT, SAMPLE_TOKEN_METRICS } from './site-content-samples';
import { siteContentFileSchema, siteContentSchema } from './site-content-schema';
import { NO_EFFECTS } from './staking';

describe('outbound URLs', () => {
  it.each([
    'https://kingdoms-portal.example/support',
    'http://127.0.0.1:8080/docs',
    'mailto:contact@kingdoms-portal.example',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (url) => {
    expect(isOutboundUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//kingdoms-portal.example',
    '/support',
    'kingdoms-portal.example',
    'https://',
    '',
  ])('refuses %j', (url) => {
    expect(isOutboundUrl(url)).toBe(false);
  });
});

describe('the placeholder defaults', () => {
  it('point only at the reserved .example domain, never at a third-party site', () => {
    for (const url of Object.values(PLACEHOLDER_LINKS)) {
      const host = url.startsWith('mailto:') ? url.split('@')[1] : new URL(url).hostname;
      expect(host).toMatch(/(^|\.)kingdoms-portal\.example$/);
    }
  });

  it('leave accounts and listings on third-party services unset: no guessed handle', () => {
    for (const id of [
      ...SOCIAL_LINK_IDS,
      'appStore',
      'playStore',
      'buyDragoMarketArenaZ',
      'buyDragoMarketPolygon',
      'buyDragoCollectionEthereum',
      'buyDragoCollectionPolygon',
    ] as const) {
      expect((PLACEHOLDER_LINKS as Partial<Record<string, string>>)[id], id).toBeUndefined();
    }
  });

  it('are valid site content, every list and figure flagged as sample, with the spec 1 §9 counts', () => {
    const content = siteContentSchema.parse(SAMPLE_SITE_CONTENT);
    expect(content.partners.entries).toHaveLength(16);
    expect(content.exchanges.entries).toHaveLength(5);
    expect(content.tokenInvestors.entries).toHaveLength(9);
    for (const section of [
      content.partners,
      content.exchanges,
      content.tokenInvestors,
      content.tokenMetrics,
      content.pledgingTiers,
    ]) {
      expect(section.sample).toBe(true);
    }
    expect(content.companyAddress).toBeUndefined();
  });

  it('name sample parties so no one could take them for real firms, and link none of them', () => {
    const parties = [
      ...SAMPLE_SITE_CONTENT.partners.entries,
      ...SAMPLE_SITE_CONTENT.exchanges.entries,
      ...SAMPLE_SITE_CONTENT.tokenInvestors.entries,
    ];
    for (const party of parties) {
      expect(party.name).toMatch(/^(Partner|Exchange|Investor) [A-P]$/);
      expect(party.url).toBeUndefined();
    }
  });

  it('leave nothing in the empty content the web app starts from', () => {
    expect(siteContentSchema.parse(EMPTY_SITE_CONTENT)).toEqual(EMPTY_SITE_CONTENT);
    expect(EMPTY_SITE_CONTENT.links).toEqual({});
  });

  it('knows every link id once', () => {
    expect(new Set(OUTBOUND_LINK_IDS).size).toBe(OUTBOUND_LINK_IDS.length);
    for (const id of Object.keys(PLACEHOLDER_LINKS)) expect(OUTBOUND_LINK_IDS).toContain(id);
  });

  it('lists exactly the placeholder links as the links with a default (the web app reads only the ids)', () => {
    expect(Object.keys(PLACEHOLDER_LINKS).sort()).toEqual([...LINK_IDS_WITH_DEFAULT].sort());
    expect(hasDefaultLink('support')).toBe(true);
    expect(hasDefaultLink('twitter')).toBe(false);
  });
});

describe('siteContentSchema', () => {
  const withLinks = (links: Record<string, string>) => ({ ...EMPTY_SITE_CONTENT, links });

  it('refuses a link that could run script', () => {
    const result = siteContentSchema.safeParse(withLinks({ support: 'javascript:alert(1)' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['links', 'support']);
  });

  it('drops link ids it does not know, like every other /config.json field', () => {
    expect(siteContentSchema.parse(withLinks({ retired: 'https://a.example' })).links).toEqual({});
  });
});

describe('siteContentFileSchema (the operator file)', () => {
  it('takes any subset of the lists and figures', () => {
    expect(siteContentFileSchema.parse({})).toEqual({});
    const file = siteContentFileSchema.parse({
      partners: [{ name: 'Guild One', url: 'https://guild-one.example' }, { name: 'No Site Yet' }],
      tokenMetrics: SAMPLE_TOKEN_METRICS,
      pledgingTiers: [{ tier: 1, fromRank: 1, toRank: 3, effects: { ...NO_EFFECTS, resourceRegen: 12 } }],
    });
    expect(file.partners?.[1]).toEqual({ name: 'No Site Yet' });
  });

  it.each([
    ['a misspelt section', { partner: [] }, ''],
    ['a partner without a name', { partners: [{ name: ' ' }] }, 'partners.0.name'],
    ['a partner link to a script', { partners: [{ name: 'A', url: 'javascript:x' }] }, 'partners.0.url'],
    [
      'allocation percents that do not add up to 100',
      {
        tokenMetrics: {
          totalSupply: 10,
          allocation: [{ ...SAMPLE_TOKEN_METRICS.allocation[0], percent: 40 }],
        },
      },
      'tokenMetrics.allocation',
    ],
    [
      'a bucket named twice',
      {
        tokenMetrics: {
          totalSupply: 10,
          allocation: [
            { id: 'team', percent: 50, tgePercent: 0, cliffMonths: 0, vestingMonths: 0 },
            { id: 'team', percent: 50, tgePercent: 0, cliffMonths: 0, vestingMonths: 0 },
          ],
        },
      },
      'tokenMetrics.allocation',
    ],
    [
      'an unknown bucket',
      {
        tokenMetrics: {
          totalSupply: 10,
          allocation: [{ id: 'moon', percent: 100, tgePercent: 0, cliffMonths: 0, vestingMonths: 0 }],
        },
      },
      'tokenMetrics.allocation.0.id',
    ],
    [
      'overlapping tier ranks',
      {
        pledgingTiers: [
          { tier: 1, fromRank: 1, toRank: 3, effects: NO_EFFECTS },
          { tier: 2, fromRank: 2, toRank: 4, effects: NO_EFFECTS },
        ],
      },
      'pledgingTiers',
    ],
    [
      'a tier missing an effect',
      { pledgingTiers: [{ tier: 1, fromRank: 1, toRank: 3, effects: { resourceRegen: 5 } }] },
      'pledgingTiers.0.effects.crystalRegen',
    ],
  ])('refuses %s', (_name, file, path) => {
    const result = siteContentFileSchema.safeParse(file);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
