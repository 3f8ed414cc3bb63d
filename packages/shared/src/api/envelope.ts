import { z } from 'zod';

/**
 * The specs' replies carry `result` (1 success, 0 failure) and, on failure, `err.code`.
 * The web maps `err.code` to the catalogue key `alert_<code>`.
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

export function failure(code: string, message: string): FailureReply {
  return { result: 0, err: { code, message } };
}
