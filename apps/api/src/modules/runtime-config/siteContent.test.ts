import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTBOUND_LINK_IDS } from '@kingdoms/shared/site-content';
import { PLACEHOLDER_LINKS, SAMPLE_SITE_CONTENT } from '@kingdoms/shared/site-content-samples';
import { NO_EFFECTS } from '@kingdoms/shared/staking';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../compose';
import { ConfigError, REPO_ROOT } from '../../config';
import { LINK_VARIABLE_NAMES, LINK_VARIABLES } from './siteContent';

const dir = mkdtempSync(join(tmpdir(), 'kingdoms-site-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function contentFile(name: string, body: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
  return path;
}

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('site content configuration', () => {
  it('has one LINK_* variable per outbound link, named after its id', () => {
    expect(Object.values(LINK_VARIABLES).sort()).toEqual([...OUTBOUND_LINK_IDS].sort());
    expect(LINK_VARIABLE_NAMES).toEqual(
      expect.arrayContaining([
        'LINK_PLAY_SITE',
        'LINK_APP_STORE',
        'LINK_A2Z_WHITEPAPER',
        'LINK_TWITTER',
        'LINK_BUY_DRAGO_MARKET_ARENA_Z',
        'LINK_BLOG_WHY_STRATEGY',
      ]),
    );
  });

  it('documents every LINK_* variable in docs/configuration.md', () => {
    const docs = readFileSync(join(REPO_ROOT, 'docs/configuration.md'), 'utf8');
    expect(LINK_VARIABLE_NAMES.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });

  it('serves placeholders for the studio sites and nothing else, every list and figure a sample', () => {
    const { siteContent } = loadConfig({}).runtimeConfig;
    expect(siteContent).toEqual(SAMPLE_SITE_CONTENT);
    expect(siteContent.links).toEqual(PLACEHOLDER_LINKS);
    expect(siteContent.links.discord).toBeUndefined();
    expect(siteContent.companyAddress).toBeUndefined();
  });

  it('takes each link from its variable, and hides a placeholder with "none"', () => {
    const { siteContent } = loadConfig({
      LINK_DISCORD: 'https://community.example/invite',
      LINK_SUPPORT: ' https://help.example/ ',
      LINK_SWAP: 'none',
      LINK_CONTACT: 'mailto:hello@studio.example',
    }).runtimeConfig;
    expect(siteContent.links.discord).toBe('https://community.example/invite');
    expect(siteContent.links.support).toBe('https://help.example/');
    expect(siteContent.links.contact).toBe('mailto:hello@studio.example');
    expect('swap' in siteContent.links).toBe(false);
    expect(siteContent.links.marketplace).toBe(PLACEHOLDER_LINKS.marketplace);
  });

  it.each(['javascript:alert(1)', '/relative', 'discord.gg/x'])('refuses LINK_TWITTER=%s', (value) => {
    const error = configError({ LINK_TWITTER: value });
    expect(error.variable).toBe('LINK_TWITTER');
    expect(error.message).toContain('must be an absolute http(s):// or mailto: URL, or none');
  });

  it('shows COMPANY_ADDRESS in the footer, up to 200 characters', () => {
    expect(
      loadConfig({ COMPANY_ADDRESS: ' 1 Example Street, Exampletown ' }).runtimeConfig.siteContent
        .companyAddress,
    ).toBe('1 Example Street, Exampletown');
    expect(configError({ COMPANY_ADDRESS: 'x'.repeat(201) }).variable).toBe('COMPANY_ADDRESS');
  });

  it('replaces exactly the samples that SITE_CONTENT_FILE holds', () => {
    const path = contentFile('content.json', {
      partners: [{ name: 'Guild One', url: 'https://guild-one.example' }],
      tokenMetrics: {
        totalSupply: 500,
        allocation: [{ id: 'community', percent: 100, tgePercent: 25, cliffMonths: 0, vestingMonths: 12 }],
      },
      pledgingTiers: [{ tier: 1, fromRank: 1, toRank: 26, effects: { ...NO_EFFECTS, medalBonus: 4 } }],
    });
    const { siteContent } = loadConfig({ SITE_CONTENT_FILE: path }).runtimeConfig;
    expect(siteContent.partners).toEqual({
      sample: false,
      entries: [{ name: 'Guild One', url: 'https://guild-one.example' }],
    });
    expect(siteContent.tokenMetrics.sample).toBe(false);
    expect(siteContent.tokenMetrics.totalSupply).toBe(500);
    expect(siteContent.pledgingTiers).toEqual({
      sample: false,
      bands: [{ tier: 1, fromRank: 1, toRank: 26, effects: { ...NO_EFFECTS, medalBonus: 4 } }],
    });
    expect(siteContent.exchanges).toEqual(SAMPLE_SITE_CONTENT.exchanges);
    expect(siteContent.tokenInvestors.sample).toBe(true);
  });

  it('reads the documented example file (docs/site-content.example.json), relative to the repository root', () => {
    const { siteContent } = loadConfig({ SITE_CONTENT_FILE: 'docs/site-content.example.json' }).runtimeConfig;
    for (const section of [
      siteContent.partners,
      siteContent.exchanges,
      siteContent.tokenInvestors,
      siteContent.tokenMetrics,
      siteContent.pledgingTiers,
    ]) {
      expect(section.sample).toBe(false);
    }
    expect(siteContent.partners.entries[1]).toEqual({ name: 'Example Guild' });
  });

  it('resolves SITE_CONTENT_FILE from the repository root when relative', () => {
    const error = configError({ SITE_CONTENT_FILE: 'no/such/content.json' });
    expect(error.message).toMatch(/SITE_CONTENT_FILE cannot be read \(ENOENT: .*no\/such\/content\.json\)/);
  });

  it.each([
    ['not JSON', '{ partners: [', 'is not JSON'],
    ['a misspelt section', { partner: [] }, 'is not valid site content (Unrecognized key: "partner")'],
    ['a partner link to a script', { partners: [{ name: 'A', url: 'javascript:x' }] }, 'partners.0.url'],
    [
      'tiers that overlap',
      {
        pledgingTiers: [
          { tier: 1, fromRank: 1, toRank: 3, effects: NO_EFFECTS },
          { tier: 2, fromRank: 3, toRank: 4, effects: NO_EFFECTS },
        ],
      },
      'tier 2: ranks overlap',
    ],
  ])('stops with a clear error for %s', (_name, body, message) => {
    const error = configError({ SITE_CONTENT_FILE: contentFile('bad.json', body) });
    expect(error.variable).toBe('SITE_CONTENT_FILE');
    expect(error.message).toContain(message);
  });
});
