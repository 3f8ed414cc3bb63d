import { describe, expect, it } from 'vitest';
import { shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps the first 5 characters, "..." and the last 3 (spec 3 §9)', () => {
    expect(shortenAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('0x709...9c8');
  });
  it('leaves short strings alone', () => {
    expect(shortenAddress('')).toBe('');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });
});
