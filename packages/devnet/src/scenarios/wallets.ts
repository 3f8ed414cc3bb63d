import { DEMO_ACCOUNT_INDEXES, devnetAccount } from '@kingdoms/contracts/accounts';
import type { TxPipeline } from '@kingdoms/contracts/txPipeline';
import { parseEther } from 'viem';
import { type DevnetScenario, mintToken, type SeedChain } from './chain';

/** The demo wallets' tokens, which every feature's demo world spends. */

/** What every demo wallet (accounts 1..8) holds of each ERC-20 on every chain that has it. */
export const SEED_TOKEN_AMOUNT = parseEther('1000000');

/** The ERC-20s the seed funds; a chain funds those it has (WLOKA is on Polygon only). */
export const SEEDED_TOKENS = ['A2Z', 'LOKA', 'DST', 'WLOKA'] as const;

/** Mints SEED_TOKEN_AMOUNT of every SEEDED_TOKENS token the chain has to every demo wallet. */
export async function seedWallets(deployer: TxPipeline, chain: SeedChain): Promise<void> {
  for (const token of SEEDED_TOKENS) {
    if (!chain.contracts[token]) continue;
    for (const index of DEMO_ACCOUNT_INDEXES) {
      await mintToken(deployer, chain, token, devnetAccount(index).address, SEED_TOKEN_AMOUNT);
    }
  }
}

/** Every demo wallet's tokens: first, as later scenarios (pledging's stakes, the LOKA withdrawal) spend them. */
export const scenario: DevnetScenario = {
  name: 'wallets',
  order: 10,
  steps: ({ chain }) => ({ deployer: (deployer) => seedWallets(deployer, chain) }),
};
