import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyUriProblem } from '@kingdoms/contracts/keyAccounts';
import { z } from 'zod';

/**
 * What a module's configuration slice is made of: its environment variables (zod schemas whose
 * messages name the problem) and how they become its settings. The one loader (config.ts) checks
 * every slice's variables together and names the first bad variable (ConfigError).
 */
export interface ConfigSlice<Key extends string = string, Settings = unknown> {
  /** Where the settings land in ApiConfig: the module's folder name in camelCase. */
  readonly key: Key;
  readonly variables: z.ZodRawShape;
  /** May throw ConfigError for rules between variables (a secret production requires…). */
  read(vars: Record<string, unknown>, platform: PlatformBasics): Settings;
}

/** What every slice may read of the platform's own settings. */
export interface PlatformBasics {
  readonly host: string;
  readonly port: number;
  /** NODE_ENV=production. */
  readonly production: boolean;
}

/** Builds a slice; `read` gets the variables already validated and typed by their schemas. */
export function configSlice<Key extends string, Variables extends z.ZodRawShape, Settings>(slice: {
  key: Key;
  variables: Variables;
  read(vars: z.output<z.ZodObject<Variables>>, platform: PlatformBasics): Settings;
}): ConfigSlice<Key, Settings> {
  return slice as ConfigSlice<Key, Settings>;
}

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

/** The monorepo root: relative paths in the configuration are resolved against it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** `heroVideo` with prefix `MEDIA` → `MEDIA_HERO_VIDEO`: variables named after the shared schemas' fields. */
export function envVariableName(prefix: string, field: string): string {
  return `${prefix}_${field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

// ── The variable schemas every slice uses ──

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const optionalUrl = optionalText.pipe(z.url({ message: 'must be an absolute URL' }).optional());

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

export const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

/**
 * A comma-separated list of http(s) URLs (RPC_URL_<NETWORK>=url1,url2: the first is preferred, the
 * others are fallbacks); undefined when unset or empty.
 */
export const optionalHttpUrlList = commaList
  .superRefine((urls, context) => {
    // The position, not the value: an RPC URL often carries the provider's API key.
    urls.forEach((url, i) => {
      if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol))
        context.addIssue({
          code: 'custom',
          message: `must be a comma-separated list of http(s) URLs (entry ${i + 1} is not one)`,
        });
    });
  })
  .transform((urls) => (urls.length > 0 ? urls : undefined));

export const integerIn = (min: number, max: number, fallback: number) =>
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

/**
 * A server key, optional: a key URI of the one account factory (`key:0x…`, a bare `0x…` meaning the
 * same, `aws-kms:<key id or ARN>`, `gcp-kms:<key version name>`; packages/contracts/src/keyAccounts.ts).
 * The composition root turns it into an account once at start (serverKeys.ts).
 */
export const optionalKeyUri = optionalText.pipe(
  z
    .string()
    .superRefine((value, context) => {
      // Never echo the value: it may be a raw key.
      const problem = keyUriProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
);

/** An optional positive decimal amount (`2.5`) in `unit`, parsed to its smallest unit. */
export const optionalDecimal = (parse: (value: string) => bigint, unit: string) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, `must be a decimal amount in ${unit}, such as 2.5`)
      .transform(parse)
      .optional(),
  );

/** An optional secret of at least `min` characters. */
export const optionalSecret = (min: number) =>
  optionalText.pipe(z.string().min(min, `must be at least ${min} characters`).optional());
