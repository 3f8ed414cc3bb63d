/**
 * Compile-time test, checked by `tsc -p apps/web` (part of `npm run typecheck`): a transaction
 * request is typed by its ABI, so a wrong function name or wrong arguments do not compile. Each
 * `@ts-expect-error` fails the typecheck as soon as the line below it compiles. Nothing here runs.
 */
import type { DeployedContract } from '@kingdoms/contracts/contractOf';
import { claimRewardEndpoint } from '@kingdoms/shared/api/staking';
import { expectTypeOf } from 'vitest';
import { TransactionButton } from './TransactionButton';
import type { TransactionFlow, TxRequest } from './useTransactionFlow';

declare const flow: TransactionFlow;
declare const staking: DeployedContract<'Staking'>;
declare const merge: DeployedContract<'StickerMerge'>;
declare const tokenIds: bigint[];

const { address, abi } = staking;
const button = { flow, network: 'polygon', label: 'Complete' } as const;

export function runIsTypedByTheAbi() {
  // Right name and argument types.
  void flow.run({ address, abi, functionName: 'stake', args: [1, 5n] });
  void flow.run({ address, abi, functionName: 'unstake', args: [26, 1n] });
  // A registry contract spreads in as it is.
  void flow.run({ ...staking, functionName: 'stake', args: [1, 5n] });
  // @ts-expect-error: the spread ABI still checks the name
  void flow.run({ ...staking, functionName: 'stakee', args: [1, 5n] });

  // @ts-expect-error: Staking has no function `stakee`
  void flow.run({ address, abi, functionName: 'stakee', args: [1, 5n] });
  // @ts-expect-error: `stakeOf` is a view function, not a transaction
  void flow.run({ address, abi, functionName: 'stakeOf', args: [address, 1] });
  // @ts-expect-error: stake(uint8 continent, uint256 amount) takes a number and a bigint
  void flow.run({ address, abi, functionName: 'stake', args: ['1', 5n] });
  // @ts-expect-error: one argument too few
  void flow.run({ address, abi, functionName: 'stake', args: [1] });
  // @ts-expect-error: one argument too many
  void flow.run({ address, abi, functionName: 'stake', args: [1, 5n, 0n] });
  // @ts-expect-error: stake takes arguments, so `args` is required
  void flow.run({ address, abi, functionName: 'stake' });
}

export function transactionButtonIsTypedByTheAbi() {
  TransactionButton({
    ...button,
    request: () => ({ address: merge.address, abi: merge.abi, functionName: 'merge', args: [tokenIds] }),
  });
  TransactionButton({
    ...button,
    // @ts-expect-error: StickerMerge has no function `burn`
    request: () => ({ address: merge.address, abi: merge.abi, functionName: 'burn', args: [tokenIds] }),
  });
  TransactionButton({
    ...button,
    // @ts-expect-error: merge(uint256[] tokenIds) takes an array of bigints
    request: () => ({ address: merge.address, abi: merge.abi, functionName: 'merge', args: [['1']] }),
  });
}

export function stepsAreTypedByTheAbi() {
  // A server-prepared write: the sign-in step's endpoint, then the request the preparation builds.
  TransactionButton({
    ...button,
    request: () => ({
      signIn: claimRewardEndpoint,
      action: 'merge',
      prepare: async () => ({
        address: merge.address,
        abi: merge.abi,
        functionName: 'merge',
        args: [tokenIds],
      }),
    }),
  });
  TransactionButton({
    ...button,
    // @ts-expect-error: the prepared request is checked against its ABI too (no `burn`)
    request: () => ({
      signIn: claimRewardEndpoint,
      action: 'merge',
      prepare: async () => ({
        address: merge.address,
        abi: merge.abi,
        functionName: 'burn',
        args: [tokenIds],
      }),
    }),
  });
  // An approval-for-all names a collection and its operator; an ERC-20 one needs its amount.
  void flow.run({
    address: merge.address,
    abi: merge.abi,
    functionName: 'merge',
    args: [tokenIds],
    approval: [{ collection: address, operator: merge.address }],
  });
  void flow.run({
    address: merge.address,
    abi: merge.abi,
    functionName: 'merge',
    args: [tokenIds],
    // @ts-expect-error: an ERC-20 approval without its amount
    approval: { token: address, spender: merge.address },
  });
}

export function requestTypes() {
  // A request names its ABI: there is no untyped default to fall back on.
  // @ts-expect-error: TxRequest needs the ABI type
  expectTypeOf<TxRequest>().not.toBeNever();
  expectTypeOf<TxRequest<typeof merge.abi, 'merge'>['functionName']>().toEqualTypeOf<'merge'>();
  expectTypeOf<TxRequest<typeof merge.abi, 'merge'>['args']>().toEqualTypeOf<readonly [readonly bigint[]]>();
}
