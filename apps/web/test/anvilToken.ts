import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { anvilRpc, type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import { chainIdOf } from '@kingdoms/shared/networks';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import type { Address, Hex } from 'viem';
import { afterEach, beforeEach, vi } from 'vitest';
import { jsonResponse } from './runtimeConfigFixture';

/**
 * A real anvil on the devnet's Ethereum chain id with A2Z deployed by the devnet deployer and
 * `balance` minted to `holder` (receipt awaited).
 */
export async function startA2zAnvil(options: {
  holder: Address;
  balance: bigint;
  blockTime?: number;
}): Promise<{ anvil: RunningAnvil; token: Address }> {
  const chainId = chainIdOf('ethereum', 'devnet');
  const anvil = await startAnvil({ port: await freePort(), chainId, blockTime: options.blockTime });
  const deployer = devnetAccount(DEVNET_ROLES.deployer).privateKey;
  const token = (await deployChain(['A2Z'], { rpcUrl: anvil.rpcUrl, chainId }, deployer)).contracts.A2Z;
  const admin = localClient({ rpcUrl: anvil.rpcUrl, chainId }, deployer);
  const hash = await admin.writeContract({
    address: token,
    abi: a2zAbi,
    functionName: 'mint',
    args: [options.holder, options.balance],
  });
  await admin.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return { anvil, token };
}

/** `account`'s A2Z balance on `anvil`, read through a local client signing as `readerKey`. */
export function a2zBalanceOf(
  anvil: RunningAnvil,
  token: Address,
  account: Address,
  readerKey: Hex,
): Promise<bigint> {
  return localClient({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }, readerKey).readContract({
    address: token,
    abi: a2zAbi,
    functionName: 'balanceOf',
    args: [account],
  });
}

/** Serves `config` as /config.json; every other request goes to the real fetch. */
export function stubConfigFetch(config: RuntimeConfig): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/config.json' ? Promise.resolve(jsonResponse(config)) : realFetch(input, init),
  );
}

/**
 * Each test of the calling suite starts on the chain as the suite's beforeAll left it (deployed,
 * funded): a snapshot before each test, reverted to after it (a revert uses its snapshot up). So
 * the tests pass in any order (`--sequence.shuffle`). Call it inside the suite, after its
 * beforeAll and before its own afterEach hooks (those then run first, on the test's chain).
 */
export function freshChainForEachTest(anvil: () => RunningAnvil): void {
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = await anvilRpc(anvil().rpcUrl, 'evm_snapshot');
  });
  afterEach(async () => {
    if (snapshot !== undefined) await anvilRpc(anvil().rpcUrl, 'evm_revert', [snapshot]);
    snapshot = undefined;
  });
}
