import { runtimeConfigEndpoint } from '@kingdoms/shared/runtime-config';
import { EMPTY_SITE_CONTENT } from '@kingdoms/shared/site-content';
import { describe, expect, it } from 'vitest';
import { CONFIG_JSON_PATH } from './configJson';
import { firstScreenConfig } from './siteContent';

describe('the first screen’s reading of /config.json (no zod)', () => {
  it('fetches the path the API serves', () => {
    expect(CONFIG_JSON_PATH).toBe(runtimeConfigEndpoint.path);
  });

  it('takes the content and media of a well-shaped configuration as they are', () => {
    const content = { ...EMPTY_SITE_CONTENT, links: { twitter: 'https://x.example/kingdoms' } };
    const media = { heroVideo: 'https://media.example/hero.mp4' };
    expect(firstScreenConfig({ env: 'devnet', content, media })).toEqual({ content, media });
  });

  it.each([
    ['not an object', 'nonsense'],
    ['null', null],
    ['content without links', { content: { partners: [] }, media: 'x' }],
    ['an array', [1, 2]],
  ])('shows nothing configured for %s', (_label, json) => {
    expect(firstScreenConfig(json)).toEqual({ content: EMPTY_SITE_CONTENT, media: {} });
  });
});
