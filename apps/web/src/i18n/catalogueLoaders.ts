import type { ResourceKey } from 'i18next';

type CatalogueModule = { default: ResourceKey };
type CatalogueLoader = () => Promise<CatalogueModule>;

/**
 * Every catalogue file of the app, found by convention so a new feature needs no edit here:
 * the shell's `common` namespace in src/i18n/locales, each feature's namespace (= its folder
 * name) in src/features/<feature>/locales, and each shared module's (e.g. `errors`, the failure
 * texts) in src/shared/<module>/locales. Each file is its own lazy chunk.
 */
const shellFiles = import.meta.glob<CatalogueModule>('./locales/*.json');
const featureFiles = import.meta.glob<CatalogueModule>([
  '../features/*/locales/*.json',
  '../shared/*/locales/*.json',
  // A feature's part of a shared namespace: the texts of the error codes its endpoints own,
  // src/features/<feature>/locales/errors/<language>.json, merged into `errors` (see catalogueFile).
  '../features/*/locales/errors/*.json',
]);

/**
 * Catalogues of packages/shared that the API reads too (namespace → its files), one line each.
 */
const packageFiles: Record<string, Record<string, CatalogueLoader>> = {
  dragoCatalogue: import.meta.glob<CatalogueModule>('../../../../packages/shared/src/drago/locales/*.json'),
};

export const SHELL_NAMESPACE = 'common';

/**
 * The namespace and language of a catalogue file by its path: `…/locales/<language>.json` of
 * the shell (`common`), of `features/<namespace>/` or `shared/<namespace>/`, and
 * `features/<feature>/locales/<namespace>/<language>.json`, a feature's part of a shared
 * namespace. Several files of one namespace and language are merged (mergeCatalogues).
 */
export function catalogueFile(path: string): { namespace: string; language: string } | undefined {
  const part = path.match(/\/features\/[^/]+\/locales\/([^/]+)\/([^/]+)\.json$/);
  if (part?.[1] && part[2]) return { namespace: part[1], language: part[2] };
  const own = path.match(/\/(?:features|shared)\/([^/]+)\/locales\/([^/]+)\.json$/);
  if (own?.[1] && own[2]) return { namespace: own[1], language: own[2] };
  const shell = path.match(/^\.\/locales\/([^/]+)\.json$/);
  if (shell?.[1]) return { namespace: SHELL_NAMESPACE, language: shell[1] };
  return undefined;
}

type Catalogue = { [key: string]: ResourceKey };

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One catalogue of several files' keys, nested objects merged (every part's `error.<code>` in
 * one `error`). Two parts never give one key: a test holds each namespace to that
 * (shared/errors/errorCodes.test.ts for `errors`).
 */
export function mergeCatalogues(parts: readonly ResourceKey[]): ResourceKey {
  const merged: Catalogue = {};
  for (const part of parts) {
    if (!isCatalogue(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key];
      merged[key] = isCatalogue(existing) && isCatalogue(value) ? mergeCatalogues([existing, value]) : value;
    }
  }
  return merged;
}

function catalogueKey(namespace: string, language: string): string {
  return `${namespace}/${language}`;
}

function indexLoaders(): Map<string, CatalogueLoader[]> {
  const loaders = new Map<string, CatalogueLoader[]>();
  const add = (file: { namespace: string; language: string } | undefined, load: CatalogueLoader) => {
    if (!file) return;
    const key = catalogueKey(file.namespace, file.language);
    loaders.set(key, [...(loaders.get(key) ?? []), load]);
  };
  for (const [path, load] of Object.entries({ ...shellFiles, ...featureFiles }))
    add(catalogueFile(path), load);
  for (const [namespace, files] of Object.entries(packageFiles)) {
    for (const [path, load] of Object.entries(files)) {
      const language = path.match(/\/locales\/([^/]+)\.json$/)?.[1];
      if (language) add({ namespace, language }, load);
    }
  }
  return loaders;
}

const loaders = indexLoaders();

/** All namespaces that have at least one catalogue file. */
export const ALL_NAMESPACES: readonly string[] = [
  ...new Set([...loaders.keys()].map((key) => key.slice(0, key.lastIndexOf('/')))),
];

export async function loadCatalogue(namespace: string, language: string): Promise<ResourceKey> {
  const parts = loaders.get(catalogueKey(namespace, language));
  if (!parts) throw new Error(`No catalogue for namespace "${namespace}" in language "${language}"`);
  const modules = await Promise.all(parts.map((load) => load()));
  return mergeCatalogues(modules.map((module) => module.default));
}
