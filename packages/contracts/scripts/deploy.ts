/**
 * `npm run deploy -- --network <name> [--broadcast]` (docs/deployment.md): reads
 * plans/<name>.json and the deployer's key URI from the variable the plan names. Without
 * --broadcast: a dry run (simulated against the live chains, nothing sent). With it: sends what is
 * left through deployments/<name>.journal.json (a rerun resumes), hands every power to the
 * timelock, checks the chains against the plan and writes deployments/<name>.json for the API.
 * Options: --plans-dir <dir>, --out-dir <dir> (default: deployments/ at the repository root).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEVNET_ROLES, devnetAccount } from '../src/accounts';
import { CONTRACTS_PACKAGE_DIR } from '../src/compile';
import { DeployJournal } from '../src/deployJournal';
import {
  broadcastPlan,
  deploymentOf,
  dryRunPlan,
  formatDryRun,
  loadPlan,
  PLANS_DIR,
  planEndpoints,
  verifyPlanOnChain,
} from '../src/deployRun';
import { accountFromKeyUri, rawKeyUri } from '../src/keyAccounts';

const { values } = parseArgs({
  options: {
    network: { type: 'string' },
    broadcast: { type: 'boolean', default: false },
    'plans-dir': { type: 'string' },
    'out-dir': { type: 'string' },
  },
});

async function main(): Promise<void> {
  if (!values.network) throw new Error('Usage: npm run deploy -- --network <plan name> [--broadcast]');
  const plan = loadPlan(values.network, values['plans-dir'] ?? PLANS_DIR);
  const outDir = values['out-dir'] ?? path.resolve(CONTRACTS_PACKAGE_DIR, '../../deployments');
  const keyVariable = plan.deployer.keyUriEnv;
  // The devnet's deployer key is public (anvil's account 0); any other plan names a key.
  const keyUri =
    process.env[keyVariable] ??
    (plan.env === 'devnet' ? rawKeyUri(devnetAccount(DEVNET_ROLES.deployer).privateKey) : undefined);
  if (!keyUri)
    throw new Error(`Set ${keyVariable} to the deployer's key URI (key:0x…, aws-kms:…, gcp-kms:…)`);
  const account = await accountFromKeyUri(keyUri, { name: keyVariable });
  const endpoints = planEndpoints(plan);
  const journalFile = path.join(outDir, `${plan.network}.journal.json`);
  const journal = DeployJournal.atFile(journalFile, plan.network);
  console.log(`Plan ${plan.network} (${plan.env}), deployer ${account.address}`);

  if (!values.broadcast) {
    const chains = await dryRunPlan({ plan, deployer: account.address, endpoints, journal });
    console.log(formatDryRun(plan, chains));
    const failing = chains.flatMap((chain) => chain.steps.filter((step) => step.error));
    if (failing.length > 0) throw new Error(`${failing.length} step(s) would fail: nothing was sent`);
    console.log('\nNothing was sent. Run again with --broadcast to deploy.');
    return;
  }

  const dev = plan.env === 'devnet';
  const results = await broadcastPlan({
    plan,
    account,
    endpoints,
    journal,
    devChains: dev,
    pollingMs: dev ? 20 : 2_000,
    hooks: { log: (line) => console.log(line) },
  });
  const problems = await verifyPlanOnChain({ plan, deployer: account.address, endpoints });
  if (problems.length > 0) {
    throw new Error(`The chains do not match the plan:\n  ${problems.join('\n  ')}`);
  }
  const deployment = deploymentOf(plan, account.address, results, endpoints);
  mkdirSync(outDir, { recursive: true });
  const deploymentFile = path.join(outDir, `${plan.network}.json`);
  writeFileSync(deploymentFile, `${JSON.stringify(deployment, null, 2)}\n`);
  console.log(`Deployed and checked against the plan (code, wiring, handover). Wrote ${deploymentFile}`);
  console.log(
    `Journal: ${journalFile}. Next: npm run verify -- --network ${plan.network}; npm run roles -- ${deploymentFile}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
