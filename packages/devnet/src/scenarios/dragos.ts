import { devnetAccount } from '@kingdoms/contracts/accounts';
import { asDragoDatas, childDatas, uniformDatas } from '@kingdoms/contracts/dragoGenes';
import { dragoAbi, eggAbi } from '@kingdoms/contracts/generated/abis';
import type { TxPipeline } from '@kingdoms/contracts/txPipeline';
import { dragoTokenUriBase, FIRST_EGG_ID_BY_NETWORK } from '@kingdoms/shared/api/dragos';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import type { DevnetScenario, SeedChain } from './chain';

/** Dragos and eggs: breeding, hatching, genesis eggs, the drago pages and the bridge's NFTs. */

export interface SeededDrago {
  network: NetworkKey;
  /** Devnet account index of the owner. */
  account: number;
  tokenId: bigint;
  datas: readonly number[];
  parentA: bigint;
  parentB: bigint;
  breedCount: number;
  rehatchCount: number;
  /** Why it is there (printed at start). */
  note: string;
}

/** Drago genes of a seeded drago of `grade`, distinct per `salt`. */
const genes = (grade: number, salt: number) => uniformDatas(grade, salt);
const PARENT_A_GENES = genes(1, 11);
const PARENT_B_GENES = genes(2, 23);
/** Children of 21004 × 21005 (fixed words: the genes their hatch would have given). */
const child = (word: bigint) => childDatas(word, PARENT_A_GENES, PARENT_B_GENES);

/**
 * Account 1's Arena-Z dragos by the part they play, so tests and route samples name a role rather
 * than an id: every rule of the Breed page and My Drago has one of them to show it.
 */
export const DEV_WALLET_DRAGOS = {
  /** Normal, rehatch left; the rental e2e rents it out, so the breeding tests leave it alone. */
  normal: 21001n,
  /** Epic at breed count 7 (the maximum): refused with any partner. */
  atMaxBreedCount: 21002n,
  /** Legend the API's rental seed lends out: shown on the Breed page, never selectable. */
  rentedOut: 21003n,
  /** The parents of 21006–21008, each at breed count 3. */
  parentA: 21004n,
  parentB: 21005n,
  /** Child of parentA × parentB. */
  child: 21006n,
  /** Siblings sharing both parents. */
  siblingA: 21007n,
  siblingB: 21008n,
  /** In the genesis id range (≤ 20000), where the parent checks are skipped. */
  genesis: 15001n,
} as const satisfies Record<string, bigint>;
const D = DEV_WALLET_DRAGOS;

/**
 * Dragos minted with explicit genes by the deployer (Drago's MINTER_ROLE) at every start. On
 * Arena-Z account 1 holds every grade, one with its rehatch left, one at breed count 7, a
 * parent/child pair (21004 → 21006) and a sibling pair sharing both parents (21007, 21008) for
 * the breeding rules; ids above 20000 so the parent checks apply, plus a genesis-range drago
 * (15001). Ethereum and Polygon get a few for the bridge.
 */
export const SEEDED_DRAGOS: readonly SeededDrago[] = [
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.normal,
    datas: genes(1, 1),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'normal, rehatch left',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.atMaxBreedCount,
    datas: genes(2, 2),
    parentA: 0n,
    parentB: 0n,
    breedCount: 7,
    rehatchCount: 0,
    note: 'epic, breed count 7',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.rentedOut,
    datas: genes(3, 3),
    parentA: 0n,
    parentB: 0n,
    breedCount: 1,
    rehatchCount: 0,
    note: 'legend',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.parentA,
    datas: PARENT_A_GENES,
    parentA: 0n,
    parentB: 0n,
    breedCount: 3,
    rehatchCount: 0,
    note: 'parent of 21006–21008',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.parentB,
    datas: PARENT_B_GENES,
    parentA: 0n,
    parentB: 0n,
    breedCount: 3,
    rehatchCount: 0,
    note: 'parent of 21006–21008',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.child,
    datas: child(6n),
    parentA: D.parentA,
    parentB: D.parentB,
    breedCount: 0,
    rehatchCount: 1,
    note: 'child of 21004 and 21005',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.siblingA,
    datas: child(7n),
    parentA: D.parentA,
    parentB: D.parentB,
    breedCount: 0,
    rehatchCount: 1,
    note: 'sibling of 21008',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.siblingB,
    datas: child(8n),
    parentA: D.parentA,
    parentB: D.parentB,
    breedCount: 0,
    rehatchCount: 1,
    note: 'sibling of 21007',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: D.genesis,
    datas: genes(2, 15),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'genesis, epic',
  },
  {
    network: 'arenaz',
    account: 2,
    tokenId: 21009n,
    datas: genes(1, 9),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'normal',
  },
  {
    network: 'arenaz',
    account: 2,
    tokenId: 21010n,
    datas: genes(2, 10),
    parentA: 0n,
    parentB: 0n,
    breedCount: 2,
    rehatchCount: 1,
    note: 'epic',
  },
  {
    network: 'arenaz',
    account: 2,
    tokenId: 21011n,
    datas: genes(3, 12),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 0,
    note: 'legend',
  },
  {
    network: 'arenaz',
    account: 3,
    tokenId: 21012n,
    datas: genes(1, 13),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'normal, rehatch left',
  },
  {
    network: 'arenaz',
    account: 3,
    tokenId: 21013n,
    datas: genes(3, 14),
    parentA: 0n,
    parentB: 0n,
    breedCount: 5,
    rehatchCount: 0,
    note: 'legend',
  },
  {
    network: 'ethereum',
    account: 1,
    tokenId: 31001n,
    datas: genes(1, 31),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'for the bridge',
  },
  {
    network: 'ethereum',
    account: 1,
    tokenId: 31002n,
    datas: genes(3, 32),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 0,
    note: 'for the bridge',
  },
  {
    network: 'ethereum',
    account: 2,
    tokenId: 31003n,
    datas: genes(2, 33),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'for the bridge',
  },
  {
    network: 'polygon',
    account: 1,
    tokenId: 32001n,
    datas: genes(2, 41),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'for the bridge',
  },
  {
    network: 'polygon',
    account: 3,
    tokenId: 32002n,
    datas: genes(1, 42),
    parentA: 0n,
    parentB: 0n,
    breedCount: 0,
    rehatchCount: 0,
    note: 'for the bridge',
  },
];

/**
 * Pairs of account 1's Arena-Z dragos (the Dev wallet) for breeding, by the result the shared
 * `checkBreed` and DragoBreeding give them (spec 2 §5): one that breeds and one per refusal. None is
 * rented (the API's rental seed rents 21003). Account 1 holds SEED_TOKEN_AMOUNT of A2Z and DST on
 * Arena-Z, enough for dozens of breeds at the highest step.
 */
export const SEEDED_BREED_PAIRS = {
  ok: [D.normal, D.parentA],
  sameParents: [D.siblingA, D.siblingB],
  parentChild: [D.parentA, D.child],
  maxBreedCount: [D.normal, D.atMaxBreedCount],
} as const satisfies Record<string, readonly [bigint, bigint]>;

/**
 * Ready eggs laid on Arena-Z (no parents, random genes at hatch), in this order: they get ids
 * 20001, 20002, … (the seeded dragos' ids are above them).
 */
export const SEEDED_EGG_OWNERS: readonly number[] = [1, 1, 2, 2, 3];
export const FIRST_SEEDED_EGG_ID = 20001n;

/**
 * One ready egg on each of the other networks (spec 2 §4: it hatches on its own network, through
 * that network's Egg and randomness oracle), laid for the Dev wallet (account 1). Its id is the
 * network's first egg id (FIRST_EGG_ID_BY_NETWORK).
 */
export const SEEDED_NETWORK_EGG_OWNERS: Readonly<Record<'polygon' | 'ethereum', number>> = {
  polygon: 1,
  ethereum: 1,
};
export const seededNetworkEggId = (network: keyof typeof SEEDED_NETWORK_EGG_OWNERS): bigint =>
  BigInt(FIRST_EGG_ID_BY_NETWORK[network]);

/** Genesis eggs minted on Ethereum (ids 10001–20000: Bridge & Hatch), by account. */
export const SEEDED_GENESIS_EGGS: Readonly<Record<number, readonly bigint[]>> = {
  1: [10001n, 10002n],
  2: [10003n],
  3: [10004n, 10005n],
};

/** Lines printed at start: who owns which eggs and dragos on which chain. */
export function seededDragoSummary(): string[] {
  const lines: string[] = [];
  const ids = (list: readonly bigint[]) => list.map((id) => `#${id}`).join(', ');
  for (const account of [1, 2, 3]) {
    const eggs = SEEDED_EGG_OWNERS.flatMap((owner, i) =>
      owner === account ? [FIRST_SEEDED_EGG_ID + BigInt(i)] : [],
    );
    const networkEggs = (Object.keys(SEEDED_NETWORK_EGG_OWNERS) as (keyof typeof SEEDED_NETWORK_EGG_OWNERS)[])
      .filter((network) => SEEDED_NETWORK_EGG_OWNERS[network] === account)
      .map((network) => `; egg on ${network} #${seededNetworkEggId(network)}`)
      .join('');
    lines.push(
      `account ${account}: eggs on arenaz ${ids(eggs)}${networkEggs}; genesis eggs on ethereum ${ids(SEEDED_GENESIS_EGGS[account] ?? [])}`,
    );
    for (const network of NETWORK_KEYS) {
      const own = SEEDED_DRAGOS.filter((d) => d.account === account && d.network === network);
      if (own.length > 0)
        lines.push(`  dragos on ${network}: ${own.map((d) => `#${d.tokenId} (${d.note})`).join(', ')}`);
    }
  }
  return lines;
}

/**
 * Drago's metadata base (the API serving it), then this chain's SEEDED_DRAGOS and its eggs: the
 * ready eggs of SEEDED_EGG_OWNERS on Arena-Z (laid in this order, so they get ids 20001, 20002…),
 * the network egg on Polygon and Ethereum, and the genesis eggs on Ethereum.
 */
export async function seedDragos(
  deployer: TxPipeline,
  network: NetworkKey,
  chain: SeedChain,
  metadataOrigin: string | undefined,
): Promise<void> {
  const { client } = deployer;
  const drago = chain.contracts.Drago;
  if (drago && metadataOrigin) {
    await deployer.send((nonce) =>
      client.writeContract({
        address: drago,
        abi: dragoAbi,
        functionName: 'setBaseURI',
        args: [dragoTokenUriBase(metadataOrigin)],
        nonce,
      }),
    );
  }
  if (drago) {
    for (const seeded of SEEDED_DRAGOS.filter((d) => d.network === network)) {
      await deployer.send((nonce) =>
        client.writeContract({
          address: drago,
          abi: dragoAbi,
          functionName: 'mint',
          args: [
            devnetAccount(seeded.account).address,
            seeded.tokenId,
            asDragoDatas(seeded.datas),
            seeded.parentA,
            seeded.parentB,
            seeded.breedCount,
            seeded.rehatchCount,
          ],
          nonce,
        }),
      );
    }
  }
  const egg = chain.contracts.Egg;
  if (!egg) return;
  const layEgg = (owner: number) =>
    deployer.send((nonce) =>
      client.writeContract({
        address: egg,
        abi: eggAbi,
        functionName: 'layEgg',
        args: [devnetAccount(owner).address, 0n, 0n],
        nonce,
      }),
    );
  if (network === 'arenaz') {
    for (const owner of SEEDED_EGG_OWNERS) await layEgg(owner);
  }
  if (network === 'polygon' || network === 'ethereum') await layEgg(SEEDED_NETWORK_EGG_OWNERS[network]);
  if (network === 'ethereum') {
    for (const [account, eggIds] of Object.entries(SEEDED_GENESIS_EGGS)) {
      await deployer.send((nonce) =>
        client.writeContract({
          address: egg,
          abi: eggAbi,
          functionName: 'mintGenesis',
          args: [devnetAccount(Number(account)).address, eggIds],
          nonce,
        }),
      );
    }
  }
}

export const scenario: DevnetScenario = {
  name: 'dragos',
  order: 50,
  steps: ({ network, chain, metadataOrigin }) => ({
    deployer: (deployer) => seedDragos(deployer, network, chain, metadataOrigin),
  }),
};
