import type { NetworkKey } from '@kingdoms/shared/networks';
import type { Address } from 'viem';
import { type ContractAbi, type ContractName, contractAbis } from './generated/registry';

export type { ContractAbi, ContractName } from './generated/registry';

/** A contract as one deployment has it on one network: everything a viem or wagmi call needs. */
export interface DeployedContract<N extends ContractName = ContractName> {
  readonly name: N;
  readonly network: NetworkKey;
  readonly chainId: number;
  readonly address: Address;
  readonly abi: ContractAbi<N>;
}

interface NetworkContracts {
  readonly chainId: number;
  /** Validated by the shared address schema where the data came in, hence `Address`. */
  readonly contracts: Readonly<Record<string, Address>>;
}

/**
 * Where the addresses come from: a deployment file (API, devnet, tests; `Deployment`) or the
 * runtime configuration the web app loads from /config.json (`RuntimeConfig`).
 */
export type ContractSource =
  | { readonly chains: Readonly<Record<NetworkKey, NetworkContracts>> }
  | { readonly networks: readonly (NetworkContracts & { readonly key: NetworkKey })[] };

/** A required contract is not in the deployment: names the contract, the network and the fix. */
export class MissingContractError extends Error {
  override readonly name = 'MissingContractError';

  constructor(
    readonly contract: ContractName,
    readonly network: NetworkKey,
  ) {
    super(
      `The deployment has no ${contract} contract on ${network}: deploy it there or add its address ` +
        `under chains.${network}.contracts.${contract} of the deployment file`,
    );
  }
}

function networkContracts(source: ContractSource, network: NetworkKey): NetworkContracts | undefined {
  return 'chains' in source ? source.chains[network] : source.networks.find((n) => n.key === network);
}

/**
 * The contract `name` on `network`, or undefined when the deployment has none there (or there is
 * no deployment): for features that are simply off without it, as pledging is without Staking.
 */
export function findContract<N extends ContractName>(
  source: ContractSource | undefined,
  name: N,
  network: NetworkKey,
): DeployedContract<N> | undefined {
  const deployed = source && networkContracts(source, network);
  const address = deployed?.contracts[name];
  if (!deployed || address === undefined) return undefined;
  return { name, network, chainId: deployed.chainId, address, abi: contractAbis[name] };
}

/** The contract `name` on `network`; throws MissingContractError when the deployment lacks it. */
export function contractOf<N extends ContractName>(
  source: ContractSource,
  name: N,
  network: NetworkKey,
): DeployedContract<N> {
  const contract = findContract(source, name, network);
  if (!contract) throw new MissingContractError(name, network);
  return contract;
}
