/**
 * Issue 43: no configured secret reaches a log line. The whole API starts with every secret
 * variable set, logging at `trace`; a sign-in, a claim, refused and failing requests (with the
 * session secret sent back in headers) and an error quoting secrets go through it; then every
 * line written is searched for each secret in every form (a key with and without 0x, a URL's
 * password and its API-key path) and none is found.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresCopy, testDatabases } from '../../test/databases';
import { type RunningApi, startApi } from '../app';
import { configVariableNames, loadConfig } from '../compose';
import type { AppDatabase } from '../db/connect';
import { isSecretVariable, secretValues } from '../lib/secrets';

const HOST = 'portal.test';
const secretText = (length = 48) => randomBytes(length / 2).toString('hex');
const rpcUrl = (port: number) => `http://127.0.0.1:${port}/v2/${secretText(40)}`;

/** One value for every secret variable the configuration reads. */
function secretEnvironment(databaseUrl: string | undefined): Record<string, string> {
  const env: Record<string, string> = {
    SESSION_SECRET: `session-${secretText()}`,
    SIGNER_PRIVATE_KEY: generatePrivateKey(),
    PAYOUT_PRIVATE_KEY: generatePrivateKey(),
    RELAYER_SENDER_PRIVATE_KEY: generatePrivateKey(),
    // A key URI (key:…) as production-like configurations give them; the others bare.
    RANDOMNESS_OPERATOR_PRIVATE_KEY: `key:${generatePrivateKey()}`,
    RENTAL_MINING_SECRET: `mining-${secretText()}`,
    MIGRATION_TOKEN_SECRET: `migration-${secretText()}`,
    FACEBOOK_APP_SECRET: `facebook-${secretText()}`,
    METRICS_TOKEN: `metrics-${secretText()}`,
    // Privileged ports nothing listens on: every RPC call fails at once, and is logged.
    RPC_URL_ETHEREUM: rpcUrl(1),
    RPC_URL_POLYGON: `${rpcUrl(2)},${rpcUrl(3)}`,
    RPC_URL_ARENAZ: rpcUrl(4),
  };
  if (databaseUrl) {
    // The test server trusts local connections, so any password connects; it must still not show.
    const url = new URL(databaseUrl);
    url.password = `pw-${secretText(16)}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

describe.each(testDatabases())('secrets in the logs on $name', ({ name, open }) => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  let env: Record<string, string>;
  let database: AppDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    const copy =
      name === 'postgres' ? await openPostgresCopy(process.env.TEST_DATABASE_URL as string) : await open();
    database = copy;
    env = secretEnvironment(copy.url);
    const config = loadConfig({
      PORT: '0',
      LOG_LEVEL: 'trace',
      LOG_FORMAT: 'json',
      PUBLIC_ORIGINS: `https://${HOST}`,
      ...env,
    });
    // With DATABASE_URL set the app would open its own pool; the copy is handed in, and the URL
    // with its password still goes through the configuration and the start-up log.
    api = await startApi(config, { database, logDestination: sink });
    api.app.log.info(`Database: PostgreSQL ${env.DATABASE_URL ?? '(embedded)'}`);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it('covers every secret variable the configuration reads', () => {
    const unset = configVariableNames().filter(
      (variable) => isSecretVariable(variable) && !(variable in env),
    );
    expect(unset.filter((variable) => variable !== 'DATABASE_URL' || name === 'postgres')).toEqual([]);
  });

  it('writes none of them, in any form, through start-up, sign-in, a claim and errors', async () => {
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${api.url}${path}`, {
        ...init,
        headers: { host: HOST, 'content-type': 'application/json', ...(init.headers ?? {}) },
      });
    await call('/config.json');
    // Sign-in, through the HTTP endpoints.
    const player = privateKeyToAccount(generatePrivateKey());
    const { nonce } = (await (await call('/game/auth/nonce', { method: 'POST', body: '{}' })).json()) as {
      nonce: string;
    };
    const message = createSiweMessage({
      address: player.address,
      chainId: 137,
      domain: HOST,
      nonce,
      uri: `https://${HOST}`,
      version: '1',
    });
    const verified = await call('/game/auth/verify', {
      method: 'POST',
      body: JSON.stringify({ message, signature: await player.signMessage({ message }) }),
    });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    // A claim: the vesting claim signs a voucher with SIGNER_PRIVATE_KEY (or says there is nothing).
    const claim = await call('/game/vesting/claim/all', {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify({ publicKey: player.address }),
    });
    expect(claim.status).toBeLessThan(500);
    // Refused and failing requests carrying secrets in their headers and body.
    await call('/game/vesting/claim/all', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.SESSION_SECRET}`,
        cookie: `${SESSION_COOKIE}=${env.SESSION_SECRET}`,
      },
      body: JSON.stringify({ publicKey: 'not an address', secret: env.MIGRATION_TOKEN_SECRET }),
    });
    await call('/game/auth/verify', { method: 'POST', body: '{"message": ' });
    // An error quoting secrets, as a library's message might (a connection string, an RPC URL).
    api.app.log.error(
      {
        err: new Error(`connect failed: ${env.DATABASE_URL ?? ''} ${env.RPC_URL_POLYGON}`),
        privateKey: env.PAYOUT_PRIVATE_KEY,
      },
      `signing with ${env.SIGNER_PRIVATE_KEY?.slice(2).toUpperCase()} failed`,
    );
    await api.close();

    const output = lines.join('');
    expect(output).toContain('request completed');
    expect(output).toContain('[redacted]');
    const forms = secretValues(env, Object.keys(env));
    expect(forms.length).toBeGreaterThan(Object.keys(env).length);
    const lowerOutput = output.toLowerCase();
    const found = forms.filter((form) => lowerOutput.includes(form.toLowerCase()));
    expect(found).toEqual([]);
  });
});
