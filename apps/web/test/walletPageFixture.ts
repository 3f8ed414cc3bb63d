import type { NetworkKey } from '@kingdoms/shared/networks';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { act } from '@testing-library/react';
import { type Hex, numberToHex, parseEther } from 'viem';
import { expect, vi } from 'vitest';
import { connectWallet, disconnectWallet } from '../src/features/wallet/connection';
import { walletOptions } from '../src/features/wallet/connectors/walletOptions';
import { switchNetwork } from '../src/features/wallet/network/switchNetwork';
import { loadWalletStack } from '../src/features/wallet/stack/walletStack';
import { walletRuntime } from '../src/features/wallet/wagmiConfig';
import { loadRuntimeConfig } from '../src/shared/config/runtimeConfig';
import { jsonResponse } from './runtimeConfigFixture';

/**
 * A wallet page against stubs at its two boundaries, the API (fetch of service paths) and the
 * chains' JSON-RPC endpoints (fetch of the configured RPC URLs). The wallet stack above them is
 * real: the Dev wallet, wagmi, the transaction flow.
 */
export interface PageBoundaries {
  /** /config.json; its networks' rpcUrl and chainId are the chains answered. */
  config: RuntimeConfig;
  /** An eth_call's return data by its calldata (and chain); undefined reverts the call. */
  ethCall: (data: Hex, chainId: number) => Hex | undefined;
  /**
   * API reply bodies by path (a Response for another status); a path not here is a 404. A
   * function answers from the request's JSON body, for a server with state (a sign-in).
   */
  api: Readonly<Record<string, unknown>>;
}

/** A reply computed from the request's JSON body (a body, or a Response for another status). */
export type ApiAnswer = (body: unknown) => unknown;

interface RpcRequest {
  id: number;
  method: string;
  params?: unknown[];
}

/** One JSON-RPC answer: the chain id, block 1, 1 ETH of gas money, and the page's eth_calls. */
function rpcReply(request: RpcRequest, chainId: number, ethCall: PageBoundaries['ethCall']) {
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });
  const fail = (code: number, message: string) => ({
    jsonrpc: '2.0',
    id: request.id,
    error: { code, message },
  });
  switch (request.method) {
    case 'eth_chainId':
      return answer(numberToHex(chainId));
    case 'eth_blockNumber':
      return answer('0x1');
    case 'eth_getBalance':
      return answer(numberToHex(parseEther('1')));
    case 'eth_call': {
      const call = (request.params?.[0] ?? {}) as { data?: Hex; input?: Hex };
      const result = ethCall(call.data ?? call.input ?? '0x', chainId);
      return result === undefined ? fail(-32000, 'execution reverted') : answer(result);
    }
    default:
      return fail(-32601, `${request.method} not stubbed`);
  }
}

/** Stubs fetch with the page's boundaries; returns the mock, to read what the page sent. */
export function stubPageBoundaries({ config, ethCall, api }: PageBoundaries) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === '/config.json') return jsonResponse(config);
    const chain = config.networks.find((network) => network.rpcUrl === url);
    if (chain) {
      const body = JSON.parse(String(init?.body)) as RpcRequest | RpcRequest[];
      const reply = (request: RpcRequest) => rpcReply(request, chain.chainId, ethCall);
      return jsonResponse(Array.isArray(body) ? body.map(reply) : reply(body));
    }
    const answer = api[url];
    const reply =
      typeof answer === 'function'
        ? await (answer as ApiAnswer)(init?.body ? JSON.parse(String(init.body)) : undefined)
        : answer;
    if (reply instanceof Response) return reply.clone();
    if (reply !== undefined) return jsonResponse(reply);
    return jsonResponse({ result: 0, err: { code: 'not_found', message: url } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Connects the Dev wallet's first demo account (devnet account 1) and moves it to `network`. */
export async function connectDevWallet(network: NetworkKey) {
  const runtime = walletRuntime(await loadRuntimeConfig());
  const dev = walletOptions(runtime.config.connectors, runtime.runtimeConfig).find(
    (option) => option.id === 'devWallet',
  );
  if (!dev) throw new Error('The Dev wallet is not offered');
  // The wallet stack arrives with the wallet root when a player connects; pages switch to it.
  await act(() => loadWalletStack());
  await act(() => connectWallet(runtime, dev, 0));
  const switched = await act(() => switchNetwork(runtime.config, 'devnet', network));
  expect(switched.ok).toBe(true);
}

export async function disconnectDevWallet() {
  const runtime = walletRuntime(await loadRuntimeConfig());
  await act(() => disconnectWallet(runtime));
}
