import type { ChainEndpoint } from '@kingdoms/contracts/clients';
import type { ChainContracts, ContractName } from '@kingdoms/contracts/deploy';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import type { TxPipeline } from '@kingdoms/contracts/txPipeline';
import type { Address } from 'viem';

/** What every scenario's on-chain seed gets: one freshly deployed and wired chain. */
export type SeedChain = ChainEndpoint & ChainContracts;

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
