import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChainDeployment, Deployment } from '@kingdoms/shared/deployment';
import { chainIdOf, NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { type Abi, type Address, encodeFunctionData, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_GOVERNANCE, DEVNET_GUARDIAN, DEVNET_ROLES, devnetAccount } from './accounts';
import { anvilRpc, type RunningAnvil, startAnvil } from './anvil';
import { confirm, deployBytecode, localClient } from './clients';
import { deployChain } from './deploy';
import { a2zAbi, minimalSmartWalletAbi } from './generated/abis';
import { minimalSmartWalletBytecode } from './generated/bytecode';
import { handOverToTimelock } from './governance';
import { freePort } from './ports';
import { productionViolations, readRoleHoldings, rolesCommand } from './roleAudit';
import { roleId } from './roles';

/**
 * `npm run roles` over three real chains, each with a payout pool, a token and Vesting handed
 * over to its timelock. The governance is a contract (the Safe's stand-in: a smart wallet deployed
 * at the same address on every chain), so the production rules hold until the test breaks one.
 */

const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
let anvils: Record<NetworkKey, RunningAnvil>;
let outDir: string;
let deployment: Deployment;
let safe: Address;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-roles-'));
  anvils = Object.fromEntries(
    await Promise.all(
      NETWORK_KEYS.map(async (key) => [
        key,
        await startAnvil({ port: await freePort(), chainId: chainIdOf(key, 'devnet') }),
      ]),
    ),
  ) as Record<NetworkKey, RunningAnvil>;
  const chains = await Promise.all(
    NETWORK_KEYS.map(async (key) => {
      const endpoint = { rpcUrl: anvils[key].rpcUrl, chainId: anvils[key].chainId };
      const deployed = await deployChain(['A2Z', 'RewardPayout', 'Vesting'], endpoint, deployerKey);
      // The Safe's stand-in: account 7's first deployment, so the same address on every chain.
      const owner = localClient(endpoint, devnetAccount(7).privateKey);
      const wallet = await deployBytecode(
        owner,
        minimalSmartWalletAbi as Abi,
        minimalSmartWalletBytecode as Hex,
        [owner.account.address],
      );
      const timelock = await handOverToTimelock({
        deployer: localClient(endpoint, deployerKey),
        contracts: deployed.contracts,
        governance: wallet.address,
        guardian: DEVNET_GUARDIAN.address,
        minDelaySeconds: 0n,
      });
      return {
        safe: wallet.address,
        chain: {
          chainId: endpoint.chainId,
          rpcUrl: endpoint.rpcUrl,
          explorerUrl: 'http://127.0.0.1/explorer',
          startBlock: deployed.startBlock,
          contracts: { ...deployed.contracts, Timelock: timelock },
        },
      };
    }),
  );
  safe = chains[0]?.safe as Address;
  expect(new Set(chains.map((c) => c.safe)).size).toBe(1);
  deployment = {
    env: 'devnet',
    governance: {
      deployer: devnetAccount(DEVNET_ROLES.deployer).address,
      governance: safe,
      guardian: DEVNET_GUARDIAN.address,
      minDelaySeconds: 0,
      production: true,
    },
    chains: Object.fromEntries(
      NETWORK_KEYS.map((key, i) => [key, chains[i]?.chain]),
    ) as unknown as Deployment['chains'],
  };
});

afterAll(async () => {
  await Promise.all(Object.values(anvils ?? {}).map((anvil) => anvil.stop()));
  await rm(outDir, { recursive: true, force: true });
});

/** Runs `npm run roles -- <file>`'s command on `value` written to a file (in process: spawning tsx costs seconds). */
async function runRoles(value: Deployment) {
  const file = path.join(outDir, `deployment-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(value));
  const out: string[] = [];
  const err: string[] = [];
  const code = await rolesCommand(file, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run roles', () => {
  it('lists every holder read from the chain: the timelock, the Safe and the guardian, no EOA with power', async () => {
    const holdings = await readRoleHoldings(deployment);
    const on = (network: NetworkKey, contract: string) =>
      holdings
        .filter((h) => h.network === network && h.contract === contract)
        .map((h) => `${h.power} ${h.label}`)
        .sort();
    for (const network of NETWORK_KEYS) {
      expect(on(network, 'A2Z')).toEqual(['DEFAULT_ADMIN_ROLE timelock', 'MINTER_ROLE timelock']);
      expect(on(network, 'RewardPayout')).toEqual(['DEFAULT_ADMIN_ROLE timelock', 'GUARDIAN_ROLE guardian']);
      expect(on(network, 'Vesting')).toEqual(['guardian guardian', 'owner timelock']);
      expect(on(network, 'Timelock')).toEqual([
        'CANCELLER_ROLE governance',
        'DEFAULT_ADMIN_ROLE timelock',
        'EXECUTOR_ROLE governance',
        'PROPOSER_ROLE governance',
      ]);
    }
    expect(holdings.filter((h) => h.label === 'deployer')).toEqual([]);
    expect(productionViolations(deployment, holdings)).toEqual([]);

    const { code, out } = await runRoles(deployment);
    expect(code).toBe(0);
    expect(out).toMatch(/Production rules hold/);
    expect(out).toContain(safe);
    expect(out).not.toMatch(/DEFAULT_ADMIN_ROLE\s+0x[0-9a-fA-F]{40}\s+EOA/);
  });

  it('exits non-zero in production when an EOA proposes (the governance is no Safe)', async () => {
    const eoaGovernance = {
      ...deployment,
      governance: { ...governanceOf(deployment), governance: DEVNET_GOVERNANCE.address },
    };
    // The same chains, but the Polygon timelock also lets the devnet governance EOA propose.
    const polygon = deployment.chains.polygon;
    await asTimelock(
      polygon,
      polygon.contracts.Timelock as Address,
      'PROPOSER_ROLE',
      DEVNET_GOVERNANCE.address,
    );
    const { code, err } = await runRoles(eoaGovernance);
    expect(code).toBe(1);
    expect(err).toMatch(/polygon Timelock PROPOSER_ROLE: held by the EOA 0x/);
    // Not production: the same holdings are listed, and nothing fails.
    const lenient = await runRoles({
      ...eoaGovernance,
      governance: { ...eoaGovernance.governance, production: false },
    });
    expect(lenient.code).toBe(0);
    expect(lenient.out).toMatch(/production rules are not enforced/);
  });

  it('refuses to run without a file', async () => {
    const err: string[] = [];
    expect(await rolesCommand(undefined, { out: () => {}, err: (line) => err.push(line) })).toBe(2);
    expect(err.join('')).toMatch(/Usage: npm run roles -- <deployment file>/);
  });

  it('exits non-zero in production when the deployer holds anything', async () => {
    const arenaz = deployment.chains.arenaz;
    await asTimelock(
      arenaz,
      arenaz.contracts.A2Z as Address,
      'MINTER_ROLE',
      devnetAccount(DEVNET_ROLES.deployer).address,
    );
    const { code, err } = await runRoles(deployment);
    expect(code).toBe(1);
    expect(err).toMatch(/arenaz A2Z MINTER_ROLE: the deployer 0x[0-9a-fA-F]{40} still holds it/);
  });
});

function governanceOf(value: Deployment) {
  if (!value.governance) throw new Error('no governance section');
  return value.governance;
}

/** Grants a role as the timelock itself (anvil impersonation: what a malicious proposal would do). */
async function asTimelock(
  chain: ChainDeployment,
  contract: Address,
  role: 'PROPOSER_ROLE' | 'MINTER_ROLE',
  account: Address,
) {
  const { rpcUrl } = chain;
  const timelock = chain.contracts.Timelock as Address;
  const rpc = (method: string, params: unknown[]) => anvilRpc(rpcUrl, method, params);
  await rpc('anvil_impersonateAccount', [timelock]);
  await rpc('anvil_setBalance', [timelock, '0xDE0B6B3A7640000']);
  const sent = (await rpc('eth_sendTransaction', [
    {
      from: timelock,
      to: contract,
      data: encodeFunctionData({ abi: a2zAbi, functionName: 'grantRole', args: [roleId(role), account] }),
    },
  ])) as Hex;
  await confirm(localClient(chain, deployerKey), sent);
  await rpc('anvil_stopImpersonatingAccount', [timelock]);
}
