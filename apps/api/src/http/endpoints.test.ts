import { type AnyEndpoint, type EndpointGroup, servedPath } from '@kingdoms/shared/api/endpoint';
import { failure } from '@kingdoms/shared/api/envelope';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetDeployment, makeWebDist, testConfig } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import { sharedEndpointGroups, sharedEndpoints } from '../../test/endpoints';
import { buildApp } from '../app';
import type { AppDatabase } from '../db/connect';
import { DOCS_PREFIX } from './docs';

// PGlite only (issue 38): which routes are served and what their descriptors declare, read from the built app without a query; its SQL cannot differ on PostgreSQL.
const [pglite] = testDatabases();

interface Route {
  method: string;
  url: string;
}

/** Routes that are not endpoints: the OpenAPI UI's files, the web app's files, CORS preflight. */
function isInfrastructure(route: Route): boolean {
  return (
    route.url === DOCS_PREFIX ||
    route.url.startsWith(`${DOCS_PREFIX}/`) ||
    route.url === '/*' ||
    (route.method === 'OPTIONS' && route.url === '*')
  );
}

const key = (method: string, url: string) => `${method} ${url}`;

function undescribedRoutes(routes: readonly Route[], descriptors: readonly AnyEndpoint[]): string[] {
  const described = new Set(descriptors.map((endpoint) => key(endpoint.method, servedPath(endpoint))));
  return routes
    .filter((route) => !isInfrastructure(route))
    .filter((route) => !(route.method === 'HEAD' && described.has(key('GET', route.url))))
    .map((route) => key(route.method, route.url))
    .filter((route) => !described.has(route));
}

function unservedDescriptors(routes: readonly Route[], descriptors: readonly AnyEndpoint[]): string[] {
  const served = new Set(routes.map((route) => key(route.method, route.url)));
  return descriptors
    .map((endpoint) => key(endpoint.method, servedPath(endpoint)))
    .filter((wanted) => !served.has(wanted));
}

describe('every served route has a descriptor, and every descriptor is served', () => {
  let database: AppDatabase;
  const routes: Route[] = [];
  let descriptors: AnyEndpoint[];
  const webDist = makeWebDist();

  beforeAll(async () => {
    database = await pglite!.open();
    descriptors = await sharedEndpoints();
    // A devnet deployment: the devnet module (local OpenID issuer) is served too.
    const app = await buildApp(
      testConfig({ WEB_DIST: webDist.dir, INDEXER_ENABLED: 'false', REWARD_JOBS: 'false' }),
      {
        database,
        deployment: devnetDeployment(),
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        },
      },
    );
    await app.ready();
    await app.close();
  });
  afterAll(async () => {
    await database.close();
    webDist.remove();
  });

  it('finds the descriptors of packages/shared, each with its own method and path', () => {
    expect(descriptors.length).toBeGreaterThanOrEqual(20);
    const keys = descriptors.map((endpoint) => key(endpoint.method, servedPath(endpoint)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves every descriptor at its method and path', () => {
    expect(unservedDescriptors(routes, descriptors)).toEqual([]);
  });

  it('serves no route without a descriptor (HEAD twins of GET routes aside)', () => {
    expect(undescribedRoutes(routes, descriptors)).toEqual([]);
  });

  it('would notice a route added by hand, and a descriptor nobody serves', () => {
    const rogue = [...routes, { method: 'POST', url: '/game/handmade' }, { method: 'HEAD', url: '/stat/x' }];
    expect(undescribedRoutes(rogue, descriptors)).toEqual(['POST /game/handmade', 'HEAD /stat/x']);
    const [first, ...rest] = descriptors;
    const withoutFirst = routes.filter(
      (route) => key(route.method, route.url) !== key(first!.method, servedPath(first!)),
    );
    expect(unservedDescriptors(withoutFirst, [first!, ...rest])).toEqual([
      key(first!.method, servedPath(first!)),
    ]);
  });

  it('puts every descriptor in exactly one module group (what serveGroup serves)', async () => {
    const groups: Map<string, EndpointGroup> = await sharedEndpointGroups();
    expect(groups.size).toBeGreaterThanOrEqual(10);
    const groupsOf = new Map<AnyEndpoint, string[]>();
    for (const [name, group] of groups) {
      for (const endpoint of Object.values(group))
        groupsOf.set(endpoint, [...(groupsOf.get(endpoint) ?? []), name]);
    }
    const misplaced = descriptors
      .filter((endpoint) => groupsOf.get(endpoint)?.length !== 1)
      .map((endpoint) => `${servedPath(endpoint)}: ${groupsOf.get(endpoint)?.join(', ') ?? 'no group'}`);
    expect(misplaced).toEqual([]);
  });

  it('declares refusals the wire can carry: a 200 one fits the reply schema, any other is 4xx or 5xx', () => {
    let declared = 0;
    for (const endpoint of descriptors) {
      for (const [code, { status }] of Object.entries(endpoint.errors)) {
        declared++;
        const where = `${servedPath(endpoint)} ${code}`;
        if (status === 200) {
          expect(endpoint.reply.safeParse(failure(code, 'text')).success, where).toBe(true);
        } else {
          expect(status >= 400 && status < 600, where).toBe(true);
        }
      }
    }
    expect(declared).toBeGreaterThanOrEqual(50);
  });

  it('lists only endpoints with a valid example, and a body schema for every POST', () => {
    for (const endpoint of descriptors) {
      if (endpoint.method === 'POST') expect(endpoint.request, servedPath(endpoint)).toBeDefined();
      if (endpoint.request) {
        const parsed = endpoint.request.safeParse(endpoint.example);
        expect(parsed.success, `${servedPath(endpoint)}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });
});
