import type { Deployment } from '@kingdoms/shared/deployment';
import { runtimeConfigSchema } from '@kingdoms/shared/runtime-config';
import { PLACEHOLDER_LINKS, SAMPLE_SITE_CONTENT } from '@kingdoms/shared/site-content-samples';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeployment, testConfig } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { createChains } from '../../chains';
import type { ApiConfig } from '../../config';
import type { AppDatabase } from '../../db/connect';
import { buildRuntimeConfig as buildWith } from './service';

/** The runtime config of a process with this configuration and deployment. */
const buildRuntimeConfig = (config: ApiConfig, deployment: Deployment | undefined) =>
  buildWith(
    { settings: config.runtimeConfig, migration: config.migration, platform: config },
    createChains(config, deployment),
  );

describe('buildRuntimeConfig', () => {
  it('lists production networks with public endpoints and no contracts without a deployment', () => {
    const config = buildRuntimeConfig(testConfig(), undefined);
    expect(config.env).toBe('production');
    expect(config.networks.map((n) => [n.key, n.index, n.chainId])).toEqual([
      ['ethereum', 0, 1],
      ['polygon', 1, 137],
      ['arenaz', 2, 7897],
    ]);
    expect(config.networks.every((n) => Object.keys(n.contracts).length === 0)).toBe(true);
    expect(config.networks[1]?.rpcUrl).toBe('https://polygon-rpc.com');
    expect(config.wallet.devWallet).toBe(false);
  });

  it('takes chain ids, endpoints and addresses from the deployment, overrides on top', () => {
    const config = buildRuntimeConfig(
      testConfig({
        RPC_URL_POLYGON: 'https://override.example/rpc',
        EXPLORER_URL_ETHEREUM: 'https://scan.example',
      }),
      devnetDeployment(),
    );
    expect(config.env).toBe('devnet');
    expect(config.networks.map((n) => n.chainId)).toEqual([31337, 31338, 31339]);
    expect(config.networks[0]?.contracts).toEqual({ Staking: '0x1111111111111111111111111111111111111111' });
    expect(config.networks[0]?.rpcUrl).toBe('http://127.0.0.1:1');
    expect(config.networks[0]?.explorerUrl).toBe('https://scan.example');
    expect(config.networks[1]?.rpcUrl).toBe('https://override.example/rpc');
  });

  it("names each network's Safe Transaction Service: Safe's own in production, SAFE_TX_SERVICE_URL_<NETWORK> on top", () => {
    const production = buildRuntimeConfig(testConfig(), undefined);
    expect(production.networks.map((n) => n.safeTxServiceUrl)).toEqual([
      'https://safe-transaction-mainnet.safe.global',
      'https://safe-transaction-polygon.safe.global',
      undefined,
    ]);
    const devnet = buildRuntimeConfig(testConfig(), devnetDeployment());
    expect(devnet.networks.map((n) => n.safeTxServiceUrl)).toEqual([undefined, undefined, undefined]);
    const standIn = buildRuntimeConfig(
      testConfig({ SAFE_TX_SERVICE_URL_ETHEREUM: 'http://127.0.0.1:9/' }),
      devnetDeployment(),
    );
    // The trailing slash goes: the web app appends /api/v1/….
    expect(standIn.networks.map((n) => n.safeTxServiceUrl)).toEqual([
      'http://127.0.0.1:9',
      undefined,
      undefined,
    ]);
    expect(() => testConfig({ SAFE_TX_SERVICE_URL_POLYGON: 'not a url' })).toThrow(
      /SAFE_TX_SERVICE_URL_POLYGON/,
    );
  });

  it('offers the Dev wallet on the devnet unless DEV_WALLET=false, and only when asked elsewhere', () => {
    expect(buildRuntimeConfig(testConfig(), devnetDeployment()).wallet.devWallet).toBe(true);
    expect(buildRuntimeConfig(testConfig({ DEV_WALLET: 'false' }), devnetDeployment()).wallet.devWallet).toBe(
      false,
    );
    expect(buildRuntimeConfig(testConfig({ DEV_WALLET: 'true' }), undefined).wallet.devWallet).toBe(true);
  });
});

describe.each(testDatabases())('GET /config.json on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(
      database,
      {
        MEDIA_HERO_VIDEO: '/media/hero.mp4',
        WALLETCONNECT_PROJECT_ID: 'wc-test',
        SERVICE_BASE_GAME: '/g',
        LINK_DISCORD: 'https://community.example/invite',
        LINK_SWAP: 'none',
        COMPANY_ADDRESS: '1 Example Street',
      },
      devnetDeployment(),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a runtime config the shared schema accepts, with deployment addresses', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = runtimeConfigSchema.parse(response.json());
    expect(body.env).toBe('devnet');
    expect(body.networks.find((n) => n.key === 'arenaz')?.contracts.Staking).toBe(
      '0x3333333333333333333333333333333333333333',
    );
    expect(body.services).toEqual({
      stat: '/stat',
      game: '/g',
      nft: '/nft',
      server: '/server',
      oldChain: '/old-chain',
    });
    expect(body.media).toEqual({ heroVideo: '/media/hero.mp4' });
    expect(body.wallet).toEqual({ devWallet: true, walletConnectProjectId: 'wc-test' });
  });

  it('serves the site content: configured links and address, placeholders, samples flagged', async () => {
    const body = runtimeConfigSchema.parse((await app.inject({ method: 'GET', url: '/config.json' })).json());
    const content = body.content;
    expect(content?.links.discord).toBe('https://community.example/invite');
    expect(content?.links.swap).toBeUndefined();
    expect(content?.links.support).toBe(PLACEHOLDER_LINKS.support);
    expect(content?.links.twitter).toBeUndefined();
    expect(content?.companyAddress).toBe('1 Example Street');
    expect(content?.partners).toEqual(SAMPLE_SITE_CONTENT.partners);
    expect(content?.pledgingTiers.sample).toBe(true);
  });
});
