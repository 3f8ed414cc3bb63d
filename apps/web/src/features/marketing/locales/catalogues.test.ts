import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { MARKETING_CATALOGUES } from '../testing/renderMarketing';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [child, text] of flatten(value, path)) entries.set(child, text);
  }
  return entries;
}

const flat = Object.fromEntries(
  Object.entries(MARKETING_CATALOGUES).map(([language, catalogue]) => [language, flatten(catalogue as Tree)]),
);
const english = flat.en ?? new Map<string, string>();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('marketing catalogues', () => {
  it.each(['ko', 'ja', 'zh'])('%s has exactly the English keys', (language) => {
    expect([...(flat[language]?.keys() ?? [])].sort()).toEqual([...english.keys()].sort());
  });

  it.each(['en', 'ko', 'ja', 'zh'])('%s has no empty text and keeps every placeholder', (language) => {
    for (const [key, text] of flat[language] ?? []) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each(['ko', 'ja', 'zh'])('%s translates the page copy rather than copying English', (language) => {
    for (const key of [
      'home.hero_title',
      'drago.legendary.fire.lore',
      'token.coming_soon',
      'media.articles.whyStrategy.title',
    ]) {
      expect(flat[language]?.get(key), key).not.toBe(english.get(key));
    }
  });

  it('registers every marketing route with a title and description in the catalogue', () => {
    const paths = ['/', '/land', '/governance', '/skin', '/drago', '/loka', '/arena', '/media'];
    for (const path of paths) {
      const route = appRoutes.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      for (const key of [route?.titleKey, route?.descriptionKey]) {
        expect(key?.startsWith('marketing:'), path).toBe(true);
        expect(english.has(key?.slice('marketing:'.length) ?? ''), key).toBe(true);
      }
    }
  });
});
