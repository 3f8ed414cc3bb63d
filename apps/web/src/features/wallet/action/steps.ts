import type { NetworkKey } from '@kingdoms/shared/networks';
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName } from 'viem';
import type { SessionEndpoint } from '../session/useSessionFor';
import type { ApprovalStep } from '../tx/approvalSteps';

/**
 * A wallet action's steps and THE runner over them (STYLE: Uniswap's interface — a flow hook
 * only builds steps, one runner runs them). Pure: what each step does to the wallet, the API and
 * the page is the runner's `effects` (useWalletAction gives them), so the order and the stops are
 * unit-tested alone (steps.test.ts).
 */

/** A transaction changes state: only these functions of an ABI can be sent. */
type WriteMutability = 'nonpayable' | 'payable';

/** The ABI's functions that can be sent. */
export type TxFunctionName<abi extends Abi> = ContractFunctionName<abi, WriteMutability>;

/** The arguments `functionName` takes. */
export type TxArgs<abi extends Abi, functionName extends TxFunctionName<abi>> = ContractFunctionArgs<
  abi,
  WriteMutability,
  functionName
>;

/**
 * One contract write, optionally preceded by approvals (ERC-20 allowance, ERC-721/1155
 * approval-for-all) of the token it spends. Typed by its ABI (a registry ABI is `as const`):
 * `functionName` must be a non-view function of that ABI and `args` its parameter types, required
 * unless it takes none, so a wrong name or argument fails to compile (txRequest.test-d.ts proves
 * it). `args` is its own (const) type parameter, as in viem, so an array literal infers as a tuple.
 */
export type TxRequest<
  abi extends Abi,
  functionName extends TxFunctionName<abi> = TxFunctionName<abi>,
  args extends TxArgs<abi, functionName> = TxArgs<abi, functionName>,
> = {
  address: Address;
  abi: abi;
  functionName: functionName;
  args?: args;
  value?: bigint;
  /** The network the write runs on (a hatch runs on its egg's); without it, the action's network. */
  network?: NetworkKey;
  /**
   * Spec 1 §4: approve `spender` for 1e12 tokens first when the allowance does not cover `amount`;
   * for a collection, approve `operator` for all when it is not yet. Several (breeding pays A2Z
   * and DST) become approval steps one after the other, each skipped when already granted.
   */
  approval?: ApprovalStep | readonly ApprovalStep[];
} & (readonly [] extends TxArgs<abi, functionName> ? unknown : { args: args });

/** A write as the runner carries it, once `write()` has checked it against its ABI. */
export interface ContractCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
  network?: NetworkKey;
}

/** An API failure reply (`{ result: 0, err }`): a step answering one stops, and it is shown. */
export interface RefusedReply {
  result: 0;
  err: { code: string; message: string };
}

/** One step of a wallet action. */
export type WalletStep =
  /** Sign-In with Ethereum, asked only when an endpoint needs a session and none serves. */
  | { kind: 'signIn'; endpoints: readonly SessionEndpoint[] }
  /** The server prepares what follows (a voucher, a relayer's signature): null stops silently. */
  | { kind: 'prepare'; label: string; prepare: () => Promise<WalletSteps | RefusedReply | null> }
  /** An approval the write after it needs; skipped when already granted. */
  | { kind: 'approve'; approval: ApprovalStep; network?: NetworkKey }
  /** The contract write: switch network, send, processing, receipt, refresh. */
  | { kind: 'write'; request: ContractCall }
  /** A signed API call (an off-chain claim, a spin); its reply ends the action (onDone). */
  | { kind: 'call'; label: string; call: () => Promise<unknown> };

/** Steps as a builder returns them: nested lists (a write with its approvals) are flattened. */
export type WalletSteps = readonly (WalletStep | readonly WalletStep[])[];

/** The sign-in step for the endpoints the following steps call. */
export function signIn(...endpoints: readonly SessionEndpoint[]): WalletStep {
  return { kind: 'signIn', endpoints };
}

/** A write checked against its ABI, preceded by the approvals it names. */
export function write<
  const abi extends Abi,
  functionName extends TxFunctionName<abi>,
  const args extends TxArgs<abi, functionName>,
>(request: TxRequest<abi, functionName, args>): readonly WalletStep[] {
  const { approval, ...call } = request;
  const approvals = approval === undefined ? [] : [approval].flat();
  return [
    ...approvals.map((each): WalletStep => ({ kind: 'approve', approval: each, network: request.network })),
    { kind: 'write', request: call as ContractCall },
  ];
}

/** A server preparation (`label` names it in the log, e.g. 'vesting claim'). */
export function prepare(label: string, run: () => Promise<WalletSteps | RefusedReply | null>): WalletStep {
  return { kind: 'prepare', label, prepare: run };
}

/** A signed API call whose reply is the action's result. */
export function call(label: string, run: () => Promise<unknown>): WalletStep {
  return { kind: 'call', label, call: run };
}

/** Whether `value` is an API failure reply. */
export function isRefusal(value: unknown): value is RefusedReply {
  return typeof value === 'object' && value !== null && (value as { result?: unknown }).result === 0;
}

/** Where a step failed, for the one error presentation. */
export type FailedStep = Extract<WalletStep, { kind: 'signIn' | 'prepare' | 'call' }>;

/** What the steps do to the world: useWalletAction's wallet, API and page. */
export interface StepEffects<Receipt> {
  /** False when the wallet went away meanwhile: stop silently. Throws a refused signature. */
  signIn: (endpoints: readonly SessionEndpoint[]) => Promise<boolean>;
  /** Before the first approval or write: the transaction flow starts (and switches network). */
  beginChain: () => void;
  /** Resolves false when the flow stopped (it showed why). */
  approve: (approval: ApprovalStep, network: NetworkKey | undefined) => Promise<boolean>;
  /** Resolves to the receipt, or null when the flow stopped (it showed why). */
  write: (request: ContractCall) => Promise<Receipt | null>;
  /**
   * EIP-5792: a write with the approvals before it, as one wallet prompt when the wallet batches
   * atomically on the write's chain. Resolves like `write`, or to 'unbatched' when the wallet does
   * not batch there: the steps then run one by one. Without it, every step runs on its own.
   */
  writeBatch?: (
    approvals: readonly ApprovalStep[],
    request: ContractCall,
  ) => Promise<Receipt | null | typeof UNBATCHED>;
  /** A failure of an off-chain step (sign-in, preparation, call): shown. */
  fail: (failure: unknown, step: FailedStep) => void;
  /** A failure of a chain step thrown outside the flow's own handling. */
  failChain: (failure: unknown) => void;
}

/** How the steps ended: the last write's receipt and the last call's reply, or a stop. */
export type StepsOutcome<Receipt> =
  | { kind: 'done'; receipt: Receipt | undefined; reply: unknown }
  | { kind: 'stopped' };

const STOPPED = { kind: 'stopped' } as const;

/** `writeBatch`'s answer when the wallet cannot batch: run the steps one by one. */
export const UNBATCHED = 'unbatched';

/**
 * The approvals at the head of `queue` and the write they precede, when they can go as one batch:
 * one approval at least, all on the write's network. Null otherwise (a lone write, an approval
 * followed by anything else).
 */
export function batchAt(
  queue: readonly WalletStep[],
): { approvals: ApprovalStep[]; request: ContractCall; length: number } | null {
  const approvals: ApprovalStep[] = [];
  let index = 0;
  for (; queue[index]?.kind === 'approve'; index++) {
    approvals.push((queue[index] as Extract<WalletStep, { kind: 'approve' }>).approval);
  }
  const next = queue[index];
  if (approvals.length === 0 || next?.kind !== 'write') return null;
  const network = next.request.network;
  const sameNetwork = queue
    .slice(0, index)
    .every((step) => (step as Extract<WalletStep, { kind: 'approve' }>).network === network);
  return sameNetwork ? { approvals, request: next.request, length: index + 1 } : null;
}

/**
 * Runs `steps` in order. Approvals followed by their write go as one batch when `effects` offer
 * `writeBatch` and the wallet takes it (else one by one). A sign-in refused, a preparation answering null or a refusal, a call
 * answering a refusal, or a flow that stopped (a rejection, a revert) ends the run there.
 */
export async function runSteps<Receipt>(
  steps: WalletSteps,
  effects: StepEffects<Receipt>,
): Promise<StepsOutcome<Receipt>> {
  const queue = steps.flat();
  let receipt: Receipt | undefined;
  let reply: unknown;
  let chainStarted = false;
  /** Steps left of a batch the wallet refused to take as one: they run one by one. */
  let oneByOne = 0;
  for (let step = queue.shift(); step; step = queue.shift()) {
    if (step.kind === 'approve' || step.kind === 'write') {
      if (!chainStarted) {
        chainStarted = true;
        effects.beginChain();
      }
      try {
        const batch = effects.writeBatch && oneByOne === 0 ? batchAt([step, ...queue]) : null;
        if (batch && effects.writeBatch) {
          const batched = await effects.writeBatch(batch.approvals, batch.request);
          if (batched === null) return STOPPED;
          if (batched !== UNBATCHED) {
            receipt = batched;
            queue.splice(0, batch.length - 1);
            continue;
          }
          // The wallet does not batch: this approval, the rest and the write run one by one.
          oneByOne = batch.length;
        }
        if (oneByOne > 0) oneByOne--;
        if (step.kind === 'approve') {
          if (!(await effects.approve(step.approval, step.network))) return STOPPED;
        } else {
          const mined = await effects.write(step.request);
          if (mined === null) return STOPPED;
          receipt = mined;
        }
      } catch (failure) {
        effects.failChain(failure);
        return STOPPED;
      }
      continue;
    }
    try {
      if (step.kind === 'signIn') {
        if (!(await effects.signIn(step.endpoints))) return STOPPED;
      } else if (step.kind === 'prepare') {
        const next = await step.prepare();
        if (next === null) return STOPPED;
        if (isRefusal(next)) {
          effects.fail(next, step);
          return STOPPED;
        }
        queue.unshift(...next.flat());
      } else {
        reply = await step.call();
        if (isRefusal(reply)) {
          effects.fail(reply, step);
          return STOPPED;
        }
      }
    } catch (failure) {
      effects.fail(failure, step);
      return STOPPED;
    }
  }
  return { kind: 'done', receipt, reply };
}
