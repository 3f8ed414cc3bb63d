import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dragoMetadataEndpoint,
  GENESIS_EGG_ID_MAX,
  GENESIS_EGG_ID_MIN,
  genesisHatchRequestSchema,
  inventoryRequestSchema,
  isGenesisTokenId,
  tokenIdSchema,
  tokenPathSchema,
} from './dragos';
import { endpoint, pathWith, servedPath } from './endpoint';

describe('drago request schemas', () => {
  it.each([
    [20001, 20001],
    ['20001', 20001],
    [0, 0],
  ])('takes the token id %j', (input, output) => {
    expect(tokenIdSchema.parse(input)).toBe(output);
  });
  it.each([[-1], [1.5], ['1e3'], [''], ['0x10'], [null], ['9'.repeat(17)]])(
    'refuses the token id %j',
    (input) => {
      expect(tokenIdSchema.safeParse(input).success).toBe(false);
    },
  );
  it('takes a transaction hash in any case and answers it lowercase; refuses anything else', () => {
    const hash = `0x${'AB'.repeat(32)}`;
    expect(genesisHatchRequestSchema.parse({ txHash: hash }).txHash).toBe(hash.toLowerCase());
    for (const bad of ['0x1234', `0x${'g'.repeat(64)}`, 'ab'.repeat(32), `0x${'ab'.repeat(32)}\u0000`]) {
      expect(genesisHatchRequestSchema.safeParse({ txHash: bad }).success).toBe(false);
    }
  });
  it("takes '' as the address of a visitor and lowercases a wallet's", () => {
    expect(inventoryRequestSchema.parse({ address: '', includeRent: false })).toEqual({
      address: '',
      includeRent: false,
    });
    expect(
      inventoryRequestSchema.parse({ address: `0x${'AA'.repeat(20)}`, includeRent: true, network: 2 })
        .address,
    ).toBe(`0x${'aa'.repeat(20)}`);
    expect(inventoryRequestSchema.safeParse({ address: '', includeRent: false, network: 3 }).success).toBe(
      false,
    );
  });
  it('spec 2 §9: genesis eggs are ids 10001 to 20000', () => {
    expect([GENESIS_EGG_ID_MIN, GENESIS_EGG_ID_MAX]).toEqual([10_001, 20_000]);
    expect([10_000, 10_001, 20_000, 20_001].map(isGenesisTokenId)).toEqual([false, true, true, false]);
  });
});

describe('endpoints with path parameters', () => {
  it('fills the path with its parameters', () => {
    expect(pathWith(servedPath(dragoMetadataEndpoint), { tokenId: 20001 })).toBe(
      '/nft/api/drago/metadata/20001',
    );
    expect(pathWith('/api/drago/image/:tokenId.svg', { tokenId: '7' })).toBe('/api/drago/image/7.svg');
    expect(pathWith('/a/:x', { x: 'a/b' })).toBe('/a/a%2Fb');
    expect(() => pathWith('/a/:x', {})).toThrow(':x');
  });
  it('reads the token id of a path strictly', () => {
    expect(tokenPathSchema.parse({ tokenId: '20001' })).toEqual({ tokenId: 20001 });
    for (const tokenId of ['01', '-1', '1.5', 'abc', '', '9'.repeat(17)]) {
      expect(tokenPathSchema.safeParse({ tokenId }).success, tokenId).toBe(false);
    }
  });
  it('refuses path parameters without a params schema, on a POST, or with a query', () => {
    const reply = z.object({});
    const base = { base: 'nft', path: '/api/x/:id', reply, access: 'anyone', summary: 'x' } as const;
    expect(() => endpoint({ ...base, method: 'GET' })).toThrow('path parameters');
    expect(() => endpoint({ ...base, method: 'POST', request: z.strictObject({}), example: {} })).toThrow(
      'path parameters',
    );
    const made = endpoint({
      ...base,
      method: 'GET',
      params: z.strictObject({ id: z.string() }),
      paramsExample: { id: '1' },
    });
    expect(made.params).toBeDefined();
    expect(made.request).toBeUndefined();
  });
});
