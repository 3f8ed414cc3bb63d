import { a2zAbi, stakingAbi } from '@kingdoms/contracts/generated/abis';
import { type Abi, type AbiEvent, encodeAbiParameters, encodeEventTopics, type Hex, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeLog, decodeStaticLog, decodeWithViem, eventsBySelector, jsonSafeArgs } from './decode';

const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** encodeEventTopics leaves room for OR-filters (null, arrays); with every argument given each topic is one hash. */
const topicsOf = (topics: readonly unknown[]) => topics as Hex[];

describe('decodeLog', () => {
  it('hands over JSON-safe args: bigints as decimal strings, addresses lowercase, small ints as numbers', () => {
    const topics = encodeEventTopics({
      abi: stakingAbi,
      eventName: 'Staked',
      args: { holder: HOLDER, continent: 7 },
    });
    const data = encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'uint256' }],
      [2n ** 70n, 123456789012345678901234567890n],
    );
    const decoded = decodeLog(eventsBySelector(stakingAbi), { topics: topicsOf(topics), data });
    expect(decoded).toEqual({
      eventName: 'Staked',
      args: {
        holder: HOLDER.toLowerCase(),
        continent: 7,
        amount: (2n ** 70n).toString(),
        newStake: '123456789012345678901234567890',
      },
    });
    // What the database gives back for jsonb is the same value.
    expect(JSON.parse(JSON.stringify(decoded?.args))).toEqual(decoded?.args);
  });

  it('ignores events the ABI does not know and same-selector events of another shape', () => {
    const approval = encodeEventTopics({
      abi: a2zAbi,
      eventName: 'Approval',
      args: { owner: HOLDER, spender: HOLDER },
    });
    expect(
      decodeLog(eventsBySelector(stakingAbi), { topics: topicsOf(approval), data: '0x' }),
    ).toBeUndefined();

    // ERC-721 Transfer: same topic0 as ERC-20's, but the token id is indexed and there is no data.
    const erc721 = parseAbi([
      'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
    ]);
    const topics = encodeEventTopics({
      abi: erc721,
      eventName: 'Transfer',
      args: { from: HOLDER, to: HOLDER, tokenId: 5n },
    });
    expect(decodeLog(eventsBySelector(a2zAbi), { topics: topicsOf(topics), data: '0x' })).toBeUndefined();
    expect(decodeLog(eventsBySelector(a2zAbi), { topics: [], data: '0x' })).toBeUndefined();
  });
});

describe('decodeStaticLog (the fast path)', () => {
  /** A deterministic pseudo-random source (mulberry32), so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const next = random(12);
  const hexDigits = (n: number) =>
    Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(next() * 16)]).join('');
  /** A word: often a proper small value (zero-padded), sometimes all ones, sometimes any 32 bytes. */
  const word = () => {
    const pick = next();
    if (pick < 0.4) return hexDigits(Math.floor(next() * 12)).padStart(64, '0');
    if (pick < 0.5) return 'f'.repeat(64 - 2) + hexDigits(2);
    if (pick < 0.6) return next() < 0.5 ? '0'.repeat(64) : `${'0'.repeat(63)}1`;
    if (pick < 0.7) return hexDigits(40).padStart(64, '0');
    return hexDigits(64);
  };

  const abi = parseAbi([
    'event Wide(address indexed who, uint8 indexed small, int64 indexed signedMid, bool flag, uint48 mid, uint56 big, int8 tiny, int256 huge, bytes1 one, bytes32 full, uint256 amount, int48 signedSmall)',
    'event Unnamed(uint256, address indexed, bool)',
    'event Nothing()',
  ]);
  const events = [...eventsBySelector(abi).entries()];

  it('decodes exactly as viem does, or leaves the log to viem', () => {
    let fast = 0;
    for (let i = 0; i < 3000; i++) {
      const [selector, event] = events[i % events.length] as [Hex, AbiEvent];
      const indexed = event.inputs.filter((input) => input.indexed).length;
      const words = event.inputs.length - indexed;
      let topics: Hex[] = [selector, ...Array.from({ length: indexed }, () => `0x${word()}` as Hex)];
      let data = `0x${Array.from({ length: words }, word).join('')}`;
      const shape = next();
      if (shape < 0.05)
        topics = topics.slice(0, -1); // a topic missing
      else if (shape < 0.1)
        data = data.slice(0, -64); // a word missing
      else if (shape < 0.13)
        data = `${data}${word()}`; // an extra word (viem ignores it)
      else if (shape < 0.15)
        data = `${data}ab`; // not whole words
      else if (shape < 0.18) data = data.toUpperCase().replace('0X', '0x');
      else if (shape < 0.2) topics = topics.map((topic) => topic.toUpperCase().replace('0X', '0x') as Hex);
      const log = { topics, data: data as Hex };
      const viem = decodeWithViem(event, log);
      const ours = decodeStaticLog(event, log);
      if (ours !== undefined) {
        fast++;
        expect(ours, JSON.stringify(log)).toEqual(viem);
        expect(Object.keys(ours)).toEqual(Object.keys(viem ?? {}));
      }
      expect(decodeLog(eventsBySelector(abi), log)?.args).toEqual(viem);
    }
    // Most logs take the fast path (the rest carry values viem refuses, or a broken shape).
    expect(fast).toBeGreaterThan(1000);
  });

  it('takes the fast path for the pledging and token events, and not for dynamic types', () => {
    const topics = encodeEventTopics({
      abi: stakingAbi,
      eventName: 'Staked',
      args: { holder: HOLDER, continent: 26 },
    });
    const data = encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [5n, 2n ** 200n]);
    const staked = eventsBySelector(stakingAbi).get(topicsOf(topics)[0] as Hex) as AbiEvent;
    expect(decodeStaticLog(staked, { topics: topicsOf(topics), data })).toEqual({
      holder: HOLDER.toLowerCase(),
      continent: 26,
      amount: '5',
      newStake: (2n ** 200n).toString(),
    });
    const dynamic = parseAbi(['event Named(string label, uint256 amount)'])[0] as AbiEvent;
    const encoded = encodeAbiParameters(dynamic.inputs, ['x', 1n]);
    expect(decodeStaticLog(dynamic, { topics: [], data: encoded })).toBeUndefined();
  });
});

describe('jsonSafeArgs', () => {
  it('names unnamed parameters by position and stores arrays and tuples as JSON text', () => {
    const abi = parseAbi([
      'struct Part { address owner; uint256 amount; }',
      'event Mixed(address, bool flag, bytes32 id, string label, uint256[] amounts, Part part)',
    ]) as Abi;
    const event = [...eventsBySelector(abi).values()][0]!;
    const args = jsonSafeArgs(event.inputs, [
      HOLDER,
      true,
      `0x${'ab'.repeat(32)}`,
      'hello',
      [1n, 2n ** 64n],
      { owner: HOLDER, amount: 3n },
    ]);
    expect(args).toEqual({
      '0': HOLDER.toLowerCase(),
      flag: true,
      id: `0x${'ab'.repeat(32)}`,
      label: 'hello',
      amounts: JSON.stringify(['1', (2n ** 64n).toString()]),
      part: JSON.stringify({ owner: HOLDER.toLowerCase(), amount: '3' }),
    });
  });
});
