import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, commaList, configSlice, optionalSecret } from '../../lib/configSlice';

export const SESSION_SECRET_MIN_LENGTH = 32;

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

/** Sign-In with Ethereum: the session secret, the admins, the origins a message may name. */
export const authConfig = configSlice({
  key: 'auth',
  variables: {
    PUBLIC_ORIGINS: commaList.pipe(z.array(z.string().refine(isBareOrigin, ORIGIN_PROBLEM))),
    ADMIN_ADDRESSES: commaList.pipe(
      z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a comma-separated list of 0x addresses')),
    ),
    SESSION_SECRET: optionalSecret(SESSION_SECRET_MIN_LENGTH),
  },
  read(vars, { host, port, production }) {
    if (production && !vars.SESSION_SECRET) {
      throw new ConfigError(
        'SESSION_SECRET',
        `is required in production (at least ${SESSION_SECRET_MIN_LENGTH} characters)`,
      );
    }
    if (production && vars.PUBLIC_ORIGINS.length === 0) {
      throw new ConfigError(
        'PUBLIC_ORIGINS',
        'is required in production: the comma-separated origins the portal is served at, such as https://portal.example',
      );
    }
    return {
      /**
       * The origins the portal is served at (PUBLIC_ORIGINS): a Sign-In with Ethereum message must
       * name one of them as its domain and URI. Never taken from request headers.
       */
      publicOrigins:
        vars.PUBLIC_ORIGINS.length > 0
          ? vars.PUBLIC_ORIGINS.map((origin) => new URL(origin).origin)
          : localPublicOrigins(host, port),
      /** Lowercase addresses. */
      adminAddresses: vars.ADMIN_ADDRESSES.map((address) => address.toLowerCase()),
      sessionSecret: vars.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      /** True when no SESSION_SECRET was given and a random one was made for this process. */
      sessionSecretGenerated: !vars.SESSION_SECRET,
    };
  },
});
export type AuthConfig = ReturnType<typeof authConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly auth: AuthConfig;
  }
}
