// @vitest-environment node
import { eggAbi } from '@kingdoms/contracts/generated/abis';
import { type Address, encodeAbiParameters, encodeEventTopics, type Log } from 'viem';
import { describe, expect, it } from 'vitest';
import { eggIdFromReceipt } from './eggFromReceipt';

const EGG: Address = '0x00000000000000000000000000000000000e9901';
const OTHER: Address = '0x0000000000000000000000000000000000000bad';
const OWNER: Address = '0x00000000000000000000000000000000000000a1';
const SOMEONE: Address = '0x00000000000000000000000000000000000000b2';

function eggLaid(
  address: Address,
  eggId: bigint,
  owner: Address,
  parents: [bigint, bigint] = [21001n, 21003n],
): Log {
  return {
    address,
    topics: encodeEventTopics({ abi: eggAbi, eventName: 'EggLaid', args: { eggId, owner } }) as Log['topics'],
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], parents),
    blockHash: null,
    blockNumber: null,
    logIndex: null,
    transactionHash: null,
    transactionIndex: null,
    removed: false,
  };
}

const egg = { address: EGG, abi: eggAbi };

describe('eggIdFromReceipt (spec 2 §4: the new egg token id from the receipt log)', () => {
  it('reads the egg laid to the breeder by the Egg contract', () => {
    expect(eggIdFromReceipt({ logs: [eggLaid(EGG, 20006n, OWNER)] }, egg, OWNER)).toBe(20006);
  });

  it('ignores the same event from another contract, eggs of someone else, and other logs', () => {
    const transfer: Log = { ...eggLaid(EGG, 1n, OWNER), topics: [`0x${'11'.repeat(32)}`] };
    const logs = [
      eggLaid(OTHER, 99n, OWNER),
      eggLaid(EGG, 98n, SOMEONE),
      transfer,
      eggLaid(EGG, 20007n, OWNER),
    ];
    expect(eggIdFromReceipt({ logs }, egg, OWNER)).toBe(20007);
  });

  it('compares addresses in any case and answers null without an egg', () => {
    const upper = OWNER.toUpperCase().replace('0X', '0x') as Address;
    expect(eggIdFromReceipt({ logs: [eggLaid(EGG, 5n, OWNER)] }, egg, upper)).toBe(5);
    expect(eggIdFromReceipt({ logs: [] }, egg, OWNER)).toBeNull();
  });
});
