import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './compose';
import { ConfigError, moduleConfigSlices, REPO_ROOT } from './config';
import { API_MODULES } from './modules/index';
import { MEDIA_VARIABLE_NAMES } from './modules/runtime-config/config';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** The variables production requires. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  MIGRATION_TOKEN_SECRET: 'm'.repeat(32),
  PUBLIC_ORIGINS: 'https://portal.example',
};

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('listens on 127.0.0.1:8080', () => {
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
  });

  it('uses PGlite in .data/pglite under the repo root without a reset', () => {
    expect(config.database).toEqual({ kind: 'pglite', dir: `${REPO_ROOT}.data/pglite`, reset: false });
  });

  it('serves apps/web/dist and tells the web the fixed service bases', () => {
    expect(config.webDist).toBe(`${REPO_ROOT}apps/web/dist`);
    expect(config.runtimeConfig.services).toEqual({
      stat: '/stat',
      game: '/game',
      nft: '/nft',
      server: '/server',
      oldChain: '/old-chain',
    });
  });

  it('limits subscriptions to 10 per minute and leaves the Dev wallet to the deployment', () => {
    expect(config.subscribe.rateLimit).toBe(10);
    expect(config.globalRateLimit).toBe(600);
    expect(config.runtimeConfig.wallet.devWallet).toBeUndefined();
  });

  it('makes a random session secret per process when none is given', () => {
    expect(config.auth.sessionSecretGenerated).toBe(true);
    expect(config.auth.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).auth.sessionSecret).not.toBe(config.auth.sessionSecret);
  });

  it('has no deployment, CORS origins or admins', () => {
    expect(config.deploymentFile).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
    expect(config.auth.adminAddresses).toEqual([]);
    expect(config.trustProxy).toBe(false);
  });

  it('accepts sign-in messages for the local URL in both its 127.0.0.1 and localhost forms', () => {
    expect(config.auth.publicOrigins).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).auth.publicOrigins).toEqual([
      'http://0.0.0.0:9000',
      'http://127.0.0.1:9000',
      'http://localhost:9000',
    ]);
    expect(loadConfig({ HOST: '10.1.2.3' }).auth.publicOrigins).toEqual(['http://10.1.2.3:8080']);
  });

  it('serves the API docs off production only', () => {
    expect(config.apiDocs).toBe(true);
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('loadConfig reads variables', () => {
  it('switches to PostgreSQL with DATABASE_URL and refuses DB_RESET there', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', DB_RESET: 'true' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/app',
      resetRefused: true,
    });
  });

  it('resets PGlite on DB_RESET and keeps absolute PGLITE_DIR as given', () => {
    const config = loadConfig({ PGLITE_DIR: '/var/lib/kingdoms', DB_RESET: '1' });
    expect(config.database).toEqual({ kind: 'pglite', dir: '/var/lib/kingdoms', reset: true });
  });

  it('resolves relative paths from the repo root', () => {
    const config = loadConfig({ DEPLOYMENT_FILE: '.data/devnet/deployment.json', WEB_DIST: 'build/web' });
    expect(config.deploymentFile).toBe(`${REPO_ROOT}.data/devnet/deployment.json`);
    expect(isAbsolute(config.webDist)).toBe(true);
    expect(config.webDist).toBe(`${REPO_ROOT}build/web`);
  });

  it('lowercases admin addresses and splits comma lists', () => {
    const config = loadConfig({
      ADMIN_ADDRESSES:
        ' 0xAbCDEF0000000000000000000000000000000001 ,0x00000000000000000000000000000000000000Ff',
      CORS_ORIGINS: 'https://kingdoms.example, http://localhost:5173/',
    });
    expect(config.auth.adminAddresses).toEqual([
      '0xabcdef0000000000000000000000000000000001',
      '0x00000000000000000000000000000000000000ff',
    ]);
    expect(config.corsOrigins).toEqual(['https://kingdoms.example', 'http://localhost:5173']);
  });

  it('reads PUBLIC_ORIGINS as bare origins, replacing the local default', () => {
    const config = loadConfig({ PUBLIC_ORIGINS: 'https://Portal.example/, https://www.portal.example:8443' });
    expect(config.auth.publicOrigins).toEqual(['https://portal.example', 'https://www.portal.example:8443']);
    expect(loadConfig(PRODUCTION).auth.publicOrigins).toEqual(['https://portal.example']);
  });

  it('takes per-network RPC and explorer overrides', () => {
    const config = loadConfig({
      RPC_URL_POLYGON: 'https://rpc.example/polygon',
      EXPLORER_URL_ARENAZ: 'https://scan.example',
    });
    expect(config.networkOverrides.polygon.rpcUrls).toEqual(['https://rpc.example/polygon']);
    expect(config.networkOverrides.arenaz.explorerUrl).toBe('https://scan.example');
    expect(config.networkOverrides.ethereum).toEqual({ rpcUrls: undefined, explorerUrl: undefined });
  });

  it('reads RPC_URL_<NETWORK> as a comma-separated list, in order, blanks ignored', () => {
    const config = loadConfig({
      RPC_URL_POLYGON: ' https://a.example/rpc , http://10.0.0.2:8545,',
      RPC_URL_ETHEREUM: ' , ',
    });
    expect(config.networkOverrides.polygon.rpcUrls).toEqual([
      'https://a.example/rpc',
      'http://10.0.0.2:8545',
    ]);
    expect(config.networkOverrides.ethereum.rpcUrls).toBeUndefined();
  });

  it('maps every MEDIA_* variable onto the shared media fields', () => {
    expect(MEDIA_VARIABLE_NAMES).toContain('MEDIA_TRAILER_VIDEO_CHINA');
    const config = loadConfig({
      MEDIA_HERO_VIDEO: '/media/hero.mp4',
      MEDIA_TRAILER_VIDEO_CHINA: 'https://v.example/x',
    });
    expect(config.runtimeConfig.media).toEqual({
      heroVideo: '/media/hero.mp4',
      trailerVideoChina: 'https://v.example/x',
    });
  });

  it('reads service bases without a trailing slash, wallet ids, DEV_WALLET and rate limit', () => {
    const config = loadConfig({
      SERVICE_BASE_STAT: 'https://stat.example/',
      WALLETCONNECT_PROJECT_ID: 'wc-id',
      WEB3AUTH_CLIENT_ID: 'w3a-id',
      DEV_WALLET: 'false',
      SUBSCRIBE_RATE_LIMIT: '3',
    });
    expect(config.runtimeConfig.services.stat).toBe('https://stat.example');
    expect(config.runtimeConfig.wallet).toEqual({
      devWallet: false,
      walletConnectProjectId: 'wc-id',
      web3AuthClientId: 'w3a-id',
    });
    expect(config.subscribe.rateLimit).toBe(3);
  });

  it('accepts a session secret of 32 characters and a signer key', () => {
    const secret = 's'.repeat(32);
    const key = `0x${'ab'.repeat(32)}`;
    const config = loadConfig({ SESSION_SECRET: secret, SIGNER_PRIVATE_KEY: key });
    expect(config.auth.sessionSecret).toBe(secret);
    expect(config.auth.sessionSecretGenerated).toBe(false);
    expect(config.signerPrivateKey).toBe(key);
    expect(config.production).toBe(false);
  });

  it('understands TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(typeof hops).toBe('function');
    if (typeof hops === 'function') {
      expect([hops('1.1.1.1', 0), hops('1.1.1.1', 1), hops('1.1.1.1', 2)]).toEqual([true, true, false]);
    }
  });
});

describe('configuration slices', () => {
  it('give every variable exactly one owner: the platform or one module', () => {
    const slices = moduleConfigSlices(API_MODULES);
    expect(slices.map((slice) => slice.key)).toEqual(
      expect.arrayContaining([
        'auth',
        'migration',
        'chainIndexer',
        'stakingRewards',
        'subscribe',
        'runtimeConfig',
      ]),
    );
    const names = slices.flatMap((slice) => Object.keys(slice.variables));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['SESSION_SECRET', 'REWARD_JOBS', 'INDEXER_POLL_MS', 'LINK_DISCORD']),
    );
  });

  it('hand each module its settings under its own key', () => {
    const config = loadConfig({ REWARD_JOBS: 'false', INDEXER_POLL_MS: '250', MIGRATION_DAILY_JOB: 'no' });
    expect(config.stakingRewards.jobs).toBe(false);
    expect(config.chainIndexer.pollIntervalMs).toBe(250);
    expect(config.migration.dailyMoveJob).toBe(false);
  });
});

describe('SAFE_APP_ORIGINS', () => {
  it('is empty unless set, and takes https origins (and localhost on a devnet), normalised', () => {
    expect(loadConfig({}).safeAppOrigins).toEqual([]);
    expect(
      loadConfig({
        SAFE_APP_ORIGINS: 'https://app.safe.global/, https://Safe.Example:8443,http://localhost:3000',
      }).safeAppOrigins,
    ).toEqual(['https://app.safe.global', 'https://safe.example:8443', 'http://localhost:3000']);
    expect(loadConfig({ ...PRODUCTION, SAFE_APP_ORIGINS: 'https://app.safe.global' }).safeAppOrigins).toEqual(
      ['https://app.safe.global'],
    );
  });
});

describe('loadConfig errors name the variable', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT', 'must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT', 'must be a whole number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'must be a postgres:// or postgresql:// URL'],
    [{ DB_RESET: 'maybe' }, 'DB_RESET', 'must be true or false'],
    [{ DEV_WALLET: 'on' }, 'DEV_WALLET', 'must be true or false'],
    [
      { RPC_URL_ETHEREUM: 'not a url' },
      'RPC_URL_ETHEREUM',
      'must be a comma-separated list of http(s) URLs (entry 1 is not one)',
    ],
    [
      { RPC_URL_POLYGON: 'https://a.example/rpc,wss://b.example/rpc' },
      'RPC_URL_POLYGON',
      'must be a comma-separated list of http(s) URLs (entry 2 is not one)',
    ],
    [{ EXPLORER_URL_POLYGON: 'polygonscan' }, 'EXPLORER_URL_POLYGON', 'must be an absolute URL'],
    [{ CORS_ORIGINS: 'https://ok.example,nope' }, 'CORS_ORIGINS', 'comma-separated list of origins'],
    [{ SAFE_APP_ORIGINS: 'http://safe.example' }, 'SAFE_APP_ORIGINS', 'list of https origins'],
    [{ SAFE_APP_ORIGINS: 'https://app.safe.global/apps' }, 'SAFE_APP_ORIGINS', 'list of https origins'],
    [{ SAFE_APP_ORIGINS: 'app.safe.global' }, 'SAFE_APP_ORIGINS', 'list of https origins'],
    [{ SAFE_APP_ORIGINS: 'https://app.safe.global,*' }, 'SAFE_APP_ORIGINS', 'list of https origins'],
    [
      { ...PRODUCTION, SAFE_APP_ORIGINS: 'https://app.safe.global,http://localhost:3000' },
      'SAFE_APP_ORIGINS',
      'must list https origins in production',
    ],
    [{ ADMIN_ADDRESSES: '0x1234' }, 'ADMIN_ADDRESSES', 'comma-separated list of 0x addresses'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET', 'must be at least 32 characters'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET', 'is required in production'],
    [{ ...PRODUCTION, PUBLIC_ORIGINS: '' }, 'PUBLIC_ORIGINS', 'is required in production'],
    [{ PUBLIC_ORIGINS: 'https://portal.example/app' }, 'PUBLIC_ORIGINS', 'list of origins'],
    [{ PUBLIC_ORIGINS: 'portal.example' }, 'PUBLIC_ORIGINS', 'list of origins'],
    [{ PUBLIC_ORIGINS: 'ftp://portal.example' }, 'PUBLIC_ORIGINS', 'list of origins'],
    [{ API_DOCS: 'sometimes' }, 'API_DOCS', 'must be true or false'],
    [{ SIGNER_PRIVATE_KEY: '0x12' }, 'SIGNER_PRIVATE_KEY', 'must be a key URI'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT', 'must be one of json, pretty'],
    [{ SERVICE_BASE_GAME: 'game' }, 'SERVICE_BASE_GAME', 'must be a path starting with / or an http(s) URL'],
    [{ SUBSCRIBE_RATE_LIMIT: '0' }, 'SUBSCRIBE_RATE_LIMIT', 'must be a whole number from 1 to 100000'],
    [{ HOST: '  ' }, 'HOST', 'must not be empty'],
  ])('%j → %s', (env, variable, problem) => {
    const error = configError(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).toContain(problem);
  });

  it('shows the bad value but never a secret', () => {
    expect(configError({ PORT: 'eighty' }).message).toContain('"eighty"');
    expect(configError({ SESSION_SECRET: 'hunter2' }).message).not.toContain('hunter2');
    expect(configError({ SIGNER_PRIVATE_KEY: '0xdeadbeef' }).message).not.toContain('deadbeef');
    expect(configError({ RPC_URL_POLYGON: 'https://a.example/v2/k3y,wss://b' }).message).not.toContain('k3y');
  });
});
