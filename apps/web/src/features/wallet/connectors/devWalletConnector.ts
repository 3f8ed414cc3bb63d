import type { Chain } from 'viem';
import { injected } from 'wagmi';
import type { DevWalletProvider } from '../devWallet/devWalletProvider';

export const DEV_WALLET_ID = 'devWallet';

/**
 * The Dev wallet's provider is built on first use: its module holds the devnet keys and is its
 * own chunk, loaded only when someone picks the Dev wallet (or reconnects to it).
 */
export class DevWalletHolder {
  provider: DevWalletProvider | undefined;

  constructor(private readonly chains: readonly Chain[]) {}

  async load(): Promise<DevWalletProvider> {
    if (!this.provider) {
      const { buildDevWallet } = await import('../devWallet/loadDevWallet');
      this.provider = buildDevWallet(this.chains);
    }
    return this.provider;
  }
}

/** wagmi's injected connector pointed at the dev wallet provider (undefined until loaded). */
export function devWalletConnector(holder: DevWalletHolder) {
  return injected({
    target: () => ({
      id: DEV_WALLET_ID,
      name: 'Dev wallet',
      // biome-ignore lint/suspicious/noExplicitAny: wagmi types the target provider as its own EIP-1193 shape
      provider: holder.provider as any,
    }),
  });
}
