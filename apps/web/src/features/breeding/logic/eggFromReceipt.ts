import { type Abi, type Address, isAddressEqual, type Log, parseEventLogs } from 'viem';

/**
 * Spec 2 §4: on the receipt the new egg's token id is read from the receipt's log: the
 * `EggLaid(eggId, owner, parentA, parentB)` event of the Egg contract (DragoBreeding's own
 * `DragoBred` carries the same id). Only logs of `eggAddress` count, so a token with an event of
 * the same name cannot fake one; the first egg laid to `owner` is the one (one breed, one egg).
 */
export function eggIdFromReceipt(
  receipt: { logs: Log[] },
  egg: { address: Address; abi: Abi },
  owner: Address,
): number | null {
  const laid = parseEventLogs({ abi: egg.abi, logs: receipt.logs, eventName: 'EggLaid', strict: false });
  for (const log of laid) {
    if (!isAddressEqual(log.address, egg.address)) continue;
    const args = log.args as { eggId?: bigint; owner?: Address };
    if (args.eggId === undefined || !args.owner || !isAddressEqual(args.owner, owner)) continue;
    return Number(args.eggId);
  }
  return null;
}
