// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/routes';
import { SITE_LANGUAGES } from './languages';
import { catalogueFile, mergeCatalogues } from './sharedCatalogues';

type Catalogue = Record<string, unknown>;

// The same files as catalogueLoaders.ts and sharedCatalogues.ts, read eagerly here to compare every namespace.
const shellFiles = import.meta.glob<Catalogue>('./locales/*.json', { eager: true, import: 'default' });
const featureFiles = import.meta.glob<Catalogue>(
  ['../features/*/locales/*.json', '../shared/*/locales/*.json', '../features/*/locales/errors/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const packageFiles: Record<string, Record<string, Catalogue>> = {
  dragoCatalogue: import.meta.glob<Catalogue>('../../../../packages/shared/src/drago/locales/*.json', {
    eager: true,
    import: 'default',
  }),
};

const parts = new Map<string, Map<string, Catalogue[]>>(); // namespace → language → its files
function addCatalogue(namespace: string, language: string, catalogue: Catalogue) {
  const byLanguage = parts.get(namespace) ?? new Map<string, Catalogue[]>();
  byLanguage.set(language, [...(byLanguage.get(language) ?? []), catalogue]);
  parts.set(namespace, byLanguage);
}
for (const [path, catalogue] of Object.entries({ ...shellFiles, ...featureFiles })) {
  const file = catalogueFile(path);
  if (file) addCatalogue(file.namespace, file.language, catalogue);
}
for (const [namespace, files] of Object.entries(packageFiles)) {
  for (const [path, catalogue] of Object.entries(files)) {
    addCatalogue(namespace, path.match(/([^/]+)\.json$/)?.[1] ?? '?', catalogue);
  }
}
/** namespace → language → the catalogue i18next is given (its files merged, as loadCatalogue does). */
const catalogues = new Map(
  [...parts].map(([namespace, byLanguage]) => [
    namespace,
    new Map([...byLanguage].map(([language, files]) => [language, mergeCatalogues(files) as Catalogue])),
  ]),
);

/** Nested objects flatten to dotted keys, as i18next resolves them. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [nested, nestedValue] of flatten(value as Catalogue, path)) entries.set(nested, nestedValue);
    } else entries.set(path, value);
  }
  return entries;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Languages have different plural forms (ko/ja/zh only `_other`), so compare plural base keys. */
function baseKeys(entries: Map<string, unknown>): Set<string> {
  return new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function placeholders(value: unknown): string[] {
  return typeof value === 'string' ? [...value.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort() : [];
}

describe('translation catalogues', () => {
  it('exist for the shell and the features', () => {
    expect(catalogues.get('common')?.size).toBe(SITE_LANGUAGES.length);
    expect(catalogues.has('subscribe')).toBe(true);
    expect(catalogues.has('not-found')).toBe(true);
    expect(catalogues.has('errors')).toBe(true);
    expect(catalogues.has('dragoCatalogue')).toBe(true);
  });

  for (const [namespace, byLanguage] of catalogues) {
    describe(`namespace "${namespace}"`, () => {
      it('has a catalogue for every site language and no other', () => {
        expect([...byLanguage.keys()].sort()).toEqual([...SITE_LANGUAGES].sort());
      });

      const english = flatten(byLanguage.get('en') ?? {});
      for (const language of SITE_LANGUAGES) {
        it(`${language}: has exactly the English keys, none empty, same placeholders`, () => {
          const entries = flatten(byLanguage.get(language) ?? {});
          expect([...baseKeys(entries)].sort()).toEqual([...baseKeys(english)].sort());
          const empty = [...entries].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
          expect(empty.map(([key]) => key)).toEqual([]);
          const mismatched = [...entries]
            .filter(([key]) => english.has(key))
            .filter(([key, value]) => placeholders(value).join() !== placeholders(english.get(key)).join())
            .map(([key]) => key);
          expect(mismatched).toEqual([]);
        });
      }
    });
  }
});

const SRC_DIR = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function englishHas(namespace: string, key: string): boolean {
  const english = catalogues.get(namespace)?.get('en');
  if (!english) return false;
  const entries = flatten(english);
  return entries.has(key) || [...entries.keys()].some((k) => k.replace(PLURAL_SUFFIX, '') === key);
}

/** 'ns:key' names its namespace; a bare key belongs to the file's useTranslation namespaces. */
function resolves(key: string, fileNamespaces: string[], keyPrefixes: string[]): boolean {
  const separator = key.indexOf(':');
  if (separator > 0 && catalogues.has(key.slice(0, separator))) {
    return englishHas(key.slice(0, separator), key.slice(separator + 1));
  }
  const candidates = [key, ...keyPrefixes.map((prefix) => `${prefix}.${key}`)];
  return fileNamespaces.some((namespace) => candidates.some((candidate) => englishHas(namespace, candidate)));
}

describe('keys used in the source (best effort: literal t() keys)', () => {
  it("every literal t('key') exists in the English catalogue of its namespace", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC_DIR)) {
      const source = readFileSync(file, 'utf8');
      const namespaces = [...source.matchAll(/useTranslation\(\s*\[?\s*['"]([^'"]+)['"]/g)].map(
        (m) => m[1] ?? '',
      );
      const keyPrefixes = [...source.matchAll(/keyPrefix:\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
      const fileNamespaces = namespaces.length > 0 ? namespaces : ['common'];
      for (const match of source.matchAll(/(?<![\w.$])t\(\s*(['"])([^'"\n]+)\1/g)) {
        const key = match[2] ?? '';
        if (!resolves(key, fileNamespaces, keyPrefixes)) missing.push(`${relative(SRC_DIR, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every route title and description key exists in English', () => {
    const missing = appRoutes
      .flatMap((route) => [route.titleKey, route.descriptionKey])
      .filter((key) => !resolves(key, ['common'], []));
    expect(missing).toEqual([]);
  });
});
