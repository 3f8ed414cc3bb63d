import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  collectRoutes,
  type FeatureManifest,
  type RouteSampleContext,
} from '../../apps/web/src/shared/routing/feature';

export type { RouteSampleContext };

export interface RouteSample {
  /** Header and footer around the page (the route table's `chrome`). */
  chrome: boolean;
  /** The route table's `navbar` (spec 3's second variant is 'holdings'); absent = 'full'. */
  navbar?: 'holdings';
  /**
   * A page that shows a connected wallet's data only after a Sign-In with Ethereum: the test id
   * of what appears once signed in (the wallet sweeps sign in and wait for it).
   */
  signedIn?: string;
  path: (context: RouteSampleContext) => string;
}

/**
 * The manifests of the feature folders in `dir` (each `<name>/feature.ts`), found by file as the
 * web app finds them (app/routes.ts) and keyed as its glob keys them (`<keyPrefix><name>/feature.ts`):
 * the harness reads their routes and samples without knowing any feature. Read from the folder
 * (not `import.meta.glob`), so the bench, run by tsx outside Vite, loads them too.
 */
export async function featureManifestsIn(
  dir: string,
  keyPrefix: string,
): Promise<Record<string, FeatureManifest>> {
  return Object.fromEntries(
    await Promise.all(
      readdirSync(dir)
        .filter((name) => existsSync(path.join(dir, name, 'feature.ts')))
        .map(async (name) => {
          const module = (await import(path.join(dir, name, 'feature.ts'))) as { default: FeatureManifest };
          return [`${keyPrefix}${name}/feature.ts`, module.default] as const;
        }),
    ),
  );
}

const FEATURES = fileURLToPath(new URL('../../apps/web/src/features/', import.meta.url));
const manifests = await featureManifestsIn(FEATURES, '../features/');

/**
 * One concrete URL for every pattern of the web app's route table, as each feature's manifest
 * declares it (`sample`; a pattern without parameters is its own URL). The sweeps that must cover
 * every page (phone layout, axe) visit these; a web unit test (apps/web/src/app/routeSamples.test.ts)
 * fails when a registered pattern has no sample here, so a new page is swept from its first day.
 */
export const ROUTE_SAMPLES: Readonly<Record<string, RouteSample>> = routeSamplesOf(manifests);

/** The route table's patterns, one per test of a sweep (`it.each`; `routeSampleLookup` resolves each). */
export const ROUTE_PATTERNS: readonly string[] = Object.keys(ROUTE_SAMPLES);

/** The samples of a set of manifests (the app's, or a test build's with one more feature). */
export function routeSamplesOf(
  featureManifests: Readonly<Record<string, FeatureManifest>>,
): Record<string, RouteSample> {
  return Object.fromEntries(
    collectRoutes(featureManifests).map((route) => [
      route.path,
      {
        chrome: route.chrome,
        ...(route.navbar === 'holdings' ? { navbar: 'holdings' as const } : {}),
        ...(route.sample?.signedIn ? { signedIn: route.sample.signedIn } : {}),
        path: route.sample?.path ?? (() => route.path),
      },
    ]),
  );
}
