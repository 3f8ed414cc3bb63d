import type { CreateConnectorFn } from 'wagmi';
import { type CoinbaseWalletParameters, coinbaseWallet } from 'wagmi/connectors/coinbaseWallet';
import type { SdkContext } from '../sdkContext';

/**
 * What wagmi's Coinbase Wallet connector is given: the dapp's name and logo, nothing else (the
 * SDK needs no project id or key). `smartWalletOnly`: this entry is Coinbase Smart Wallet (a
 * passkey account in a pop-up, on any device); the Coinbase Wallet extension, when announced
 * through EIP-6963, is offered as an injected wallet instead (walletOptions.ts).
 */
export function coinbaseSmartWalletParameters({ dapp }: SdkContext): CoinbaseWalletParameters {
  return {
    appName: dapp.name,
    appLogoUrl: dapp.iconUrl,
    preference: { options: 'smartWalletOnly' },
  };
}

/**
 * wagmi's Coinbase Wallet connector for Smart Wallet. Building it starts nothing:
 * @coinbase/wallet-sdk is a further chunk the connector imports when it first needs its provider.
 * Smart Wallet signs in with ERC-1271 (deployed) or ERC-6492 (not yet deployed) signatures,
 * which the API's sign-in already verifies.
 */
export function coinbaseSmartWalletConnector(context: SdkContext): CreateConnectorFn {
  return coinbaseWallet(coinbaseSmartWalletParameters(context)) as CreateConnectorFn;
}
