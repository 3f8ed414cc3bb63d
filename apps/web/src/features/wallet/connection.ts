import { connect, disconnect, reconnect } from 'wagmi/actions';
import { loadWalletSdk } from './connectors/sdkConnectors';
import {
  parseStoredChoice,
  storedChoiceOf,
  type WalletOption,
  walletOptions,
} from './connectors/walletOptions';
import { clearStoredWallet, readStoredWallet, storeWallet } from './storage';
import type { WalletRuntime } from './wagmiConfig';

/** A connection failure people can read: `key` is a `wallet` catalogue key. */
export class WalletConnectError extends Error {
  override readonly name = 'WalletConnectError';
  constructor(
    readonly key: 'no_provider' | 'needs_config' | 'sdk_unavailable' | 'connect_failed' | 'tx_canceled',
    options?: { cause: unknown },
  ) {
    super(`Wallet connection failed: ${key}`, options);
  }
}

type Phase = 'idle' | 'reconnecting';
let phase: Phase = readStoredWallet() ? 'reconnecting' : 'idle';
const phaseListeners = new Set<() => void>();

function setPhase(next: Phase): void {
  phase = next;
  for (const listener of phaseListeners) listener();
}

/** 'reconnecting' from the first load with a stored choice until the reconnect settles. */
export const reconnectPhase = {
  get: (): Phase => phase,
  subscribe(listener: () => void): () => void {
    phaseListeners.add(listener);
    return () => phaseListeners.delete(listener);
  },
};

function currentOptions(runtime: WalletRuntime): WalletOption[] {
  return walletOptions(runtime.config.connectors, runtime.runtimeConfig);
}

function connectorOf(runtime: WalletRuntime, option: WalletOption) {
  const connector = runtime.config.connectors.find((c) => c.id === option.connectorId);
  if (!connector) throw new WalletConnectError('no_provider');
  return connector;
}

function isRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; current && i < 8; i++) {
    if ((current as { code?: unknown }).code === 4001) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Connects the picked entry and stores the choice; on failure nothing stays stored. */
export async function connectWallet(runtime: WalletRuntime, option: WalletOption, accountIndex?: number) {
  if (option.status === 'no_provider') throw new WalletConnectError('no_provider');
  if (option.status === 'needs_config') throw new WalletConnectError('needs_config');
  try {
    if (option.kind === 'sdk') {
      await loadWalletSdk(option.id);
      // An installed SDK would be wrapped in its wagmi connector here; none is bundled (see sdkConnectors).
      throw new WalletConnectError('sdk_unavailable');
    }
    if (option.kind === 'dev') {
      const provider = await runtime.devWallet?.load();
      if (!provider) throw new WalletConnectError('no_provider');
      provider.selectAccount(accountIndex ?? 0);
    }
    const connector = connectorOf(runtime, option);
    if (runtime.config.state.status === 'connected') await disconnect(runtime.config);
    await connect(runtime.config, { connector });
    storeWallet(storedChoiceOf(option, accountIndex));
  } catch (error) {
    clearStoredWallet();
    if (error instanceof WalletConnectError) throw error;
    if (isRejection(error)) throw new WalletConnectError('tx_canceled', { cause: error });
    if ((error as { name?: string }).name === 'SdkUnavailableError') {
      throw new WalletConnectError('sdk_unavailable', { cause: error });
    }
    throw new WalletConnectError('connect_failed', { cause: error });
  }
}

/** EIP-6963 announcements arrive asynchronously after load; give them a moment. */
async function waitForOption(runtime: WalletRuntime, optionId: string, timeoutMs = 1500) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const option = currentOptions(runtime).find((o) => o.id === optionId);
    if (option && option.status === 'ready') return option;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let reconnecting: Promise<void> | undefined;

/** Once per page: reconnects the stored choice, or forgets it when that wallet is gone. */
export function reconnectStoredWallet(runtime: WalletRuntime): Promise<void> {
  reconnecting ??= (async () => {
    const stored = readStoredWallet();
    if (!stored) return setPhase('idle');
    const { optionId, accountIndex } = parseStoredChoice(stored);
    try {
      const option = await waitForOption(runtime, optionId);
      if (!option) throw new WalletConnectError('no_provider');
      if (option.kind === 'dev') (await runtime.devWallet?.load())?.selectAccount(accountIndex ?? 0);
      const connections = await reconnect(runtime.config, { connectors: [connectorOf(runtime, option)] });
      if (connections.length === 0) throw new WalletConnectError('connect_failed');
    } catch {
      clearStoredWallet();
    } finally {
      setPhase('idle');
    }
  })();
  return reconnecting;
}

/** Spec 1 §4: disconnect clears the account, the stored choice and (by unmounting) the polling. */
export async function disconnectWallet(runtime: WalletRuntime): Promise<void> {
  clearStoredWallet();
  await disconnect(runtime.config);
}
