import { describe, expect, it } from 'vitest';
import { chainIdOf, NETWORKS, networkByChainId, networkByIndex, networkByKey } from './networks';

describe('the network table (spec 3 §9, DESIGN "Networks")', () => {
  it.each([
    ['ethereum', 0, 1, 31337],
    ['polygon', 1, 137, 31338],
    ['arenaz', 2, 7897, 31339],
  ] as const)('%s: index %i, chain %i in production and %i on the devnet', (key, index, prod, dev) => {
    expect(networkByKey(key).index).toBe(index);
    expect(networkByIndex(index)?.key).toBe(key);
    expect(chainIdOf(key, 'production')).toBe(prod);
    expect(chainIdOf(key, 'devnet')).toBe(dev);
    expect(networkByChainId(prod, 'production')?.key).toBe(key);
    expect(networkByChainId(dev, 'devnet')?.key).toBe(key);
  });

  it('knows no other chain and no other index', () => {
    expect(NETWORKS).toHaveLength(3);
    expect(networkByChainId(1, 'devnet')).toBeUndefined();
    expect(networkByChainId(31337, 'production')).toBeUndefined();
    expect(networkByIndex(3)).toBeUndefined();
  });
});
