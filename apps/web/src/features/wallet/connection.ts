import { connect, disconnect, reconnect } from 'wagmi/actions';
import { describeError, UserFacingError } from '../../shared/errors/describeError';
import { createLogger } from '../../shared/lib/logger';
import { sdkConnector } from './connectors/sdkConnectors';
import { isSdkWalletId, SDK_OPENS_IN_PAGE, sdkContextOf } from './connectors/sdkContext';
import type { TorusLoginId } from './connectors/torusLogins';
import {
  parseStoredChoice,
  storedChoiceOf,
  type WalletOption,
  walletOptions,
} from './connectors/walletOptions';
import { safeAppHost } from './safeAppFrame';
import { reconnectPhase } from './stack/reconnectPhase';
import { clearStoredWallet, readStoredWallet, storeWallet } from './storage';
import type { WalletRuntime } from './wagmiConfig';

/**
 * A connection failure people can read: its code is an `errors` catalogue code. The SDK
 * connectors throw their own coded errors (sdk_unavailable, sdk_unreachable, sdk_popup_blocked);
 * the one error mapper prefers those, and a rejection, over this wrapper.
 */
export class WalletConnectError extends UserFacingError {
  override readonly name = 'WalletConnectError';
  constructor(code: 'no_provider' | 'needs_config' | 'connect_failed', options?: { cause: unknown }) {
    super(code, { cause: options?.cause, message: `Wallet connection failed: ${code}` });
  }
}

const logger = createLogger('wallet');

function currentOptions(runtime: WalletRuntime): WalletOption[] {
  return walletOptions(runtime.config.connectors, runtime.runtimeConfig);
}

/** The entry's connector: from the base config, or for an SDK entry, its SDK loaded now. */
async function connectorOf(runtime: WalletRuntime, option: WalletOption) {
  if (option.kind === 'sdk') {
    return sdkConnector(runtime.config, option.id, sdkContextOf(runtime.runtimeConfig, runtime.chains));
  }
  const connector = runtime.config.connectors.find((c) => c.id === option.connectorId);
  if (!connector) throw new WalletConnectError('no_provider');
  return connector;
}

export interface ConnectOptions {
  /** The Torus entry's sign-in method (Google when not given). */
  loginProvider?: TorusLoginId;
  /**
   * Called once an SDK wallet has loaded, just before it opens its modal inside the page (a QR
   * code): the picker steps aside so that modal can take the pointer and the focus.
   */
  onHandOver?: () => void;
}

/** Connects the picked entry and stores the choice; on failure nothing stays stored. */
export async function connectWallet(
  runtime: WalletRuntime,
  option: WalletOption,
  accountIndex?: number,
  options: ConnectOptions = {},
) {
  if (option.status === 'no_provider') throw new WalletConnectError('no_provider');
  if (option.status === 'needs_config') throw new WalletConnectError('needs_config');
  try {
    if (option.kind === 'dev') {
      const provider = await runtime.devWallet?.load();
      if (!provider) throw new WalletConnectError('no_provider');
      provider.selectAccount(accountIndex ?? 0);
    }
    const connector = await connectorOf(runtime, option);
    if (runtime.config.state.status === 'connected') await disconnect(runtime.config);
    if (option.kind === 'sdk' && isSdkWalletId(option.id) && SDK_OPENS_IN_PAGE[option.id])
      options.onHandOver?.();
    // wagmi hands connector-specific parameters on to the connector (web3Auth.ts reads this one).
    const { loginProvider } = options;
    await connect(runtime.config, { connector, ...(loginProvider ? { loginProvider } : {}) });
    storeWallet(storedChoiceOf(option, accountIndex));
  } catch (error) {
    clearStoredWallet();
    // The picker shows a plain sentence (describeError); the cause is for developers.
    const failure = describeError(error);
    logger[failure.logLevel](`connect failed: ${failure.code}`, error);
    throw error instanceof UserFacingError
      ? error
      : new WalletConnectError('connect_failed', { cause: error });
  }
}

/** How long a reload waits for an extension (MetaMask, Coinbase) before reconnecting through its SDK. */
export const EXTENSION_GRACE_MS = 500;
/** SDK entries that stand in for an extension wallet when it is not announced. */
const EXTENSION_BACKED_SDKS: readonly string[] = ['metamask', 'coinbase'];

/** The stored entry once it can connect; EIP-6963 announcements arrive asynchronously after load. */
export async function waitForOption(runtime: WalletRuntime, optionId: string, timeoutMs = 1500) {
  const started = Date.now();
  const deadline = started + timeoutMs;
  for (;;) {
    const option = currentOptions(runtime).find((o) => o.id === optionId);
    // MetaMask and Coinbase are always "ready" through their SDKs; give the extension a moment to
    // announce itself first, so extension users never download the SDK on a reload.
    const settled =
      option?.kind !== 'sdk' ||
      !EXTENSION_BACKED_SDKS.includes(option.id) ||
      Date.now() > started + EXTENSION_GRACE_MS;
    if (option && option.status === 'ready' && settled) return option;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let reconnecting: Promise<void> | undefined;

/**
 * Inside a configured Safe{Wallet} UI (a Safe App), the Safe connector connects the Safe itself:
 * no picker, nothing stored (outside the Safe UI the Safe is not reachable). False when the page
 * is not framed by such a UI, or the UI did not answer.
 */
export async function connectSafeApp(runtime: WalletRuntime): Promise<boolean> {
  if (!safeAppHost(runtime.runtimeConfig.wallet.safeAppOrigins)) return false;
  try {
    const connector = await sdkConnector(
      runtime.config,
      'safe',
      sdkContextOf(runtime.runtimeConfig, runtime.chains),
    );
    await connect(runtime.config, { connector });
    return true;
  } catch (error) {
    logger.warn('Safe App connect failed', error);
    return false;
  }
}

/**
 * Once per page: connects the Safe when the page runs as a Safe App; otherwise reconnects the
 * stored choice, or forgets it when that wallet is gone.
 */
export function reconnectStoredWallet(runtime: WalletRuntime): Promise<void> {
  reconnecting ??= (async () => {
    if (await connectSafeApp(runtime)) return reconnectPhase.set('idle');
    const stored = readStoredWallet();
    if (!stored) return reconnectPhase.set('idle');
    const { optionId, accountIndex } = parseStoredChoice(stored);
    try {
      const option = await waitForOption(runtime, optionId);
      if (!option) throw new WalletConnectError('no_provider');
      if (option.kind === 'dev') (await runtime.devWallet?.load())?.selectAccount(accountIndex ?? 0);
      const connections = await reconnect(runtime.config, {
        connectors: [await connectorOf(runtime, option)],
      });
      if (connections.length === 0) throw new WalletConnectError('connect_failed');
    } catch {
      clearStoredWallet();
    } finally {
      reconnectPhase.set('idle');
    }
  })();
  return reconnecting;
}

/** The next reconnectStoredWallet() runs again, as on a new page. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetReconnect(): void {
  reconnecting = undefined;
}

/** Spec 1 §4: disconnect clears the account, the stored choice and (by unmounting) the polling. */
export async function disconnectWallet(runtime: WalletRuntime): Promise<void> {
  clearStoredWallet();
  await disconnect(runtime.config);
}
