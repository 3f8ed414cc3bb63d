import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { createSignedActionVerifier, isFreshSignedAction, type SignedActionKind } from './signedActions';
import { createWalletSignatureVerifier } from './walletSignature';

/** A kind of signed action as rental and comments declare theirs. */
const note: SignedActionKind<{ text: string; chainId: number; issuedAt: string }> = {
  name: 'note',
  message: ({ text, chainId, issuedAt }) =>
    `Kingdoms note\nText: ${text}\nChain ID: ${chainId}\nIssued At: ${issuedAt}`,
  ttlSeconds: 300,
  futureSkewSeconds: 60,
};
const otherKind: typeof note = { ...note, name: 'other' };

const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const now = new Date('2026-11-28T12:00:00.000Z');
const fields = { text: 'hello', chainId: 137, issuedAt: now.toISOString() };
// EOA signatures need no chain: no RPC is configured, so only they can pass.
const verify = createSignedActionVerifier(createWalletSignatureVerifier({ rpcUrlOf: () => undefined }));

async function request(
  over: Partial<typeof fields> = {},
  by = signer,
  signedFields = { ...fields, ...over },
) {
  return {
    fields: { ...fields, ...over },
    chainId: 137,
    address: signer.address.toLowerCase(),
    signature: await by.signMessage({ message: note.message(signedFields) }),
  };
}

describe('the freshness window of a signed action', () => {
  it.each([
    ['issued now', 0, true],
    ['at the end of its time to live', -300, true],
    ['a second past it', -301, false],
    ['a minute ahead (wallet clock skew)', 60, true],
    ['more than that ahead', 61, false],
  ])('%s', (_, offsetSeconds, fresh) => {
    const issuedAt = new Date(now.getTime() + offsetSeconds * 1000);
    expect(isFreshSignedAction(note, issuedAt, now)).toBe(fresh);
  });

  it('refuses an unparseable time', () => {
    expect(isFreshSignedAction(note, new Date('not a date'), now)).toBe(false);
  });
});

describe.each(testDatabases())('the signed-action verifier on $name', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("accepts the wallet's signature of the rebuilt message, once", async () => {
    const verdict = await verify(note, await request(), now);
    if (!verdict.ok) throw new Error(`refused: ${verdict.refusal}`);
    expect(verdict.message).toBe(note.message(fields));
    expect(verdict.issuedAt).toEqual(now);
    expect(await database.db.transaction().execute((trx) => verdict.record(trx))).toBe(true);
    // The same message again, by any kind of action: a replay.
    const again = await verify(note, await request(), now);
    if (!again.ok) throw new Error('refused');
    expect(await again.record(database.db)).toBe(false);
    const asOther = await verify(otherKind, await request(), now);
    if (!asOther.ok) throw new Error('refused');
    expect(await asOther.record(database.db)).toBe(false);
  });

  it('of two concurrent uses, records exactly one', async () => {
    const fresh = await request({ text: 'twice at once' });
    const [a, b] = await Promise.all([verify(note, fresh, now), verify(note, fresh, now)]);
    if (!a.ok || !b.ok) throw new Error('refused');
    const recorded = await Promise.all([a.record(database.db), b.record(database.db)]);
    expect(recorded.filter(Boolean)).toHaveLength(1);
  });

  it("refuses another wallet's signature, and a signature of other fields (another chain, other text)", async () => {
    expect(await verify(note, await request({}, stranger), now)).toEqual({
      ok: false,
      refusal: 'invalid_signature',
    });
    const signedForAnotherChain = await request({}, signer, { ...fields, chainId: 1 });
    expect(await verify(note, signedForAnotherChain, now)).toEqual({
      ok: false,
      refusal: 'invalid_signature',
    });
    const edited = { ...(await request()), fields: { ...fields, text: 'edited' } };
    expect(await verify(note, edited, now)).toEqual({ ok: false, refusal: 'invalid_signature' });
  });

  it('refuses a stale or far-future message even with a good signature', async () => {
    const stale = new Date(now.getTime() - 301_000).toISOString();
    expect(await verify(note, await request({ issuedAt: stale }), now)).toEqual({
      ok: false,
      refusal: 'expired',
    });
    const ahead = new Date(now.getTime() + 61_000).toISOString();
    expect(await verify(note, await request({ issuedAt: ahead }), now)).toEqual({
      ok: false,
      refusal: 'expired',
    });
  });
});
