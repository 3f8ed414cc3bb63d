import type { CreateConnectorFn } from 'wagmi';
import { walletConnect } from 'wagmi/connectors/walletConnect';
import type { SdkContext } from '../sdkContext';

/** What wagmi's WalletConnect connector is given: the project id and how the dapp presents itself. */
export function walletConnectParameters({ runtimeConfig, dapp }: SdkContext) {
  const projectId = runtimeConfig.wallet.walletConnectProjectId;
  // The picker only offers the entry with an id configured; reaching here without one is a bug.
  if (!projectId) throw new Error('WalletConnect needs WALLETCONNECT_PROJECT_ID');
  return {
    projectId,
    // The QR code modal (Reown AppKit) is its own chunk, imported by the provider when it opens.
    showQrModal: true,
    metadata: { name: dapp.name, description: dapp.name, url: dapp.url, icons: [dapp.iconUrl] },
  };
}

/**
 * wagmi's WalletConnect connector. Building it starts nothing: the WalletConnect provider
 * (@walletconnect/ethereum-provider, another chunk) is imported and initialised, and its relay
 * contacted, only when wagmi sets the connector up on the user's pick.
 */
export function walletConnectConnector(context: SdkContext): CreateConnectorFn {
  return walletConnect(walletConnectParameters(context)) as CreateConnectorFn;
}
