import { SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import { NETWORKS } from '@kingdoms/shared/networks';
import type { Kysely } from 'kysely';
import type { LocalAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { ApiConfig } from '../src/config';
import type { Database } from '../src/db/schema';
import { createAuthService } from '../src/modules/auth/authService';
import {
  createWalletSignatureVerifier,
  type WalletSignatureVerifier,
} from '../src/modules/auth/walletSignature';
import { testConfig } from './appHarness';

/** Signed-in API tests: the session secret of their app, and a session cookie made without a browser. */

export const TEST_SESSION_SECRET = 's'.repeat(32);
const HOST = 'portal.test';
/** The devnet's Polygon chain id, so the test deployment looks like the devnet's. */
const POLYGON_DEVNET_CHAIN_ID = 31338;

/** A test configuration whose sessions `sessionCookie` signs, with the daily jobs and payout worker off. */
export function sessionTestConfig(env: NodeJS.ProcessEnv = {}): ApiConfig {
  return testConfig({
    SESSION_SECRET: TEST_SESSION_SECRET,
    REWARD_JOBS: 'false',
    PAYOUT_JOBS: 'false',
    ...env,
  });
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
