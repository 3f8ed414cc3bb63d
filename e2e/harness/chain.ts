import { readFileSync } from 'node:fs';
import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { anvilRpc } from '@kingdoms/contracts/anvil';
import { confirm, localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { devnetGovernanceCall } from '@kingdoms/contracts/governance';
import { type Deployment, deploymentSchema } from '@kingdoms/shared/deployment';
import { type Address, encodeFunctionData, maxUint256 } from 'viem';

/** The devnet deployment the e2e stack wrote (chain ids, RPC URLs, contract addresses), validated. */
export function readDeployment(file: string): Deployment {
  return deploymentSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Anvil controls: with automine off a sent transaction stays pending until `mine`. */
export const anvil = {
  setAutomine: (url: string, on: boolean) => anvilRpc(url, 'evm_setAutomine', [on]),
  mine: (url: string) => anvilRpc(url, 'evm_mine'),
};

function polygonClient(deployment: Deployment) {
  return localClient(deployment.chains.polygon, devnetAccount(DEVNET_ROLES.deployer).privateKey);
}

/** Fresh sticker ids of the given types: type = id % 1000, so id = (random series) * 1000 + type. */
export function freshStickerIds(types: readonly number[]): bigint[] {
  const series = BigInt(100 + Math.floor(Math.random() * 1_000_000));
  return types.map((type, i) => (series + BigInt(i) * 1_000_000n) * 1000n + BigInt(type));
}

/** Mints stickers on Polygon to `to` through the timelock (the minter since the devnet's handover). */
export async function mintStickers(
  deployment: Deployment,
  to: Address,
  tokenIds: readonly bigint[],
): Promise<void> {
  const { address, abi } = contractOf(deployment, 'Sticker', 'polygon');
  await devnetGovernanceCall(deployment.chains.polygon, {
    to: address,
    data: encodeFunctionData({ abi, functionName: 'mintBatch', args: [to, [...tokenIds]] }),
  });
}

export async function ownedStickers(deployment: Deployment, owner: Address): Promise<readonly bigint[]> {
  const { address, abi } = contractOf(deployment, 'Sticker', 'polygon');
  return polygonClient(deployment).readContract({
    address,
    abi,
    functionName: 'ownedTokens',
    args: [owner],
  });
}

export async function goodsTickets(deployment: Deployment, owner: Address): Promise<bigint> {
  const { address, abi } = contractOf(deployment, 'GoodsTicket', 'polygon');
  return polygonClient(deployment).readContract({
    address,
    abi,
    functionName: 'balanceOf',
    args: [owner, 1n],
  });
}

function chainClient(deployment: Deployment, network: 'ethereum' | 'polygon') {
  return localClient(deployment.chains[network], devnetAccount(DEVNET_ROLES.deployer).privateKey);
}

/** The Polygon chain's latest block number. */
export function polygonBlock(deployment: Deployment): Promise<bigint> {
  return polygonClient(deployment).getBlockNumber();
}

/**
 * The amounts the A2Z RewardPayout contract paid `to` on Polygon since `fromBlock` (its Paid
 * events), read once the reward payer has nothing in flight (its pending nonce is its mined one):
 * then every payment the payout worker has sent is in the list. 'in flight' until then.
 */
export async function settledRewardPayments(
  deployment: Deployment,
  to: Address,
  fromBlock: bigint,
): Promise<bigint[] | 'in flight'> {
  const client = polygonClient(deployment);
  const payer = devnetAccount(DEVNET_ROLES.rewardPayer).address;
  const [mined, pending] = await Promise.all([
    client.getTransactionCount({ address: payer, blockTag: 'latest' }),
    client.getTransactionCount({ address: payer, blockTag: 'pending' }),
  ]);
  if (pending !== mined) return 'in flight';
  const { address, abi } = contractOf(deployment, 'RewardPayout', 'polygon');
  const logs = await client.getContractEvents({ address, abi, eventName: 'Paid', args: { to }, fromBlock });
  return logs.map((log) => log.args.amount ?? 0n);
}

/** An A2Z balance on the given chain. */
export async function a2zBalance(
  deployment: Deployment,
  network: 'ethereum' | 'polygon',
  owner: Address,
): Promise<bigint> {
  const { address, abi } = contractOf(deployment, 'A2Z', network);
  return chainClient(deployment, network).readContract({
    address,
    abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/** Account `accountIndex` lets the Staking contract spend its Ethereum A2Z (no approval step on its pledges). */
export async function approveStaking(deployment: Deployment, accountIndex: number): Promise<void> {
  const client = localClient(deployment.chains.ethereum, devnetAccount(accountIndex).privateKey);
  const { address, abi } = contractOf(deployment, 'A2Z', 'ethereum');
  const spender = contractOf(deployment, 'Staking', 'ethereum').address;
  await confirm(
    client,
    await client.writeContract({ address, abi, functionName: 'approve', args: [spender, maxUint256] }),
  );
}

/** What `owner` allows the Staking contract to spend of its Ethereum A2Z. */
export async function stakingAllowance(deployment: Deployment, owner: Address): Promise<bigint> {
  const { address, abi } = contractOf(deployment, 'A2Z', 'ethereum');
  return chainClient(deployment, 'ethereum').readContract({
    address,
    abi,
    functionName: 'allowance',
    args: [owner, contractOf(deployment, 'Staking', 'ethereum').address],
  });
}

export async function stakeOf(deployment: Deployment, owner: Address, continent: number): Promise<bigint> {
  const { address, abi } = contractOf(deployment, 'Staking', 'ethereum');
  return chainClient(deployment, 'ethereum').readContract({
    address,
    abi,
    functionName: 'stakeOf',
    args: [owner, continent],
  });
}

/** What the Vesting contract has paid `owner` so far (its cumulative `paid`). */
export async function vestingPaid(deployment: Deployment, owner: Address): Promise<bigint> {
  const { address, abi } = contractOf(deployment, 'Vesting', 'ethereum');
  return chainClient(deployment, 'ethereum').readContract({
    address,
    abi,
    functionName: 'paid',
    args: [owner],
  });
}
