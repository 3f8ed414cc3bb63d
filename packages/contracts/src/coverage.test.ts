import { describe, expect, it } from 'vitest';
import { parseLcov, parsePropertyRuns, percent } from './coverage';

describe('forge output for the bench', () => {
  it('reads line and branch totals per file from lcov', () => {
    const lcov = [
      'TN:',
      'SF:contracts/Staking.sol',
      'DA:10,3',
      'LF:28',
      'LH:27',
      'BRDA:12,0,0,1',
      'BRF:4',
      'BRH:4',
      'end_of_record',
      'TN:',
      'SF:contracts/A2Z.sol',
      'LF:1',
      'LH:1',
      'BRF:0',
      'BRH:0',
      'end_of_record',
    ].join('\n');
    expect(parseLcov(lcov)).toEqual([
      { file: 'contracts/Staking.sol', lines: { hit: 27, found: 28 }, branches: { hit: 4, found: 4 } },
      { file: 'contracts/A2Z.sol', lines: { hit: 1, found: 1 }, branches: { hit: 0, found: 0 } },
    ]);
    expect(percent({ hit: 27, found: 28 })).toBeCloseTo(96.43, 2);
    expect(percent({ hit: 0, found: 0 })).toBe(100);
  });

  it('reads the runs of each fuzz test and invariant, passing or failing', () => {
    const output = [
      '[PASS] invariant_vesting() (runs: 10000, calls: 250000, reverts: 0)',
      '[PASS] testFuzz_payoutPaysOnce(bytes32,uint256,uint256) (runs: 10000, μ: 75678, ~: 75695)',
      '[PASS] test_zeroAmountIsRefused() (gas: 13109)',
      '[FAIL: a payout id paid twice: 2 > 1] invariant_payout() (runs: 12, calls: 300, reverts: 0)',
    ].join('\n');
    expect(parsePropertyRuns(output)).toEqual([
      { test: 'invariant_vesting()', runs: 10000 },
      { test: 'testFuzz_payoutPaysOnce(bytes32,uint256,uint256)', runs: 10000 },
      { test: 'invariant_payout()', runs: 12 },
    ]);
  });
});
