import type { ResourceKey } from 'i18next';

type CatalogueModule = { default: ResourceKey };

/**
 * The shared modules' catalogues (src/shared/<module>/locales/<language>.json, namespace = the
 * module's folder, e.g. `errors`) and the features' parts of them: the texts of the error codes
 * a feature's endpoints own, src/features/<feature>/locales/errors/<language>.json
 * (docs/architecture.md "Errors people see"). Loaded only when a page asks for a shared
 * namespace, so the first chunks of a page carry none of this (catalogueLoaders.ts).
 */
const sharedFiles = import.meta.glob<CatalogueModule>('../shared/*/locales/*.json');
const partFiles = import.meta.glob<CatalogueModule>('../features/*/locales/errors/*.json');

/**
 * The namespace and language of any catalogue file by its path: `./locales/<language>.json`
 * (the shell's `common`), `features/<namespace>/locales/<language>.json`,
 * `shared/<namespace>/locales/<language>.json`, and
 * `features/<feature>/locales/<namespace>/<language>.json`, a feature's part of a shared
 * module's namespace, merged into it.
 */
export function catalogueFile(path: string): { namespace: string; language: string } | undefined {
  const match =
    path.match(/\/features\/[^/]+\/locales\/([^/]+)\/([^/]+)\.json$/) ??
    path.match(/\/(?:features|shared)\/([^/]+)\/locales\/([^/]+)\.json$/);
  if (match?.[1] && match[2]) return { namespace: match[1], language: match[2] };
  const language = path.match(/^\.\/locales\/([^/]+)\.json$/)?.[1];
  return language ? { namespace: 'common', language } : undefined;
}

type Catalogue = { [key: string]: ResourceKey };

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One catalogue of several files' keys, nested objects merged (every part's `error.<code>` in
 * one `error`). Two parts never give one key: shared/errors/errorCodes.test.ts holds `errors`
 * to that, naming both files.
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

/** A shared module's catalogue of one language, every feature's part of it merged in. */
export async function loadSharedCatalogue(namespace: string, language: string): Promise<ResourceKey> {
  const files = [...Object.entries(sharedFiles), ...Object.entries(partFiles)].filter(([path]) => {
    const file = catalogueFile(path);
    return file?.namespace === namespace && file.language === language;
  });
  if (!files.some(([path]) => path.startsWith('../shared/'))) {
    throw new Error(`No catalogue for namespace "${namespace}" in language "${language}"`);
  }
  const modules = await Promise.all(files.map(([, load]) => load()));
  return mergeCatalogues(modules.map((module) => module.default));
}
