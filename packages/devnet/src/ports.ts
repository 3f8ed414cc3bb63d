import type { NetworkKey } from '@kingdoms/shared/networks';

/** The usual local RPC ports, one per devnet chain. */
export const DEFAULT_DEVNET_PORTS: Readonly<Record<NetworkKey, number>> = {
  ethereum: 8545,
  polygon: 8546,
  arenaz: 8547,
};

/** Environment variables that move a devnet chain to another port. */
export const DEVNET_PORT_ENV: Readonly<Record<NetworkKey, string>> = {
  ethereum: 'ETHEREUM_RPC_PORT',
  polygon: 'POLYGON_RPC_PORT',
  arenaz: 'ARENAZ_RPC_PORT',
};

/** The devnet ports: the defaults, each overridable by its environment variable. */
export function devnetPortsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<NetworkKey, number> {
  const ports = { ...DEFAULT_DEVNET_PORTS };
  for (const key of Object.keys(DEVNET_PORT_ENV) as NetworkKey[]) {
    const name = DEVNET_PORT_ENV[key];
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}"`);
    }
    ports[key] = port;
  }
  return ports;
}
