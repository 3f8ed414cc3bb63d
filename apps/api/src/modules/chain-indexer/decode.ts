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
  const args = decodeStaticLog(event, log) ?? decodeWithViem(event, log);
  return args ? { eventName: event.name, args } : undefined;
}

/** viem's strict decoding: undefined when the log does not fit the event's shape. */
export function decodeWithViem(
  event: AbiEvent,
  log: Pick<RawLog, 'topics' | 'data'>,
): JsonSafeArgs | undefined {
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
  return jsonSafeArgs(event.inputs, decoded.args);
}

/** One 32-byte word (64 lowercase hex digits) to its JSON-safe value; undefined: not a valid one. */
type WordDecoder = (word: string) => string | number | boolean | undefined;

interface StaticField {
  readonly key: string;
  readonly decode: WordDecoder;
}

/** How to read an event whose every argument is one word (uintN, intN, address, bool, bytesN). */
interface StaticEventPlan {
  /** In argument order, each from its topic or its data word. */
  readonly fields: readonly (StaticField & {
    readonly source: 'topic' | 'data';
    readonly position: number;
  })[];
  readonly topics: number;
  readonly words: number;
}

const ZERO_WORD = '0'.repeat(64);
const ONE_WORD = `${'0'.repeat(63)}1`;
const HEX = /^0x[0-9a-fA-F]*$/;

function wordDecoder(type: string): WordDecoder | undefined {
  if (type === 'address') return (word) => `0x${word.slice(24)}`;
  if (type === 'bool') return (word) => (word === ZERO_WORD ? false : word === ONE_WORD ? true : undefined);
  const bytes = /^bytes(\d+)$/.exec(type);
  if (bytes) {
    const size = Number(bytes[1]);
    return size >= 1 && size <= 32 ? (word) => `0x${word.slice(0, size * 2)}` : undefined;
  }
  const integer = /^(u?)int(\d*)$/.exec(type);
  if (integer) {
    const bits = Number(integer[2] || 256);
    if (bits < 8 || bits > 256 || bits % 8 !== 0) return undefined;
    const signed = integer[1] === '';
    return (word) => {
      const value = signed ? BigInt.asIntN(256, BigInt(`0x${word}`)) : BigInt(`0x${word}`);
      // As viem: above 48 bits a bigint (stored as text), else a number, which must be safe.
      if (bits > 48) return value.toString();
      const number = Number(value);
      return Number.isSafeInteger(number) ? number : undefined;
    };
  }
  return undefined;
}

const staticPlans = new WeakMap<AbiEvent, StaticEventPlan | null>();

function staticPlan(event: AbiEvent): StaticEventPlan | null {
  let plan = staticPlans.get(event);
  if (plan !== undefined) return plan;
  let topics = 0;
  let words = 0;
  const fields: StaticEventPlan['fields'][number][] = [];
  for (const [index, input] of event.inputs.entries()) {
    const decode = wordDecoder(input.type);
    if (!decode) {
      fields.length = 0;
      break;
    }
    const key = input.name ? input.name : String(index);
    if (input.indexed) fields.push({ key, decode, source: 'topic', position: 1 + topics++ });
    else fields.push({ key, decode, source: 'data', position: words++ });
  }
  plan = fields.length === event.inputs.length ? { fields, topics, words } : null;
  staticPlans.set(event, plan);
  return plan;
}

/**
 * The fast path of decoding (viem's generic decoder costs ~25 µs a log, a catch-up decodes
 * tens of thousands): an event whose arguments are all one-word types, from a well-formed log,
 * read word by word into exactly what viem's decoding gives. Undefined for anything else (other
 * types, missing topics, short or odd data, a value viem refuses): viem then decides.
 */
export function decodeStaticLog(
  event: AbiEvent,
  log: Pick<RawLog, 'topics' | 'data'>,
): JsonSafeArgs | undefined {
  const plan = staticPlan(event);
  if (!plan || log.topics.length < 1 + plan.topics) return undefined;
  // viem matches topic0 case-sensitively (and refuses an upper-case one): so do we.
  if (log.topics[0] !== log.topics[0]?.toLowerCase()) return undefined;
  const data = log.data;
  if (
    plan.words > 0 &&
    (!HEX.test(data) || data.length - 2 < plan.words * 64 || (data.length - 2) % 64 !== 0)
  ) {
    return undefined;
  }
  const args: Record<string, string | number | boolean> = {};
  for (const field of plan.fields) {
    let word: string;
    if (field.source === 'topic') {
      const topic = log.topics[field.position];
      if (topic?.length !== 66 || !HEX.test(topic)) return undefined;
      word = topic.slice(2).toLowerCase();
    } else {
      word = data.slice(2 + field.position * 64, 2 + (field.position + 1) * 64).toLowerCase();
    }
    const value = field.decode(word);
    if (value === undefined) return undefined;
    args[field.key] = value;
  }
  return args;
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
