/**
 * SDK wallets (WalletConnect, Web3Auth as the successor of Torus) are never part of the base
 * config: their packages load only when the user picks them. This build does not bundle them,
 * so loading fails and the picker says so plainly; a deployment that wants them installs the
 * package and the same code path picks it up.
 */
const SDK_PACKAGES: Record<string, string> = {
  walletconnect: '@walletconnect/ethereum-provider',
  torus: '@web3auth/modal',
};

export class SdkUnavailableError extends Error {
  override readonly name = 'SdkUnavailableError';
  constructor(readonly optionId: string) {
    super(`The ${optionId} SDK is not installed in this build`);
  }
}

/** Dynamically imports the SDK behind a picker entry; throws SdkUnavailableError when missing. */
export async function loadWalletSdk(optionId: string): Promise<unknown> {
  const specifier = SDK_PACKAGES[optionId];
  if (!specifier) throw new SdkUnavailableError(optionId);
  try {
    // A computed specifier keeps the bundler from resolving (and bundling) the SDK at build time.
    return await import(/* @vite-ignore */ specifier);
  } catch {
    throw new SdkUnavailableError(optionId);
  }
}
