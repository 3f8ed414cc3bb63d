import type { Config, Connector, CreateConnectorFn } from 'wagmi';
import { isSdkWalletId, type SdkContext, SdkUnavailableError, type SdkWalletId } from './sdkContext';

/*
 * Loading the SDK connectors. Their ids, context and errors live in sdkContext.ts, which the
 * connector modules (./sdk/*) import: this module imports those modules (lazily), so they must
 * not import it back.
 */

/** Literal import() calls, one per SDK, so the bundler splits each into its own chunk. */
const SDK_LOADERS: Record<SdkWalletId, (context: SdkContext) => Promise<CreateConnectorFn>> = {
  walletconnect: async (context) => (await import('./sdk/walletConnect')).walletConnectConnector(context),
  torus: async (context) => (await import('./sdk/web3Auth')).web3AuthConnector(context),
  metamask: async (context) => (await import('./sdk/metaMaskSdk')).metaMaskSdkConnector(context),
  coinbase: async (context) =>
    (await import('./sdk/coinbaseSmartWallet')).coinbaseSmartWalletConnector(context),
  safe: async (context) => (await import('./sdk/safeApp')).safeAppConnector(context),
};

/** Imports the connector module behind an SDK entry and builds its (not yet set up) connector. */
export async function loadSdkConnector(optionId: string, context: SdkContext): Promise<CreateConnectorFn> {
  if (!isSdkWalletId(optionId)) throw new SdkUnavailableError(optionId);
  try {
    return await SDK_LOADERS[optionId](context);
  } catch (error) {
    throw new SdkUnavailableError(optionId, { cause: error });
  }
}

const setUp = new WeakMap<Config, Map<string, Promise<Connector>>>();

/**
 * One set-up connector per SDK entry and wagmi config: picking the entry again, or reconnecting,
 * reuses the same SDK instance instead of starting a second client.
 */
export function sdkConnector(config: Config, optionId: string, context: SdkContext): Promise<Connector> {
  let byOption = setUp.get(config);
  if (!byOption) {
    byOption = new Map();
    setUp.set(config, byOption);
  }
  let connector = byOption.get(optionId);
  if (!connector) {
    connector = loadSdkConnector(optionId, context).then((fn) => config._internal.connectors.setup(fn));
    // A failed load may succeed later (the network came back): do not remember the failure.
    connector.catch(() => byOption.delete(optionId));
    byOption.set(optionId, connector);
  }
  return connector;
}
