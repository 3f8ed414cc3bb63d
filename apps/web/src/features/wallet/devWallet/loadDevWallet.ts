import { DEMO_ACCOUNT_INDEXES, devnetAccount } from '@kingdoms/contracts/accounts';
import type { Chain } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createDevWalletProvider, type DevWalletProvider } from './devWalletProvider';

export interface DevWalletAccountOption {
  /** The devnet account index (the number shown in the chooser). */
  index: number;
  address: string;
}

/** The demo accounts the chooser offers: the devnet's demo wallets 1..8. */
export function devWalletAccountOptions(): DevWalletAccountOption[] {
  return DEMO_ACCOUNT_INDEXES.map((index) => ({
    index,
    address: devnetAccount(index).address.toLowerCase(),
  }));
}

/** Builds the dev wallet with the demo accounts; provider index i is devnet account DEMO[i]. */
export function buildDevWallet(chains: readonly Chain[]): DevWalletProvider {
  const accounts = DEMO_ACCOUNT_INDEXES.map((index) => privateKeyToAccount(devnetAccount(index).privateKey));
  const provider = createDevWalletProvider(accounts, chains);
  // The prompts a real wallet would have shown, readable by the e2e (how many per action). Only
  // the devnet ever builds this wallet, and the list holds method names alone.
  (globalThis as DevWalletGlobal).devWalletPrompts = provider.prompts;
  return provider;
}

/** What the Dev wallet puts on the page for the e2e. */
export interface DevWalletGlobal {
  devWalletPrompts?: readonly string[];
}
