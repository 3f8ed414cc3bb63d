import { type Abi, type Address, type Hex, keccak256, type TransactionReceipt, toHex } from 'viem';
import { confirm, type LocalClient } from '../clients';
import { devRandomnessOracleAbi } from '../generated/abis';
import { type DecodedRevert, expectRevert } from './revert';

/**
 * Loosely typed contract calls for anvil tests that drive many functions of several ABIs: a test
 * names the function as a string and asserts on receipts and decoded reverts, so the precise viem
 * generics would only add casts at every call.
 */
export interface ContractCall {
  address: Address;
  abi: Abi | readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
}

type SimulateParameters = Parameters<LocalClient['simulateContract']>[0];

/** Simulates then sends a write; returns the receipt (throws on a revert). */
export async function sendCall(client: LocalClient, call: ContractCall): Promise<TransactionReceipt> {
  const { request } = await client.simulateContract(call as SimulateParameters);
  return confirm(client, await client.writeContract(request));
}

/** The decoded custom error of a write that must fail (simulated, never sent). */
export function revertOfCall(client: LocalClient, call: ContractCall): Promise<DecodedRevert> {
  return expectRevert(client.simulateContract(call as SimulateParameters));
}

/**
 * The devnet randomness oracle as its operator drives it: commit a fresh seed ahead of a request,
 * fulfil the request with it, and read the word the consumer got.
 */
export function devOracle(admin: LocalClient, oracle: Address, label = 'test seed') {
  let counter = 0;
  return {
    async commitSeed(): Promise<Hex> {
      counter += 1;
      const seed = keccak256(toHex(`${label} ${counter}`));
      await sendCall(admin, {
        address: oracle,
        abi: devRandomnessOracleAbi,
        functionName: 'commit',
        args: [[keccak256(seed)]],
      });
      return seed;
    },
    fulfil(requestId: bigint, seed: Hex): Promise<TransactionReceipt> {
      return sendCall(admin, {
        address: oracle,
        abi: devRandomnessOracleAbi,
        functionName: 'fulfill',
        args: [requestId, seed],
      });
    },
    wordOf(seed: Hex, requestId: bigint): Promise<bigint> {
      return admin.readContract({
        address: oracle,
        abi: devRandomnessOracleAbi,
        functionName: 'wordOf',
        args: [seed, requestId],
      });
    },
  };
}
