import { describe, expect, it } from 'vitest';
import { deploymentSchema } from './deployment';
import { runtimeNetworkSchema } from './runtime-config';

const chain = (contracts: Record<string, string>) => ({
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  explorerUrl: 'http://127.0.0.1:8545/explorer',
  contracts,
});

describe('contract addresses are validated where they enter', () => {
  it('accepts a deployment whose contracts are addresses', () => {
    const staking = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const parsed = deploymentSchema.parse({
      env: 'devnet',
      chains: { ethereum: chain({ Staking: staking }), polygon: chain({}), arenaz: chain({}) },
    });
    expect(parsed.chains.ethereum.contracts.Staking).toBe(staking);
  });

  it('rejects a deployment file with a malformed contract address, naming where', () => {
    const result = deploymentSchema.safeParse({
      env: 'devnet',
      chains: { ethereum: chain({ Staking: '0x1234' }), polygon: chain({}), arenaz: chain({}) },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['chains', 'ethereum', 'contracts', 'Staking'],
      message: 'must be a 0x-prefixed 20-byte address',
    });
  });

  it('rejects a /config.json network with a malformed contract address', () => {
    const result = runtimeNetworkSchema.safeParse({
      key: 'polygon',
      index: 1,
      name: 'Polygon',
      chainId: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
      explorerUrl: 'http://127.0.0.1:8546/explorer',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      contracts: { Sticker: 'not an address' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['contracts', 'Sticker']);
  });
});
