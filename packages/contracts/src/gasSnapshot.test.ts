import { describe, expect, it } from 'vitest';
import { compareGasSnapshots, parseGasSnapshot } from './gasSnapshot';

const SNAPSHOT = `GasTest:test_Staking_stake() (gas: 100000)
GasTest:test_Staking_unstake() (gas: 50000)
`;

describe('gas snapshot check', () => {
  it("reads forge's snapshot lines and skips fuzz entries", () => {
    const entries = parseGasSnapshot(`${SNAPSHOT}StakingTest:testFuzz_x(uint256) (runs: 1000, μ: 5, ~: 5)\n`);
    expect([...entries]).toEqual([
      ['GasTest:test_Staking_stake()', 100000],
      ['GasTest:test_Staking_unstake()', 50000],
    ]);
  });

  it('passes growth up to 5 % and fails growth beyond it', () => {
    const committed = parseGasSnapshot(SNAPSHOT);
    const within = new Map([
      ['GasTest:test_Staking_stake()', 105000],
      ['GasTest:test_Staking_unstake()', 50000],
    ]);
    expect(compareGasSnapshots(committed, within, 5).failures).toEqual([]);
    const beyond = new Map([...within, ['GasTest:test_Staking_stake()', 105001]]);
    expect(compareGasSnapshots(committed, beyond, 5).failures).toEqual([
      'GasTest:test_Staking_stake(): 100000 → 105001 gas (+5.00 %)',
    ]);
  });

  it('notes a cheaper function without failing', () => {
    const measured = new Map([
      ['GasTest:test_Staking_stake()', 90000],
      ['GasTest:test_Staking_unstake()', 50000],
    ]);
    const { failures, notes } = compareGasSnapshots(parseGasSnapshot(SNAPSHOT), measured, 5);
    expect(failures).toEqual([]);
    expect(notes).toEqual(['GasTest:test_Staking_stake(): 100000 → 90000 gas (-10.00 %), cheaper']);
  });

  it('fails a gas test missing from the snapshot and a snapshot entry without its test', () => {
    const measured = new Map([
      ['GasTest:test_Staking_stake()', 100000],
      ['GasTest:test_Vesting_claim()', 60000],
    ]);
    expect(compareGasSnapshots(parseGasSnapshot(SNAPSHOT), measured, 5).failures).toEqual([
      'GasTest:test_Vesting_claim(): 60000 gas, not in the snapshot',
      'GasTest:test_Staking_unstake(): in the snapshot, no such gas test',
    ]);
  });
});
