import type { DeployedContract } from '@kingdoms/contracts/contractOf';
import { countStickersBySlot, pickMergeSet } from '@kingdoms/shared/wallet/stickers';
import { useReadContract } from 'wagmi';
import { useContract, useWalletAccount } from '../wallet/onchain';

/** Spec 1 §3: the goods ticket is GoodsTicket id 1; the ticket count is that balance. */
export const GOODS_TICKET_ID = 1n;

/** The sticker contracts on Polygon; each undefined when this deployment has none. */
export interface StickerContracts {
  sticker: DeployedContract<'Sticker'> | undefined;
  goodsTicket: DeployedContract<'GoodsTicket'> | undefined;
  merge: DeployedContract<'StickerMerge'> | undefined;
}

export function useStickerContracts(): StickerContracts {
  return {
    sticker: useContract('Sticker', 'polygon'),
    goodsTicket: useContract('GoodsTicket', 'polygon'),
    merge: useContract('StickerMerge', 'polygon'),
  };
}

/** wallet.stickers (owned token ids, read from Polygon whatever chain the wallet is on) and tickets. */
export function useStickerHoldings() {
  const account = useWalletAccount();
  const { sticker, goodsTicket } = useStickerContracts();
  const owner = account.checksumAddress;
  const stickers = useReadContract({
    address: sticker?.address,
    abi: sticker?.abi,
    functionName: 'ownedTokens',
    args: owner ? [owner] : undefined,
    chainId: sticker?.chainId,
    query: { enabled: Boolean(owner && sticker) },
  });
  const tickets = useReadContract({
    address: goodsTicket?.address,
    abi: goodsTicket?.abi,
    functionName: 'balanceOf',
    args: owner ? [owner, GOODS_TICKET_ID] : undefined,
    chainId: goodsTicket?.chainId,
    query: { enabled: Boolean(owner && goodsTicket) },
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
