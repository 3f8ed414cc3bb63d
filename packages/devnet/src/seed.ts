import {
  DEMO_ACCOUNT_INDEXES,
  DEVNET_ORACLE_OPERATOR,
  DEVNET_RELAYER_SENDER,
  DEVNET_ROLES,
  devnetAccount,
} from '@kingdoms/contracts/accounts';
import { type ChainEndpoint, localClient } from '@kingdoms/contracts/clients';
import type { ChainContracts, ContractName } from '@kingdoms/contracts/deploy';
import { asDragoDatas, childDatas, uniformDatas } from '@kingdoms/contracts/dragoGenes';
import {
  a2zAbi,
  bridgeGatewayAbi,
  dragoAbi,
  eggAbi,
  mysteryBoxAbi,
  resourceAbi,
  stakingAbi,
  stickerAbi,
  vestingAbi,
} from '@kingdoms/contracts/generated/abis';
import { grantRoleCall } from '@kingdoms/contracts/roles';
import { dragoTokenUriBase, FIRST_EGG_ID_BY_NETWORK } from '@kingdoms/shared/api/dragos';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { type Address, parseEther } from 'viem';
import { TxPipeline } from './txPipeline';

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

/** The A2Z RewardPayout holds on Polygon to pay pledging rewards from. */
export const REWARD_PAYOUT_FUNDING = parseEther('1000000');

/** The DST DstPayout holds on Arena-Z to pay drago rental profit from. */
export const DST_PAYOUT_FUNDING = parseEther('1000000');

/** The A2Z Vesting holds on Ethereum to pay vested rewards from. */
export const VESTING_FUNDING = parseEther('10000000');

export interface SeededPledge {
  /** Devnet account index of the pledger. */
  account: number;
  continent: number;
  /** A2Z base units. */
  amount: bigint;
}

/**
 * Pledges made on Ethereum at every start, in this order, so the pledging dashboard is lively.
 * Seven continents and five pledgers put rows below the podium (the tables skip the top three);
 * continent totals, pledger totals and stakes within a continent are all distinct, so no rank
 * depends on a tie-break. Accounts 1..3 pledge and approve nothing: account 3 is the e2e
 * pledger, whose first pledge must ask for an approval.
 */
export const SEEDED_PLEDGES: readonly SeededPledge[] = [
  { account: 4, continent: 1, amount: parseEther('120000') },
  { account: 4, continent: 7, amount: parseEther('15000') },
  { account: 5, continent: 1, amount: parseEther('80000') },
  { account: 5, continent: 3, amount: parseEther('45000') },
  { account: 5, continent: 12, amount: parseEther('12000') },
  { account: 6, continent: 3, amount: parseEther('60000') },
  { account: 6, continent: 7, amount: parseEther('22000') },
  { account: 7, continent: 5, amount: parseEther('35000') },
  { account: 7, continent: 12, amount: parseEther('18000') },
  { account: 7, continent: 20, amount: parseEther('4000') },
  { account: 8, continent: 20, amount: parseEther('11000') },
  { account: 8, continent: 26, amount: parseEther('7525.5') },
];

/**
 * Resource items minted on Arena-Z, by demo account index (one of each; item code = id % 1000:
 * 1 food, 2 lumber, 3 stone, 4 gold, 5 crystal). Account 1 has more than one page of the bridge
 * grid (10 per page); account 2 a few.
 */
export const SEEDED_RESOURCES: Readonly<Record<number, readonly bigint[]>> = {
  1: [1001n, 2002n, 3003n, 4004n, 5005n, 6001n, 7002n, 8003n, 9004n, 10005n, 11001n, 12002n],
  2: [13003n, 14004n, 15005n],
};

/**
 * The wLOKA → LOKA withdrawal made on Polygon at every start, right after funding, so the API's
 * checkpoint delay (about 20 s on the devnet) has passed by the time anyone looks and its claim
 * can be tried at once. It is the Polygon gateway's first send: nonce 1.
 */
export const SEEDED_LOKA_WITHDRAWAL = { account: 1, amount: parseEther('25'), nonce: 1n } as const;

/**
 * LOKA the Ethereum gateway holds from the start: what backs the wLOKA the seed mints on Polygon
 * (SEED_TOKEN_AMOUNT for each demo wallet), as if it had all been deposited, so withdrawals can be
 * claimed.
 */
export const BRIDGE_LOKA_BACKING = SEED_TOKEN_AMOUNT * BigInt(DEMO_ACCOUNT_INDEXES.length);

/** ETH the seed sends the randomness oracle's operator on every chain (it pays commit and fulfil gas). */
export const ORACLE_OPERATOR_FUNDING = parseEther('100');
/** ETH the devnet relayer sender gets on each chain for the gas of deliveries. */
export const RELAYER_SENDER_FUNDING = parseEther('100');

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
    tokenId: 21001n,
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
    tokenId: 21002n,
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
    tokenId: 21003n,
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
    tokenId: 21004n,
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
    tokenId: 21005n,
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
    tokenId: 21006n,
    datas: child(6n),
    parentA: 21004n,
    parentB: 21005n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'child of 21004 and 21005',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: 21007n,
    datas: child(7n),
    parentA: 21004n,
    parentB: 21005n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'sibling of 21008',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: 21008n,
    datas: child(8n),
    parentA: 21004n,
    parentB: 21005n,
    breedCount: 0,
    rehatchCount: 1,
    note: 'sibling of 21007',
  },
  {
    network: 'arenaz',
    account: 1,
    tokenId: 15001n,
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
 * rented (the rental seed rents 21003). Account 1 holds SEED_TOKEN_AMOUNT of A2Z and DST on
 * Arena-Z, enough for dozens of breeds at the highest step.
 */
export const SEEDED_BREED_PAIRS = {
  ok: [21001n, 21004n],
  sameParents: [21007n, 21008n],
  parentChild: [21004n, 21006n],
  maxBreedCount: [21001n, 21002n],
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

export interface SeedOptions {
  chains: Record<NetworkKey, ChainEndpoint & ChainContracts>;
  deployerKey: `0x${string}`;
  /** Origin of the API serving drago metadata; Drago's tokenURI base is set from it. */
  metadataOrigin?: string;
}

type SeedChain = ChainEndpoint & ChainContracts;

/** Drago Mystery Boxes minted on Polygon, by demo account index (1 box = 1 roulette ticket). */
export const SEEDED_MYSTERY_BOXES: Readonly<Record<number, bigint>> = { 1: 3n, 2: 2n, 3: 1n };

/**
 * Funds the demo wallets, mints the demo stickers, sets up the reward payer and makes the demo
 * pledges on freshly deployed chains. Chains run in parallel; on a chain, each account pipelines
 * its transactions and the steps that need earlier ones mined wait for them (settle).
 */
export async function seedDevnet(options: SeedOptions): Promise<void> {
  await Promise.all(
    (Object.keys(options.chains) as NetworkKey[]).map((key) =>
      seedChain(key, options.chains[key], options.deployerKey, options.metadataOrigin, chainIdsOf(options)),
    ),
  );
}

/** The chain id of each network being seeded (the bridge's target chain ids). */
function chainIdsOf(options: SeedOptions): Partial<Record<NetworkKey, number>> {
  return Object.fromEntries(
    (Object.keys(options.chains) as NetworkKey[]).map((key) => [key, options.chains[key].chainId]),
  );
}

async function seedChain(
  network: NetworkKey,
  chain: SeedChain,
  deployerKey: `0x${string}`,
  metadataOrigin: string | undefined,
  chainIds: Partial<Record<NetworkKey, number>>,
): Promise<void> {
  const deployer = new TxPipeline(localClient(chain, deployerKey));
  const pledgers = pledgerPipelines(chain);
  // Approvals do not need the A2Z yet, so they go out alongside the minting.
  await Promise.all([
    (async () => {
      await fund(deployer, chain);
      await seedBridge(deployer, network, chain);
      await seedDragos(deployer, network, chain, metadataOrigin);
    })(),
    ...pledgers.map((pledger) => approvePledges(pledger, chain)),
  ]);
  await Promise.all([deployer, ...pledgers].map((pipeline) => pipeline.settle()));
  // The withdrawal burns wLOKA minted above, so it goes out once that is mined.
  if (network === 'polygon' && chainIds.ethereum) await seedLokaWithdrawal(chain, chainIds.ethereum);
  // Stakes pull the minted and approved A2Z: their gas estimates need both mined.
  await Promise.all(pledgers.map((pledger) => stakePledges(pledger, chain)));
  await Promise.all(pledgers.map((pledger) => pledger.settle()));
}

/**
 * Everything the deployer sends: token mints, stickers, the reward payer's role and pool, the
 * vesting signer (the API's voucher key) and pool.
 */
async function fund(deployer: TxPipeline, chain: SeedChain): Promise<void> {
  const { client } = deployer;
  for (const token of SEEDED_TOKENS) {
    const address = chain.contracts[token];
    if (!address) continue;
    for (const index of DEMO_ACCOUNT_INDEXES) {
      // Every game token shares GameToken's ABI, so A2Z's serves for all of them.
      await deployer.send((nonce) =>
        client.writeContract({
          address,
          abi: a2zAbi,
          functionName: 'mint',
          args: [devnetAccount(index).address, SEED_TOKEN_AMOUNT],
          nonce,
        }),
      );
    }
  }

  const sticker = chain.contracts.Sticker;
  if (sticker) {
    for (const [index, tokenIds] of Object.entries(SEEDED_STICKERS)) {
      await deployer.send((nonce) =>
        client.writeContract({
          address: sticker,
          abi: stickerAbi,
          functionName: 'mintBatch',
          args: [devnetAccount(Number(index)).address, tokenIds],
          nonce,
        }),
      );
    }
  }

  // Drago Mystery Boxes for the roulette event (Polygon): demo accounts 1, 2 and 3.
  const mysteryBox = chain.contracts.MysteryBox;
  if (mysteryBox) {
    for (const [index, boxes] of Object.entries(SEEDED_MYSTERY_BOXES)) {
      await deployer.send((nonce) =>
        client.writeContract({
          address: mysteryBox,
          abi: mysteryBoxAbi,
          functionName: 'mint',
          args: [devnetAccount(Number(index)).address, boxes],
          nonce,
        }),
      );
    }
  }

  // The payout contracts (RewardPayout: A2Z on Polygon, DstPayout: DST on Arena-Z) pay from the
  // API's payer account and their own balance.
  for (const [name, token, funding] of [
    ['RewardPayout', 'A2Z', REWARD_PAYOUT_FUNDING],
    ['DstPayout', 'DST', DST_PAYOUT_FUNDING],
  ] as const) {
    const payout = chain.contracts[name];
    if (!payout) continue;
    await deployer.send((nonce) =>
      client.writeContract({
        ...grantRoleCall(payout, 'PAYER_ROLE', devnetAccount(DEVNET_ROLES.rewardPayer).address),
        nonce,
      }),
    );
    await mintToken(deployer, chain, token, payout, funding);
  }

  const vesting = chain.contracts.Vesting;
  if (vesting) {
    await deployer.send((nonce) =>
      client.writeContract({
        address: vesting,
        abi: vestingAbi,
        functionName: 'setSigner',
        args: [devnetAccount(DEVNET_ROLES.voucherSigner).address],
        nonce,
      }),
    );
    await mintToken(deployer, chain, 'A2Z', vesting, VESTING_FUNDING);
  }
}

/**
 * The randomness oracle's operator (role and gas), the genesis relayer signer, then the demo
 * dragos and eggs of this chain — all from the deployer's pipeline.
 */
async function seedDragos(
  deployer: TxPipeline,
  network: NetworkKey,
  chain: SeedChain,
  metadataOrigin: string | undefined,
): Promise<void> {
  const { client } = deployer;
  // The relayer's deliveries pay gas from their own account on every chain.
  await deployer.send((nonce) =>
    client.sendTransaction({ to: DEVNET_RELAYER_SENDER.address, value: RELAYER_SENDER_FUNDING, nonce }),
  );
  const oracle = chain.contracts.DevRandomnessOracle;
  if (oracle) {
    await deployer.send((nonce) =>
      client.writeContract({
        ...grantRoleCall(oracle, 'OPERATOR_ROLE', DEVNET_ORACLE_OPERATOR.address),
        nonce,
      }),
    );
    await deployer.send((nonce) =>
      client.sendTransaction({ to: DEVNET_ORACLE_OPERATOR.address, value: ORACLE_OPERATOR_FUNDING, nonce }),
    );
  }
  const egg = chain.contracts.Egg;
  if (egg) {
    await deployer.send((nonce) =>
      client.writeContract({
        address: egg,
        abi: eggAbi,
        functionName: 'setRelayerSigner',
        args: [devnetAccount(DEVNET_ROLES.voucherSigner).address],
        nonce,
      }),
    );
  }
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
  if (egg && network === 'arenaz') {
    for (const owner of SEEDED_EGG_OWNERS) {
      await deployer.send((nonce) =>
        client.writeContract({
          address: egg,
          abi: eggAbi,
          functionName: 'layEgg',
          args: [devnetAccount(owner).address, 0n, 0n],
          nonce,
        }),
      );
    }
  }
  if (egg && (network === 'polygon' || network === 'ethereum')) {
    await deployer.send((nonce) =>
      client.writeContract({
        address: egg,
        abi: eggAbi,
        functionName: 'layEgg',
        args: [devnetAccount(SEEDED_NETWORK_EGG_OWNERS[network]).address, 0n, 0n],
        nonce,
      }),
    );
  }
  if (egg && network === 'ethereum') {
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

/**
 * The bridge: every gateway trusts the API's relayer signer (the voucher key); Ethereum's holds
 * the LOKA backing the seeded wLOKA; the demo resources are minted on Arena-Z.
 */
async function seedBridge(deployer: TxPipeline, network: NetworkKey, chain: SeedChain): Promise<void> {
  const { client } = deployer;
  const gateway = chain.contracts.BridgeGateway;
  if (!gateway) return;
  await deployer.send((nonce) =>
    client.writeContract({
      address: gateway,
      abi: bridgeGatewayAbi,
      functionName: 'setRelayerSigner',
      args: [devnetAccount(DEVNET_ROLES.voucherSigner).address],
      nonce,
    }),
  );
  if (network === 'ethereum') {
    await mintToken(deployer, chain, 'LOKA', gateway, BRIDGE_LOKA_BACKING);
  }
  const resource = chain.contracts.Resource;
  if (resource && network === 'arenaz') {
    for (const [index, ids] of Object.entries(SEEDED_RESOURCES)) {
      await deployer.send((nonce) =>
        client.writeContract({
          address: resource,
          abi: resourceAbi,
          functionName: 'mint',
          args: [devnetAccount(Number(index)).address, ids, ids.map(() => 1n)],
          nonce,
        }),
      );
    }
  }
}

/** SEEDED_LOKA_WITHDRAWAL on Polygon, whose gateway burns wLOKA, to Ethereum. */
async function seedLokaWithdrawal(chain: SeedChain, ethereumChainId: number): Promise<void> {
  const gateway = chain.contracts.BridgeGateway;
  if (!gateway) return;
  const { account, amount } = SEEDED_LOKA_WITHDRAWAL;
  const owner = new TxPipeline(localClient(chain, devnetAccount(account).privateKey));
  await owner.send((nonce) =>
    owner.client.writeContract({
      address: gateway,
      abi: bridgeGatewayAbi,
      functionName: 'withdraw',
      args: [amount, owner.address, BigInt(ethereumChainId)],
      nonce,
    }),
  );
  await owner.settle();
}

/** Mints `amount` of a game token to `to` from the deployer (the tokens' minter). */
async function mintToken(
  deployer: TxPipeline,
  chain: SeedChain,
  token: 'A2Z' | 'DST' | 'LOKA',
  to: Address,
  amount: bigint,
): Promise<void> {
  await deployer.send((nonce) =>
    deployer.client.writeContract({
      address: requireContract(chain, token),
      abi: a2zAbi,
      functionName: 'mint',
      args: [to, amount],
      nonce,
    }),
  );
}

/** One pipeline per pledging account, on the chain that has Staking (none elsewhere). */
function pledgerPipelines(chain: SeedChain): TxPipeline[] {
  if (!chain.contracts.Staking) return [];
  const accounts = [...new Set(SEEDED_PLEDGES.map((pledge) => pledge.account))];
  return accounts.map((index) => new TxPipeline(localClient(chain, devnetAccount(index).privateKey)));
}

function pledgesOf(pledger: TxPipeline): SeededPledge[] {
  return SEEDED_PLEDGES.filter((pledge) => devnetAccount(pledge.account).address === pledger.address);
}

/** Approves exactly what the account pledges, so its next pledge asks for approval like anyone's. */
async function approvePledges(pledger: TxPipeline, chain: SeedChain): Promise<void> {
  const total = pledgesOf(pledger).reduce((sum, pledge) => sum + pledge.amount, 0n);
  await pledger.send((nonce) =>
    pledger.client.writeContract({
      address: requireContract(chain, 'A2Z'),
      abi: a2zAbi,
      functionName: 'approve',
      args: [requireContract(chain, 'Staking'), total],
      nonce,
    }),
  );
}

async function stakePledges(pledger: TxPipeline, chain: SeedChain): Promise<void> {
  for (const pledge of pledgesOf(pledger)) {
    await pledger.send((nonce) =>
      pledger.client.writeContract({
        address: requireContract(chain, 'Staking'),
        abi: stakingAbi,
        functionName: 'stake',
        args: [pledge.continent, pledge.amount],
        nonce,
      }),
    );
  }
}

function requireContract(chain: SeedChain, name: ContractName): Address {
  const address = chain.contracts[name];
  if (!address) throw new Error(`The seed needs ${name} on chain ${chain.chainId}`);
  return address;
}
