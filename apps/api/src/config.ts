import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { type MediaUrls, mediaUrlsSchema, type ServiceBases } from '@kingdoms/shared/runtime-config';
import type { OutboundLinkId } from '@kingdoms/shared/site-content';
import type { SiteContent } from '@kingdoms/shared/site-content-schema';
import { z } from 'zod';
import { envVariableName } from './envVariableName';
import {
  isLinkSetting,
  LINK_SETTING_PROBLEM,
  LINK_VARIABLE_NAMES,
  LINK_VARIABLES,
  readSiteContentFile,
  resolveSiteContent,
} from './modules/runtime-config/siteContent';

/** The monorepo root: relative paths in the configuration are resolved against it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const SESSION_SECRET_MIN_LENGTH = 32;

/** A variable of the environment failed validation; `variable` names it for the operator. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type DatabaseConfig =
  | { readonly kind: 'pglite'; readonly dir: string; readonly reset: boolean }
  /** `resetRefused`: DB_RESET was asked for but data behind DATABASE_URL is never dropped. */
  | { readonly kind: 'postgres'; readonly url: string; readonly resetRefused: boolean };

export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  readonly deploymentFile: string | undefined;
  readonly networkOverrides: Readonly<
    Record<NetworkKey, { readonly rpcUrl: string | undefined; readonly explorerUrl: string | undefined }>
  >;
  readonly webDist: string;
  readonly corsOrigins: readonly string[];
  /**
   * The origins the portal is served at (PUBLIC_ORIGINS): a Sign-In with Ethereum message must
   * name one of them as its domain and URI. Never taken from request headers.
   */
  readonly publicOrigins: readonly string[];
  /** Serve the OpenAPI UI and document at /docs (API_DOCS; off in production by default). */
  readonly apiDocs: boolean;
  /** Lowercase addresses. */
  readonly adminAddresses: readonly string[];
  readonly sessionSecret: string;
  /** True when no SESSION_SECRET was given and a random one was made for this process. */
  readonly sessionSecretGenerated: boolean;
  readonly signerPrivateKey: `0x${string}` | undefined;
  readonly logLevel: LogLevel;
  /** `json` (one object a line, for log collectors) or `pretty` (readable lines for a terminal). */
  readonly logFormat: LogFormat;
  /** Fastify's trustProxy: all, none, a list of proxy addresses/CIDRs, or "trust n hops". */
  readonly trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  readonly services: ServiceBases;
  readonly media: MediaUrls;
  readonly wallet: {
    /** undefined: decided by the deployment (offered on the devnet only). */
    readonly devWallet: boolean | undefined;
    readonly walletConnectProjectId: string | undefined;
    readonly web3AuthClientId: string | undefined;
  };
  /** Subscriptions per minute per client address. */
  readonly subscribeRateLimit: number;
  /** Requests per minute per client for routes without their own limit. */
  readonly globalRateLimit: number;
  readonly production: boolean;
  /** Kingdom migration: link tokens, social sign-in providers, the devnet's local OpenID issuer. */
  readonly migration: MigrationConfig;
  /** The chain indexer (events of the deployed contracts into the database). */
  readonly indexer: IndexerConfig;
  /** Pledging rewards: the daily snapshot and the Polygon payout worker. */
  readonly staking: StakingConfig;
  /**
   * Outbound links, company address, partner lists and figures shown on the site, with the
   * sample defaults filled in (modules/runtime-config/siteContent.ts).
   */
  readonly siteContent: SiteContent;
}

export interface IndexerConfig {
  /** INDEXER_ENABLED=false: this instance never indexes (another one does). */
  readonly enabled: boolean;
  /** Blocks a log must be buried under before it is indexed (devnet 1, production 12 by default). */
  readonly confirmations: number;
  readonly pollIntervalMs: number;
  /** Most blocks asked for in one eth_getLogs call. */
  readonly batchBlocks: number;
}

export interface StakingConfig {
  /** Whole A2Z split across pledgers at each 00:00 UTC snapshot. */
  readonly dailyRewardPool: bigint;
  /** Pays claims on Polygon; on the devnet the deployment's payer account is used when unset. */
  readonly payerPrivateKey: `0x${string}` | undefined;
  /** REWARD_JOBS=false: this instance runs neither the daily snapshot nor the payout worker. */
  readonly jobs: boolean;
  /** How often the payout worker looks for queued payouts (a claim also wakes it at once). */
  readonly payoutIntervalMs: number;
}

export const MIGRATION_TOKEN_SECRET_MIN_LENGTH = 32;

export interface OidcProviderSettings {
  readonly clientId: string | undefined;
  readonly issuer: string;
  readonly jwksUrl: string;
}

export interface MigrationConfig {
  /** undefined: no MIGRATION_TOKEN_SECRET given (allowed off production; the devnet key is derived). */
  readonly tokenSecret: string | undefined;
  readonly google: OidcProviderSettings;
  readonly apple: OidcProviderSettings;
  readonly facebook: {
    readonly appId: string | undefined;
    readonly appSecret: string | undefined;
    readonly graphUrl: string;
  };
  /** undefined: decided by the deployment (runs on the devnet only). */
  readonly devIssuer: boolean | undefined;
  /** The local issuer's public URL (its `iss`); default http://HOST:PORT/oidc-dev. */
  readonly devIssuerUrl: string;
  /** The daily 00:00 UTC move job runs in this process (MIGRATION_DAILY_JOB=false leaves it to another instance). */
  readonly dailyMoveJob: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

/** A bare http(s) origin: scheme, host and optional port, nothing after. */
const ORIGIN_PROBLEM = 'must be a comma-separated list of origins such as https://portal.example (no path)';
function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    value.replace(/\/+$/, '').toLowerCase() === url.origin.toLowerCase()
  );
}

const integerIn = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : String(fallback)))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
        .transform(Number)
        .pipe(
          z
            .number()
            .min(min, `must be a whole number from ${min} to ${max}`)
            .max(max, `must be a whole number from ${min} to ${max}`),
        ),
    );

const servicePath = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/\/+$/, '') : fallback))
    .pipe(
      z
        .string()
        .regex(/^(\/[^\s]*|https?:\/\/\S+)$/, 'must be a path starting with / or an http(s) URL')
        .or(z.literal('')),
    );

/** MEDIA_HERO_VIDEO ↔ heroVideo, one variable per field of the shared media schema. */
const MEDIA_VARIABLES = Object.fromEntries(
  Object.keys(mediaUrlsSchema.shape).map((field) => [envVariableName('MEDIA', field), field]),
) as Record<string, keyof MediaUrls>;

export const MEDIA_VARIABLE_NAMES = Object.keys(MEDIA_VARIABLES);

const networkVariables = Object.fromEntries(
  NETWORK_KEYS.flatMap((key) => [
    [`RPC_URL_${key.toUpperCase()}`, optionalUrl],
    [`EXPLORER_URL_${key.toUpperCase()}`, optionalUrl],
  ]),
);

const envSchema = z.object({
  PORT: integerIn(0, 65535, 8080),
  HOST: z.string().trim().min(1, 'must not be empty').optional().default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PGLITE_DIR: optionalText,
  DB_RESET: booleanFlag,
  DEPLOYMENT_FILE: optionalText,
  ...networkVariables,
  WEB_DIST: optionalText,
  CORS_ORIGINS: commaList.pipe(
    z.array(z.url({ message: 'must be a comma-separated list of origins such as https://example.com' })),
  ),
  PUBLIC_ORIGINS: commaList.pipe(z.array(z.string().refine(isBareOrigin, ORIGIN_PROBLEM))),
  API_DOCS: booleanFlag,
  ADMIN_ADDRESSES: commaList.pipe(
    z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a comma-separated list of 0x addresses')),
  ),
  SESSION_SECRET: optionalText.pipe(
    z
      .string()
      .min(SESSION_SECRET_MIN_LENGTH, `must be at least ${SESSION_SECRET_MIN_LENGTH} characters`)
      .optional(),
  ),
  SIGNER_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')
      .optional(),
  ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .optional()
    .default('info'),
  LOG_FORMAT: z
    .enum(LOG_FORMATS, { message: `must be one of ${LOG_FORMATS.join(', ')}` })
    .optional()
    .default('json'),
  TRUST_PROXY: optionalText,
  SERVICE_BASE_STAT: servicePath('/stat'),
  SERVICE_BASE_GAME: servicePath('/game'),
  SERVICE_BASE_NFT: servicePath('/nft'),
  SERVICE_BASE_SERVER: servicePath('/server'),
  SERVICE_BASE_OLD_CHAIN: servicePath('/old-chain'),
  ...Object.fromEntries(MEDIA_VARIABLE_NAMES.map((name) => [name, optionalText])),
  WALLETCONNECT_PROJECT_ID: optionalText,
  WEB3AUTH_CLIENT_ID: optionalText,
  DEV_WALLET: booleanFlag,
  SUBSCRIBE_RATE_LIMIT: integerIn(1, 100_000, 10),
  RATE_LIMIT_PER_MINUTE: integerIn(1, 10_000_000, 600),
  NODE_ENV: optionalText,
  MIGRATION_TOKEN_SECRET: optionalText.pipe(
    z
      .string()
      .min(
        MIGRATION_TOKEN_SECRET_MIN_LENGTH,
        `must be at least ${MIGRATION_TOKEN_SECRET_MIN_LENGTH} characters`,
      )
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_OIDC_ISSUER: optionalUrl,
  GOOGLE_JWKS_URL: optionalUrl,
  APPLE_CLIENT_ID: optionalText,
  APPLE_OIDC_ISSUER: optionalUrl,
  APPLE_JWKS_URL: optionalUrl,
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_GRAPH_URL: optionalUrl,
  OIDC_DEV_ISSUER: booleanFlag,
  OIDC_DEV_ISSUER_URL: optionalUrl,
  MIGRATION_DAILY_JOB: booleanFlag,
  INDEXER_ENABLED: booleanFlag,
  INDEXER_CONFIRMATIONS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number from 0 to 1000')
      .transform(Number)
      .pipe(z.number().max(1000, 'must be a whole number from 0 to 1000'))
      .optional(),
  ),
  INDEXER_POLL_MS: integerIn(100, 600_000, 1000),
  INDEXER_BATCH_BLOCKS: integerIn(1, 100_000, 2000),
  REWARD_DAILY_POOL: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,30}$/, 'must be a whole number of A2Z')
      .transform(BigInt)
      .optional(),
  ),
  REWARD_PAYER_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex key')
      .optional(),
  ),
  REWARD_JOBS: booleanFlag,
  REWARD_PAYOUT_INTERVAL_MS: integerIn(100, 86_400_000, 60_000),
  // ── Site content (runtime-config module): outbound links, company address, lists and figures ──
  ...Object.fromEntries(
    LINK_VARIABLE_NAMES.map((name) => [name, optionalText.refine(isLinkSetting, LINK_SETTING_PROBLEM)]),
  ),
  COMPANY_ADDRESS: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  SITE_CONTENT_FILE: optionalText,
});

/** TRUST_PROXY: true/false, a hop count, or a comma list of proxy addresses/CIDRs (Fastify's forms). */
function parseTrustProxy(value: string | undefined): ApiConfig['trustProxy'] {
  if (value === undefined || ['false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1'];

/**
 * The origins a portal listening on HOST:PORT is opened at on one machine: the URL `npm start`
 * prints and, for a loopback or any-interface HOST, both its 127.0.0.1 and localhost forms (a
 * browser sends whichever the person typed as the SIWE domain).
 */
export function localPublicOrigins(host: string, port: number): string[] {
  const origins = new Set([`http://${host.includes(':') ? `[${host}]` : host}:${port}`]);
  if (LOCAL_HOSTS.includes(host)) {
    origins.add(`http://127.0.0.1:${port}`);
    origins.add(`http://localhost:${port}`);
  }
  return [...origins].map((origin) => new URL(origin).origin);
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const got = env[variable];
    const shown = variable.includes('SECRET') || variable.includes('KEY') ? '' : ` (got "${got}")`;
    throw new ConfigError(variable, `${issue?.message ?? 'is invalid'}${got === undefined ? '' : shown}`);
  }
  // The spread-built keys are typed loosely by zod; these are the values they validated.
  const vars = parsed.data as typeof parsed.data & Record<string, string | undefined>;
  const production = vars.NODE_ENV === 'production';

  if (production && !vars.SESSION_SECRET) {
    throw new ConfigError(
      'SESSION_SECRET',
      `is required in production (at least ${SESSION_SECRET_MIN_LENGTH} characters)`,
    );
  }

  if (production && !vars.MIGRATION_TOKEN_SECRET) {
    throw new ConfigError(
      'MIGRATION_TOKEN_SECRET',
      `is required in production (at least ${MIGRATION_TOKEN_SECRET_MIN_LENGTH} characters)`,
    );
  }

  if (production && vars.PUBLIC_ORIGINS.length === 0) {
    throw new ConfigError(
      'PUBLIC_ORIGINS',
      'is required in production: the comma-separated origins the portal is served at, such as https://portal.example',
    );
  }

  const database: DatabaseConfig = vars.DATABASE_URL
    ? { kind: 'postgres', url: vars.DATABASE_URL, resetRefused: vars.DB_RESET === true }
    : {
        kind: 'pglite',
        dir: resolveFromRoot(vars.PGLITE_DIR ?? '.data/pglite'),
        reset: vars.DB_RESET === true,
      };

  // ── Site content (runtime-config module) ──
  const linkSettings: Partial<Record<OutboundLinkId, string>> = {};
  for (const [name, id] of Object.entries(LINK_VARIABLES)) {
    const value = vars[name];
    if (value) linkSettings[id] = value;
  }
  let siteContentFile: ReturnType<typeof readSiteContentFile> | undefined;
  if (vars.SITE_CONTENT_FILE) {
    try {
      siteContentFile = readSiteContentFile(resolveFromRoot(vars.SITE_CONTENT_FILE));
    } catch (error) {
      throw new ConfigError('SITE_CONTENT_FILE', (error as Error).message);
    }
  }
  const siteContent = resolveSiteContent({
    links: linkSettings,
    companyAddress: vars.COMPANY_ADDRESS,
    file: siteContentFile,
  });

  const media: MediaUrls = {};
  for (const [name, field] of Object.entries(MEDIA_VARIABLES)) {
    const value = vars[name];
    if (value) media[field] = value;
  }

  return {
    port: vars.PORT,
    host: vars.HOST,
    database,
    deploymentFile: vars.DEPLOYMENT_FILE ? resolveFromRoot(vars.DEPLOYMENT_FILE) : undefined,
    networkOverrides: Object.fromEntries(
      NETWORK_KEYS.map((key) => [
        key,
        {
          rpcUrl: vars[`RPC_URL_${key.toUpperCase()}`],
          explorerUrl: vars[`EXPLORER_URL_${key.toUpperCase()}`],
        },
      ]),
    ) as ApiConfig['networkOverrides'],
    webDist: resolveFromRoot(vars.WEB_DIST ?? 'apps/web/dist'),
    corsOrigins: vars.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    publicOrigins:
      vars.PUBLIC_ORIGINS.length > 0
        ? vars.PUBLIC_ORIGINS.map((origin) => new URL(origin).origin)
        : localPublicOrigins(vars.HOST, vars.PORT),
    apiDocs: vars.API_DOCS ?? !production,
    adminAddresses: vars.ADMIN_ADDRESSES.map((address) => address.toLowerCase()),
    sessionSecret: vars.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: !vars.SESSION_SECRET,
    signerPrivateKey: vars.SIGNER_PRIVATE_KEY as `0x${string}` | undefined,
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    services: {
      stat: vars.SERVICE_BASE_STAT,
      game: vars.SERVICE_BASE_GAME,
      nft: vars.SERVICE_BASE_NFT,
      server: vars.SERVICE_BASE_SERVER,
      oldChain: vars.SERVICE_BASE_OLD_CHAIN,
    },
    media,
    wallet: {
      devWallet: vars.DEV_WALLET,
      walletConnectProjectId: vars.WALLETCONNECT_PROJECT_ID,
      web3AuthClientId: vars.WEB3AUTH_CLIENT_ID,
    },
    subscribeRateLimit: vars.SUBSCRIBE_RATE_LIMIT,
    globalRateLimit: vars.RATE_LIMIT_PER_MINUTE,
    production,
    migration: {
      tokenSecret: vars.MIGRATION_TOKEN_SECRET,
      google: {
        clientId: vars.GOOGLE_CLIENT_ID,
        issuer: vars.GOOGLE_OIDC_ISSUER ?? 'https://accounts.google.com',
        jwksUrl: vars.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      },
      apple: {
        clientId: vars.APPLE_CLIENT_ID,
        issuer: vars.APPLE_OIDC_ISSUER ?? 'https://appleid.apple.com',
        jwksUrl: vars.APPLE_JWKS_URL ?? 'https://appleid.apple.com/auth/keys',
      },
      facebook: {
        appId: vars.FACEBOOK_APP_ID,
        appSecret: vars.FACEBOOK_APP_SECRET,
        graphUrl: vars.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v19.0',
      },
      devIssuer: production ? false : vars.OIDC_DEV_ISSUER,
      devIssuerUrl: (
        vars.OIDC_DEV_ISSUER_URL ??
        `http://${['0.0.0.0', '::'].includes(vars.HOST) ? '127.0.0.1' : vars.HOST}:${vars.PORT}/oidc-dev`
      ).replace(/\/+$/, ''),
      dailyMoveJob: vars.MIGRATION_DAILY_JOB ?? true,
    },
    indexer: {
      enabled: vars.INDEXER_ENABLED ?? true,
      confirmations: vars.INDEXER_CONFIRMATIONS ?? (production ? 12 : 1),
      pollIntervalMs: vars.INDEXER_POLL_MS,
      batchBlocks: vars.INDEXER_BATCH_BLOCKS,
    },
    staking: {
      dailyRewardPool: vars.REWARD_DAILY_POOL ?? 10_000n,
      payerPrivateKey: vars.REWARD_PAYER_PRIVATE_KEY as `0x${string}` | undefined,
      jobs: vars.REWARD_JOBS ?? true,
      payoutIntervalMs: vars.REWARD_PAYOUT_INTERVAL_MS,
    },
    siteContent,
  };
}
