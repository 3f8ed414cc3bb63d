// @vitest-environment node
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { appRoutes, featureManifests } from '../../app/routes';
import { collectRoutes, defineFeature, type FeatureRoute } from './feature';

const page = lazy(async () => ({ default: () => null }));
const route = (path: string): FeatureRoute => ({
  path,
  page,
  chrome: true,
  desktopOnly: false,
  titleKey: 'common:site_name',
  descriptionKey: 'common:site_name',
});

describe('feature discovery (features/<name>/feature.ts)', () => {
  it('finds every feature folder with a manifest, and the table holds their routes', () => {
    const features = Object.keys(featureManifests).map((file) => file.split('/').at(-2));
    expect(features).toEqual(expect.arrayContaining(['marketing', 'pledging', 'activity', 'not-found']));
    expect(appRoutes.map((each) => each.path)).toEqual(
      expect.arrayContaining(['/', '/pledging', '/activity']),
    );
    expect(appRoutes.at(-1)?.path).toBe('*');
  });

  it('fails, naming both features, when two claim one route', () => {
    const manifests = {
      '../features/alpha/feature.ts': defineFeature({ routes: [route('/shared'), route('/alpha')] }),
      '../features/beta/feature.ts': defineFeature({ routes: [route('/shared')] }),
    };
    expect(() => collectRoutes(manifests)).toThrow(
      'Route /shared is claimed by two features: alpha and beta',
    );
  });

  it('puts the not-found page last, wherever its feature sorts', () => {
    const manifests = {
      '../features/a-not-found/feature.ts': defineFeature({ routes: [route('*')] }),
      '../features/zeta/feature.ts': defineFeature({ routes: [route('/zeta')] }),
    };
    expect(collectRoutes(manifests).map((each) => each.path)).toEqual(['/zeta', '*']);
  });
});
