import type { Address } from 'viem';

/** An ERC-20 allowance the write needs: `spender` may take `amount` of `token`. */
export interface TokenApproval {
  token: Address;
  spender: Address;
  amount: bigint;
}

/**
 * An ERC-721 or ERC-1155 approval-for-all the write needs: `operator` may move the wallet's tokens
 * of `collection` (the bridge gateway locks dragos with transferFrom). Both standards share
 * `isApprovedForAll(owner, operator)` and `setApprovalForAll(operator, true)`.
 */
export interface CollectionApproval {
  collection: Address;
  operator: Address;
}

/** An approval step before the write: an ERC-20 allowance or an approval-for-all. */
export type ApprovalStep = TokenApproval | CollectionApproval;
