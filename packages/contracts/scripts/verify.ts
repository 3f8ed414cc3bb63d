/**
 * `npm run verify -- --network <name> [--print]` (docs/deployment.md): submits every contract the
 * plan deployed to the explorer its plan names per chain (Etherscan API V2, Blockscout or
 * Sourcify), from the build's standard-JSON input and compiler version, then polls the outcome.
 * The deployer's address comes from deployments/<name>.json (written by `npm run deploy`).
 * --print shows the requests (API keys masked) and sends nothing.
 * Options: --plans-dir <dir>, --out-dir <dir> (where the deployment file is).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deploymentSchema } from '@kingdoms/shared/deployment';
import type { Address } from 'viem';
import { CONTRACTS_PACKAGE_DIR } from '../src/compile';
import { loadPlan, PLANS_DIR } from '../src/deployRun';
import {
  type ExplorerRequest,
  explorerRequest,
  readStandardJsonInput,
  verificationStatusUrl,
  verificationTargets,
} from '../src/explorerVerify';

const { values } = parseArgs({
  options: {
    network: { type: 'string' },
    print: { type: 'boolean', default: false },
    'plans-dir': { type: 'string' },
    'out-dir': { type: 'string' },
  },
});

const POLL_MS = 5_000;
const POLLS = 24;

async function main(): Promise<void> {
  if (!values.network) throw new Error('Usage: npm run verify -- --network <plan name> [--print]');
  const plan = loadPlan(values.network, values['plans-dir'] ?? PLANS_DIR);
  const outDir = values['out-dir'] ?? path.resolve(CONTRACTS_PACKAGE_DIR, '../../deployments');
  const deploymentFile = path.join(outDir, `${plan.network}.json`);
  const deployment = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8')));
  const deployer = deployment.governance?.deployer as Address | undefined;
  if (!deployer) throw new Error(`${deploymentFile} names no deployer`);
  const input = readStandardJsonInput();
  let failures = 0;
  for (const target of verificationTargets(plan, deployer)) {
    const explorer = plan.chains[target.chain].explorer;
    const name = `${target.chain} ${target.contract} ${target.address}`;
    if (explorer.kind === 'none') {
      console.log(`${name}: no explorer in the plan, skipped`);
      continue;
    }
    const apiKey =
      'apiKeyEnv' in explorer && explorer.apiKeyEnv ? process.env[explorer.apiKeyEnv] : undefined;
    if (explorer.kind === 'etherscan' && !apiKey && !values.print) {
      throw new Error(
        `Set ${explorer.apiKeyEnv} to an Etherscan API key (one key serves every chain of API V2)`,
      );
    }
    const request = explorerRequest(explorer, target, input, { apiKey });
    if (values.print) {
      console.log(`${name}: ${request.method} ${request.url.replace(/apikey=[^&]*/, 'apikey=***')}`);
      continue;
    }
    const outcome = await submit(request, explorer, target.chainId, apiKey);
    console.log(`${name}: ${outcome.message}`);
    if (!outcome.ok) failures += 1;
  }
  if (failures > 0) throw new Error(`${failures} contract(s) not verified`);
}

async function submit(
  request: ExplorerRequest,
  explorer: Parameters<typeof explorerRequest>[0],
  chainId: number,
  apiKey: string | undefined,
): Promise<{ ok: boolean; message: string }> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (explorer.kind === 'sourcify') {
    // 202 with a verificationId; 409 when the address is verified already.
    if (response.status === 409) return { ok: true, message: 'verified already' };
    return { ok: response.ok, message: `${response.status} ${JSON.stringify(answer)}` };
  }
  const result = String(answer.result ?? '');
  if (answer.status !== '1') {
    const done = /already verified/i.test(result);
    return { ok: done, message: done ? 'verified already' : `refused: ${result}` };
  }
  for (let poll = 0; poll < POLLS; poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const status = (await (await fetch(verificationStatusUrl(explorer, chainId, result, apiKey))).json()) as {
      status?: string;
      result?: string;
    };
    if (/pending/i.test(status.result ?? '')) continue;
    return {
      ok: status.status === '1' || /already verified/i.test(status.result ?? ''),
      message: status.result ?? '',
    };
  }
  return { ok: false, message: `still pending after ${(POLLS * POLL_MS) / 1000} s (guid ${result})` };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
