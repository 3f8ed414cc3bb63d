import { failureReplySchema } from '@kingdoms/shared/api/envelope';
import { ApiHttpError, ApiNetworkError, ApiReplyError } from '../api/client';
import type { LogLevel } from '../lib/logger';
import { type ClientErrorCode, isKnownErrorCode } from './errorCodes';

/** EIP-1193: the user rejected the request in the wallet. */
export const USER_REJECTED_CODE = 4001;

/**
 * An error thrown on purpose with the code of the text people should read (e.g. a wallet that is
 * not installed, a network switch that failed). Wrap the cause so developers keep the details.
 */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
  /** Interpolated as {{reason}} where the code's text has one. */
  readonly reason: string | undefined;
  constructor(
    readonly code: string,
    /** `message` is for developers (defaults to the code); people read the code's catalogue text. */
    options?: { cause?: unknown; reason?: string; message?: string },
  ) {
    super(options?.message ?? (options?.reason ? `${code}: ${options.reason}` : code), {
      cause: options?.cause,
    });
    this.reason = options?.reason;
  }
}

/** What the person reads about a failure, and how loudly developers hear about it. */
export interface UserError {
  /** Catalogue key `errors:error.<code>`. */
  code: string;
  /** Interpolated as {{reason}}: a decoded revert reason or the wallet's short message. */
  reason?: string;
  /** The one place deciding what is worth a log line: a rejection is not an error. */
  logLevel: LogLevel;
  /** The person refused in the wallet: pages that stay quiet about failures still say so. */
  rejected: boolean;
  /** The API's own `err.message`, shown instead of the catalogue text when asked (serverText). */
  serverText?: string;
}

export interface DescribeOptions {
  /**
   * What the wallet was asked for, which names a rejection: a transaction ('Transaction
   * canceled by user.', the default) or a message signature ('Signature canceled by user.').
   */
  walletRequest?: 'transaction' | 'signature';
  /**
   * Show the API's own `err.message` rather than the catalogue text: only where a spec says so
   * (spec 3 §8: vesting register and stop failures show the server's err text).
   */
  serverText?: boolean;
}

const MAX_CAUSE_DEPTH = 10;

/** The error and its causes, outermost first (viem, wagmi and we wrap errors in `cause`). */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < MAX_CAUSE_DEPTH) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const nameOf = (error: unknown) => (error as { name?: unknown }).name;

/** True when any error in the cause chain is a wallet rejection (EIP-1193 4001). */
export function isUserRejection(error: unknown): boolean {
  return causeChain(error).some(
    (link) =>
      (link as { code?: unknown }).code === USER_REJECTED_CODE || nameOf(link) === 'UserRejectedRequestError',
  );
}

/** viem's errors of a transport that failed (HTTP error status, timeout, dropped socket). */
const TRANSPORT_FAILURES = new Set([
  'HttpRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'LimitExceededRpcError',
]);

/**
 * True when a read failed on the way (the API or an RPC provider unreachable, timing out,
 * rate limiting or answering 5xx), not because of what was asked: the same read may succeed
 * when tried again, and until then nothing is known about the figure it would give.
 */
export function isTransientFailure(error: unknown): boolean {
  return causeChain(error).some((link) => {
    if (link instanceof ApiNetworkError) return true;
    if (link instanceof ApiHttpError) return link.status === 408 || link.status === 429 || link.status >= 500;
    return TRANSPORT_FAILURES.has(String(nameOf(link)));
  });
}

/**
 * viem's error classes are recognised by name, not instanceof: this module also serves pages
 * without wallet code (subscribe, migration), which must not pull viem into their chunks.
 */
interface RevertedLike {
  reason?: string;
  shortMessage?: string;
  data?: { errorName?: string; args?: readonly unknown[] };
}

function revertReason(error: RevertedLike): string {
  if (error.reason) return error.reason;
  const name = error.data?.errorName;
  if (name) {
    const args = error.data?.args?.map((arg) => String(arg)).join(', ');
    return args ? `${name}(${args})` : name;
  }
  return error.shortMessage ?? 'execution reverted';
}

function apiFailure(code: string, logLevel: LogLevel): UserError {
  return isKnownErrorCode(code)
    ? { code, logLevel, rejected: false }
    : { code: 'request_failed', reason: code, logLevel: 'error', rejected: false };
}

function client(code: ClientErrorCode, logLevel: LogLevel, reason?: string): UserError {
  return { code, logLevel, rejected: false, ...(reason ? { reason } : {}) };
}

/**
 * THE mapper from any failure to what people read (issue 11: one error presentation). It takes
 * a failure reply of the API (`{result: 0, err}`), or anything thrown: the API client's errors,
 * wallet and contract errors, or a UserFacingError. The order matters: a rejection anywhere in
 * the chain wins (the person's own choice), then the most specific coded error.
 */
export function describeError(failure: unknown, options: DescribeOptions = {}): UserError {
  const described = describeFailure(failure, options);
  if (!options.serverText) return described;
  const envelope = failureReplySchema.safeParse(failure instanceof ApiHttpError ? failure.body : failure);
  return envelope.success && envelope.data.err.message
    ? { ...described, serverText: envelope.data.err.message }
    : described;
}

function describeFailure(failure: unknown, options: DescribeOptions): UserError {
  const reply = failureReplySchema.safeParse(failure);
  if (reply.success) return apiFailure(reply.data.err.code, 'info');

  if (isUserRejection(failure)) {
    return {
      code: options.walletRequest === 'signature' ? 'signature_canceled' : 'canceled',
      logLevel: 'debug',
      rejected: true,
    };
  }
  const chain = causeChain(failure);
  // The innermost coded error explains best (an SDK's own failure inside "connect failed").
  const coded = chain.filter((link): link is UserFacingError => link instanceof UserFacingError).at(-1);
  if (coded) {
    // A deliberate refusal is news; one wrapping a cause means something underneath broke.
    const described = apiFailure(coded.code, coded.cause === undefined ? 'info' : 'warn');
    return coded.reason ? { ...described, reason: coded.reason } : described;
  }

  if (failure instanceof ApiNetworkError) return client('network_error', 'warn');
  if (failure instanceof ApiHttpError) {
    const envelope = failureReplySchema.safeParse(failure.body);
    if (envelope.success) return apiFailure(envelope.data.err.code, 'warn');
    if (failure.status === 429) return { code: 'rate_limited', logLevel: 'warn', rejected: false };
    return client('request_failed', 'error');
  }
  if (failure instanceof ApiReplyError) return client('request_failed', 'error');

  const reverted = chain.find((link) => nameOf(link) === 'ContractFunctionRevertedError');
  if (reverted) return client('reverted', 'error', revertReason(reverted as RevertedLike));
  if (chain.some((link) => nameOf(link) === 'InsufficientFundsError')) {
    return client('insufficient_funds', 'warn');
  }
  const shortMessage = (failure as { shortMessage?: unknown } | undefined)?.shortMessage;
  if (typeof shortMessage === 'string') return client('tx_failed', 'error', shortMessage);
  return client('request_failed', 'error');
}
