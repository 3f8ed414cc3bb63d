import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startAnvil } from './anvil';
import { freePort, isPortInUse } from './ports';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

function occupy(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('startAnvil', () => {
  it('starts a chain that answers with the requested chain id, and stop() frees the port', async () => {
    const port = await freePort();
    const anvil = await startAnvil({ port, chainId: 31338 });
    cleanups.push(anvil.stop);
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${port}`);
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(((await response.json()) as { result: string }).result).toBe('0x7a6a');
    expect(await isPortInUse(port)).toBe(true);
    await anvil.stop();
    expect(await isPortInUse(port)).toBe(false);
    await anvil.stop(); // a second stop is harmless
  });

  it('refuses a taken port with the caller label and hint in the message', async () => {
    const port = await freePort();
    const server = await occupy(port);
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    await expect(
      startAnvil({
        port,
        chainId: 31337,
        label: 'Ethereum devnet chain',
        hint: 'Set ETHEREUM_RPC_PORT to a free port.',
      }),
    ).rejects.toThrow(
      `Port ${port} is already in use (Ethereum devnet chain). Set ETHEREUM_RPC_PORT to a free port.`,
    );
  });
});

describe('freePort', () => {
  it('returns a port nobody listens on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortInUse(port)).toBe(false);
  });
});
