import type { Kysely } from 'kysely';
import type { Abi, AbiEvent, AbiParameter, Address, ContractEventName, DecodeEventLogReturnType } from 'viem';
import type { Database } from '../../db/schema';
import { jsonSafeArgs } from './decode';
import type { IndexedLog, IndexerSubscription } from './types';

/**
 * Typed chain events (the shape of Ponder's `ponder.on("Contract:Event")`, on our own engine): a
 * module names the contract's ABI and one handler pair per event, and each handler receives the
 * event's arguments typed from the ABI, exactly as viem's decodeEventLog types them (integers up
 * to 48 bits as numbers, wider ones as bigints, addresses lowercase). The engine decodes every
 * log once (decode.ts) and stores it JSON-safe; `typedArgs` turns that stored form back into the
 * typed one by the ABI, so a log read from the chain and one loaded back for a rollback look the
 * same. No handler validates its arguments again.
 */

/** The arguments of event `N` of `TAbi`, typed as viem decodes them. */
export type EventArgs<TAbi extends Abi, N extends ContractEventName<TAbi>> = DecodeEventLogReturnType<
  TAbi,
  N
>['args'];

/** An indexed log of event `N` (a union over `N`), its arguments typed from the ABI. */
export type TypedLog<TAbi extends Abi, N extends ContractEventName<TAbi> = ContractEventName<TAbi>> = {
  [K in N]: Omit<IndexedLog, 'eventName' | 'args'> & {
    readonly eventName: K;
    readonly args: EventArgs<TAbi, K>;
  };
}[N];

/** What one event does to a module's tables, and how a reorg undoes it (inside the indexer's transaction). */
export interface EventHandler<L> {
  apply(trx: Kysely<Database>, log: L): Promise<void>;
  revert(trx: Kysely<Database>, log: L): Promise<void>;
}

/** A handler pair per event name of `TAbi` (only the events a module cares about). */
export type EventHandlers<TAbi extends Abi, N extends ContractEventName<TAbi>> = {
  readonly [K in N]: EventHandler<TypedLog<TAbi, K>>;
};

/** The untyped apply/revert pair the engine calls, dispatching each log to its event's handler. */
export interface LogHandlers {
  apply(trx: Kysely<Database>, log: IndexedLog): Promise<void>;
  revert(trx: Kysely<Database>, log: IndexedLog): Promise<void>;
}

const eventsByName = new WeakMap<Abi, Map<string, AbiEvent>>();

function abiEvent(abi: Abi, name: string): AbiEvent | undefined {
  let events = eventsByName.get(abi);
  if (!events) {
    events = new Map();
    for (const item of abi) if (item.type === 'event' && !events.has(item.name)) events.set(item.name, item);
    eventsByName.set(abi, events);
  }
  return events.get(name);
}

/**
 * The log of one of `names` with its arguments typed from `abi`, or undefined for any other
 * event of the contract. Throws when the stored arguments do not fit the ABI (a bug: the throw
 * rolls the indexer's batch back and it logs the error).
 */
export function typedLog<TAbi extends Abi, N extends ContractEventName<TAbi>>(
  abi: TAbi,
  names: readonly N[],
  log: IndexedLog,
): TypedLog<TAbi, N> | undefined {
  if (!(names as readonly string[]).includes(log.eventName)) return undefined;
  const event = abiEvent(abi, log.eventName);
  if (!event) throw new Error(`The ABI has no event ${log.eventName}`);
  return { ...log, args: typedArgs(event, log.args) } as unknown as TypedLog<TAbi, N>;
}

/** The arguments of any event of `abi` by name, in viem's decoded types (for handlers keyed by a table of names). */
export function argsOf(abi: Abi, log: IndexedLog): Record<string, Typed> {
  const event = abiEvent(abi, log.eventName);
  if (!event) throw new Error(`The ABI has no event ${log.eventName}`);
  return typedArgs(event, log.args);
}

/**
 * A typed log's arguments back in the stored, JSON-safe form (as `IndexedLog.args`): for a module
 * that keeps an event's arguments as they came (dragos' event log), so its rows are the same
 * whether the handler was typed or not.
 */
export function storedArgs(
  abi: Abi,
  log: { readonly eventName: string; readonly args: unknown },
): IndexedLog['args'] {
  const event = abiEvent(abi, log.eventName);
  if (!event) throw new Error(`The ABI has no event ${log.eventName}`);
  return jsonSafeArgs(event.inputs, log.args);
}

/** The typed logs of `names` among `logs`, in their order (for set-based batch handlers). */
export function typedLogs<TAbi extends Abi, N extends ContractEventName<TAbi>>(
  abi: TAbi,
  names: readonly N[],
  logs: readonly IndexedLog[],
): TypedLog<TAbi, N>[] {
  return logs.flatMap((log) => typedLog(abi, names, log) ?? []);
}

/** Dispatches each log to its event's handler; other events of the contract are ignored. */
export function onEvents<const TAbi extends Abi, N extends ContractEventName<TAbi>>(
  abi: TAbi,
  handlers: EventHandlers<TAbi, N>,
): LogHandlers {
  const names = Object.keys(handlers) as N[];
  const handlerOf = (log: IndexedLog) => {
    const typed = typedLog(abi, names, log);
    return typed && { typed, handler: handlers[typed.eventName as N] as EventHandler<TypedLog<TAbi, N>> };
  };
  return {
    async apply(trx, log) {
      const found = handlerOf(log);
      if (found) await found.handler.apply(trx, found.typed);
    },
    async revert(trx, log) {
      const found = handlerOf(log);
      if (found) await found.handler.revert(trx, found.typed);
    },
  };
}

/** What a module hands the indexer: where its contract is, and its handlers per event. */
export interface TypedSubscriptionSpec<TAbi extends Abi, N extends ContractEventName<TAbi>> {
  /** Unique and stable, e.g. 'staking': it names the subscription's stored logs. */
  readonly name: string;
  readonly chainId: number;
  readonly address: Address;
  readonly abi: TAbi;
  /** The first block to read (the contract's deployment block). */
  readonly startBlock: bigint;
  readonly on: EventHandlers<TAbi, N>;
  /** Optional set-based apply of a run of the handled events (as IndexerSubscription.applyBatch). */
  applyBatch?(trx: Kysely<Database>, logs: readonly TypedLog<TAbi, N>[]): Promise<void>;
  /** Optional set-based revert, newest first (as IndexerSubscription.revertBatch). */
  revertBatch?(trx: Kysely<Database>, logs: readonly TypedLog<TAbi, N>[]): Promise<void>;
}

/** The subscriptions `subscription()` built: the registry takes no other from a module. */
const typedSubscriptions = new WeakSet<IndexerSubscription>();

/** Built by `subscription({ on })`, so its handlers are typed from its ABI (issue 39 item 4). */
export function isTypedSubscription(candidate: IndexerSubscription): boolean {
  return typedSubscriptions.has(candidate);
}

/** A subscription of typed handlers, in the form the engine runs (its reorg, cursor and lock guarantees). */
export function subscription<const TAbi extends Abi, N extends ContractEventName<TAbi>>(
  spec: TypedSubscriptionSpec<TAbi, N>,
): IndexerSubscription {
  const { on, applyBatch, revertBatch, ...where } = spec;
  const names = Object.keys(on) as N[];
  const built: IndexerSubscription = {
    ...where,
    ...onEvents(spec.abi, on),
    ...(applyBatch && { applyBatch: (trx, logs) => applyBatch(trx, typedLogs(spec.abi, names, logs)) }),
    ...(revertBatch && { revertBatch: (trx, logs) => revertBatch(trx, typedLogs(spec.abi, names, logs)) }),
  };
  typedSubscriptions.add(built);
  return built;
}

export type Typed = string | number | bigint | boolean | readonly Typed[] | { readonly [key: string]: Typed };

/** The stored (JSON-safe) arguments of `event` in viem's decoded types, keyed by name (position when unnamed). */
export function typedArgs(event: AbiEvent, stored: IndexedLog['args']): Record<string, Typed> {
  const args: Record<string, Typed> = {};
  event.inputs.forEach((input, index) => {
    const key = input.name ? input.name : String(index);
    const value = stored[key];
    if (value === undefined) throw new Error(`Event ${event.name} has no argument ${key}`);
    const nested = input.type.endsWith(']') || input.type === 'tuple';
    args[key] = typedValue(
      input,
      nested && typeof value === 'string' ? (JSON.parse(value) as unknown) : value,
    );
  });
  return args;
}

function typedValue(param: AbiParameter, value: unknown): Typed {
  const fail = () => new Error(`Event argument ${param.name ?? ''} is not a ${param.type}: ${String(value)}`);
  if (param.type.endsWith(']')) {
    if (!Array.isArray(value)) throw fail();
    const element = { ...param, type: param.type.slice(0, param.type.lastIndexOf('[')) };
    return value.map((item: unknown) => typedValue(element, item));
  }
  if (param.type === 'tuple' && 'components' in param) {
    if (typeof value !== 'object' || value === null) throw fail();
    const tuple: Record<string, Typed> = {};
    param.components.forEach((component, index) => {
      const key = component.name ? component.name : String(index);
      tuple[key] = typedValue(component, (value as Record<string, unknown>)[key]);
    });
    return tuple;
  }
  const integer = /^u?int(\d*)$/.exec(param.type);
  if (integer) {
    // As viem (and the stored form): above 48 bits a bigint (stored as decimal text), else a number.
    if (Number(integer[1] || 256) > 48) {
      if ((typeof value !== 'string' && typeof value !== 'number') || !/^-?\d+$/.test(String(value)))
        throw fail();
      return BigInt(value);
    }
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw fail();
    return value;
  }
  if (param.type === 'bool') {
    if (typeof value !== 'boolean') throw fail();
    return value;
  }
  if (typeof value !== 'string') throw fail();
  if (param.type === 'address') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw fail();
    return value.toLowerCase();
  }
  return value;
}
