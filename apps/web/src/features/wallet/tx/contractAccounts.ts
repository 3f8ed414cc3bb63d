import type { Hash, Hex, TransactionReceipt } from 'viem';
import { z } from 'zod';

/**
 * Contract accounts in the transaction flow (issue 44 item 1). A Safe answers
 * `eth_sendTransaction` with a `safeTxHash`: the hash of its proposal, which never appears on
 * chain. The other owners sign it in the Safe Transaction Service, and one of them executes it,
 * which is another transaction with a hash of its own. So a contract account's transaction is
 * followed through the service by its `safeTxHash`, shown as "Waiting for the other signers
 * (k of n)", and then its execution is followed to its receipt. It is never called dropped: the
 * node not knowing the hash is the normal state of a proposal. These are the pure parts; the
 * polling is in followTransaction.ts.
 */

/**
 * Whether bytecode makes an account a contract account. EIP-7702 delegated accounts
 * (`0xef0100` + address) are EOAs that run code: they send ordinary transactions.
 */
export function isContractCode(code: Hex | undefined): boolean {
  if (!code || code === '0x') return false;
  return !code.toLowerCase().startsWith('0xef0100');
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/;

/**
 * What the portal reads of the Safe Transaction Service's
 * `GET /api/v1/multisig-transactions/{safeTxHash}/` (its other fields are ignored).
 */
export const safeMultisigTxSchema = z.object({
  safeTxHash: z.string(),
  /** The Safe's threshold when proposed: the signatures it needs. */
  confirmationsRequired: z.number().int().min(1),
  confirmations: z.array(z.object({ owner: z.string() })).nullish(),
  isExecuted: z.boolean(),
  /** Whether the executed call succeeded (null until executed). */
  isSuccessful: z.boolean().nullish(),
  /** The execution's transaction hash, once executed. */
  transactionHash: z.string().regex(hashPattern).nullish(),
});
export type SafeMultisigTx = z.infer<typeof safeMultisigTxSchema>;

/** The signatures a contract account's transaction has and needs ("k of n"). */
export interface Signers {
  confirmed: number;
  required: number;
}

/** What one poll of a contract account's transaction saw. */
export interface ContractFollowObservation {
  /** The hash's own receipt: a smart account whose wallet answers with a real transaction hash. */
  receipt: TransactionReceipt | null;
  /** The service's record of the hash; null when it does not know it (yet) or there is no service. */
  proposal: SafeMultisigTx | null;
}

/**
 * The pure decision after one poll of a contract account's transaction. There is no "dropped":
 * a proposal may wait for its signers for days.
 */
export type ContractFollowStep =
  | { kind: 'mined'; receipt: TransactionReceipt }
  /** Executed: follow `hash` to its receipt; `succeeded` false when the Safe's call failed. */
  | { kind: 'executed'; hash: Hash; succeeded: boolean | undefined }
  /** Still waiting for signatures (`signers` unknown until the service knows the proposal). */
  | { kind: 'wait'; signers: Signers | undefined };

export function nextContractFollowStep({ receipt, proposal }: ContractFollowObservation): ContractFollowStep {
  if (receipt) return { kind: 'mined', receipt };
  if (!proposal) return { kind: 'wait', signers: undefined };
  if (proposal.isExecuted && proposal.transactionHash) {
    return {
      kind: 'executed',
      hash: proposal.transactionHash as Hash,
      succeeded: proposal.isSuccessful ?? undefined,
    };
  }
  const owners = new Set(
    (proposal.confirmations ?? []).map((confirmation) => confirmation.owner.toLowerCase()),
  );
  return { kind: 'wait', signers: { confirmed: owners.size, required: proposal.confirmationsRequired } };
}

/** The service's URL of one proposal (`base` without a trailing slash, as /config.json gives it). */
export function safeMultisigTxUrl(base: string, safeTxHash: string): string {
  return `${base.replace(/\/+$/, '')}/api/v1/multisig-transactions/${safeTxHash}/`;
}

/**
 * The service's record of `safeTxHash`: null when it does not know it (404: not proposed yet, or
 * another service). Throws on any other failure (the caller keeps waiting and asks again).
 */
export async function readSafeMultisigTx(
  base: string,
  safeTxHash: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SafeMultisigTx | null> {
  const response = await fetchImpl(safeMultisigTxUrl(base, safeTxHash), {
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Safe Transaction Service answered ${response.status}`);
  return safeMultisigTxSchema.parse(await response.json());
}
