import type { DeployedContract } from '@kingdoms/contracts/contractOf';
import { countStickersBySlot, pickMergeSet } from '@kingdoms/shared/wallet/stickers';
import { useContract, useHolding } from '../wallet/onchain';

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
  const stickers = useHolding('Sticker', 'polygon', 'ownedTokens');
  const tickets = useHolding('GoodsTicket', 'polygon', 'balanceOf', { args: [GOODS_TICKET_ID] });
  const tokenIds = stickers.value ?? [];
  return {
    loaded: stickers.loaded && tickets.loaded,
    tokenIds,
    slotCounts: countStickersBySlot(tokenIds),
    mergeSet: pickMergeSet(tokenIds),
    ticketCount: tickets.value ?? 0n,
  };
}
