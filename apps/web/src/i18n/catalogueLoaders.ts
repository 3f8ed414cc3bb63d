import type { ResourceKey } from 'i18next';

type CatalogueModule = { default: ResourceKey };
type CatalogueLoader = () => Promise<CatalogueModule>;

/**
 * Every catalogue file of the app, found by convention so a new feature needs no edit here:
 * the shell's `common` namespace in src/i18n/locales, each feature's namespace (= its folder
 * name) in src/features/<feature>/locales, and each shared module's (e.g. `errors`, the one
 * catalogue of failure texts) in src/shared/<module>/locales. Each file is its own lazy chunk.
 */
const shellFiles = import.meta.glob<CatalogueModule>('./locales/*.json');
const featureFiles = import.meta.glob<CatalogueModule>([
  '../features/*/locales/*.json',
  '../shared/*/locales/*.json',
]);

/**
 * Catalogues of packages/shared that the API reads too (namespace → its files), one line each.
 */
const packageFiles: Record<string, Record<string, CatalogueLoader>> = {
  dragoCatalogue: import.meta.glob<CatalogueModule>('../../../../packages/shared/src/drago/locales/*.json'),
};

export const SHELL_NAMESPACE = 'common';

function catalogueKey(namespace: string, language: string): string {
  return `${namespace}/${language}`;
}

function indexLoaders(): Map<string, CatalogueLoader> {
  const loaders = new Map<string, CatalogueLoader>();
  for (const [path, load] of Object.entries(shellFiles)) {
    const language = path.match(/\/locales\/([^/]+)\.json$/)?.[1];
    if (language) loaders.set(catalogueKey(SHELL_NAMESPACE, language), load);
  }
  for (const [path, load] of Object.entries(featureFiles)) {
    const match = path.match(/\/(?:features|shared)\/([^/]+)\/locales\/([^/]+)\.json$/);
    if (match?.[1] && match[2]) loaders.set(catalogueKey(match[1], match[2]), load);
  }
  for (const [namespace, files] of Object.entries(packageFiles)) {
    for (const [path, load] of Object.entries(files)) {
      const language = path.match(/\/locales\/([^/]+)\.json$/)?.[1];
      if (language) loaders.set(catalogueKey(namespace, language), load);
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
  const load = loaders.get(catalogueKey(namespace, language));
  if (!load) throw new Error(`No catalogue for namespace "${namespace}" in language "${language}"`);
  return (await load()).default;
}
