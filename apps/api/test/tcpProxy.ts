import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the API and PostgreSQL (issue 37), to play a network cut the shared test
 * server cannot: `cut()` resets every open connection and leaves new ones hanging unanswered
 * (a partition: nothing refuses, nothing answers), `restore()` forwards again. The sibling of
 * faultProxy.ts, which plays an RPC provider's faults at the HTTP level.
 */
export interface TcpProxy {
  /** host:port to connect to instead of the target's. */
  readonly host: string;
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  cut(): void;
  restore(): void;
  /** Connections forwarded so far. */
  readonly stats: { connections: number };
  stop(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let cut = false;
  const open = new Set<Socket>();
  const held = new Set<Socket>();
  const stats = { connections: 0 };
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => {
      open.delete(client);
      held.delete(client);
    });
    client.on('error', () => client.destroy());
    if (cut) {
      // Accepted, never answered: the client's own connect timeout has to notice.
      held.add(client);
      return;
    }
    stats.connections++;
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    stats,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      cut = true;
      // A reset, as a dying link or a failed-over address gives the connections it carried.
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      cut = false;
      for (const socket of held) socket.destroy();
    },
    async stop() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
