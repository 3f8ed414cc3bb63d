/**
 * Whether an error means "the database is away for now" (a restart, a managed failover, a network
 * blip, a full connection table) rather than a fault of the query. Such errors answer 503
 * `db_unavailable` with Retry-After (http/errors.ts), and background jobs wait and try again
 * without growing their backoff (issue 37).
 */

/** Seconds a client is asked to wait (Retry-After) while the database is away: a restart's length. */
export const DB_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs of a server that is going or not there yet: class 08 (connection
 * exception), 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, a standby being promoted), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' own words for a connection that ended or could not be had in time. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.some((text) => message.startsWith(text))) {
      return true;
    }
    // AggregateError (a connect to every address of a host failed) and wrapped causes.
    const inner = (cause as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some(isDatabaseUnavailable)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
