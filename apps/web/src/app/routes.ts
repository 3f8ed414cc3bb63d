import { collectRoutes, type FeatureManifest } from '../shared/routing';

/**
 * THE route table (history mode), found by file: each feature's pages, declared in its
 * `features/<name>/feature.ts` manifest, so no list here names a feature. A feature declares a
 * page only once it is built, so no link of the shell ever points at a placeholder: navigation
 * renders internal links for registered paths only. The not-found page comes last; two features
 * claiming one path fail here (collectRoutes), and so the build and every test that loads it.
 */
export const featureManifests: Readonly<Record<string, FeatureManifest>> = import.meta.glob<FeatureManifest>(
  '../features/*/feature.ts',
  { eager: true, import: 'default' },
);

export const appRoutes = collectRoutes(featureManifests);
