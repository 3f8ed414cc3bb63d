import type { Deployment } from '@kingdoms/shared/deployment';
import type { ComponentType } from 'react';
import { type AppRoute, NOT_FOUND_PATH } from './appRoute';

/** What a route sample may need from the running devnet (the e2e harness fills it in). */
export interface RouteSampleContext {
  deployment: Deployment;
  /** A valid kingdom-migration token of a seeded old-chain kingdom. */
  moveToken: string;
  /** A mined Ethereum transaction (the devnet's first). */
  txHash: string;
  /** A seeded drago of the Dev wallet on Arena-Z (the detail page's sample). */
  sampleDrago: bigint | number;
}

/**
 * How the e2e sweeps (phone layout, axe) visit a route: one concrete URL (default: the path
 * itself, for a pattern without parameters) and, for a page that shows a wallet's data only
 * after a Sign-In with Ethereum, the test id of what appears once signed in.
 */
export interface RouteSampleSpec {
  path?: (context: RouteSampleContext) => string;
  signedIn?: string;
}

/** A route as a feature declares it: the page and its e2e sample. */
export type FeatureRoute = AppRoute & { sample?: RouteSampleSpec };

/**
 * A feature's manifest, the default export of its `features/<name>/feature.ts`: the platform
 * finds it by file (app/routes.ts's `import.meta.glob`), so no central list names a feature.
 * Keep it light: it is in every page's first load (pages are lazy).
 */
export interface FeatureManifest {
  /** Its pages; two features claiming one path fail the build's route table (collectRoutes). */
  routes?: readonly FeatureRoute[];
  /** Its links in the navigation bar (app/layout/navigation.ts merges them with the shell's). */
  nav?: readonly FeatureNavEntry[];
}

/** A link of the navigation bar to one of the feature's pages. */
export interface FeatureNavEntry {
  to: string;
  /** A 'common' catalogue key. */
  labelKey: string;
  /** Its place in the bar, ascending (the shell's outbound links have theirs: navigation.ts). */
  order: number;
  /** Only in the mobile menu (spec 1 §2: /loka). */
  mobileOnly?: true;
}

/** Declares a feature's manifest (typed; the value as it is). */
export function defineFeature(manifest: FeatureManifest): FeatureManifest {
  return manifest;
}

/** The feature's name from its manifest's path: '../features/pledging/feature.ts' → 'pledging'. */
export function featureNameOf(file: string): string {
  const parts = file.split('/');
  return parts[parts.length - 2] ?? file;
}

/**
 * The route table from the discovered manifests (keyed by file): every feature's routes, the
 * not-found page last. Throws, naming both, when two features claim one path.
 */
export function collectRoutes(manifests: Readonly<Record<string, FeatureManifest>>): FeatureRoute[] {
  const owners = new Map<string, string>();
  const routes: FeatureRoute[] = [];
  for (const [file, manifest] of Object.entries(manifests).sort(([a], [b]) => a.localeCompare(b))) {
    const feature = featureNameOf(file);
    for (const route of manifest.routes ?? []) {
      const owner = owners.get(route.path);
      if (owner !== undefined) {
        throw new Error(`Route ${route.path} is claimed by two features: ${owner} and ${feature}`);
      }
      owners.set(route.path, feature);
      routes.push(route);
    }
  }
  // The catch-all matches only what nothing else does, wherever it stands; last reads as such.
  return [
    ...routes.filter((route) => route.path !== NOT_FOUND_PATH),
    ...routes.filter((route) => route.path === NOT_FOUND_PATH),
  ];
}

/**
 * A part of the activity centre, declared in its feature's `features/<name>/activity.ts`
 * (`export const activityParts`), which the centre and the wallet menu's badge find by file
 * (features/activity/parts.ts): loaded with the centre's and the badge's own chunks, never in a
 * page's first load.
 */
export interface ActivityPart {
  /** Names the part (a React key; `data-activity` of its section). */
  name: string;
  /** Where the centre shows it, ascending. */
  order: number;
  /**
   * How many of its claims are ready now, once read (undefined before): the badge sums them
   * without mounting any part. A part that counts nothing (hatching eggs) has none.
   */
  useReadyCount?: () => number | undefined;
  /** What the centre shows (in the centre's chunk, with the count's read). */
  Panel: ComponentType;
}
