import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { ChainDeployment, Deployment } from '@kingdoms/shared/deployment';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Address } from 'viem';
import { buildApp } from '../src/app';
import { createChains } from '../src/chains';
import { loadConfig } from '../src/compose';
import type { ApiConfig } from '../src/config';
import type { AppContext } from '../src/context';
import type { AppDatabase } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { registerErrorHandler } from '../src/http/errors';
import { API_MODULES } from '../src/modules/index';
import type { ApiModule, ServiceName } from '../src/modules/module';
import { registerModules } from '../src/modules/registry';

export const TEST_INDEX_HTML =
  '<!doctype html><html><body><div id="root">kingdoms test shell</div></body></html>';

/** A stand-in for `apps/web/dist`: index.html and one hashed asset. */
export function makeWebDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'kingdoms-web-dist-'));
  writeFileSync(join(dir, 'index.html'), TEST_INDEX_HTML);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("app");');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A devnet-like deployment with a contract on each chain. Its RPC ports are privileged ones no
 * test or devnet ever listens on, so a call is refused at once (a fixed high port may be another
 * process's devnet on a shared machine, and an app would then index that chain).
 */
export function devnetDeployment(): Deployment {
  const chain = (chainId: number, port: number, contract: Address) => ({
    chainId,
    rpcUrl: `http://127.0.0.1:${port}`,
    explorerUrl: `http://127.0.0.1:${port}/explorer`,
    startBlock: 0,
    contracts: { Staking: contract },
  });
  return {
    env: 'devnet',
    chains: {
      ethereum: chain(31337, 1, '0x1111111111111111111111111111111111111111'),
      polygon: chain(31338, 2, '0x2222222222222222222222222222222222222222'),
      arenaz: chain(31339, 3, '0x3333333333333333333333333333333333333333'),
    },
  };
}

/** {@link devnetDeployment} with Ethereum replaced by contracts deployed on a local anvil. */
export function devnetDeploymentOnAnvil(
  anvil: { rpcUrl: string },
  chainId: number,
  deployed: Pick<ChainDeployment, 'startBlock' | 'contracts'>,
): Deployment {
  const base = devnetDeployment();
  return {
    ...base,
    chains: {
      ...base.chains,
      ethereum: {
        chainId,
        rpcUrl: anvil.rpcUrl,
        explorerUrl: `${anvil.rpcUrl}/explorer`,
        startBlock: deployed.startBlock,
        contracts: deployed.contracts,
      },
    },
  };
}

export function testConfig(env: NodeJS.ProcessEnv = {}): ApiConfig {
  return loadConfig({ PORT: '0', LOG_LEVEL: 'silent', ...env });
}

/** An app on the given database (the caller closes both). */
export async function buildTestApp(
  database: AppDatabase,
  env: NodeJS.ProcessEnv = {},
  deployment: Deployment | null = null,
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), { database, deployment });
  await app.ready();
  return app;
}

/** A module context's platform part as app.ts builds it (the chains service from config and deployment). */
export function testContext(parts: Omit<AppContext, 'chains'>): AppContext {
  return { ...parts, chains: createChains(parts.config, parts.deployment) };
}

/**
 * `modules`, plus the modules (of modules/index.ts) that provide what they use, and the access
 * guards, and are not among them: those only for their services, their endpoints, subscriptions
 * and workers left out.
 */
export function withProviders(modules: readonly ApiModule[]): ApiModule[] {
  const all = [...modules];
  const provided = (name: string) => all.some((module) => module.provides?.includes(name as never));
  for (let index = -1; index < all.length; index++) {
    const wanted: readonly ServiceName[] = index < 0 ? ['accessGuards'] : (all[index]?.uses ?? []);
    for (const name of wanted) {
      if (provided(name)) continue;
      const provider = API_MODULES.find((module) => module.provides?.includes(name));
      if (!provider) continue;
      all.push({
        ...provider,
        setup: async (ctx) => ({ services: (await provider.setup(ctx)).services }),
      });
    }
  }
  return all;
}

/**
 * A bare app serving only `modules` through the registry (errors, cookies, the modules): a
 * module's own tests, without the other modules' startup work (the providers of the services they
 * use are set up for those only: withProviders). Ready; the caller closes it.
 */
export async function buildModulesApp(
  modules: readonly ApiModule[],
  options: { db: Kysely<Database>; config?: ApiConfig; deployment?: Deployment },
): Promise<FastifyInstance> {
  const config = options.config ?? testConfig();
  const app = Fastify({ logger: { level: config.logLevel } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  const ctx = testContext({ config, db: options.db, logger: app.log, deployment: options.deployment });
  await registerModules(app, ctx, withProviders(modules));
  await app.ready();
  return app;
}
