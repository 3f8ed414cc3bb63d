import {
  type Abi,
  type AbiEvent,
  type AbiParameter,
  type Address,
  decodeEventLog,
  type Hex,
  toEventSelector,
} from 'viem';
import type { IndexedLog, IndexerSubscription } from './types';

export type JsonSafeArgs = IndexedLog['args'];

/** A log as eth_getLogs returns it (hex quantities), before decoding. */
export interface RawLog {
  readonly address: Hex;
  readonly topics: readonly Hex[];
  readonly data: Hex;
  readonly blockNumber: Hex;
  readonly blockHash: Hex;
  readonly transactionHash: Hex;
  readonly logIndex: Hex;
  readonly removed?: boolean;
}

/**
 * The events one subscription can decode, by topic0. Anonymous events have no topic0 to match
 * on and are not supported (none of our contracts emit them).
 */
export function eventsBySelector(abi: Abi): Map<Hex, AbiEvent> {
  const events = new Map<Hex, AbiEvent>();
  for (const item of abi) {
    if (item.type === 'event' && !item.anonymous) events.set(toEventSelector(item), item);
  }
  return events;
}

/** The decoded event of `log` for one ABI, or undefined when the ABI does not know it. */
export function decodeLog(
  events: Map<Hex, AbiEvent>,
  log: Pick<RawLog, 'topics' | 'data'>,
): { eventName: string; args: JsonSafeArgs } | undefined {
  const [selector] = log.topics;
  const event = selector ? events.get(selector.toLowerCase() as Hex) : undefined;
  if (!event) return undefined;
  let decoded: { args?: unknown };
  try {
    decoded = decodeEventLog({
      abi: [event],
      data: log.data,
      topics: log.topics as [Hex, ...Hex[]],
      strict: true,
    });
  } catch {
    // Same selector, different shape (e.g. ERC-721 vs ERC-20 Transfer indexing): not ours.
    return undefined;
  }
  return { eventName: event.name, args: jsonSafeArgs(event.inputs, decoded.args) };
}

/**
 * The JSON-safe form of decoded event arguments, keyed by parameter name (or position when the
 * ABI leaves it unnamed): bigints become decimal strings, addresses lowercase, small integers
 * stay numbers (as viem decodes them), nested arrays and tuples become JSON text.
 */
export function jsonSafeArgs(inputs: readonly AbiParameter[], decoded: unknown): JsonSafeArgs {
  const args: Record<string, string | number | boolean> = {};
  inputs.forEach((input, index) => {
    const value = Array.isArray(decoded)
      ? decoded[index]
      : (decoded as Record<string, unknown> | undefined)?.[input.name ?? String(index)];
    const key = input.name ? input.name : String(index);
    const safe = jsonSafeValue(input, value);
    args[key] = typeof safe === 'object' ? JSON.stringify(safe) : safe;
  });
  return args;
}

type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue };

function jsonSafeValue(param: AbiParameter, value: unknown): JsonValue {
  if (param.type.endsWith(']') && Array.isArray(value)) {
    const element = { ...param, type: param.type.slice(0, param.type.lastIndexOf('[')) };
    return value.map((item) => jsonSafeValue(element, item));
  }
  if (param.type === 'tuple' && 'components' in param) {
    const tuple: { [key: string]: JsonValue } = {};
    param.components.forEach((component, index) => {
      const item = Array.isArray(value)
        ? value[index]
        : (value as Record<string, unknown>)[component.name ?? String(index)];
      tuple[component.name ? component.name : String(index)] = jsonSafeValue(component, item);
    });
    return tuple;
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return param.type === 'address' ? (value.toLowerCase() as Address) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`Cannot store event argument ${param.name ?? ''} of type ${param.type}`);
}

/** One subscription and its decoder, prepared once per indexer. */
export interface PreparedSubscription {
  readonly subscription: IndexerSubscription;
  /** Lowercase. */
  readonly address: Address;
  readonly events: Map<Hex, AbiEvent>;
}

export function prepareSubscription(subscription: IndexerSubscription): PreparedSubscription {
  return {
    subscription,
    address: subscription.address.toLowerCase() as Address,
    events: eventsBySelector(subscription.abi),
  };
}
