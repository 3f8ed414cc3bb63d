import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deploymentSchema } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { accountClient } from './clients';
import { CONTRACTS_PACKAGE_DIR } from './compile';
import { loadPlan, planChain } from './deployRun';
import { rawKeyAccount } from './keyAccounts';
import { freePort } from './ports';

const run = promisify(execFile);
const TSX = path.resolve(CONTRACTS_PACKAGE_DIR, '../../node_modules/.bin/tsx');
const DEVNET_CHAIN_IDS = { ethereum: 31337, polygon: 31338, arenaz: 31339 } as const;
const account = rawKeyAccount(devnetAccount(DEVNET_ROLES.deployer).privateKey);
const anvils: Partial<Record<NetworkKey, RunningAnvil>> = {};
let dir: string;

/** `npm run <script> -- …`'s command, with the deployer key unset (the devnet plan's is public). */
function command(script: 'deploy' | 'verify', ...args: string[]) {
  const env = { ...process.env };
  delete env.DEPLOYER_KEY;
  return run(
    TSX,
    [
      path.join(CONTRACTS_PACKAGE_DIR, 'scripts', `${script}.ts`),
      ...args,
      '--plans-dir',
      path.join(dir, 'plans'),
      '--out-dir',
      path.join(dir, 'deployments'),
    ],
    {
      env,
    },
  );
}

beforeAll(async () => {
  for (const key of NETWORK_KEYS) {
    anvils[key] = await startAnvil({ port: await freePort(), chainId: DEVNET_CHAIN_IDS[key] });
  }
  dir = mkdtempSync(path.join(tmpdir(), 'kingdoms-deploy-command-'));
  const plan = JSON.parse(readFileSync(path.join(CONTRACTS_PACKAGE_DIR, 'plans', 'devnet.json'), 'utf8'));
  for (const key of NETWORK_KEYS) plan.chains[key].rpcUrl = anvils[key]!.rpcUrl;
  plan.chains.polygon.explorer = { kind: 'etherscan' };
  mkdirSync(path.join(dir, 'plans'));
  writeFileSync(path.join(dir, 'plans', 'devnet.json'), JSON.stringify(plan));
});

afterAll(async () => {
  await Promise.all(Object.values(anvils).map((anvil) => anvil.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run deploy / npm run verify', () => {
  it('dry-runs by default, broadcasts with --broadcast, writes the deployment file; verify --print lists the requests', async () => {
    const dry = await command('deploy', '--network', 'devnet');
    expect(dry.stdout).toContain('Dry run of plan "devnet" (devnet): nothing is sent.');
    expect(dry.stdout).toMatch(
      /A2Z at 0x[0-9a-fA-F]{40} args \["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"\] — gas \d+/,
    );
    expect(dry.stdout).toContain('Nothing was sent.');
    const client = accountClient({ rpcUrl: anvils.polygon!.rpcUrl, chainId: 31338 }, account);
    expect(await client.getTransactionCount({ address: account.address })).toBe(0);

    const sent = await command('deploy', '--network', 'devnet', '--broadcast');
    expect(sent.stdout).toContain('Deployed and checked against the plan (code, wiring, handover).');
    const deployment = deploymentSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'deployments', 'devnet.json'), 'utf8')),
    );
    expect(existsSync(path.join(dir, 'deployments', 'devnet.journal.json'))).toBe(true);
    const planned = planChain(loadPlan('devnet', path.join(dir, 'plans')), 'polygon', account.address);
    expect(deployment.chains.polygon.contracts.A2Z).toBe(planned.contracts.A2Z);

    // run again: the journal says everything is done, nothing is sent
    const nonce = await client.getTransactionCount({ address: account.address });
    await command('deploy', '--network', 'devnet', '--broadcast');
    expect(await client.getTransactionCount({ address: account.address })).toBe(nonce);

    const verify = await command('verify', '--network', 'devnet', '--print');
    expect(verify.stdout).toContain(
      `polygon A2Z ${planned.contracts.A2Z}: POST https://api.etherscan.io/v2/api?chainid=31338&module=contract&action=verifysourcecode`,
    );
    expect(verify.stdout).toContain(`ethereum A2Z`);
    expect(verify.stdout).toMatch(/ethereum A2Z 0x[0-9a-fA-F]{40}: no explorer in the plan, skipped/);
  }, 120_000);
});
