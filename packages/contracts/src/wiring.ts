import { DEVNET_ORACLE_OPERATOR, DEVNET_RELAYER_SENDER, DEVNET_ROLES, devnetAccount } from './accounts';
import type { LocalClient } from './clients';
import type { ContractFeature, DeployedContracts, WiringAccounts, WiringCall } from './features/feature';
import { CONTRACT_FEATURES } from './features/index';
import { TxPipeline } from './txPipeline';

export type { WiringAccounts, WiringCall } from './features/feature';

/**
 * Contract wiring after deploy: who the deployed contracts trust and what they hold, the one step
 * between `deployContracts` (which wires contracts to each other) and a feature's demo world. Each
 * feature declares its calls beside its contracts (`wiring` of `features/<feature>.ts`). The
 * devnet runs it on every chain; chain tests run it instead of repeating its calls.
 */

/** The devnet's accounts for each part (packages/contracts/src/accounts.ts). */
export const DEVNET_WIRING: WiringAccounts = {
  voucherSigner: devnetAccount(DEVNET_ROLES.voucherSigner).address,
  rewardPayer: devnetAccount(DEVNET_ROLES.rewardPayer).address,
  oracleOperator: DEVNET_ORACLE_OPERATOR.address,
  relayerSender: DEVNET_RELAYER_SENDER.address,
};

/**
 * The wiring of one chain's contracts, in sending order (the features' in their file order, each
 * feature's in its own); a contract the chain lacks is skipped.
 */
export function wiringCalls(
  contracts: DeployedContracts,
  accounts: WiringAccounts = DEVNET_WIRING,
  features: readonly ContractFeature[] = CONTRACT_FEATURES,
): WiringCall[] {
  return features.flatMap((feature) => feature.wiring?.(contracts, accounts) ?? []);
}

/**
 * Sends `wiringCalls` from the deployer. Given a pipeline, the calls join it unsettled (the caller
 * settles); given a client, they are sent back to back and this resolves once all are mined.
 */
export async function wireDeployment(
  deployer: TxPipeline | LocalClient,
  contracts: DeployedContracts,
  accounts: WiringAccounts = DEVNET_WIRING,
): Promise<void> {
  const pipeline = deployer instanceof TxPipeline ? deployer : new TxPipeline(deployer);
  for (const call of wiringCalls(contracts, accounts)) {
    await pipeline.send((nonce) => pipeline.client.sendTransaction({ ...call, nonce }));
  }
  if (pipeline !== deployer) await pipeline.settle();
}
