import { type ChildProcess, spawn } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { foundryBinaryPath } from './foundryBinary';
import { isPortInUse } from './ports';

export interface AnvilOptions {
  port: number;
  chainId: number;
  /** Seconds between blocks; without it anvil mines one block per transaction (automine). */
  blockTime?: number;
  /**
   * What this chain is, for the port-in-use error, e.g. "Ethereum devnet chain". Add a hint on
   * how to pick another port, e.g. "Set ETHEREUM_RPC_PORT to a free port."
   */
  label?: string;
  hint?: string;
  /** How long to wait for eth_chainId to answer. */
  startTimeoutMs?: number;
  /**
   * A state file written from `dumpAnvilState` (`--load-state`): the chain starts with its blocks,
   * transactions, receipts, logs and accounts, and mines on from its last block.
   */
  loadState?: string;
  /**
   * Where the chain writes its state when it stops (`--dump-state`), in the form `loadState` reads,
   * with the states at earlier blocks (see `dumpAnvilState`).
   */
  dumpStateOnStop?: string;
}

export interface RunningAnvil {
  rpcUrl: string;
  chainId: number;
  port: number;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const DEFAULT_START_TIMEOUT_MS = 15_000;
const STOP_GRACE_MS = 5_000;

/** Anvils started by this process, killed if the process exits without stopping them. */
const liveAnvils = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveAnvils) child.kill('SIGKILL');
});

export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const { port, chainId } = options;
  if (await isPortInUse(port)) {
    const what = options.label ? ` (${options.label})` : '';
    const hint = options.hint ? ` ${options.hint}` : '';
    throw new Error(`Port ${port} is already in use${what}.${hint}`);
  }
  const args = ['--host', HOST, '--port', String(port), '--chain-id', String(chainId), '--silent'];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.loadState !== undefined) args.push('--load-state', options.loadState);
  if (options.dumpStateOnStop !== undefined) {
    args.push('--dump-state', options.dumpStateOnStop, '--preserve-historical-states');
  }
  const child = spawn(foundryBinaryPath('anvil'), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  liveAnvils.add(child);

  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      liveAnvils.delete(child);
      resolve();
    });
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const rpcUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS);
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await stop();
      const reason = spawnError?.message ?? `exit code ${child.exitCode ?? child.signalCode}`;
      throw new Error(
        `anvil on port ${port} (chain ${chainId}) stopped while starting: ${reason}\n${stderr}`,
      );
    }
    const answered = await readChainId(rpcUrl);
    if (answered !== undefined) {
      if (answered !== chainId) {
        await stop();
        throw new Error(`anvil on port ${port} answered chain id ${answered}, expected ${chainId}`);
      }
      return { rpcUrl, chainId, port, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `anvil on port ${port} (chain ${chainId}) did not answer eth_chainId in time\n${stderr}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One JSON-RPC call to a local chain, for what viem has no action for (anvil_*, evm_* controls):
 * its result, or an Error naming the method and the node's message.
 */
export async function anvilRpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/**
 * The chain's whole state as `--load-state` reads it (JSON): every block, transaction with its
 * receipt and logs, every account's code, balance, nonce and storage, and the states at earlier
 * blocks anvil still holds (an indexer reads a contract at the block of its event: `eth_call` at an
 * older block fails on a loaded chain without them).
 */
export async function dumpAnvilState(rpcUrl: string): Promise<string> {
  const result = await anvilRpc(rpcUrl, 'anvil_dumpState', [true]);
  if (typeof result !== 'string') throw new Error(`anvil_dumpState on ${rpcUrl} failed: no result`);
  // Anvil answers with the gzipped JSON as hex; --load-state reads the JSON itself.
  return gunzipSync(Buffer.from(result.replace(/^0x/, ''), 'hex')).toString('utf8');
}

async function readChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const result = await anvilRpc(rpcUrl, 'eth_chainId');
    return typeof result === 'string' ? Number(result) : undefined;
  } catch {
    return undefined;
  }
}
