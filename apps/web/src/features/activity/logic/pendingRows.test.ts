// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageParts, pendingRows } from './pendingRows';

const HASH_A = `0x${'a'.repeat(64)}`;
const HASH_B = `0x${'b'.repeat(64)}`;

describe('pendingRows', () => {
  it('lists newest first with the network, the feature and the age', () => {
    const rows = pendingRows(
      [
        { hash: HASH_A, chainId: 31337, flowId: 'my-reward.claim', sentAt: 1_000 },
        { hash: HASH_B, chainId: 31339, flowId: 'roulette.spin', sentAt: 50_000 },
      ],
      61_000,
      'devnet',
    );
    expect(rows).toEqual([
      {
        hash: HASH_B,
        replaced: false,
        chainId: 31339,
        network: 'Arena-Z',
        feature: 'roulette',
        ageSeconds: 11,
        awaitingSigners: undefined,
      },
      {
        hash: HASH_A,
        replaced: false,
        chainId: 31337,
        network: 'Ethereum',
        feature: 'my-reward',
        ageSeconds: 60,
        awaitingSigners: undefined,
      },
    ]);
  });

  it("shows a Safe's proposal waiting for its signers (k of n), then names its execution (issue 44)", () => {
    const proposal = {
      hash: HASH_A,
      account: 'contract' as const,
      signers: { confirmed: 1, required: 2 },
      chainId: 31337,
      flowId: 'pledging.pledge',
      sentAt: 1_000,
    };
    const [waiting] = pendingRows([proposal], 2_000, 'devnet');
    expect(waiting).toMatchObject({ hash: HASH_A, awaitingSigners: { confirmed: 1, required: 2 } });
    const [executed] = pendingRows([{ ...proposal, executedBy: HASH_B }], 2_000, 'devnet');
    expect(executed).toMatchObject({ hash: HASH_B, awaitingSigners: undefined });
    // An EOA's transaction never shows signers, whatever is stored.
    const [eoa] = pendingRows([{ ...proposal, account: 'eoa' }], 2_000, 'devnet');
    expect(eoa?.awaitingSigners).toBeUndefined();
  });

  it('names and links the wallet’s replacement of a sped-up transaction (issue 36)', () => {
    const [row] = pendingRows(
      [{ hash: HASH_A, replacedBy: HASH_B, chainId: 31337, flowId: 'pledging.pledge', sentAt: 1_000 }],
      2_000,
      'devnet',
    );
    expect(row).toMatchObject({ hash: HASH_B, replaced: true, feature: 'pledging' });
  });

  it('names an unknown chain by its id and never shows a negative age', () => {
    const [row] = pendingRows([{ hash: HASH_A, chainId: 5, flowId: 'x', sentAt: 2_000 }], 1_000, 'devnet');
    expect(row).toMatchObject({ network: 'chain 5', feature: 'x', ageSeconds: 0 });
  });
});

describe('ageParts', () => {
  it.each([
    [0, 'seconds', 0],
    [59, 'seconds', 59],
    [60, 'minutes', 1],
    [3599, 'minutes', 59],
    [3600, 'hours', 1],
    [86_399, 'hours', 23],
    [86_400, 'days', 1],
  ] as const)('%i s is %s %i', (seconds, unit, count) => {
    expect(ageParts(seconds)).toEqual({ unit, count });
  });
});
