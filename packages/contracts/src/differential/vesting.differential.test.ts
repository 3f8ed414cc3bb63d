import {
  type AllocatableSchedule,
  allocateClaims,
  claimableAmount,
  type PaidClaim,
  payableTotal,
  type VestingTerms,
  vestingVoucherTypedData,
} from '@kingdoms/shared/vesting';
import fc from 'fast-check';
import { type Address, keccak256, parseEventLogs, toHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from '../accounts';
import { type RunningAnvil, startAnvil } from '../anvil';
import { type ChainEndpoint, type LocalClient, localClient } from '../clients';
import { deployChain } from '../deploy';
import { a2zAbi, vestingAbi } from '../generated/abis';
import { freePort } from '../ports';
import { revertOfCall, sendCall } from '../testing/chainCalls';
import { DIFFERENTIAL_RUNS } from './runs';

/**
 * The vesting arithmetic lives in packages/shared/src/vesting.ts (what a schedule has unlocked, how
 * the contract's one paid amount is shared among a wallet's schedules, what is claimable) and in
 * Vesting.sol (a voucher pays its cumulative amount minus what was paid). Random schedules — with
 * cliffs, stops and any frequency — and random claims (all, or one schedule's) at random times go
 * through both as the API does it: the contract must pay exactly what the shared rules call
 * claimable, never beyond what the schedules will ever pay, and a voucher sent again pays nothing.
 */

const START = 1_750_000_000;
const DAY = 86_400;
/** Far ahead: the contract checks deadlines against the chain's clock, the schedules use `now`. */
const DEADLINE = 2n ** 40n;

let anvil: RunningAnvil;
let endpoint: ChainEndpoint;
let signer: LocalClient;
let vesting: Address;
let beneficiaryCount = 0;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31352 });
  endpoint = { rpcUrl: anvil.rpcUrl, chainId: 31352 };
  const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
  // The deployer is Vesting's owner and first voucher signer (the deploy recipe).
  const { contracts } = await deployChain(['A2Z', 'Vesting'], endpoint, deployerKey);
  vesting = contracts.Vesting;
  signer = localClient(endpoint, deployerKey);
  await sendCall(signer, {
    address: contracts.A2Z,
    abi: a2zAbi,
    functionName: 'mint',
    args: [vesting, 10n ** 40n],
  });
});

afterAll(async () => {
  await anvil?.stop();
});

const terms: fc.Arbitrary<VestingTerms> = fc
  .record({
    total: fc.bigInt({ min: 1n, max: 10n ** 24n }),
    startDelay: fc.integer({ min: 0, max: 60 * DAY }),
    cliff: fc.option(fc.integer({ min: 1, max: 90 * DAY }), { nil: null }),
    frequency: fc.integer({ min: 3600, max: 30 * DAY }),
    count: fc.integer({ min: 1, max: 48 }),
    stopAfter: fc.option(fc.integer({ min: 0, max: 400 * DAY }), { nil: null }),
  })
  .map(({ startDelay, stopAfter, ...rest }) => ({
    ...rest,
    started: START + startDelay,
    stoppedAt: stopAfter === null ? null : START + startDelay + stopAfter,
  }));

const claims = fc.array(
  fc.record({ advance: fc.integer({ min: 0, max: 90 * DAY }), schedule: fc.option(fc.nat(), { nil: null }) }),
  { minLength: 1, maxLength: 4 },
);

async function paidOf(beneficiary: Address): Promise<bigint> {
  return signer.readContract({
    address: vesting,
    abi: vestingAbi,
    functionName: 'paid',
    args: [beneficiary],
  });
}

async function voucherArgs(beneficiary: Address, cumulativeAmount: bigint) {
  const voucher = { beneficiary, cumulativeAmount, deadline: DEADLINE };
  const signature = await signer.signTypedData({
    account: signer.account!,
    ...vestingVoucherTypedData(endpoint.chainId, vesting, voucher),
  });
  return [beneficiary, cumulativeAmount, DEADLINE, signature] as const;
}

describe('vesting: packages/shared and Vesting agree', () => {
  it('on what each claim pays, for any schedules and claim times', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(terms, { minLength: 1, maxLength: 3 }), claims, async (allTerms, steps) => {
        beneficiaryCount += 1;
        const beneficiary = privateKeyToAddress(keccak256(toHex(`vesting differential ${beneficiaryCount}`)));
        const schedules: AllocatableSchedule[] = allTerms.map((t, index) => ({ id: `s${index}`, terms: t }));
        const paidClaims: PaidClaim[] = [];
        let now = START;
        let lastArgs: Awaited<ReturnType<typeof voucherArgs>> | undefined;
        for (const step of steps) {
          now += step.advance;
          // As the API: share what was paid among the schedules, then claim all or one schedule's.
          const { claimedById } = allocateClaims(schedules, paidClaims, now);
          const claimable = schedules.map((s) => claimableAmount(s.terms, claimedById.get(s.id) ?? 0n, now));
          const chosen = step.schedule === null ? null : step.schedule % schedules.length;
          const amount =
            chosen === null ? claimable.reduce((sum, value) => sum + value, 0n) : claimable[chosen]!;
          if (amount === 0n) continue;
          const paid = await paidOf(beneficiary);
          lastArgs = await voucherArgs(beneficiary, paid + amount);
          const receipt = await sendCall(signer, {
            address: vesting,
            abi: vestingAbi,
            functionName: 'claim',
            args: lastArgs,
          });
          const [claimed] = parseEventLogs({ abi: vestingAbi, eventName: 'Claimed', logs: receipt.logs });
          expect(claimed?.args.amount).toBe(amount);
          paidClaims.push({ amount, vestingId: chosen === null ? null : schedules[chosen]!.id });
        }
        const paid = await paidOf(beneficiary);
        expect(paid).toBe(paidClaims.reduce((sum, claim) => sum + claim.amount, 0n));
        expect(paid).toBeLessThanOrEqual(schedules.reduce((sum, s) => sum + payableTotal(s.terms), 0n));
        expect(allocateClaims(schedules, paidClaims, now).unallocated).toBe(0n);
        if (lastArgs) {
          const replay = await revertOfCall(signer, {
            address: vesting,
            abi: vestingAbi,
            functionName: 'claim',
            args: lastArgs,
          });
          expect(replay.errorName).toBe('NothingToClaim');
        }
      }),
      // A transaction per claim: a fifth of the runs.
      { numRuns: Math.ceil(DIFFERENTIAL_RUNS / 5) },
    );
  });
});
