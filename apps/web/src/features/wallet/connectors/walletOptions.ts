import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { DEV_WALLET_ID } from './devWalletConnector';
import { SDK_CONNECTOR_IDS } from './sdkContext';
import { SMART_WALLET_ICON } from './smartWalletIcon';
import type { TorusLoginId } from './torusLogins';

/** What the picker knows about one installed connector (a wagmi connector's public fields). */
export interface KnownConnector {
  id: string;
  name: string;
  type: string;
  icon?: string;
}

/**
 * - ready: can connect now
 * - no_provider: an extension wallet that is not installed ('No provider found')
 * - needs_config: an SDK wallet without its project/client id in the configuration
 */
export type WalletOptionStatus = 'ready' | 'no_provider' | 'needs_config';

export interface WalletOption {
  /** Stored under 'wallet' when chosen; stable across reloads. */
  id: string;
  name: string;
  kind: 'injected' | 'sdk' | 'dev';
  status: WalletOptionStatus;
  /** A line under the entry's name: a key of the wallet catalogue. */
  noteKey?: 'coinbase_smart_wallet_note';
  /** The wagmi connector to use (for the sdk kind, the one its SDK module builds). */
  connectorId?: string;
  icon?: string;
}

/** EIP-6963 reverse-DNS names of the two extension wallets the spec names. */
export const METAMASK_RDNS = ['io.metamask', 'io.metamask.flask'];
export const COIN98_RDNS = ['coin98', 'coin98.com'];
/** The Coinbase Wallet extension's EIP-6963 name (issue 44: preferred over the SDK when present). */
export const COINBASE_RDNS = ['com.coinbase.wallet'];

function findByRdns(
  connectors: readonly KnownConnector[],
  rdns: readonly string[],
): KnownConnector | undefined {
  return connectors.find((c) => rdns.includes(c.id));
}

/**
 * The picker's entries, in order: MetaMask, Coin98, WalletConnect, Torus (spec 1 §2), Coinbase
 * (issue 44), then every other wallet announced through EIP-6963, then the devnet's Dev wallet
 * when configured.
 */
export function walletOptions(connectors: readonly KnownConnector[], config: RuntimeConfig): WalletOption[] {
  const metamask = findByRdns(connectors, METAMASK_RDNS);
  const coin98 = findByRdns(connectors, COIN98_RDNS);
  const coinbase = findByRdns(connectors, COINBASE_RDNS);
  const fixed: WalletOption[] = [
    // Without the extension, the MetaMask SDK (MetaMask Mobile by QR code) stands in for it.
    metamask
      ? {
          id: 'metamask',
          name: 'MetaMask',
          kind: 'injected',
          status: 'ready',
          connectorId: metamask.id,
          icon: metamask.icon,
        }
      : {
          id: 'metamask',
          name: 'MetaMask',
          kind: 'sdk',
          status: 'ready',
          connectorId: SDK_CONNECTOR_IDS.metamask,
        },
    {
      id: 'coin98',
      name: 'Coin98',
      kind: 'injected',
      status: coin98 ? 'ready' : 'no_provider',
      connectorId: coin98?.id,
      icon: coin98?.icon,
    },
    {
      id: 'walletconnect',
      name: 'WalletConnect',
      kind: 'sdk',
      status: config.wallet.walletConnectProjectId ? 'ready' : 'needs_config',
      connectorId: SDK_CONNECTOR_IDS.walletconnect,
    },
    {
      id: 'torus',
      name: 'Torus',
      kind: 'sdk',
      status: config.wallet.web3AuthClientId ? 'ready' : 'needs_config',
      connectorId: SDK_CONNECTOR_IDS.torus,
    },
    // Likewise, without the Coinbase Wallet extension its SDK offers Smart Wallet (no keys needed).
    coinbase
      ? {
          id: 'coinbase',
          name: coinbase.name,
          kind: 'injected',
          status: 'ready',
          connectorId: coinbase.id,
          icon: coinbase.icon,
        }
      : {
          id: 'coinbase',
          name: 'Coinbase Smart Wallet',
          kind: 'sdk',
          status: 'ready',
          connectorId: SDK_CONNECTOR_IDS.coinbase,
          icon: SMART_WALLET_ICON,
          noteKey: 'coinbase_smart_wallet_note',
        },
  ];
  const claimed = new Set([...METAMASK_RDNS, ...COIN98_RDNS, ...COINBASE_RDNS, DEV_WALLET_ID, 'injected']);
  const discovered: WalletOption[] = connectors
    .filter((c) => c.type === 'injected' && !claimed.has(c.id))
    .map((c) => ({
      id: c.id,
      name: c.name,
      kind: 'injected',
      status: 'ready',
      connectorId: c.id,
      icon: c.icon,
    }));
  const dev: WalletOption[] = config.wallet.devWallet
    ? [{ id: DEV_WALLET_ID, name: 'Dev wallet', kind: 'dev', status: 'ready', connectorId: DEV_WALLET_ID }]
    : [];
  return [...fixed, ...discovered, ...dev];
}

/** What the user chose inside an entry: the Dev wallet's demo account, the Torus sign-in method. */
export interface PickChoice {
  /** Position in the Dev wallet's account list. */
  accountIndex?: number;
  loginProvider?: TorusLoginId;
}

/** The stored choice is '<option id>' or, for the Dev wallet, 'devWallet:<account index>'. */
export function parseStoredChoice(stored: string): { optionId: string; accountIndex?: number } {
  const [optionId = '', index] = stored.split(':');
  if (optionId === DEV_WALLET_ID && index !== undefined && /^\d+$/.test(index)) {
    return { optionId, accountIndex: Number(index) };
  }
  return { optionId: stored };
}

export function storedChoiceOf(option: WalletOption, accountIndex?: number): string {
  return option.kind === 'dev' && accountIndex !== undefined ? `${option.id}:${accountIndex}` : option.id;
}
