import type { ResourceKey } from 'i18next';

type CatalogueModule = { default: ResourceKey };
type CatalogueLoader = () => Promise<CatalogueModule>;

/**
 * Every catalogue file of the app, found by convention so a new feature needs no edit here:
 * the shell's `common` namespace in src/i18n/locales and each feature's namespace (= its folder
 * name) in src/features/<feature>/locales; each shared module's (e.g. `errors`, the failure
 * texts, with the features' parts of it) through sharedCatalogues.ts, a lazy module of its own,
 * so the first chunks carry none of their files. Each file is its own lazy chunk.
 */
const shellFiles = import.meta.glob<CatalogueModule>('./locales/*.json');
const featureFiles = import.meta.glob<CatalogueModule>('../features/*/locales/*.json');

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
    const match = path.match(/\/features\/([^/]+)\/locales\/([^/]+)\.json$/);
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

/** A namespace of the shell, a feature or packages/shared, else a shared module's (sharedCatalogues.ts). */
export async function loadCatalogue(namespace: string, language: string): Promise<ResourceKey> {
  const load = loaders.get(catalogueKey(namespace, language));
  if (load) return (await load()).default;
  return (await import('./sharedCatalogues')).loadSharedCatalogue(namespace, language);
}
