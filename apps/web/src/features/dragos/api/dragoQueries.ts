import {
  type DetailReply,
  type Drago,
  dragoDetailEndpoint,
  dragoInventoryEndpoint,
  type Egg,
} from '@kingdoms/shared/api/dragos';
import { isRented } from '@kingdoms/shared/rental';
import { useQuery } from '@tanstack/react-query';
import { ApiHttpError, callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { type DragoItem, type EggItem, networkKeyOf } from '../logic/inventory';

/** Query keys of every drago read: invalidating `dragoKeys.all` reloads inventory and details. */
export const dragoKeys = {
  all: ['dragos'] as const,
  inventory: (address: string) => ['dragos', 'inventory', address] as const,
  detail: (tokenId: number) => ['dragos', 'detail', tokenId] as const,
};

/**
 * While something hatches the inventory is asked again this often, so "Hatching..." turns into
 * the drago by itself (the devnet's oracle answers in seconds; production's in 20 to 60 minutes).
 */
export const HATCH_POLL_MS = { devnet: 2_000, production: 30_000 } as const;

export function eggItemOf(egg: Egg): EggItem {
  return {
    tokenId: egg.tokenId,
    status: egg.status,
    network: networkKeyOf(egg.network),
    requestId: egg.randomness?.requestId ?? null,
    stuck: egg.randomness?.stuck ?? false,
  };
}

export function dragoItemOf(drago: Drago, nowSeconds = Math.floor(Date.now() / 1000)): DragoItem {
  return {
    tokenId: drago.tokenId,
    network: networkKeyOf(drago.network),
    grade: drago.grade,
    breed: drago.breed,
    rehatching: drago.rehatching,
    datas: drago.datas,
    rented: isRented(drago.rent, new Date(nowSeconds * 1000)),
    parents: drago.parents,
  };
}

export interface Inventory {
  eggs: EggItem[];
  dragos: DragoItem[];
  /** The API's eggs, for what the cards do not show (a genesis send's hash). */
  rawEggs: readonly Egg[];
  /** Dragos with a rehatch in flight. */
  rehatching: ReadonlySet<number>;
}

/**
 * Spec 2 §7 {nft}/drago/inventory: the wallet's eggs and dragos on all three chains. `poll`:
 * something is hatching, ask again until it is done.
 */
export function useInventory(address: string | undefined, poll: boolean) {
  const { env } = useRuntimeConfig();
  return useQuery({
    queryKey: dragoKeys.inventory(address ?? ''),
    queryFn: () => callApi(dragoInventoryEndpoint, { address: address ?? '', includeRent: false }),
    enabled: address !== undefined,
    select: (reply): Inventory => ({
      eggs: reply.myEggs.map(eggItemOf),
      dragos: reply.myDragos.map((drago) => dragoItemOf(drago)),
      rawEggs: reply.myEggs,
      rehatching: new Set(reply.myDragos.filter((d) => d.randomness !== null).map((d) => d.tokenId)),
    }),
    refetchInterval: (query) => {
      const reply = query.state.data;
      const pending =
        poll ||
        (reply?.myEggs.some((egg) => egg.status === 1) ?? false) ||
        (reply?.myDragos.some((drago) => drago.randomness !== null) ?? false);
      return pending ? HATCH_POLL_MS[env] : false;
    },
  });
}

/** Spec 2 §7 {nft}/market/detail: one drago, its stats and bonus list (anyone may ask). */
export function useDragoDetail(tokenId: number | null, address: string | undefined, poll: boolean) {
  const { env } = useRuntimeConfig();
  return useQuery<DetailReply>({
    queryKey: dragoKeys.detail(tokenId ?? -1),
    queryFn: () => callApi(dragoDetailEndpoint, { tokenId: tokenId ?? 0, address: address ?? '' }),
    enabled: tokenId !== null,
    // A refusal (unknown id: 404) is the answer; only server and network failures are retried.
    retry: (count, error) => count < 2 && !(error instanceof ApiHttpError && error.status < 500),
    refetchInterval: (query) => {
      const reply = query.state.data;
      const pending = poll || (reply?.result === 1 && reply.drago.randomness !== null);
      return pending ? HATCH_POLL_MS[env] : false;
    },
  });
}
