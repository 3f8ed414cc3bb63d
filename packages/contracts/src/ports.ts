import { createServer } from 'node:net';

const LOOPBACK = '127.0.0.1';

/**
 * Hands out the ports `probe` finds, never one twice. The OS may offer a port again as soon as its probe closed it,
 * before whoever asked has bound it: the e2e set-up starts three stacks of four listeners each at
 * once, and two of them were once given the same port (one anvil then answered for the other).
 */
export function portAllocator(probe: () => Promise<number>): () => Promise<number> {
  const handedOut = new Set<number>();
  return async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = await probe();
      if (handedOut.has(port)) continue;
      handedOut.add(port);
      return port;
    }
    throw new Error('No free port that this process has not handed out already');
  };
}

/** A port the OS considers free right now, never one this process handed out before. For tests. */
export const freePort = portAllocator(probeFreePort);

/** Listen on port 0, read the port the OS chose, close. */
function probeFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('Could not read the free port'))));
    });
  });
}

/** Whether something already listens on `port` of the loopback interface. */
export function isPortInUse(port: number, host = LOOPBACK): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(true);
      else reject(error);
    });
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}
