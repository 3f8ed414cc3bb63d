import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What public RPC providers do that anvil never does (issue 29), played in front of a real anvil:
 * - `429`: too many requests, with `Retry-After` (seconds);
 * - `500`: a server error;
 * - `drop`: the connection is closed before the request reaches the node;
 * - `lostAnswer`: the node gets the request (a transaction IS broadcast) but the answer is lost;
 * - `delay`: the answer comes `delayMs` late;
 * - and, independently of the failures, a head that lags `headLagBlocks` behind the node's.
 */
export type FaultKind = '429' | '500' | 'drop' | 'lostAnswer' | 'delay';

export interface FaultPlan {
  /** Share of requests that meet a fault (0..1). */
  readonly failureRate: number;
  readonly kinds: readonly FaultKind[];
  readonly retryAfterSeconds?: number;
  readonly delayMs?: number;
  /** eth_blockNumber answers this many blocks less than the node. */
  readonly headLagBlocks?: number;
  /** Seed of the fault dice, so a failing run can be replayed. */
  readonly seed?: number;
}

export interface FaultProxy {
  readonly url: string;
  /** Requests seen, and faults played, by kind. */
  readonly stats: { requests: number; faults: Record<FaultKind, number> };
  setPlan(plan: FaultPlan): void;
  stop(): Promise<void>;
}

/** A small deterministic generator (mulberry32): the same seed plays the same faults. */
function dice(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface RpcCall {
  id?: unknown;
  method?: string;
}
interface RpcAnswer {
  id?: unknown;
  result?: unknown;
}

/** Lowers eth_blockNumber answers by `lag` (a node still catching up). */
function lagHead(requestBody: string, answerBody: string, lag: number): string {
  const calls = JSON.parse(requestBody) as RpcCall | RpcCall[];
  const answers = JSON.parse(answerBody) as RpcAnswer | RpcAnswer[];
  const headIds = new Set(
    (Array.isArray(calls) ? calls : [calls]).filter((c) => c.method === 'eth_blockNumber').map((c) => c.id),
  );
  if (headIds.size === 0) return answerBody;
  for (const answer of Array.isArray(answers) ? answers : [answers]) {
    if (headIds.has(answer.id) && typeof answer.result === 'string') {
      answer.result = `0x${Math.max(0, Number(BigInt(answer.result)) - lag).toString(16)}`;
    }
  }
  return JSON.stringify(answers);
}

export async function startFaultProxy(targetUrl: string, initialPlan: FaultPlan): Promise<FaultProxy> {
  let plan = initialPlan;
  let roll = dice(plan.seed ?? 1);
  const stats = {
    requests: 0,
    faults: { '429': 0, '500': 0, drop: 0, lostAnswer: 0, delay: 0 } as Record<FaultKind, number>,
  };
  const sockets = new Set<Socket>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    stats.requests++;
    const fault =
      plan.kinds.length > 0 && roll() < plan.failureRate
        ? plan.kinds[Math.floor(roll() * plan.kinds.length)]
        : undefined;
    if (fault) stats.faults[fault]++;
    if (fault === '429') {
      response.writeHead(429, {
        'retry-after': String(plan.retryAfterSeconds ?? 0),
        'content-type': 'text/plain',
      });
      response.end('Too Many Requests');
      return;
    }
    if (fault === '500') {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal Server Error');
      return;
    }
    if (fault === 'drop') {
      request.socket.destroy();
      return;
    }
    const forwarded = await fetch(targetUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    let answer = await forwarded.text();
    if (fault === 'lostAnswer') {
      request.socket.destroy();
      return;
    }
    if (fault === 'delay') await new Promise((resolve) => setTimeout(resolve, plan.delayMs ?? 500));
    if (plan.headLagBlocks && forwarded.ok) answer = lagHead(body, answer, plan.headLagBlocks);
    response.writeHead(forwarded.status, { 'content-type': 'application/json' });
    response.end(answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    setPlan(next) {
      plan = next;
      roll = dice(next.seed ?? 1);
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
