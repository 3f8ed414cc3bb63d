/**
 * Compile-time test, checked by `tsc -p apps/web` (part of `npm run typecheck`): a write step is
 * typed by its ABI, so a wrong function name or wrong arguments do not compile. Each
 * `@ts-expect-error` fails the typecheck as soon as the line below it compiles. Nothing here runs.
 */
import type { DeployedContract } from '@kingdoms/contracts/contractOf';
import { claimRewardEndpoint } from '@kingdoms/shared/api/staking';
import { expectTypeOf } from 'vitest';
import { prepare, signIn, type TxRequest, write } from './steps';

declare const staking: DeployedContract<'Staking'>;
declare const merge: DeployedContract<'StickerMerge'>;
declare const tokenIds: bigint[];

const { address, abi } = staking;

export function writeIsTypedByTheAbi() {
  // Right name and argument types.
  write({ address, abi, functionName: 'stake', args: [1, 5n] });
  write({ address, abi, functionName: 'unstake', args: [26, 1n] });
  // A registry contract spreads in as it is.
  write({ ...staking, functionName: 'stake', args: [1, 5n] });
  // @ts-expect-error: the spread ABI still checks the name
  write({ ...staking, functionName: 'stakee', args: [1, 5n] });

  // @ts-expect-error: Staking has no function `stakee`
  write({ address, abi, functionName: 'stakee', args: [1, 5n] });
  // @ts-expect-error: `stakeOf` is a view function, not a transaction
  write({ address, abi, functionName: 'stakeOf', args: [address, 1] });
  // @ts-expect-error: stake(uint8 continent, uint256 amount) takes a number and a bigint
  write({ address, abi, functionName: 'stake', args: ['1', 5n] });
  // @ts-expect-error: one argument too few
  write({ address, abi, functionName: 'stake', args: [1] });
  // @ts-expect-error: one argument too many
  write({ address, abi, functionName: 'stake', args: [1, 5n, 0n] });
  // @ts-expect-error: stake takes arguments, so `args` is required
  write({ address, abi, functionName: 'stake' });
  // @ts-expect-error: StickerMerge has no function `burn`
  write({ address: merge.address, abi: merge.abi, functionName: 'burn', args: [tokenIds] });
  // @ts-expect-error: merge(uint256[] tokenIds) takes an array of bigints
  write({ address: merge.address, abi: merge.abi, functionName: 'merge', args: [['1']] });
}

export function stepsAreTypedByTheAbi() {
  // A server-prepared write: the sign-in step's endpoint, then the write the preparation builds.
  const steps = [
    signIn(claimRewardEndpoint),
    prepare('merge', async () => [
      write({ address: merge.address, abi: merge.abi, functionName: 'merge', args: [tokenIds] }),
    ]),
  ];
  void steps;
  prepare('merge', async () => [
    // @ts-expect-error: the prepared write is checked against its ABI too (no `burn`)
    write({ address: merge.address, abi: merge.abi, functionName: 'burn', args: [tokenIds] }),
  ]);
  // An approval-for-all names a collection and its operator; an ERC-20 one needs its amount.
  write({
    address: merge.address,
    abi: merge.abi,
    functionName: 'merge',
    args: [tokenIds],
    approval: [{ collection: address, operator: merge.address }],
  });
  write({
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
