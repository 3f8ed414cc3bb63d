// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type RouteSampleContext, routeSamplesOf } from '../../../../e2e/harness/routeSamples';
import type { FeatureManifest } from '../shared/routing';

/**
 * Issue 39 item 6: the e2e sweeps (phone layout, 320 px reflow, axe) visit one sample per route of
 * the manifests; in a test build with the example feature (test/fixtures/example-feature) its page
 * gets its declared sample, with no edit outside its folder. Node: the harness reads files.
 */
const buildManifests = import.meta.glob<FeatureManifest>(
  ['../features/*/feature.ts', '../../test/fixtures/*/feature.ts'],
  { eager: true, import: 'default' },
);

describe('the example feature in the sweeps of a test build', () => {
  it('gives its page its declared sample, among every other page’s', async () => {
    const { ROUTE_SAMPLES } = await import('../../../../e2e/harness/routeSamples');
    const samples = routeSamplesOf(buildManifests);
    expect(Object.keys(samples).filter((path) => !(path in ROUTE_SAMPLES))).toEqual(['/example/:id']);
    expect(samples['/example/:id']?.path({} as RouteSampleContext)).toBe('/example/7');
    expect(samples['/example/:id']?.chrome).toBe(true);
  });
});
