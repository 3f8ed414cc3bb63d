import type { ContractName, DeployedContract } from '@kingdoms/contracts/contractOf';
import type { NetworkKey } from '@kingdoms/shared/networks';
import type { Abi, ContractFunctionName, ContractFunctionReturnType } from 'viem';
import { useWalletAccount } from './account/useWalletAccount';
import { useActiveWalletStack } from './stack/walletStack';
import type { HoldingRead as StackHoldingRead } from './stack/walletStackTypes';
import { useContract } from './useContract';

type AbiOf<N extends ContractName> = DeployedContract<N>['abi'];
/** A view function of the contract whose first argument is the holder (balanceOf, stakeOf, allowance…). */
export type HoldingRead<N extends ContractName> = ContractFunctionName<AbiOf<N>, 'view' | 'pure'>;

export interface Holding<N extends ContractName, F extends HoldingRead<N>> {
  /** The contract on the network, or undefined when this deployment has none there. */
  readonly contract: DeployedContract<N> | undefined;
  /** What the read answered for the connected wallet; undefined until it has (or with no wallet). */
  readonly value: ContractFunctionReturnType<AbiOf<N>, 'view' | 'pure', F> | undefined;
  /** The read answered for the connected wallet. */
  readonly loaded: boolean;
}

/**
 * THE read of what the connected wallet holds on a network: a token or NFT balance, an allowance,
 * its stake, its token ids: `functionName(wallet, ...args)` of the contract `name` on `network`.
 * Every transaction flow refreshes it once its transaction is mined (useTxLifecycle
 * invalidates the wallet's reads), so a page never refreshes it by hand.
 */
export function useHolding<N extends ContractName, F extends HoldingRead<N>>(
  name: N,
  network: NetworkKey,
  functionName: F,
  options: { args?: readonly unknown[]; enabled?: boolean } = {},
): Holding<N, F> {
  const contract = useContract(name, network);
  const owner = useWalletAccount().checksumAddress;
  // Before the wallet stack has loaded no wallet is connected: nothing to read. The boundary
  // remounts its subtree when the stack arrives, so each mount calls one hook.
  const useRead = useActiveWalletStack()?.stack.useHoldingRead ?? useNoHoldingRead;
  const read = useRead({
    address: contract?.address,
    // The generic ABI: `functionName` is already checked against this contract's ABI above.
    abi: contract?.abi as Abi | undefined,
    functionName,
    args: owner ? [owner, ...(options.args ?? [])] : undefined,
    chainId: contract?.chainId,
    enabled: Boolean(owner && contract) && (options.enabled ?? true),
  });
  return {
    contract,
    value: owner ? (read.data as Holding<N, F>['value']) : undefined,
    loaded: Boolean(owner) && read.isSuccess,
  };
}

const NO_READ = { data: undefined, isSuccess: false } as const;

const useNoHoldingRead: StackHoldingRead = () => NO_READ;
