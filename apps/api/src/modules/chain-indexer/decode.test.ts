import { a2zAbi, stakingAbi } from '@kingdoms/contracts/generated/abis';
import { type Abi, encodeAbiParameters, encodeEventTopics, type Hex, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeLog, eventsBySelector, jsonSafeArgs } from './decode';

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
