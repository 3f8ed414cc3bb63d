import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, deployBytecode, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { a2zAbi, rewardPayoutAbi } from '@kingdoms/contracts/generated/abis';
import { contractBytecode } from '@kingdoms/contracts/generated/bytecode';
import { freePort } from '@kingdoms/contracts/ports';
import { SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORKS } from '@kingdoms/shared/networks';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Address, Hex } from 'viem';
import type { LocalAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { buildModulesApp, testConfig } from '../../../test/app-harness';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/schema';
import { createAuthService } from '../auth/authService';
import { devnetModule } from '../devnet/module';
import { stakingRewardsModule } from './module';

/** Test support for the rewards module: a Polygon-like anvil with RewardPayout, positions, sessions. */

export const TEST_SESSION_SECRET = 's'.repeat(32);
const HOST = 'portal.test';
/** The devnet's Polygon chain id, so the test deployment looks like the devnet's. */
const POLYGON_DEVNET_CHAIN_ID = 31338;

export interface RewardChain {
  readonly anvil: RunningAnvil;
  readonly rpcUrl: string;
  readonly chainId: number;
  readonly token: Address;
  readonly payout: Address;
  /** Holds PAYER_ROLE: the devnet's reward payer account. */
  readonly payerKey: Hex;
  readonly deployer: LocalClient;
  readonly payer: LocalClient;
  /** Mints A2Z (base units) to the RewardPayout contract. */
  fund(amount: bigint): Promise<void>;
  balanceOf(holder: Address): Promise<bigint>;
  /** Paid events of RewardPayout, optionally of one payout id. */
  paidEvents(payoutId?: Hex): Promise<{ payoutId: Hex; to: Address; amount: bigint }[]>;
  /** Transactions the payer account has sent. */
  payerNonce(): Promise<number>;
  /** A devnet-style deployment whose Polygon is this chain. */
  deployment(): Deployment;
  stop(): Promise<void>;
}

export async function startRewardChain(): Promise<RewardChain> {
  const anvil = await startAnvil({ port: await freePort(), chainId: POLYGON_DEVNET_CHAIN_ID });
  try {
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
    const deployer = localClient(endpoint, devnetAccount(0).privateKey);
    const payerKey = devnetAccount(DEVNET_ROLES.rewardPayer).privateKey;
    const payer = localClient(endpoint, payerKey);
    const { address: token } = await deployBytecode(deployer, a2zAbi, contractBytecode.A2Z as Hex, [
      deployer.account.address,
    ]);
    const { address: payout } = await deployBytecode(
      deployer,
      rewardPayoutAbi,
      contractBytecode.RewardPayout as Hex,
      [token, deployer.account.address],
    );
    const payerRole = await deployer.readContract({
      address: payout,
      abi: rewardPayoutAbi,
      functionName: 'PAYER_ROLE',
    });
    await confirm(
      deployer,
      await deployer.writeContract({
        address: payout,
        abi: rewardPayoutAbi,
        functionName: 'grantRole',
        args: [payerRole, payer.account.address],
      }),
    );
    return {
      anvil,
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      token,
      payout,
      payerKey,
      deployer,
      payer,
      async fund(amount) {
        await confirm(
          deployer,
          await deployer.writeContract({
            address: token,
            abi: a2zAbi,
            functionName: 'mint',
            args: [payout, amount],
          }),
        );
      },
      balanceOf: (holder) =>
        deployer.readContract({ address: token, abi: a2zAbi, functionName: 'balanceOf', args: [holder] }),
      async paidEvents(payoutId) {
        const logs = await deployer.getContractEvents({
          address: payout,
          abi: rewardPayoutAbi,
          eventName: 'Paid',
          args: payoutId ? { payoutId } : undefined,
          fromBlock: 0n,
        });
        return logs.map((log) => ({
          payoutId: log.args.payoutId as Hex,
          to: log.args.to as Address,
          amount: log.args.amount as bigint,
        }));
      },
      payerNonce: () => payer.getTransactionCount({ address: payer.account.address, blockTag: 'pending' }),
      deployment() {
        const other = (chainId: number) => ({
          chainId,
          rpcUrl: 'http://127.0.0.1:9',
          explorerUrl: 'http://127.0.0.1:9/explorer',
          startBlock: 0,
          contracts: {},
        });
        return {
          env: 'devnet',
          chains: {
            ethereum: other(31337),
            polygon: {
              chainId: anvil.chainId,
              rpcUrl: anvil.rpcUrl,
              explorerUrl: `${anvil.rpcUrl}/explorer`,
              startBlock: 0,
              contracts: { A2Z: token, RewardPayout: payout },
            },
            arenaz: other(31339),
          },
        };
      },
      stop: () => anvil.stop(),
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** Positions as the staking module stores them (one row per address and continent). */
export async function insertPositions(
  db: Kysely<Database>,
  positions: readonly { address: string; continent: number; amount: bigint }[],
): Promise<void> {
  if (positions.length === 0) return;
  await db
    .insertInto('staking_position')
    .values(
      positions.map((p) => ({ address: p.address.toLowerCase(), continent: p.continent, amount: p.amount })),
    )
    .execute();
}

export function rewardsTestConfig(env: NodeJS.ProcessEnv = {}): ApiConfig {
  return testConfig({ SESSION_SECRET: TEST_SESSION_SECRET, REWARD_JOBS: 'false', ...env });
}

/**
 * An app with only what the claim needs: the rewards module, and the devnet module that takes
 * the startup snapshot on a devnet deployment — as modules/index.ts registers them.
 */
export function buildRewardsApp(
  db: Kysely<Database>,
  config: ApiConfig,
  deployment: Deployment | undefined,
): Promise<FastifyInstance> {
  return buildModulesApp([stakingRewardsModule, devnetModule], { db, config, deployment });
}

/** A SIWE session cookie of `account`, made as /game/auth/verify would. */
export async function sessionCookie(
  db: Kysely<Database>,
  account: LocalAccount,
): Promise<Record<string, string>> {
  const auth = createAuthService({
    db,
    sessionSecret: TEST_SESSION_SECRET,
    adminAddresses: [],
    chainIds: NETWORKS.map((network) => network.chainId.devnet),
    publicOrigins: [`https://${HOST}`],
  });
  const message = createSiweMessage({
    address: account.address,
    chainId: POLYGON_DEVNET_CHAIN_ID,
    domain: HOST,
    nonce: await auth.issueNonce(),
    uri: `https://${HOST}`,
    version: '1',
  });
  const result = await auth.signIn(message, await account.signMessage({ message }));
  if (!result.ok) throw new Error(`Test sign-in failed: ${result.code}`);
  return { [SESSION_COOKIE]: result.token };
}
