import fc from 'fast-check';
import type { TransactionReceipt } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import {
  isContractCode,
  nextContractFollowStep,
  readSafeMultisigTx,
  type SafeMultisigTx,
  safeMultisigTxUrl,
} from './contractAccounts';

const SAFE_TX_HASH = `0x${'5a'.repeat(32)}`;
const EXECUTION = `0x${'e0'.repeat(32)}`;
const OWNER_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OWNER_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const receipt = { status: 'success', transactionHash: EXECUTION } as TransactionReceipt;

const proposal = (overrides: Partial<SafeMultisigTx> = {}): SafeMultisigTx => ({
  safeTxHash: SAFE_TX_HASH,
  confirmationsRequired: 2,
  confirmations: [{ owner: OWNER_1 }],
  isExecuted: false,
  isSuccessful: null,
  transactionHash: null,
  ...overrides,
});

describe('isContractCode', () => {
  it('a Safe (code) is a contract account; no code, or an EIP-7702 delegation, is an EOA', () => {
    expect(isContractCode('0x6080604052')).toBe(true);
    expect(isContractCode('0x')).toBe(false);
    expect(isContractCode(undefined)).toBe(false);
    expect(isContractCode(`0xef0100${'ab'.repeat(20)}`)).toBe(false);
    expect(isContractCode(`0xEF0100${'ab'.repeat(20)}`)).toBe(false);
  });
});

describe('nextContractFollowStep (a Safe proposal)', () => {
  it('waits with signers unknown while the service does not know the safeTxHash', () => {
    expect(nextContractFollowStep({ receipt: null, proposal: null })).toEqual({
      kind: 'wait',
      signers: undefined,
    });
  });

  it('counts k of n: distinct owners who confirmed, of the signatures required', () => {
    expect(nextContractFollowStep({ receipt: null, proposal: proposal() })).toEqual({
      kind: 'wait',
      signers: { confirmed: 1, required: 2 },
    });
    // The same owner twice (another case of its address) counts once; none yet counts 0.
    const twice = proposal({ confirmations: [{ owner: OWNER_1 }, { owner: OWNER_1.toLowerCase() }] });
    expect(nextContractFollowStep({ receipt: null, proposal: twice })).toMatchObject({
      signers: { confirmed: 1, required: 2 },
    });
    expect(
      nextContractFollowStep({ receipt: null, proposal: proposal({ confirmations: [] }) }),
    ).toMatchObject({
      signers: { confirmed: 0, required: 2 },
    });
    const both = proposal({ confirmations: [{ owner: OWNER_1 }, { owner: OWNER_2 }] });
    expect(nextContractFollowStep({ receipt: null, proposal: both })).toMatchObject({
      signers: { confirmed: 2, required: 2 },
    });
  });

  it('follows the execution once the service names its transaction hash', () => {
    const executed = proposal({ isExecuted: true, isSuccessful: true, transactionHash: EXECUTION });
    expect(nextContractFollowStep({ receipt: null, proposal: executed })).toEqual({
      kind: 'executed',
      hash: EXECUTION,
      succeeded: true,
    });
    // Executed but the hash not given yet: still waiting, never an end.
    const noHash = proposal({ isExecuted: true, transactionHash: null });
    expect(nextContractFollowStep({ receipt: null, proposal: noHash }).kind).toBe('wait');
  });

  it('ends with a receipt of the hash itself (a smart account that sends a real transaction)', () => {
    expect(nextContractFollowStep({ receipt, proposal: null })).toEqual({ kind: 'mined', receipt });
  });

  it('never says dropped, whatever the service and the node answer', () => {
    const proposals = fc.option(
      fc.record({
        safeTxHash: fc.constant(SAFE_TX_HASH),
        confirmationsRequired: fc.integer({ min: 1, max: 10 }),
        confirmations: fc.option(fc.array(fc.record({ owner: fc.constantFrom(OWNER_1, OWNER_2) })), {
          nil: null,
        }),
        isExecuted: fc.boolean(),
        isSuccessful: fc.option(fc.boolean(), { nil: null }),
        transactionHash: fc.option(fc.constant(EXECUTION), { nil: null }),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(proposals, fc.boolean(), (answer, mined) => {
        const step = nextContractFollowStep({ receipt: mined ? receipt : null, proposal: answer });
        expect(['mined', 'executed', 'wait']).toContain(step.kind);
      }),
    );
  });
});

describe('readSafeMultisigTx (the service’s documented endpoint)', () => {
  it('asks GET /api/v1/multisig-transactions/{safeTxHash}/ and reads the record', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify({ ...proposal(), nonce: 3, to: OWNER_2 })),
    );
    await expect(readSafeMultisigTx('http://service.test/', SAFE_TX_HASH, fetchImpl)).resolves.toEqual(
      proposal(),
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      `http://service.test/api/v1/multisig-transactions/${SAFE_TX_HASH}/`,
      expect.anything(),
    );
    expect(safeMultisigTxUrl('http://service.test', SAFE_TX_HASH)).toBe(
      `http://service.test/api/v1/multisig-transactions/${SAFE_TX_HASH}/`,
    );
  });

  it('a 404 is "not proposed yet" (null); another failure or a malformed record throws', async () => {
    await expect(
      readSafeMultisigTx(
        'http://service.test',
        SAFE_TX_HASH,
        async () => new Response('{}', { status: 404 }),
      ),
    ).resolves.toBeNull();
    await expect(
      readSafeMultisigTx(
        'http://service.test',
        SAFE_TX_HASH,
        async () => new Response('{}', { status: 503 }),
      ),
    ).rejects.toThrow(/503/);
    await expect(
      readSafeMultisigTx(
        'http://service.test',
        SAFE_TX_HASH,
        async () => new Response('{"isExecuted":"no"}'),
      ),
    ).rejects.toThrow();
  });
});
