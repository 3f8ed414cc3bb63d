import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import type { Chain } from 'viem';
import { UserFacingError } from '../../../shared/errors/describeError';

/**
 * SDK wallets (WalletConnect, Web3Auth as the successor of Torus, the MetaMask SDK when no
 * MetaMask extension is announced, the Coinbase Wallet SDK for Smart Wallet when no Coinbase
 * extension is announced) are never part of the base wagmi config; nor is the Safe Apps connector,
 * which has no picker entry: it connects by itself inside a Safe{Wallet} UI (safeAppFrame.ts).
 * Each one's module is its own chunk, imported only when its picker entry is chosen, a stored
 * choice reconnects or (Safe) the page is framed by a Safe UI; the SDK itself is a further chunk
 * that the connector imports when it first needs its provider.
 */
export const SDK_WALLET_IDS = ['walletconnect', 'torus', 'metamask', 'coinbase', 'safe'] as const;
export type SdkWalletId = (typeof SDK_WALLET_IDS)[number];

/** The wagmi connector id each SDK entry connects through. */
export const SDK_CONNECTOR_IDS: Record<SdkWalletId, string> = {
  walletconnect: 'walletConnect',
  torus: 'web3auth',
  metamask: 'metaMaskSDK',
  coinbase: 'coinbaseWalletSDK',
  safe: 'safe',
};

/**
 * SDKs that open their window inside the page (a QR code modal) rather than as a pop-up window:
 * the picker must step aside for them, or its focus trap would sit on top of their modal.
 */
export const SDK_OPENS_IN_PAGE: Record<SdkWalletId, boolean> = {
  walletconnect: true,
  torus: false,
  metamask: true,
  // Smart Wallet opens a pop-up (keys.coinbase.com); when the browser blocks it, the SDK shows its
  // own "continue" notice inside the page instead, which the picker's modal would cover.
  coinbase: true,
  safe: false,
};

/** What an SDK connector is built from: the site, its chains and how to present the dapp. */
export interface SdkContext {
  runtimeConfig: RuntimeConfig;
  chains: readonly Chain[];
  dapp: {
    name: string;
    url: string;
    iconUrl: string;
    /** The page's language (i18n sets <html lang>), for SDKs that show their own UI. */
    language: string;
  };
}

/** The SDK's module (its chunk) could not be loaded: a stale deployment or a network failure. */
export class SdkUnavailableError extends UserFacingError {
  override readonly name = 'SdkUnavailableError';
  constructor(
    readonly optionId: string,
    options?: { cause: unknown },
  ) {
    super('sdk_unavailable', {
      cause: options?.cause,
      message: `The ${optionId} wallet SDK could not be loaded`,
    });
  }
}

/** The SDK loaded but its own cloud service (project config, relay) could not be reached. */
export class SdkServiceError extends UserFacingError {
  override readonly name = 'SdkServiceError';
  constructor(
    readonly optionId: string,
    options?: { cause: unknown },
  ) {
    super('sdk_unreachable', {
      cause: options?.cause,
      message: `The ${optionId} wallet service could not be reached`,
    });
  }
}

/** The browser blocked the SDK's sign-in window (it opened too long after the click). */
export class SdkPopupBlockedError extends UserFacingError {
  override readonly name = 'SdkPopupBlockedError';
  constructor(
    readonly optionId: string,
    options?: { cause: unknown },
  ) {
    super('sdk_popup_blocked', {
      cause: options?.cause,
      message: `The ${optionId} sign-in window was blocked`,
    });
  }
}

export function isSdkWalletId(id: string): id is SdkWalletId {
  return (SDK_WALLET_IDS as readonly string[]).includes(id);
}

/** The page's dapp description for the SDKs, from the browser's location and <html lang>. */
export function sdkContextOf(runtimeConfig: RuntimeConfig, chains: readonly Chain[]): SdkContext {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
  return {
    runtimeConfig,
    chains,
    dapp: { name: 'Kingdoms', url: origin, iconUrl: `${origin}/favicon.svg`, language },
  };
}
