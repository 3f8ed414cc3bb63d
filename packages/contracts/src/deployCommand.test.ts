import { execFile, spawn } from 'node:child_process';
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
const DEVNET_CHAIN_IDS = { ethereum: 31337, polygon: 31338, arenaz: 31339 } as const;
const account = rawKeyAccount(devnetAccount(DEVNET_ROLES.deployer).privateKey);
const anvils: Partial<Record<NetworkKey, RunningAnvil>> = {};
let dir: string;

/**
 * `npm run <script> -- …`'s command, with the deployer key unset (the devnet plan's is public). Run
 * by node with tsx's loader, as `tsx <script>` runs it, less the tsx command's own node process.
 */
function command(script: 'deploy' | 'verify', ...args: string[]) {
  const env = { ...process.env };
  delete env.DEPLOYER_KEY;
  return run(
    process.execPath,
    [
      '--import',
      'tsx',
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
  }, 300_000);

  it('killed with SIGKILL in the middle of a broadcast and run again, finishes the plan with one transaction per step', async () => {
    // Another salt: a second deployment beside the first, on the same chains.
    const plan = JSON.parse(readFileSync(path.join(dir, 'plans', 'devnet.json'), 'utf8'));
    plan.network = 'devnet-kill';
    plan.salt = `0x${'42'.repeat(32)}`;
    writeFileSync(path.join(dir, 'plans', 'devnet-kill.json'), JSON.stringify(plan));
    const clients = NETWORK_KEYS.map((key) =>
      accountClient({ rpcUrl: anvils[key]!.rpcUrl, chainId: DEVNET_CHAIN_IDS[key] }, account),
    );
    const noncesBefore = await Promise.all(
      clients.map((c) => c.getTransactionCount({ address: account.address })),
    );
    const journalPath = path.join(dir, 'deployments', 'devnet-kill.journal.json');

    // node itself (not the tsx wrapper, whose child would outlive the kill) runs the command
    const env = { ...process.env };
    delete env.DEPLOYER_KEY;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(CONTRACTS_PACKAGE_DIR, 'scripts', 'deploy.ts'),
        '--network',
        'devnet-kill',
        '--broadcast',
        '--plans-dir',
        path.join(dir, 'plans'),
        '--out-dir',
        path.join(dir, 'deployments'),
      ],
      { cwd: CONTRACTS_PACKAGE_DIR, env, stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // wait until the journal holds 40 steps, then kill at once
    for (;;) {
      const recorded = existsSync(journalPath)
        ? (JSON.parse(readFileSync(journalPath, 'utf8')) as {
            chains: Record<string, { contracts: unknown[] }>;
          })
        : undefined;
      const steps = Object.values(recorded?.chains ?? {}).reduce(
        (sum, chain) => sum + chain.contracts.length,
        0,
      );
      if (steps >= 40) break;
      if (child.exitCode !== null) throw new Error('the deploy ended before it was killed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await exited;
    expect(existsSync(path.join(dir, 'deployments', 'devnet-kill.json'))).toBe(false);

    const rerun = await command('deploy', '--network', 'devnet-kill', '--broadcast');
    expect(rerun.stdout).toContain('Deployed and checked against the plan');
    const loaded = loadPlan('devnet-kill', path.join(dir, 'plans'));
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      chains: Record<NetworkKey, { contracts: unknown[]; handover: unknown[]; handoverCalls: unknown[] }>;
    };
    for (const [i, key] of NETWORK_KEYS.entries()) {
      const planned = planChain(loaded, key, account.address);
      const sent = journal.chains[key].contracts.length + journal.chains[key].handover.length;
      expect(journal.chains[key].contracts.length).toBe(planned.steps.length);
      expect(journal.chains[key].handover.length).toBe(1 + journal.chains[key].handoverCalls.length);
      // one transaction per step: nothing sent twice, nothing skipped
      expect(await clients[i]!.getTransactionCount({ address: account.address })).toBe(
        noncesBefore[i]! + sent,
      );
    }
    const deployment = deploymentSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'deployments', 'devnet-kill.json'), 'utf8')),
    );
    expect(deployment.chains.arenaz.contracts.A2Z).toBe(
      planChain(loaded, 'arenaz', account.address).contracts.A2Z,
    );
  }, 300_000);
});
