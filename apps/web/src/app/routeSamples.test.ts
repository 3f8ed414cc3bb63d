// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTE_SAMPLES } from '../../../../e2e/harness/routeSamples';
import { DEFAULT_NAVBAR } from '../shared/routing';
import { appRoutes } from './routes';

describe('end-to-end route samples', () => {
  it('give every registered route a URL, so the phone-layout and axe sweeps visit every page', () => {
    expect(Object.keys(ROUTE_SAMPLES).sort()).toEqual(appRoutes.map((route) => route.path).sort());
    for (const route of appRoutes) {
      expect(ROUTE_SAMPLES[route.path]?.chrome, route.path).toBe(route.chrome);
      expect(ROUTE_SAMPLES[route.path]?.navbar ?? DEFAULT_NAVBAR, route.path).toBe(
        route.navbar ?? DEFAULT_NAVBAR,
      );
    }
  });
});
