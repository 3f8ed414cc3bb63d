import { failure, type HttpErrorCode } from '@kingdoms/shared/api/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';

/** An error a route or plugin throws on purpose; its code and message are safe to show. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }
}

const CODES_BY_STATUS: Record<number, HttpErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** A validation message stays readable whatever the request held (thousands of unknown keys…). */
const MAX_ISSUES_SHOWN = 5;
const MAX_ISSUE_LENGTH = 200;

function shorten(text: string): string {
  return text.length > MAX_ISSUE_LENGTH ? `${text.slice(0, MAX_ISSUE_LENGTH)}…` : text;
}

/** "body.email: Invalid input: expected string, received undefined; body.device: …" */
function describeValidation(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'Invalid request';
  const context = (error as { validationContext?: string }).validationContext ?? 'request';
  const issues = error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return shorten(`${context}${field ? `.${field}` : ''}: ${issue.message}`);
  });
  const more = issues.length - MAX_ISSUES_SHOWN;
  return issues.slice(0, MAX_ISSUES_SHOWN).join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/**
 * PostgreSQL refused the text of a value itself (NUL: 22021 character_not_in_repertoire; a \u0000
 * escape in JSON: 22P05 untranslatable_character). The request schemas refuse such text first
 * (`text()`); this keeps any gap a 400 rather than a 500.
 */
const DATABASE_TEXT_ERRORS: ReadonlySet<string> = new Set(['22021', '22P05']);

function isDatabaseTextError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DATABASE_TEXT_ERRORS.has(code);
}

/** The code of a 503 while the database is away; answered with Retry-After. */
export const DB_UNAVAILABLE = 'db_unavailable';

/**
 * Every error leaves as the specs' envelope `{ result: 0, err: { code, message } }`:
 * validation → 400 invalid_request naming the field; deliberate client errors keep their status;
 * text the database cannot store → 400; the database away (a restart, a failover: db/unavailable.ts)
 * → 503 db_unavailable with Retry-After; anything else is logged with its stack and answers a
 * bare 500 (no internals leak).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiHttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(failure('invalid_request', describeValidation(error)));
    }
    if (error instanceof ApiHttpError) {
      if (error.code === DB_UNAVAILABLE) reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send(failure(error.code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // One line per request, without the stack: the pool has logged the lost connections.
      request.log.warn({ err: { message: (error as Error).message } }, 'Database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DB_RETRY_AFTER_SECONDS))
        .send(failure(DB_UNAVAILABLE, 'The database is unavailable for a moment: try again shortly.'));
    }
    if (isDatabaseTextError(error)) {
      // A schema let such text through: worth a warning, but the request is at fault, not the server.
      request.log.warn({ err: error }, 'The database refused the text of a request');
      return reply
        .code(400)
        .send(
          failure('invalid_request', 'The request holds characters that cannot be stored (such as NUL).'),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe messages.
      return reply.code(status).send(failure(CODES_BY_STATUS[status] ?? 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send(failure('internal_error', 'Internal server error'));
  });
}
