import { APPROVAL_AMOUNT, needsApproval } from '@kingdoms/shared/wallet/approval';
import { type Abi, type Address, erc20Abi, erc721Abi, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { readContract, simulateContract, writeContract } from 'wagmi/actions';
import type { ApprovalStep } from './approvalSteps';

/**
 * The transaction flow's writes through wagmi (part of the wallet stack, so the flow itself loads
 * without wagmi and viem): the approvals before a write and the write.
 */

/** A contract call as a batch carries it (EIP-5792 `calls`), and as `writeContract` takes it. */
export interface ContractCallRequest {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
}

/**
 * Reads whether `approval` is granted already (spec 1 §4's allowance rule, or
 * `isApprovedForAll`); resolves to the call that grants it, or undefined when granted.
 */
export async function approvalCallIfNeeded(
  config: Config,
  chainId: number,
  from: Address,
  approval: ApprovalStep,
): Promise<ContractCallRequest | undefined> {
  if ('collection' in approval) {
    const { collection, operator } = approval;
    const approved = await readContract(config, {
      chainId,
      address: collection,
      abi: erc721Abi,
      functionName: 'isApprovedForAll',
      args: [from, operator],
    });
    if (approved) return undefined;
    return { address: collection, abi: erc721Abi, functionName: 'setApprovalForAll', args: [operator, true] };
  }
  const { token, spender, amount } = approval;
  const allowance = await readContract(config, {
    chainId,
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [from, spender],
  });
  if (!needsApproval(allowance, amount)) return undefined;
  return { address: token, abi: erc20Abi, functionName: 'approve', args: [spender, APPROVAL_AMOUNT] };
}

/**
 * Reads whether `approval` is granted already and, when not, asks the wallet to grant it
 * (`onAsk` first, for the phase); resolves to the approval's hash, or undefined when skipped.
 */
export async function sendApprovalIfNeeded(
  config: Config,
  chainId: number,
  from: Address,
  approval: ApprovalStep,
  onAsk: () => void,
): Promise<Hash | undefined> {
  const grant = await approvalCallIfNeeded(config, chainId, from, approval);
  if (!grant) return undefined;
  onAsk();
  return writeContract(config, { chainId, ...grant } as Parameters<typeof writeContract>[1]);
}

/** What `simulateAndWrite` sends: one contract write of the flow's request, from `account` on `chainId`. */
export interface ContractWrite {
  chainId: number;
  account: Address;
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
}

/** Simulates the write (a revert is told before the wallet asks), then sends it; resolves to its hash. */
export async function simulateAndWrite(config: Config, write: ContractWrite): Promise<Hash> {
  const { request } = await simulateContract(config, write as Parameters<typeof simulateContract>[1]);
  return writeContract(config, request as Parameters<typeof writeContract>[1]);
}
