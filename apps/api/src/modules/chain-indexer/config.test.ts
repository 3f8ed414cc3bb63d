import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../compose';
import { PRODUCTION_CONFIRMATIONS } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  MIGRATION_TOKEN_SECRET: 'm'.repeat(32),
  PUBLIC_ORIGINS: 'https://portal.example',
};

describe('indexer confirmations per network', () => {
  it('default to each network’s production figure in production and to 1 on a devnet', () => {
    expect(loadConfig(PRODUCTION).chainIndexer.confirmations).toEqual({
      ethereum: 12,
      polygon: 64,
      arenaz: 12,
    });
    expect(PRODUCTION_CONFIRMATIONS).toEqual({ ethereum: 12, polygon: 64, arenaz: 12 });
    expect(loadConfig({}).chainIndexer.confirmations).toEqual({ ethereum: 1, polygon: 1, arenaz: 1 });
  });

  it('take INDEXER_CONFIRMATIONS for every network and INDEXER_CONFIRMATIONS_<NETWORK> over it', () => {
    const config = loadConfig({
      ...PRODUCTION,
      INDEXER_CONFIRMATIONS: '5',
      INDEXER_CONFIRMATIONS_POLYGON: '128',
    });
    expect(config.chainIndexer.confirmations).toEqual({ ethereum: 5, polygon: 128, arenaz: 5 });
    expect(loadConfig({ INDEXER_CONFIRMATIONS_ARENAZ: '0' }).chainIndexer.confirmations.arenaz).toBe(0);
  });

  it('refuse a count that is not a whole number up to 1000, naming the variable', () => {
    for (const value of ['-1', '1.5', 'twelve', '1001']) {
      expect(() => loadConfig({ INDEXER_CONFIRMATIONS_ETHEREUM: value })).toThrow(ConfigError);
      expect(() => loadConfig({ INDEXER_CONFIRMATIONS_ETHEREUM: value })).toThrow(
        /INDEXER_CONFIRMATIONS_ETHEREUM/,
      );
    }
  });

  it('allow READY_MAX_INDEXER_LAG_BLOCKS (default 50)', () => {
    expect(loadConfig({}).chainIndexer.readyMaxLagBlocks).toBe(50);
    expect(loadConfig({ READY_MAX_INDEXER_LAG_BLOCKS: '7' }).chainIndexer.readyMaxLagBlocks).toBe(7);
    expect(() => loadConfig({ READY_MAX_INDEXER_LAG_BLOCKS: 'x' })).toThrow(/READY_MAX_INDEXER_LAG_BLOCKS/);
  });
});
