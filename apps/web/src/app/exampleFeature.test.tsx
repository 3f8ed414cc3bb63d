import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityParts } from '../features/activity/components/ActivityParts';
import { useReadyCounts } from '../features/activity/hooks/useReadyCounts';
import { ACTIVITY_PARTS, collectActivityParts, countedParts } from '../features/activity/parts';
import { type ActivityPart, collectRoutes, type FeatureManifest, menuBadges } from '../shared/routing';
import { appRoutes } from './routes';

/**
 * Issue 39 item 6, the web side: a feature is one folder. A test build of the app's features
 * globs the example feature (test/fixtures/example-feature) beside them, with the very patterns
 * the app uses; the route table, the e2e sweeps' samples and the activity centre take it in with
 * no edit outside its folder. The sweeps' samples: exampleFeatureSamples.test.ts (node).
 */
const buildManifests = import.meta.glob<FeatureManifest>(
  ['../features/*/feature.ts', '../../test/fixtures/*/feature.ts'],
  { eager: true, import: 'default' },
);
const buildActivity = import.meta.glob<readonly ActivityPart[]>(
  ['../features/*/activity.ts', '../../test/fixtures/*/activity.ts'],
  { eager: true, import: 'activityParts' },
);

describe('the example feature in a test build of the web features', () => {
  it('registers its route: the table gains exactly its path, before the catch-all', () => {
    const routes = collectRoutes(buildManifests).map((route) => route.path);
    const real = appRoutes.map((route) => route.path);
    expect(routes.filter((path) => !real.includes(path))).toEqual(['/example/:id']);
    expect(routes.at(-1)).toBe('*');
  });

  it('appears in the activity centre after the other parts, and its count joins the badge', () => {
    const parts = collectActivityParts(buildActivity);
    expect(parts.map((part) => part.name)).toEqual([...ACTIVITY_PARTS.map((part) => part.name), 'example']);
    // The real parts read the chain through the wallet's providers: the centre is shown with the
    // example's part alone, as it renders any part.
    const example = parts.filter((part) => part.name === 'example');
    render(<ActivityParts parts={example} />);
    expect(screen.getByTestId('example-activity')).toBeInTheDocument();
    const wallet = '0x00000000000000000000000000000000000000e1';
    const { result } = renderHook(() => useReadyCounts(wallet, countedParts(example)));
    expect(result.current).toBe(2);
    expect(menuBadges.get(wallet, '/activity')).toBe(2);
  });

  it('refuses a part name two features claim, naming both (the rule itself)', () => {
    const part = (name: string): ActivityPart => ({ name, order: 1, Panel: () => null });
    expect(() =>
      collectActivityParts({ '../a/activity.ts': [part('loka')], '../b/activity.ts': [part('loka')] }),
    ).toThrow('Activity part loka is claimed by two features: ../a/activity.ts and ../b/activity.ts');
  });
});
