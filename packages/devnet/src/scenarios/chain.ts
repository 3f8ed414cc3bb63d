import type { ChainEndpoint } from '@kingdoms/contracts/clients';
import type { ChainContracts, ContractName } from '@kingdoms/contracts/deploy';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import type { TxPipeline } from '@kingdoms/contracts/txPipeline';
import type { NetworkKey } from '@kingdoms/shared/networks';
import type { Address } from 'viem';

/** What every scenario's on-chain seed gets: one freshly deployed and wired chain. */
export type SeedChain = ChainEndpoint & ChainContracts;

/** Where a scenario seeds: one freshly deployed and wired chain of the devnet. */
export interface ScenarioContext {
  readonly network: NetworkKey;
  readonly chain: SeedChain;
  /** Every chain's id (a bridge message names its target chain). */
  readonly chainIds: Partial<Record<NetworkKey, number>>;
  /** Origin of the API serving drago metadata; undefined: none. */
  readonly metadataOrigin: string | undefined;
}

/** A scenario's steps on one chain; seed.ts runs each phase for every scenario in their order. */
export interface ScenarioSteps {
  /** Sent through the deployer's pipeline after the wiring and the earlier scenarios' sends (nothing mined yet). */
  readonly deployer?: (deployer: TxPipeline) => Promise<void>;
  /** Its own accounts' pipelines, sending alongside the deployer's and settled with them. */
  readonly alongside?: { readonly pipelines: readonly TxPipeline[]; run(): Promise<void> };
  /** Once everything sent above is mined (a step that spends minted tokens). */
  readonly afterSettle?: () => Promise<void>;
}

/**
 * A feature's demo world on the devnet: `export const scenario: DevnetScenario` in
 * `scenarios/<feature>.ts`, found by file (the generated `scenarios/index.ts`); no list names it.
 */
export interface DevnetScenario {
  /** The feature's name; one scenario each. */
  readonly name: string;
  /** Its place among the scenarios, lower first, each number once: a later one may use an earlier one's tokens. */
  readonly order: number;
  steps(context: ScenarioContext): ScenarioSteps;
}

export function requireContract(chain: SeedChain, name: ContractName): Address {
  const address = chain.contracts[name];
  if (!address) throw new Error(`The seed needs ${name} on chain ${chain.chainId}`);
  return address;
}

/** Mints `amount` of a game token to `to` from the deployer (the tokens' minter). */
export async function mintToken(
  deployer: TxPipeline,
  chain: SeedChain,
  token: 'A2Z' | 'DST' | 'LOKA' | 'WLOKA',
  to: Address,
  amount: bigint,
): Promise<void> {
  await deployer.send((nonce) =>
    deployer.client.writeContract({
      // Every game token shares GameToken's ABI, so A2Z's serves for all of them.
      address: requireContract(chain, token),
      abi: a2zAbi,
      functionName: 'mint',
      args: [to, amount],
      nonce,
    }),
  );
}
