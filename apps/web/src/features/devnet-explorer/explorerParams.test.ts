// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAddress, parseTxHash } from './explorerParams';

describe('explorer URL parameters', () => {
  const hash = `0x${'Ab'.repeat(32)}`;
  it('accepts a 32-byte hash in any case and lower-cases it', () => {
    expect(parseTxHash(hash)).toBe(hash.toLowerCase());
  });
  it.each([undefined, '', '0x', hash.slice(0, -1), `${hash}0`, hash.slice(2), `0x${'g'.repeat(64)}`])(
    'refuses the hash %s',
    (value) => {
      expect(parseTxHash(value)).toBeNull();
    },
  );
  it('checksums an address and refuses a wrong checksum or length', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(parseAddress(address.toLowerCase())).toBe(address);
    expect(parseAddress(address.replace('C51812', 'c51812'))).toBeNull();
    expect(parseAddress('0x1234')).toBeNull();
    expect(parseAddress(undefined)).toBeNull();
  });
});
