import {
  type BridgeTransfer,
  bridgeHistoryEndpoint,
  bridgeTransferEndpoint,
  bridgeTransfersEndpoint,
  resourceListEndpoint,
} from '@kingdoms/shared/api/bridge';
import { dragoInventoryEndpoint } from '@kingdoms/shared/api/dragos';
import { BRIDGE_TAB_ROUTES, type BridgeRoute } from '@kingdoms/shared/bridge';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';

/** Query keys of every bridge read: invalidating `bridgeKeys.all` reloads the page's data. */
export const bridgeKeys = {
  all: ['bridge'] as const,
  inventory: (address: string, network: number) => ['bridge', 'inventory', address, network] as const,
  transfers: (address: string, routes: readonly BridgeRoute[], page: number) =>
    ['bridge', 'transfers', address, routes.join(','), page] as const,
  lokaHistory: (address: string, network: 0 | 1, page: number) =>
    ['bridge', 'loka', address, network, page] as const,
  resources: (address: string, ids: readonly number[]) =>
    ['bridge', 'resources', address, ids.join(',')] as const,
};

/**
 * While a transfer is on its way its history is asked again this often, so the step tracker
 * moves and the claim / receive button turns on by itself (no page refresh).
 */
export const BRIDGE_POLL_MS = { devnet: 2_000, production: 20_000 } as const;

/** A transfer is still moving (the relayer has not delivered, or the person has not claimed). */
export const undelivered = (transfer: BridgeTransfer) => transfer.step !== 'delivered';

/** Spec 3 tabs 0 and 1: the wallet's dragos on the tab's network ({nft}/drago/inventory). */
export function useBridgeInventory(address: string | undefined, network: 0 | 1) {
  return useQuery({
    queryKey: bridgeKeys.inventory(address ?? '', network),
    queryFn: () => callApi(dragoInventoryEndpoint, { address: address ?? '', includeRent: false, network }),
    enabled: address !== undefined,
    select: (reply) => reply.myDragos.filter((drago) => drago.network === network),
  });
}

/** The drago and DST histories ({nft}/bridge/transfers of the tab's routes), polled while in flight. */
export function useTransfers(
  address: string | undefined,
  tab: 0 | 1 | 2 | 3,
  page: number,
  /** A transaction just sent here: asked again until the history lists it (the indexer lags). */
  expectHash?: string,
) {
  const { env } = useRuntimeConfig();
  const routes = BRIDGE_TAB_ROUTES[tab];
  return useQuery({
    queryKey: bridgeKeys.transfers(address ?? '', routes, page),
    queryFn: () => callApi(bridgeTransfersEndpoint, { address: address ?? '', routes: [...routes], page }),
    enabled: address !== undefined,
    refetchInterval: (query) => {
      const transfers = query.state.data?.transfers ?? [];
      const missing =
        expectHash !== undefined && !transfers.some((transfer) => transfer.txHash === expectHash);
      return missing || transfers.some(undelivered) ? BRIDGE_POLL_MS[env] : false;
    },
  });
}

/**
 * Spec 3 tab 4: {nft}/bridge/history, paged (8 per page): `network` 1 the wLOKA withdrawals to
 * claim, 0 the LOKA deposits. Polled while a row waits for its checkpoint, signature or delivery.
 */
export function useLokaHistory(
  address: string | undefined,
  network: 0 | 1,
  page: number,
  /** A transaction just sent here: asked again until the history lists it. */
  expectHash?: string,
  /**
   * 'moving' (the LOKA tab): poll while a row waits for its checkpoint, signature, claim or
   * delivery. 'waiting' (the activity badge's counter, on every page): not for a signed withdrawal,
   * which only the person's claim moves on. 'always' (the activity centre, open): a withdrawal sent
   * on another page appears only once the API has built it from the indexed block, and the centre
   * has no hash of its own to wait for.
   */
  poll: 'moving' | 'waiting' | 'always' = 'moving',
) {
  const { env } = useRuntimeConfig();
  const moving = (transfer: BridgeTransfer) =>
    undelivered(transfer) && !(poll === 'waiting' && transfer.step === 'signed');
  return useQuery({
    queryKey: bridgeKeys.lokaHistory(address ?? '', network, page),
    queryFn: () => callApi(bridgeHistoryEndpoint, { publicKey: address ?? '', page, network }),
    enabled: address !== undefined,
    refetchInterval: (query) => {
      const rows = query.state.data?.history ?? [];
      const missing =
        expectHash !== undefined && page === 1 && !rows.some((row) => row.txHash === expectHash);
      return missing || poll === 'always' || rows.some((row) => moving(row.transfer))
        ? BRIDGE_POLL_MS[env]
        : false;
    },
  });
}

/**
 * Spec 3 tab 5: {nft}/resource/list with the ids read on chain: the wallet's resources and its
 * resource history (polled while a send waits for its signature).
 */
export function useResourceList(
  address: string | undefined,
  ids: readonly number[] | undefined,
  /** A send just made here: asked again until the history lists it. */
  expectHash?: string,
) {
  const { env } = useRuntimeConfig();
  return useQuery({
    queryKey: bridgeKeys.resources(address ?? '', ids ?? []),
    queryFn: () => callApi(resourceListEndpoint, { address: address ?? '', ids: [...(ids ?? [])] }),
    enabled: address !== undefined && ids !== undefined,
    refetchInterval: (query) => {
      const rows = query.state.data?.history ?? [];
      const missing = expectHash !== undefined && !rows.some((row) => row.sendTxHash === expectHash);
      return missing || rows.some((row) => row.transfer.step === 'confirmed') ? BRIDGE_POLL_MS[env] : false;
    },
  });
}

/**
 * The transfers of one source transaction (the modal's step tracker): [] until the API has
 * indexed it (step 'sent'), then polled until delivered.
 */
export function useTransferByHash(hash: string | undefined) {
  const { env } = useRuntimeConfig();
  return useQuery({
    queryKey: ['bridge', 'transfer', hash ?? ''] as const,
    queryFn: () => callApi(bridgeTransferEndpoint, { txHash: hash ?? '' }),
    enabled: hash !== undefined,
    refetchInterval: (query) => {
      const transfers = query.state.data?.transfers;
      return !transfers || transfers.length === 0 || transfers.some(undelivered)
        ? BRIDGE_POLL_MS[env]
        : false;
    },
  });
}
