import type { ChainEndpoint } from '@kingdoms/contracts/clients';
import { localClient } from '@kingdoms/contracts/clients';
import type { ChainContracts } from '@kingdoms/contracts/deploy';
import { TxPipeline } from '@kingdoms/contracts/txPipeline';
import { wireDeployment } from '@kingdoms/contracts/wiring';
import type { NetworkKey } from '@kingdoms/shared/networks';
import type { DevnetScenario, ScenarioContext } from './scenarios/chain';
import { DEVNET_SCENARIOS } from './scenarios/index';

/**
 * The devnet's demo world: the contract wiring (packages/contracts/src/wiring.ts), then each
 * feature's scenario (`scenarios/<feature>.ts` exports `scenario`: its constants and its on-chain
 * seed), found by file (the generated `scenarios/index.ts`) and run in their `order`.
 */

export interface SeedOptions {
  chains: Record<NetworkKey, ChainEndpoint & ChainContracts>;
  deployerKey: `0x${string}`;
  /** Origin of the API serving drago metadata; Drago's tokenURI base is set from it. */
  metadataOrigin?: string;
}

/** The scenarios in their order; refuses two of one name or one order, naming both. */
export function orderedScenarios(scenarios: readonly DevnetScenario[]): DevnetScenario[] {
  for (const key of ['name', 'order'] as const) {
    const seen = new Map<string | number, string>();
    for (const scenario of scenarios) {
      const claimant = seen.get(scenario[key]);
      if (claimant !== undefined) {
        throw new Error(
          `Devnet scenarios ${claimant} and ${scenario.name} claim one ${key}: ${scenario[key]}`,
        );
      }
      seen.set(scenario[key], scenario.name);
    }
  }
  return [...scenarios].sort((a, b) => a.order - b.order);
}

/**
 * Wires and seeds freshly deployed chains. Chains run in parallel; on a chain, each account
 * pipelines its transactions and the steps that need earlier ones mined wait for them (settle).
 */
export async function seedDevnet(options: SeedOptions): Promise<void> {
  const chainIds: Partial<Record<NetworkKey, number>> = Object.fromEntries(
    (Object.keys(options.chains) as NetworkKey[]).map((key) => [key, options.chains[key].chainId]),
  );
  const scenarios = orderedScenarios(DEVNET_SCENARIOS);
  await Promise.all(
    (Object.keys(options.chains) as NetworkKey[]).map((network) =>
      seedChain(
        { network, chain: options.chains[network], chainIds, metadataOrigin: options.metadataOrigin },
        scenarios,
        options.deployerKey,
      ),
    ),
  );
}

async function seedChain(
  context: ScenarioContext,
  scenarios: readonly DevnetScenario[],
  deployerKey: `0x${string}`,
): Promise<void> {
  const deployer = new TxPipeline(localClient(context.chain, deployerKey));
  const steps = scenarios.map((scenario) => scenario.steps(context));
  const alongside = steps.flatMap((step) => (step.alongside ? [step.alongside] : []));
  await Promise.all([
    (async () => {
      await wireDeployment(deployer, context.chain.contracts);
      for (const step of steps) await step.deployer?.(deployer);
    })(),
    ...alongside.map((own) => own.run()),
  ]);
  await Promise.all(
    [deployer, ...alongside.flatMap((own) => own.pipelines)].map((pipeline) => pipeline.settle()),
  );
  for (const step of steps) await step.afterSettle?.();
}
