import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVNET_PORTS, devnetPortsFromEnv } from './ports';

describe('devnetPortsFromEnv', () => {
  it('defaults to 8545, 8546 and 8547', () => {
    expect(devnetPortsFromEnv({})).toEqual({ ethereum: 8545, polygon: 8546, arenaz: 8547 });
    expect(DEFAULT_DEVNET_PORTS).toEqual({ ethereum: 8545, polygon: 8546, arenaz: 8547 });
  });

  it('takes each chain port from its environment variable', () => {
    expect(
      devnetPortsFromEnv({ ETHEREUM_RPC_PORT: '9545', POLYGON_RPC_PORT: '', ARENAZ_RPC_PORT: '9547' }),
    ).toEqual({
      ethereum: 9545,
      polygon: 8546,
      arenaz: 9547,
    });
  });

  it.each(['abc', '0', '70000', '85.5'])('refuses %s as a port', (raw) => {
    expect(() => devnetPortsFromEnv({ POLYGON_RPC_PORT: raw })).toThrow(
      `POLYGON_RPC_PORT must be a port number from 1 to 65535, got "${raw}"`,
    );
  });
});
