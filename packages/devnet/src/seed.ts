import { DEMO_ACCOUNT_INDEXES, DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type ChainEndpoint, confirm, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import type { ChainContracts } from '@kingdoms/contracts/deploy';
import { a2zAbi, stickerAbi } from '@kingdoms/contracts/generated/abis';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { type Address, parseEther } from 'viem';

/** What every demo wallet (accounts 1..8) holds of each ERC-20 on every chain that has it. */
export const SEED_TOKEN_AMOUNT = parseEther('1000000');

/** The ERC-20s the seed funds; a chain funds those it has (WLOKA is on Polygon only). */
export const SEEDED_TOKENS = ['A2Z', 'LOKA', 'DST', 'WLOKA'] as const;

/**
 * Sticker ids minted on Polygon, by demo account index (type = id % 1000). Account 1 can craft
 * at once and keeps spares; account 2 lacks types 4 and 5, so its complete button stays hidden.
 */
export const SEEDED_STICKERS: Readonly<Record<number, readonly bigint[]>> = {
  [DEVNET_ROLES.fullStickerSet]: [1001n, 1002n, 1003n, 1004n, 1005n, 2001n, 2003n],
  [DEVNET_ROLES.partialStickerSet]: [3001n, 3002n, 3003n],
};

export interface SeedOptions {
  chains: Record<NetworkKey, ChainEndpoint & ChainContracts>;
  deployerKey: `0x${string}`;
}

/** Funds the demo wallets and mints the demo stickers on freshly deployed chains. */
export async function seedDevnet(options: SeedOptions): Promise<void> {
  await Promise.all(
    (Object.keys(options.chains) as NetworkKey[]).map((key) =>
      seedChain(options.chains[key], options.deployerKey),
    ),
  );
}

async function seedChain(chain: ChainEndpoint & ChainContracts, deployerKey: `0x${string}`): Promise<void> {
  const client = localClient(chain, deployerKey);
  for (const token of SEEDED_TOKENS) {
    const address = chain.contracts[token];
    if (!address) continue;
    for (const index of DEMO_ACCOUNT_INDEXES) {
      // Every game token shares GameToken's ABI, so A2Z's serves for all of them.
      await send(client, () =>
        client.writeContract({
          address,
          abi: a2zAbi,
          functionName: 'mint',
          args: [devnetAccount(index).address, SEED_TOKEN_AMOUNT],
        }),
      );
    }
  }
  const sticker = chain.contracts.Sticker;
  if (!sticker) return;
  for (const [index, tokenIds] of Object.entries(SEEDED_STICKERS)) {
    await mintStickers(client, sticker, devnetAccount(Number(index)).address, tokenIds);
  }
}

async function mintStickers(client: LocalClient, sticker: Address, to: Address, tokenIds: readonly bigint[]) {
  await send(client, () =>
    client.writeContract({
      address: sticker,
      abi: stickerAbi,
      functionName: 'mintBatch',
      args: [to, tokenIds],
    }),
  );
}

async function send(client: LocalClient, write: () => Promise<`0x${string}`>): Promise<void> {
  await confirm(client, await write());
}
