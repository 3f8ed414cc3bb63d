import {
  rentCancelEndpoint,
  rentDirectEndpoint,
  rentHistoryEndpoint,
  rentInfoEndpoint,
  rentManageListEndpoint,
} from '@kingdoms/shared/api/rental';
import { type RentalAction, rentalMessage } from '@kingdoms/shared/rental';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { callApi } from '../../../shared/api/client';
import { createLogger } from '../../../shared/lib/logger';
import { useSignMessage } from '../../wallet/onchain';

const logger = createLogger('dragos/rental');

/** Query keys of the rental reads: invalidating `rentalKeys.all` reloads the Rental tab. */
export const rentalKeys = {
  all: ['rental'] as const,
  info: (address: string) => ['rental', 'info', address] as const,
  manage: (address: string, page: number) => ['rental', 'manage', address, page] as const,
  history: (address: string, page: number) => ['rental', 'history', address, page] as const,
};

/**
 * Spec 2 §8: a failed rental read (result not true) is silently ignored — nothing shown — but
 * logged. Thrown failures (network) are logged too and read as "nothing".
 */
async function quietly<T>(what: string, read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.warn(`rental ${what} failed; showing nothing`, { error });
    return empty;
  }
}

/** A lender's unclaimed DSA and their DST claims held for review ("nothing" when the read fails). */
export function useRentInfo(address: string | undefined) {
  return useQuery({
    queryKey: rentalKeys.info(address ?? ''),
    enabled: !!address,
    queryFn: () =>
      quietly(
        'info',
        async () => {
          const reply = await callApi(rentInfoEndpoint, { address: address ?? '' });
          return { unclaimed: reply.unclaimedProfit, heldClaims: reply.heldClaims };
        },
        { unclaimed: 0, heldClaims: [] },
      ),
  });
}

export function useRentManage(address: string | undefined, page: number) {
  return useQuery({
    queryKey: rentalKeys.manage(address ?? '', page),
    enabled: !!address,
    queryFn: () =>
      quietly(
        'manage list',
        async () => {
          const reply = await callApi(rentManageListEndpoint, { address: address ?? '', page });
          return { dragos: reply.dragos, numPage: reply.numPage };
        },
        { dragos: [], numPage: 0 },
      ),
  });
}

export function useRentHistory(address: string | undefined, page: number) {
  return useQuery({
    queryKey: rentalKeys.history(address ?? '', page),
    enabled: !!address,
    queryFn: () =>
      quietly(
        'history',
        async () => {
          const reply = await callApi(rentHistoryEndpoint, { address: address ?? '', page });
          return { history: reply.history, numPage: reply.numPage };
        },
        { history: [], numPage: 0 },
      ),
  });
}

export interface Wallet {
  address: string;
  checksumAddress: Address;
  chainId: number;
}

/** The lender's rental calls, each with its own personal_sign (the claim is useRentalClaim's action). */
export function useRentalCalls() {
  const signMessage = useSignMessage();
  /** The lender's personal_sign of rentalMessage(), then the call (spec 2 §6: a signature for both). */
  async function act(
    wallet: Wallet,
    action: RentalAction,
    terms: { rentee: string; tokenId: number; chainId: number; shareRatio?: number; expireTime?: number },
  ) {
    const issuedAt = new Date().toISOString();
    const signed = await signMessage(wallet.checksumAddress, rentalMessage({ action, ...terms, issuedAt }));
    const common = {
      address: wallet.address,
      rentAddress: terms.rentee.toLowerCase(),
      tokenId: terms.tokenId,
      signed,
      issuedAt,
    };
    return action === 'rent'
      ? callApi(rentDirectEndpoint, {
          ...common,
          shareRatio: terms.shareRatio ?? 5,
          expireTime: terms.expireTime ?? 0,
        })
      : callApi(rentCancelEndpoint, common);
  }

  return { act };
}
