import { devnetAccount } from '@kingdoms/contracts/accounts';
import { mysteryBoxAbi } from '@kingdoms/contracts/generated/abis';
import type { TxPipeline } from '@kingdoms/contracts/txPipeline';
import type { DevnetScenario, SeedChain } from './chain';

/** Drago Mystery Boxes minted on Polygon, by demo account index (1 box = 1 roulette ticket). */
export const SEEDED_MYSTERY_BOXES: Readonly<Record<number, bigint>> = { 1: 3n, 2: 2n, 3: 1n };

/** Mints SEEDED_MYSTERY_BOXES for the roulette event on the chain that has MysteryBox. */
export async function seedRoulette(deployer: TxPipeline, chain: SeedChain): Promise<void> {
  const mysteryBox = chain.contracts.MysteryBox;
  if (!mysteryBox) return;
  for (const [index, boxes] of Object.entries(SEEDED_MYSTERY_BOXES)) {
    await deployer.send((nonce) =>
      deployer.client.writeContract({
        address: mysteryBox,
        abi: mysteryBoxAbi,
        functionName: 'mint',
        args: [devnetAccount(Number(index)).address, boxes],
        nonce,
      }),
    );
  }
}

export const scenario: DevnetScenario = {
  name: 'roulette',
  order: 30,
  steps: ({ chain }) => ({ deployer: (deployer) => seedRoulette(deployer, chain) }),
};
