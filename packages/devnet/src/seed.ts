import { DEMO_ACCOUNT_INDEXES, DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type ChainEndpoint, localClient } from '@kingdoms/contracts/clients';
import type { ChainContracts, ContractName } from '@kingdoms/contracts/deploy';
import {
  a2zAbi,
  mysteryBoxAbi,
  rewardPayoutAbi,
  stakingAbi,
  stickerAbi,
  vestingAbi,
} from '@kingdoms/contracts/generated/abis';
import type { NetworkKey } from '@kingdoms/shared/networks';
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

export interface SeedOptions {
  chains: Record<NetworkKey, ChainEndpoint & ChainContracts>;
  deployerKey: `0x${string}`;
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
      seedChain(options.chains[key], options.deployerKey),
    ),
  );
}

async function seedChain(chain: SeedChain, deployerKey: `0x${string}`): Promise<void> {
  const deployer = new TxPipeline(localClient(chain, deployerKey));
  const pledgers = pledgerPipelines(chain);
  // Approvals do not need the A2Z yet, so they go out alongside the minting.
  await Promise.all([fund(deployer, chain), ...pledgers.map((pledger) => approvePledges(pledger, chain))]);
  await Promise.all([deployer, ...pledgers].map((pipeline) => pipeline.settle()));
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
    const payerRole = await client.readContract({
      address: payout,
      abi: rewardPayoutAbi,
      functionName: 'PAYER_ROLE',
    });
    await deployer.send((nonce) =>
      client.writeContract({
        address: payout,
        abi: rewardPayoutAbi,
        functionName: 'grantRole',
        args: [payerRole, devnetAccount(DEVNET_ROLES.rewardPayer).address],
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

/** Mints `amount` of a game token to `to` from the deployer (the tokens' minter). */
async function mintToken(
  deployer: TxPipeline,
  chain: SeedChain,
  token: 'A2Z' | 'DST',
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
