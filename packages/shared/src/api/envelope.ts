import { z } from 'zod';

/**
 * The specs' replies carry `result` (1 success, 0 failure) and, on failure, `err.code`.
 * The web shows `err.code` through its one error mapper as the catalogue text `errors:error.<code>`.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const failureReplySchema = z.object({
  result: z.literal(0),
  err: apiErrorSchema,
});
export type FailureReply = z.infer<typeof failureReplySchema>;

/**
 * Codes any endpoint may answer, whatever its module: request validation (400), the HTTP layer's
 * own refusals, rate limiting and the bare 500. Module-specific codes live beside their schemas.
 */
export const HTTP_ERROR_CODES = [
  'invalid_request',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  // 503 with Retry-After: the database is away for a moment (a restart, a failover).
  'db_unavailable',
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

export function failure(code: string, message: string): FailureReply {
  return { result: 0, err: { code, message } };
}
