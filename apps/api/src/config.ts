import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { parseEther, parseGwei } from 'viem';
import { z } from 'zod';
import { isSafeAppOrigin, SAFE_APP_ORIGIN_PROBLEM, safeAppOriginsOf } from './http/safeAppOrigins';
import {
  booleanFlag,
  ConfigError,
  type ConfigSlice,
  commaList,
  integerIn,
  optionalDecimal,
  optionalHttpUrlList,
  optionalKeyUri,
  optionalSecret,
  optionalText,
  optionalUrl,
  type PlatformBasics,
  resolveFromRoot,
} from './lib/configSlice';
import { DEFAULT_LEASE_TIMINGS, type LeaseTimings } from './lib/leaseTimings';
import { isSecretVariable, secretValues } from './lib/secrets';

export { ConfigError, REPO_ROOT } from './lib/configSlice';

/**
 * THE configuration loader. The platform's own variables are here; every module owns its slice
 * (`modules/<name>/config.ts`, `ApiModule.config`) and its settings land in `config.<name>` (camel
 * case). All variables are checked together; the first bad one is named (ConfigError). This file
 * imports no module: the composition root (compose.ts) hands it the modules' slices.
 */

export type DatabaseConfig =
  | { readonly kind: 'pglite'; readonly dir: string; readonly reset: boolean }
  /** `resetRefused`: DB_RESET was asked for but data behind DATABASE_URL is never dropped. */
  | { readonly kind: 'postgres'; readonly url: string; readonly resetRefused: boolean };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface PlatformConfig extends PlatformBasics {
  readonly database: DatabaseConfig;
  readonly deploymentFile: string | undefined;
  readonly networkOverrides: Readonly<
    Record<
      NetworkKey,
      {
        /** RPC_URL_<NETWORK>: one URL or several, comma-separated (the first preferred). */
        readonly rpcUrls: readonly string[] | undefined;
        readonly explorerUrl: string | undefined;
        /** MAX_FEE_GWEI_<NETWORK>: the highest maxFeePerGas any sender signs there (lib/senderGuards.ts). */
        readonly maxFeePerGas: bigint | undefined;
        /** SENDER_MIN_BALANCE_<NETWORK> (ether): below it a sender raises an alert and /readyz a warning. */
        readonly minSenderBalance: bigint | undefined;
        /**
         * SAFE_TX_SERVICE_URL_<NETWORK>: the Safe Transaction Service the web app follows a Safe's
         * transactions through (default: Safe's own on the production chains, none on the devnet).
         */
        readonly safeTxServiceUrl: string | undefined;
      }
    >
  >;
  readonly webDist: string;
  /** Singleton jobs' leases: a crashed leader is replaced within ttlMs + renewMs (lib/leaderLease.ts). */
  readonly leases: LeaseTimings;
  /** TX_REPLACE_AFTER_BLOCKS: blocks a sent transaction may stay pending before it is replaced (0: never). */
  readonly replaceAfterBlocks: number;
  readonly corsOrigins: readonly string[];
  /**
   * SAFE_APP_ORIGINS: the Safe{Wallet} UIs that may frame the portal as a Safe App (CSP
   * frame-ancestors) and read its /manifest.json (CORS). Empty: framing by this site only.
   */
  readonly safeAppOrigins: readonly string[];
  /** Serve the OpenAPI UI and document at /docs (API_DOCS; off in production by default). */
  readonly apiDocs: boolean;
  /** Signs the EIP-712 vouchers the contracts check (SIGNER_PRIVATE_KEY). */
  readonly signerPrivateKey: string | undefined;
  /**
   * ALLOW_RAW_KEYS=true: with NODE_ENV=production a raw `key:` URI is taken (logged as an alert)
   * instead of refused at start (serverKeys.ts).
   */
  readonly allowRawKeys: boolean;
  /**
   * Every server key set, by variable (the platform's and the slices' `optionalKeyUri` variables):
   * the composition root turns each into an account once at start (serverKeys.ts).
   */
  readonly serverKeys: readonly ServerKeyVariable[];
  readonly logLevel: LogLevel;
  /** `json` (one object a line, for log collectors) or `pretty` (readable lines for a terminal). */
  readonly logFormat: LogFormat;
  /** Fastify's trustProxy: all, none, a list of proxy addresses/CIDRs, or "trust n hops". */
  readonly trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Requests per minute per client for routes without their own limit. */
  readonly globalRateLimit: number;
  /**
   * Every configured secret value in each form it could take (lib/secrets.ts), for the logger to
   * censor wherever one appears.
   */
  readonly logSecrets: readonly string[];
  /** Where /metrics is served (observability/metricsRoute.ts). */
  readonly metrics: { readonly token: string | undefined; readonly port: number | undefined };
}

/**
 * One entry per module slice, added by the slice itself:
 * `declare module '../../config' { interface ModuleConfigs { readonly migration: MigrationConfig } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each module's config.ts
export interface ModuleConfigs {}

export type ApiConfig = PlatformConfig & ModuleConfigs;

const networkVariables = {
  ...Object.fromEntries(NETWORK_KEYS.map((key) => [`RPC_URL_${key.toUpperCase()}`, optionalHttpUrlList])),
  ...Object.fromEntries(NETWORK_KEYS.map((key) => [`EXPLORER_URL_${key.toUpperCase()}`, optionalUrl])),
  ...Object.fromEntries(NETWORK_KEYS.map((key) => [`SAFE_TX_SERVICE_URL_${key.toUpperCase()}`, optionalUrl])),
  ...Object.fromEntries(
    NETWORK_KEYS.map((key) => [`MAX_FEE_GWEI_${key.toUpperCase()}`, optionalDecimal(parseGwei, 'gwei')]),
  ),
  ...Object.fromEntries(
    NETWORK_KEYS.map((key) => [
      `SENDER_MIN_BALANCE_${key.toUpperCase()}`,
      optionalDecimal(parseEther, 'ether'),
    ]),
  ),
};

const PLATFORM_VARIABLES = {
  PORT: integerIn(0, 65535, 8080),
  METRICS_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
      .transform(Number)
      .pipe(z.number().max(65535, 'must be a whole number from 0 to 65535'))
      .optional(),
  ),
  METRICS_TOKEN: optionalSecret(16),
  HOST: z.string().trim().min(1, 'must not be empty').optional().default('127.0.0.1'),
  NODE_ENV: optionalText,
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
  SAFE_APP_ORIGINS: commaList.pipe(z.array(z.string().refine(isSafeAppOrigin, SAFE_APP_ORIGIN_PROBLEM))),
  API_DOCS: booleanFlag,
  SIGNER_PRIVATE_KEY: optionalKeyUri,
  ALLOW_RAW_KEYS: booleanFlag,
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .optional()
    .default('info'),
  LOG_FORMAT: z
    .enum(LOG_FORMATS, { message: `must be one of ${LOG_FORMATS.join(', ')}` })
    .optional()
    .default('json'),
  TRUST_PROXY: optionalText,
  RATE_LIMIT_PER_MINUTE: integerIn(1, 10_000_000, 600),
  LEASE_TTL_MS: integerIn(1_000, 600_000, DEFAULT_LEASE_TIMINGS.ttlMs),
  LEASE_RENEW_MS: integerIn(100, 300_000, DEFAULT_LEASE_TIMINGS.renewMs),
  TX_REPLACE_AFTER_BLOCKS: integerIn(0, 1_000, 3),
};

/** TRUST_PROXY: true/false, a hop count, or a comma list of proxy addresses/CIDRs (Fastify's forms). */
function parseTrustProxy(value: string | undefined): PlatformConfig['trustProxy'] {
  if (value === undefined || ['false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** A holder renews several times per TTL, so one slow renewal does not cost it the lease. */
function leaseTimings(ttlMs: number, renewMs: number): LeaseTimings {
  if (renewMs * 2 > ttlMs) {
    throw new ConfigError(
      'LEASE_RENEW_MS',
      `must be at most half of LEASE_TTL_MS (${ttlMs}) (got "${renewMs}")`,
    );
  }
  return { ttlMs, renewMs };
}

const platformSlice = {
  variables: PLATFORM_VARIABLES,
  read(
    parsed: z.output<z.ZodObject<typeof PLATFORM_VARIABLES>>,
  ): Omit<PlatformConfig, 'serverKeys' | 'logSecrets'> {
    // The per-network keys are typed loosely by zod; these are the values they validated.
    const vars = parsed as typeof parsed & Record<string, string | undefined>;
    const amounts = parsed as unknown as Record<string, bigint | undefined>;
    const production = vars.NODE_ENV === 'production';
    return {
      port: vars.PORT,
      host: vars.HOST,
      production,
      database: vars.DATABASE_URL
        ? { kind: 'postgres', url: vars.DATABASE_URL, resetRefused: vars.DB_RESET === true }
        : {
            kind: 'pglite',
            dir: resolveFromRoot(vars.PGLITE_DIR ?? '.data/pglite'),
            reset: vars.DB_RESET === true,
          },
      deploymentFile: vars.DEPLOYMENT_FILE ? resolveFromRoot(vars.DEPLOYMENT_FILE) : undefined,
      networkOverrides: Object.fromEntries(
        NETWORK_KEYS.map((key) => [
          key,
          {
            rpcUrls: vars[`RPC_URL_${key.toUpperCase()}`],
            explorerUrl: vars[`EXPLORER_URL_${key.toUpperCase()}`],
            maxFeePerGas: amounts[`MAX_FEE_GWEI_${key.toUpperCase()}`],
            minSenderBalance: amounts[`SENDER_MIN_BALANCE_${key.toUpperCase()}`],
            safeTxServiceUrl: vars[`SAFE_TX_SERVICE_URL_${key.toUpperCase()}`],
          },
        ]),
      ) as PlatformConfig['networkOverrides'],
      webDist: resolveFromRoot(vars.WEB_DIST ?? 'apps/web/dist'),
      corsOrigins: vars.CORS_ORIGINS.map((origin) => new URL(origin).origin),
      safeAppOrigins: safeAppOriginsOf(vars.SAFE_APP_ORIGINS, production),
      apiDocs: vars.API_DOCS ?? !production,
      signerPrivateKey: vars.SIGNER_PRIVATE_KEY,
      allowRawKeys: vars.ALLOW_RAW_KEYS === true,
      logLevel: vars.LOG_LEVEL,
      logFormat: vars.LOG_FORMAT,
      trustProxy: parseTrustProxy(vars.TRUST_PROXY),
      globalRateLimit: vars.RATE_LIMIT_PER_MINUTE,
      leases: leaseTimings(vars.LEASE_TTL_MS, vars.LEASE_RENEW_MS),
      replaceAfterBlocks: vars.TX_REPLACE_AFTER_BLOCKS,
      metrics: { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT },
    };
  },
};

/** A server key variable that is set, and its key URI. */
export interface ServerKeyVariable {
  readonly variable: string;
  readonly uri: string;
}

/** The slices of the given modules, each variable owned by exactly one of them. */
export function moduleConfigSlices(
  modules: readonly { readonly config?: ConfigSlice | undefined }[],
): ConfigSlice[] {
  const slices = modules.flatMap((module) => (module.config ? [module.config] : []));
  const owners = new Map<string, string>(Object.keys(PLATFORM_VARIABLES).map((name) => [name, 'platform']));
  for (const slice of slices) {
    for (const name of Object.keys(slice.variables)) {
      const owner = owners.get(name);
      if (owner) throw new Error(`${name} is claimed by both ${owner} and ${slice.key}`);
      owners.set(name, slice.key);
    }
  }
  return slices;
}

/** Names a variable the way the operator set it; secrets (and RPC URLs, which carry API keys) are never echoed. */
function variableProblem(env: NodeJS.ProcessEnv, error: z.ZodError): ConfigError {
  const issue = error.issues[0];
  const variable = String(issue?.path[0] ?? 'environment');
  const got = env[variable];
  const shown = isSecretVariable(variable) ? '' : ` (got "${got}")`;
  return new ConfigError(variable, `${issue?.message ?? 'is invalid'}${got === undefined ? '' : shown}`);
}

/** The name of every variable the platform and the given slices read. */
export function variableNames(slices: readonly ConfigSlice[]): string[] {
  return [...Object.keys(PLATFORM_VARIABLES), ...slices.flatMap((slice) => Object.keys(slice.variables))];
}

/** The platform's variables and the given slices, checked together (compose.ts: `loadConfig`). */
export function loadConfigOver(slices: readonly ConfigSlice[], env: NodeJS.ProcessEnv): ApiConfig {
  const schema = z.object(
    Object.assign(
      {},
      PLATFORM_VARIABLES,
      ...slices.map((slice) => slice.variables),
    ) as typeof PLATFORM_VARIABLES,
  );
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw variableProblem(env, parsed.error);
  const values = parsed.data as Record<string, unknown>;
  const serverKeys = Object.entries(schema.shape).flatMap(([variable, variableSchema]) => {
    const uri = values[variable];
    return variableSchema === optionalKeyUri && typeof uri === 'string' ? [{ variable, uri }] : [];
  });
  const platform: PlatformConfig = {
    ...platformSlice.read(parsed.data),
    serverKeys,
    logSecrets: secretValues(env, Object.keys(schema.shape)),
  };
  const modules = Object.fromEntries(slices.map((slice) => [slice.key, slice.read(parsed.data, platform)]));
  return { ...platform, ...modules } as ApiConfig;
}
