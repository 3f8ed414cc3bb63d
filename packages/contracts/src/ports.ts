import { createServer } from 'node:net';

const LOOPBACK = '127.0.0.1';

/** A port the OS considers free right now (listen on 0, read it, close). For tests. */
export function freePort(): Promise<number> {
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
