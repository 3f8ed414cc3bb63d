import { devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { a2zAbi, stakingAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { Address } from 'viem';
import { devnetDeploymentOnAnvil } from './appHarness';

export const UNIT = 10n ** 18n;

/** A2Z and Staking on an anvil of their own, and a pledger holding 1,000 A2Z it has approved. */
export interface StakingChain {
  readonly anvil: RunningAnvil;
  readonly chainId: number;
  readonly staking: Address;
  readonly token: Address;
  readonly pledger: ReturnType<typeof devnetAccount>;
  /** The pledger's wallet client. */
  readonly client: ReturnType<typeof localClient>;
  /** The devnet-like deployment with Ethereum on this anvil, for an app under test. */
  readonly deployment: Deployment;
  /** The pledger stakes `amount` on `continent`; resolves with the block it was mined in. */
  pledge(continent: number, amount?: bigint): Promise<bigint>;
}

export async function startStakingChain(chainId: number): Promise<StakingChain> {
  const anvil = await startAnvil({ port: await freePort(), chainId });
  const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
  const deployerKey = devnetAccount(0).privateKey;
  const deployed = await deployChain(['A2Z', 'Staking'], endpoint, deployerKey);
  const token = deployed.contracts.A2Z;
  const staking = deployed.contracts.Staking;
  const pledger = devnetAccount(1);
  const deployer = localClient(endpoint, deployerKey);
  await confirm(
    deployer,
    await deployer.writeContract({
      address: token,
      abi: a2zAbi,
      functionName: 'mint',
      args: [pledger.address, 1000n * UNIT],
    }),
  );
  const client = localClient(endpoint, pledger.privateKey);
  await confirm(
    client,
    await client.writeContract({
      address: token,
      abi: a2zAbi,
      functionName: 'approve',
      args: [staking, 1000n * UNIT],
    }),
  );
  return {
    anvil,
    chainId,
    staking,
    token,
    pledger,
    client,
    deployment: devnetDeploymentOnAnvil(anvil, chainId, deployed),
    async pledge(continent, amount = UNIT) {
      const hash = await client.writeContract({
        address: staking,
        abi: stakingAbi,
        functionName: 'stake',
        args: [continent, amount],
      });
      return (await confirm(client, hash)).blockNumber;
    },
  };
}
