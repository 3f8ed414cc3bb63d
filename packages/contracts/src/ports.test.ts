import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, isPortInUse, portAllocator } from './ports';

describe('free ports for tests', () => {
  it('asks again when the OS offers a port it already handed out', async () => {
    const offered = [5001, 5001, 5002, 5001, 5003];
    const allocate = portAllocator(async () => offered.shift() ?? 0);
    expect([await allocate(), await allocate(), await allocate()]).toEqual([5001, 5002, 5003]);
  });

  it('never hands out one port twice in a process, even when asked all at once', async () => {
    const ports = await Promise.all(Array.from({ length: 300 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeGreaterThan(0);
  });

  it('tells a port in use from a free one', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      expect(await isPortInUse(port)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(await isPortInUse(await freePort())).toBe(false);
  });
});
