import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { stickerAbi } from '@kingdoms/contracts/generated/abis';
import type { TxPipeline } from '@kingdoms/contracts/txPipeline';
import type { DevnetScenario, SeedChain } from './chain';

/**
 * Sticker ids minted on Polygon, by demo account index (type = id % 1000). Account 1 can craft
 * at once and keeps spares; account 2 lacks types 4 and 5, so its complete button stays hidden.
 */
export const SEEDED_STICKERS: Readonly<Record<number, readonly bigint[]>> = {
  [DEVNET_ROLES.fullStickerSet]: [1001n, 1002n, 1003n, 1004n, 1005n, 2001n, 2003n],
  [DEVNET_ROLES.partialStickerSet]: [3001n, 3002n, 3003n],
};

/** Mints SEEDED_STICKERS on the chain that has Sticker. */
export async function seedStickers(deployer: TxPipeline, chain: SeedChain): Promise<void> {
  const sticker = chain.contracts.Sticker;
  if (!sticker) return;
  for (const [index, tokenIds] of Object.entries(SEEDED_STICKERS)) {
    await deployer.send((nonce) =>
      deployer.client.writeContract({
        address: sticker,
        abi: stickerAbi,
        functionName: 'mintBatch',
        args: [devnetAccount(Number(index)).address, tokenIds],
        nonce,
      }),
    );
  }
}

export const scenario: DevnetScenario = {
  name: 'stickers',
  order: 20,
  steps: ({ chain }) => ({ deployer: (deployer) => seedStickers(deployer, chain) }),
};
