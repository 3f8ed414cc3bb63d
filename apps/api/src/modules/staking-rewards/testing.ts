import { SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORKS } from '@kingdoms/shared/networks';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LocalAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { buildModulesApp, testConfig } from '../../../test/appHarness';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/schema';
import { createAuthService } from '../auth/authService';
import { createWalletSignatureVerifier, type WalletSignatureVerifier } from '../auth/walletSignature';
import { devnetModule } from '../devnet/module';
import { payoutsModule } from '../payouts/module';
import { type PayoutTestChain, startPayoutChain } from '../payouts/testing';
import { stakingRewardsModule } from './module';

/** Test support for the rewards module: a Polygon-like anvil with RewardPayout, positions, sessions. */

/** The Polygon anvil with A2Z and RewardPayout (payouts' test chain). */
export type RewardChain = PayoutTestChain;
export const startRewardChain = (): Promise<RewardChain> => startPayoutChain('polygon');

export const TEST_SESSION_SECRET = 's'.repeat(32);
const HOST = 'portal.test';
/** The devnet's Polygon chain id, so the test deployment looks like the devnet's. */
const POLYGON_DEVNET_CHAIN_ID = 31338;

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
  return testConfig({
    SESSION_SECRET: TEST_SESSION_SECRET,
    REWARD_JOBS: 'false',
    PAYOUT_JOBS: 'false',
    ...env,
  });
}

/**
 * An app with only what the claim needs: the rewards module, the payouts module that pays it, and
 * the devnet module that takes the startup snapshot on a devnet deployment — as modules/index.ts
 * registers them.
 */
export function buildRewardsApp(
  db: Kysely<Database>,
  config: ApiConfig,
  deployment: Deployment | undefined,
): Promise<FastifyInstance> {
  return buildModulesApp([stakingRewardsModule, payoutsModule, devnetModule], { db, config, deployment });
}

/** A SIWE session cookie of `account` (an EOA: no chain is asked), made as /game/auth/verify would. */
export async function sessionCookie(
  db: Kysely<Database>,
  account: LocalAccount,
): Promise<Record<string, string>> {
  const eoaOnly: WalletSignatureVerifier = createWalletSignatureVerifier({ rpcUrlOf: () => undefined });
  const auth = createAuthService({
    db,
    sessionSecret: TEST_SESSION_SECRET,
    adminAddresses: [],
    chainIds: NETWORKS.map((network) => network.chainId.devnet),
    publicOrigins: [`https://${HOST}`],
    verifySignature: eoaOnly,
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
