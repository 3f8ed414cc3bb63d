// @vitest-environment node
import { rouletteCommitment, rouletteDraw } from '@kingdoms/shared/rouletteFair';
import { describe, expect, it } from 'vitest';
import { honestEntry, OTHER_SEED, SEED, WALLET, WEIGHTS } from '../testing/fixtures';
import { formatPercent, oddsTable } from './verify';
import { verifySpin } from './verifySpin';
import { prizeNameKey, segmentPath, WHEEL_SEGMENTS } from './wheel';

describe('verifySpin (provably fair, in the browser)', () => {
  it('verifies an honest spin of a revealed period', () => {
    const entry = honestEntry(3, '2026-01-01T00:00:00Z');
    expect(verifySpin(entry, WALLET)).toEqual({ status: 'verified', prize: entry.result });
  });

  it('refuses a seed that is not the committed one', () => {
    const entry = { ...honestEntry(1, '2026-01-01T00:00:00Z'), commitment: rouletteCommitment(OTHER_SEED) };
    expect(verifySpin(entry, WALLET)).toEqual({ status: 'commitment_mismatch' });
  });

  it('refuses a recorded prize the seed does not draw', () => {
    const entry = honestEntry(2, '2026-01-01T00:00:00Z');
    const recorded = entry.result === 10 ? 9 : entry.result + 1;
    expect(verifySpin({ ...entry, result: recorded }, WALLET)).toEqual({
      status: 'draw_mismatch',
      expected: entry.result,
      recorded,
    });
  });

  it("uses the wallet and the spin number: another wallet's or spin's draw does not verify", () => {
    // Find a spin number whose draw differs from spin 1's, so the check is meaningful.
    const entry = honestEntry(1, '2026-01-01T00:00:00Z');
    const other = Array.from({ length: 50 }, (_, i) => i + 2).find(
      (spin) => rouletteDraw(SEED, WALLET, spin, WEIGHTS) !== entry.result,
    );
    expect(other).toBeDefined();
    expect(verifySpin({ ...entry, spin: other as number }, WALLET).status).toBe('draw_mismatch');
  });

  it('says the seed is not revealed yet while the period runs', () => {
    expect(verifySpin(honestEntry(1, '2026-01-01T00:00:00Z', false), WALLET)).toEqual({
      status: 'not_revealed',
    });
    expect(SEED).not.toBe(OTHER_SEED);
  });
});

describe('oddsTable: declared odds next to the measured distribution', () => {
  it('divides weights by their sum and counts by the total', () => {
    const rows = oddsTable([3, 1, 0, 0, 0, 0, 0, 0, 0, 0], [1, 3, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(rows[0]).toEqual({ prizeId: 1, declared: 0.75, measured: 0.25, count: 1 });
    expect(rows[1]).toEqual({ prizeId: 2, declared: 0.25, measured: 0.75, count: 3 });
    expect(rows).toHaveLength(10);
  });

  it('shows 0 % measured before the first spin', () => {
    expect(oddsTable(WEIGHTS, Array(10).fill(0)).every((row) => row.measured === 0)).toBe(true);
  });

  it('formats percents with 2 decimals', () => {
    expect(formatPercent(0.3)).toBe('30.00%');
    expect(formatPercent(0.005)).toBe('0.50%');
  });
});

describe('wheel drawing', () => {
  it('has 10 segments of 36° in prize order, each named from the catalogue', () => {
    expect(WHEEL_SEGMENTS.map((segment) => segment.prizeId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const segment of WHEEL_SEGMENTS) expect(segment.endAngle - segment.startAngle).toBe(36);
    expect(prizeNameKey(1)).toBe('prize.land_lv1');
    expect(prizeNameKey(10)).toBe('prize.legendary_drago');
  });

  it('draws a slice from the centre along its arc', () => {
    expect(segmentPath(100, 0, 90)).toBe('M0 0L0.000 -100.000A100 100 0 0 1 100.000 0.000Z');
  });
});
