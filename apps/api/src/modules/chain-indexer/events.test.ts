import { stakingAbi } from '@kingdoms/contracts/generated/abis';
import { decodeEventLog, encodeAbiParameters, encodeEventTopics, erc1155Abi, type Hex, parseAbi } from 'viem';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { decodeLog, eventsBySelector } from './decode';
import { onEvents, subscription, type TypedLog, typedArgs, typedLog } from './events';
import type { IndexedLog } from './types';

const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** What the indexer hands a subscription: the stored (JSON-safe) form, as it comes back from jsonb. */
function indexed(eventName: string, args: IndexedLog['args']): IndexedLog {
  return {
    chainId: 31337,
    blockNumber: 5n,
    blockHash: `0x${'b'.repeat(64)}`,
    blockTime: 1_700_000_000,
    txHash: `0x${'a'.repeat(64)}`,
    logIndex: 0,
    address: '0x0000000000000000000000000000000000000001',
    eventName,
    args: JSON.parse(JSON.stringify(args)) as IndexedLog['args'],
  };
}

describe('typed chain events', () => {
  it('hands a handler the arguments viem decodes (bigints, small ints as numbers, addresses lowercase), typed from the ABI', async () => {
    const topics = encodeEventTopics({
      abi: stakingAbi,
      eventName: 'Staked',
      args: { holder: HOLDER, continent: 7 },
    });
    const data = encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [2n ** 70n, 3n]);
    const stored = decodeLog(eventsBySelector(stakingAbi), { topics: topics as Hex[], data });
    const viem = decodeEventLog({ abi: stakingAbi, topics: topics as [Hex, ...Hex[]], data });

    const seen: TypedLog<typeof stakingAbi, 'Staked'>[] = [];
    const handlers = onEvents(stakingAbi, {
      Staked: {
        apply: async (_trx, log) => void seen.push(log),
        revert: async () => {},
      },
    });
    // Other events of the contract are not this module's: ignored.
    await handlers.apply({} as never, indexed('Unstaked', stored!.args));
    await handlers.apply({} as never, indexed('Staked', stored!.args));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.args).toEqual({ ...viem.args, holder: HOLDER.toLowerCase() });
    expectTypeOf(seen[0]!.args.amount).toEqualTypeOf<bigint>();
    expectTypeOf(seen[0]!.args.continent).toEqualTypeOf<number>();
  });

  it('restores arrays from their stored JSON text', () => {
    const log = typedLog(
      erc1155Abi,
      ['TransferBatch'],
      indexed('TransferBatch', {
        operator: HOLDER.toLowerCase(),
        from: HOLDER.toLowerCase(),
        to: HOLDER.toLowerCase(),
        ids: JSON.stringify(['1', '2']),
        values: JSON.stringify(['10', '20']),
      }),
    );
    expect(log?.args.ids).toEqual([1n, 2n]);
    expect(log?.args.values).toEqual([10n, 20n]);
  });

  it('refuses stored arguments that do not fit the ABI (a bug: the batch rolls back)', () => {
    const [event] = parseAbi(['event Paid(address indexed to, uint256 amount, uint8 kind)']);
    expect(() => typedArgs(event, { to: HOLDER, amount: 'x', kind: 1 })).toThrow(/uint256/);
    expect(() => typedArgs(event, { to: 'nobody', amount: '1', kind: 1 })).toThrow(/address/);
    expect(() => typedArgs(event, { to: HOLDER, amount: '1' })).toThrow(/kind/);
    expect(typedArgs(event, { to: HOLDER, amount: '1', kind: 2 })).toEqual({
      to: HOLDER.toLowerCase(),
      amount: 1n,
      kind: 2,
    });
  });

  it('builds a subscription whose batch handlers get only the handled events, typed', async () => {
    const batches: string[][] = [];
    const built = subscription({
      name: 'test',
      chainId: 31337,
      address: HOLDER,
      abi: erc1155Abi,
      startBlock: 0n,
      on: { TransferSingle: { apply: async () => {}, revert: async () => {} } },
      applyBatch: async (_trx, logs) => void batches.push(logs.map((log) => log.args.id.toString())),
    });
    const single = { operator: HOLDER, from: HOLDER, to: HOLDER, id: '7', value: '1' };
    await built.applyBatch?.({} as never, [
      indexed('TransferSingle', single),
      indexed('ApprovalForAll', { account: HOLDER, operator: HOLDER, approved: true }),
    ]);
    expect(batches).toEqual([['7']]);
    expect(built.revertBatch).toBeUndefined();
  });
});
