import {
  BaseError,
  createTransport,
  type EIP1193RequestFn,
  HttpRequestError,
  type HttpTransportConfig,
  http,
  TimeoutError,
  type Transport,
} from 'viem';

/**
 * THE transport of every API chain client (chains.client, the indexer's reader, the signing clients):
 * one or several RPC URLs of a network (RPC_URL_<NETWORK>=url1,url2), a timeout on every call, and
 * retries of what a public provider does (429, 5xx, timeouts, dropped connections).
 *
 * Each provider keeps its own backoff (issue 37): a failure puts it aside for an exponential delay
 * with jitter, or for as long as its `Retry-After` asks; an answer clears it. A request goes to the
 * first provider (configured order) that is not put aside, waits for the one free soonest when all
 * are, and only the failed request is tried again, never the caller's whole pass. The backoff of a
 * provider that answered within the last `skipMs` is capped at `providerMaxBackoffMs` (a few
 * seconds: a flaky provider slows its callers, it never stalls them); a provider that failed
 * `failuresBeforeSkip` times in a row is skipped for `skipMs` (tried only when every other one is
 * aside too), with a warn log naming its host (never its path or query: they carry keys).
 * Answers of the node itself (a revert, bad params) are not retried and go to no other provider.
 * Against anvil nothing changes: it answers at once, so no retry and no delay happens.
 */
export interface RpcTransportOptions {
  /** Milliseconds per HTTP request. */
  readonly timeoutMs?: number;
  /** Tries of a request after its first one, per provider (a request is tried (retryCount + 1) × providers times at most). */
  readonly retryCount?: number;
  /** A provider's backoff after its first failure; doubled per failure in a row, with jitter. */
  readonly baseDelayMs?: number;
  /** Cap of a provider's backoff, Retry-After included. */
  readonly maxDelayMs?: number;
  /** Cap of the backoff of a provider that answered within the last skipMs (Retry-After excepted). */
  readonly providerMaxBackoffMs?: number;
  readonly failuresBeforeSkip?: number;
  readonly skipMs?: number;
  readonly batch?: HttpTransportConfig['batch'];
  readonly maxResponseBodySize?: number;
  readonly logger?: RpcLogger;
  /** The chain these URLs serve, for /metrics (else the chain of the first client built on it). */
  readonly chainId?: number;
  /**
   * True once the owner is shutting down (an indexer told to stop): a failing request is not
   * tried again, so a stop never waits out the retries of a provider that is away.
   */
  readonly stopping?: () => boolean;
}

export interface RpcLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export const RPC_DEFAULTS = {
  timeoutMs: 10_000,
  retryCount: 3,
  baseDelayMs: 250,
  maxDelayMs: 30_000,
  providerMaxBackoffMs: 2_000,
  failuresBeforeSkip: 3,
  skipMs: 60_000,
} as const;

/** The provider as logs name it: its host only (the path and query often hold an API key). */
export function providerLabel(url: string): string {
  return URL.canParse(url) ? new URL(url).host : 'invalid-url';
}

function httpErrorOf(error: unknown): HttpRequestError | undefined {
  return error instanceof BaseError
    ? ((error.walk((e) => e instanceof HttpRequestError) as HttpRequestError | null) ?? undefined)
    : undefined;
}

/** A provider's fault, worth another try or another provider: not the node's own answer. */
export function isTransientRpcError(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  if (error.walk((e) => e instanceof TimeoutError)) return true;
  const code = (
    error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as { code?: number } | null
  )?.code;
  // -32005 limit exceeded, 429 in a JSON-RPC body, -32007 QuickNode's request limit.
  if (code === -32005 || code === 429 || code === -32007) return true;
  const httpError = httpErrorOf(error);
  if (!httpError) return false;
  const status = httpError.status;
  // No status: the connection failed or was dropped.
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

/** Milliseconds the provider asked to wait (Retry-After: seconds or an HTTP date), if it did. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const header = httpErrorOf(error)?.headers?.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The delay before retry `attempt` (0-based): Retry-After if given, else backoff with jitter; capped. */
export function retryDelayMs(
  attempt: number,
  error: unknown,
  options: { baseDelayMs: number; maxDelayMs: number },
  random: () => number = Math.random,
): number {
  const asked = retryAfterMs(error);
  if (asked !== undefined) return Math.min(asked, options.maxDelayMs);
  const backoff = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.round(backoff / 2 + (random() * backoff) / 2);
}

/** Why a request to a provider failed, as /metrics counts it. */
export type RpcErrorKind = 'rate_limited' | 'server_error' | 'timeout' | 'connection' | 'other';

export function rpcErrorKind(error: unknown): RpcErrorKind {
  if (error instanceof BaseError && error.walk((e) => e instanceof TimeoutError)) return 'timeout';
  const code = (
    error instanceof BaseError
      ? (error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as { code?: number } | null)
      : null
  )?.code;
  if (code === -32005 || code === 429 || code === -32007) return 'rate_limited';
  const httpError = httpErrorOf(error);
  if (!httpError) return 'other';
  const status = httpError.status;
  if (status === undefined) return 'connection';
  if (status === 429) return 'rate_limited';
  if (status === 408) return 'timeout';
  return status >= 500 ? 'server_error' : 'other';
}

interface Provider {
  readonly label: string;
  readonly transport: Transport;
  /** The chain its clients ask (learnt from the first client built on it; undefined before). */
  chainId: number | undefined;
  /** Requests sent, and failures by kind, since the process started (for /metrics). */
  requests: number;
  readonly errors: Map<RpcErrorKind, number>;
  /** Failures in a row. */
  failures: number;
  skippedUntil: number;
  /** Not asked again before this (its backoff after a failure). */
  asideUntil: number;
  /** When it last answered (0: never). */
  answeredAt: number;
}

/** Every provider of every transport of this process, for /readyz and /metrics. */
const everyProvider = new Set<Provider>();

/**
 * Forgets every provider built so far. For test files that share one process (the API's Vitest
 * project runs them without isolation): one file's providers must not show in the next one's
 * /readyz and /metrics. The API itself never calls it.
 */
export function forgetRpcProviders(): void {
  everyProvider.clear();
}

/** One provider of one chain as /metrics reports it: its clients' figures summed. */
export interface RpcProviderStats {
  readonly chainId: number | undefined;
  readonly provider: string;
  readonly requests: number;
  readonly errors: ReadonlyMap<RpcErrorKind, number>;
  /** Seconds it stays skipped (0: not skipped). */
  readonly skippedSeconds: number;
}

/** Every provider of this process by chain and label, its clients' counts summed. */
export function rpcProviderStats(now = Date.now()): RpcProviderStats[] {
  const merged = new Map<
    string,
    {
      chainId: number | undefined;
      provider: string;
      requests: number;
      errors: Map<RpcErrorKind, number>;
      skippedSeconds: number;
    }
  >();
  for (const provider of everyProvider) {
    const key = `${provider.chainId}|${provider.label}`;
    const entry = merged.get(key) ?? {
      chainId: provider.chainId,
      provider: provider.label,
      requests: 0,
      errors: new Map<RpcErrorKind, number>(),
      skippedSeconds: 0,
    };
    entry.requests += provider.requests;
    for (const [kind, count] of provider.errors)
      entry.errors.set(kind, (entry.errors.get(kind) ?? 0) + count);
    entry.skippedSeconds = Math.max(entry.skippedSeconds, Math.max(0, (provider.skippedUntil - now) / 1000));
    merged.set(key, entry);
  }
  return [...merged.values()];
}

/**
 * The providers some client of this process skips right now, as an operator reads them
 * ('#2 rpc.example: skipped 45 s more after 3 failures'); each provider once.
 */
export function skippedRpcProviders(now = Date.now()): string[] {
  const longest = new Map<string, Provider>();
  for (const provider of everyProvider) {
    if (provider.skippedUntil <= now) continue;
    const known = longest.get(provider.label);
    if (!known || known.skippedUntil < provider.skippedUntil) longest.set(provider.label, provider);
  }
  return [...longest.values()].map(
    (provider) =>
      `${provider.label}: skipped ${Math.ceil((provider.skippedUntil - now) / 1000)} s more after ${provider.failures} failures`,
  );
}

export function rpcTransport(urls: string | readonly string[], options: RpcTransportOptions = {}): Transport {
  const list = typeof urls === 'string' ? [urls] : [...urls];
  if (list.length === 0) throw new Error('rpcTransport needs at least one RPC URL');
  const settings = {
    timeoutMs: options.timeoutMs ?? RPC_DEFAULTS.timeoutMs,
    retryCount: options.retryCount ?? RPC_DEFAULTS.retryCount,
    baseDelayMs: options.baseDelayMs ?? RPC_DEFAULTS.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? RPC_DEFAULTS.maxDelayMs,
    providerMaxBackoffMs: options.providerMaxBackoffMs ?? RPC_DEFAULTS.providerMaxBackoffMs,
    failuresBeforeSkip: options.failuresBeforeSkip ?? RPC_DEFAULTS.failuresBeforeSkip,
    skipMs: options.skipMs ?? RPC_DEFAULTS.skipMs,
  };
  const providers: Provider[] = list.map((url, i) => ({
    label: list.length > 1 ? `#${i + 1} ${providerLabel(url)}` : providerLabel(url),
    transport: http(url, {
      retryCount: 0,
      timeout: settings.timeoutMs,
      batch: options.batch,
      maxResponseBodySize: options.maxResponseBodySize,
    }),
    chainId: undefined,
    requests: 0,
    errors: new Map(),
    failures: 0,
    skippedUntil: 0,
    asideUntil: 0,
    answeredAt: 0,
  }));
  for (const provider of providers) everyProvider.add(provider);

  const failed = (provider: Provider, error: unknown) => {
    provider.failures += 1;
    const kind = rpcErrorKind(error);
    provider.errors.set(kind, (provider.errors.get(kind) ?? 0) + 1);
    const now = Date.now();
    // A provider that answers at least sometimes is never put aside for long (Retry-After aside).
    const answersSometimes = provider.answeredAt > 0 && now - provider.answeredAt < settings.skipMs;
    const cap =
      answersSometimes && retryAfterMs(error) === undefined
        ? settings.providerMaxBackoffMs
        : settings.maxDelayMs;
    provider.asideUntil =
      now +
      retryDelayMs(provider.failures - 1, error, { baseDelayMs: settings.baseDelayMs, maxDelayMs: cap });
    if (provider.failures >= settings.failuresBeforeSkip && provider.skippedUntil <= Date.now()) {
      provider.skippedUntil = Date.now() + settings.skipMs;
      options.logger?.warn(
        {
          rpcProvider: provider.label,
          failures: provider.failures,
          skipMs: settings.skipMs,
          error: error instanceof BaseError ? error.shortMessage : String(error),
        },
        list.length > 1 ? 'RPC provider keeps failing; skipped for a while' : 'RPC provider keeps failing',
      );
    }
  };
  const answered = (provider: Provider) => {
    if (provider.skippedUntil > 0)
      options.logger?.info({ rpcProvider: provider.label }, 'RPC provider answers again');
    provider.failures = 0;
    provider.skippedUntil = 0;
    provider.asideUntil = 0;
    provider.answeredAt = Date.now();
  };

  return (params) => {
    for (const provider of providers) provider.chainId ??= options.chainId ?? params.chain?.id;
    const clients = providers.map((provider) => ({
      provider,
      client: provider.transport({ ...params, retryCount: 0 }),
    }));
    return createTransport({
      key: 'rpc',
      name: list.length > 1 ? `RPC (${list.length} providers)` : 'RPC',
      type: 'http',
      retryCount: 0,
      timeout: settings.timeoutMs,
      request: (async (args, requestOptions) => {
        let lastError: unknown;
        for (let attempt = 0; attempt < (settings.retryCount + 1) * clients.length; attempt++) {
          if (attempt > 0 && options.stopping?.()) break;
          const now = Date.now();
          // Providers in configured order, the skipped ones last (a last resort, not never); the
          // first one not put aside, else the one free soonest, after waiting for it.
          const order = [
            ...clients.filter((c) => c.provider.skippedUntil <= now),
            ...clients.filter((c) => c.provider.skippedUntil > now),
          ];
          const next =
            order.find((c) => c.provider.asideUntil <= now) ??
            order.reduce((soonest, c) => (c.provider.asideUntil < soonest.provider.asideUntil ? c : soonest));
          const wait = next.provider.asideUntil - now;
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          next.provider.requests += 1;
          try {
            const answer = await next.client.request(args, requestOptions);
            answered(next.provider);
            return answer;
          } catch (error) {
            if (!isTransientRpcError(error)) throw error;
            failed(next.provider, error);
            lastError = error;
          }
        }
        throw lastError;
      }) as EIP1193RequestFn,
    });
  };
}
