import type { CreateConnectorFn } from 'wagmi';
import { metaMask } from 'wagmi/connectors/metaMask';
import type { SdkContext } from '../sdkContext';

/**
 * wagmi's MetaMask connector (MetaMask Connect, @metamask/connect-evm), used when no MetaMask
 * extension is announced through EIP-6963: it offers MetaMask Mobile by QR code or deep link.
 * The SDK is a further chunk the connector imports on connect; building this starts nothing.
 */
export function metaMaskSdkConnector({ dapp }: SdkContext): CreateConnectorFn {
  return metaMask({ dapp: { name: dapp.name, url: dapp.url, iconUrl: dapp.iconUrl } }) as CreateConnectorFn;
}
