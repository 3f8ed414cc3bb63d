import { describe, expect, expectTypeOf, it } from 'vitest';
import { createChains } from '../chains';
import { loadConfig } from '../compose';
import type { AppContext } from '../context';
import { API_MODULES } from './index';
import { defineModule, type ModuleServices } from './module';
import { contextFor, type PlatformParts } from './registry';
import { rouletteConfig } from './roulette/config';

const config = loadConfig({});
const appContext = { config, chains: createChains(config, undefined) } as unknown as AppContext;
const platformParts = {} as PlatformParts;

describe('a module context', () => {
  it('types only the module’s own slice and the slices it names in needs', () => {
    defineModule({
      name: 'roulette',
      config: rouletteConfig,
      needs: ['randomnessOracle'],
      setup(ctx) {
        expectTypeOf(ctx.settings).toEqualTypeOf<typeof config.roulette>();
        expectTypeOf(ctx.needs.randomnessOracle).toEqualTypeOf<typeof config.randomnessOracle>();
        // @ts-expect-error another module's slice it did not name in needs
        void ctx.needs.rental;
        // @ts-expect-error the whole configuration is the platform's
        void ctx.config;
        return {};
      },
    });
    defineModule({
      name: 'no-settings',
      setup(ctx) {
        expectTypeOf(ctx.settings).toEqualTypeOf<undefined>();
        // @ts-expect-error no needs declared: no other slice
        void ctx.needs.roulette;
        // @ts-expect-error no uses declared: no other module's service
        void ctx.services.payouts;
        return {};
      },
    });
  });

  it('types the services it uses, and makes a provider return what it provides', () => {
    defineModule({
      name: 'user',
      uses: ['payouts'],
      setup(ctx) {
        expectTypeOf(ctx.services.payouts.isOpen).toBeFunction();
        // @ts-expect-error a service it did not name in uses
        void ctx.services.auth;
        return {};
      },
    });
    defineModule({
      name: 'provider',
      provides: ['dragos'],
      // @ts-expect-error it provides 'dragos' but returns no services
      setup: () => ({}),
    });
  });

  it('hands a module only the services it uses, and names a missing one', () => {
    const payouts = { isOpen: () => true } as unknown as ModuleServices['payouts'];
    const ctx = contextFor({ name: 'user', uses: ['payouts'] }, appContext, platformParts, {
      payouts,
      rewards: {} as ModuleServices['rewards'],
    });
    expect(ctx.services).toEqual({ payouts });
    expect(() => contextFor({ name: 'user', uses: ['dragos'] }, appContext, platformParts, {})).toThrow(
      "The user module uses 'dragos', which no module set up here provides",
    );
  });

  it('holds only the module’s own slice, its needs and the platform facts at run time', () => {
    const ctx = contextFor(
      { name: 'roulette', config: rouletteConfig, needs: ['randomnessOracle'] },
      appContext,
      platformParts,
    );
    expect(ctx).not.toHaveProperty('config');
    expect(ctx.settings).toEqual(config.roulette);
    expect(Object.keys(ctx.needs)).toEqual(['randomnessOracle']);
    expect(ctx.platform).toEqual({
      production: config.production,
      signerPrivateKey: config.signerPrivateKey,
      corsOrigins: config.corsOrigins,
      networkOverrides: config.networkOverrides,
      safeAppOrigins: config.safeAppOrigins,
    });
  });

  it('names in needs only slices that exist', () => {
    const keys = new Set(Object.keys(config));
    for (const module of API_MODULES) {
      for (const key of module.needs ?? []) expect(keys, `${module.name} needs ${key}`).toContain(key);
    }
  });
});
