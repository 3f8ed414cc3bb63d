import { NonceTooLowError, TransactionExecutionError } from 'viem';
import { describe, expect, it } from 'vitest';
import { createNonceManager, isAlreadyKnown, isStaleNonce } from './nonceManager';
import { sharedSenders } from './senders';

const sender = '0x00000000000000000000000000000000000000aa';

function managerOver(counts: number[]) {
  let read = 0;
  return createNonceManager({
    sender,
    chainId: 1,
    pendingCount: async () => counts[Math.min(read++, counts.length - 1)] as number,
  });
}

describe('nonce manager', () => {
  it('takes the node pending count while nothing was sent', async () => {
    expect(await managerOver([7]).next()).toBe(7);
  });

  it('never goes below the nonce after the last accepted one, when a provider lags behind', async () => {
    // The provider answering the count has not seen nonce 7 yet (another provider took it).
    const nonces = managerOver([7, 7, 9]);
    const first = await nonces.next();
    nonces.sent(first);
    expect(await nonces.next()).toBe(8);
    // Once the node is ahead (someone else sent too), the node wins.
    expect(await nonces.next()).toBe(9);
  });

  it('forgets the kept nonce on resync (a dropped or replaced transaction): the node is the truth', async () => {
    const nonces = managerOver([7, 7]);
    nonces.sent(7);
    nonces.sent(8);
    nonces.resync();
    expect(await nonces.next()).toBe(7);
  });

  it("recognises the nodes' ways of saying the nonce is taken, and nothing else", () => {
    expect(isStaleNonce(new NonceTooLowError({ nonce: 3 }))).toBe(true);
    expect(isStaleNonce(new Error('nonce too low: next nonce 5, tx nonce 3'))).toBe(true);
    expect(isStaleNonce(new Error('replacement transaction underpriced'))).toBe(true);
    expect(isStaleNonce(new Error('execution reverted: AlreadyPaid()'))).toBe(false);
    expect(isStaleNonce(new Error('insufficient funds for gas'))).toBe(false);
    expect(isStaleNonce(new TransactionExecutionError(new NonceTooLowError({ nonce: 1 }), {} as never))).toBe(
      true,
    );
  });

  it('recognises a node that already holds the very transaction (geth, anvil), and nothing else', () => {
    expect(isAlreadyKnown(new Error('already known'))).toBe(true);
    expect(
      isAlreadyKnown(
        Object.assign(new Error('Transaction creation failed.'), { details: 'transaction already imported' }),
      ),
    ).toBe(true);
    expect(isAlreadyKnown(new Error('nonce too low'))).toBe(false);
    expect(isAlreadyKnown(new Error('replacement transaction underpriced'))).toBe(false);
  });
});

describe('one job per sender', () => {
  const a = { chainId: 1, address: sender } as const;
  it('names two jobs sending from one account on one chain', () => {
    expect(
      sharedSenders([
        { singleton: 'payouts', senders: [a] },
        { singleton: 'relayer', senders: [{ ...a, address: '0x00000000000000000000000000000000000000AA' }] },
      ]),
    ).toEqual([`payouts and relayer both send from ${sender} on chain 1`]);
  });

  it('allows one account on different chains, and one job listing its account twice', () => {
    expect(
      sharedSenders([
        { singleton: 'payouts', senders: [a, { ...a, chainId: 2 }] },
        {
          singleton: 'relayer',
          senders: [
            { ...a, chainId: 3 },
            { ...a, chainId: 3 },
          ],
        },
      ]),
    ).toEqual([]);
  });
});
