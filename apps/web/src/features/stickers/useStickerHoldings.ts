import { goodsTicketAbi, stickerAbi } from '@kingdoms/contracts/generated/abis';
import { chainIdOf } from '@kingdoms/shared/networks';
import { countStickersBySlot, pickMergeSet } from '@kingdoms/shared/wallet/stickers';
import type { Address } from 'viem';
import { useReadContract } from 'wagmi';
import { useWalletAccount, useWalletRuntime } from '../wallet/onchain';

/** Spec 1 §3: the goods ticket is GoodsTicket id 1; the ticket count is that balance. */
export const GOODS_TICKET_ID = 1n;

export interface StickerContracts {
  sticker: Address | undefined;
  goodsTicket: Address | undefined;
  merge: Address | undefined;
  chainId: number;
}

export function useStickerContracts(): StickerContracts {
  const { runtimeConfig } = useWalletRuntime();
  const polygon = runtimeConfig.networks.find((n) => n.key === 'polygon');
  const contracts = polygon?.contracts ?? {};
  return {
    sticker: contracts.Sticker as Address | undefined,
    goodsTicket: contracts.GoodsTicket as Address | undefined,
    merge: contracts.StickerMerge as Address | undefined,
    chainId: chainIdOf('polygon', runtimeConfig.env),
  };
}

/** wallet.stickers (owned token ids, read from Polygon whatever chain the wallet is on) and tickets. */
export function useStickerHoldings() {
  const account = useWalletAccount();
  const contracts = useStickerContracts();
  const owner = account.checksumAddress;
  const stickers = useReadContract({
    address: contracts.sticker,
    abi: stickerAbi,
    functionName: 'ownedTokens',
    args: owner ? [owner] : undefined,
    chainId: contracts.chainId,
    query: { enabled: Boolean(owner && contracts.sticker) },
  });
  const tickets = useReadContract({
    address: contracts.goodsTicket,
    abi: goodsTicketAbi,
    functionName: 'balanceOf',
    args: owner ? [owner, GOODS_TICKET_ID] : undefined,
    chainId: contracts.chainId,
    query: { enabled: Boolean(owner && contracts.goodsTicket) },
  });
  const tokenIds = (stickers.data ?? []) as readonly bigint[];
  return {
    loaded: stickers.isSuccess && tickets.isSuccess,
    tokenIds,
    slotCounts: countStickersBySlot(tokenIds),
    mergeSet: pickMergeSet(tokenIds),
    ticketCount: (tickets.data as bigint | undefined) ?? 0n,
  };
}
