import { z } from 'zod';
import { failureReplySchema } from './envelope';

/** Spec 1 §5: the trimmed e-mail must be at least 3 characters (checked in the browser first). */
export const SUBSCRIBE_EMAIL_MIN_LENGTH = 3;
export const SUBSCRIBE_EMAIL_MAX_LENGTH = 254;

export const SUBSCRIBE_ERROR_CODES = ['invalid_email', 'already_subscribed', 'rate_limited'] as const;
export type SubscribeErrorCode = (typeof SUBSCRIBE_ERROR_CODES)[number];

/** True when the browser may send the e-mail at all (spec 1 §5). */
export function isSubscribableEmail(email: string): boolean {
  return email.trim().length >= SUBSCRIBE_EMAIL_MIN_LENGTH;
}

const optionalText = z.string().max(200).optional().default('');

/** POST {stat}/preregist/subscribe — spec 1 §7. */
export const subscribeRequestSchema = z.object({
  email: z.string().max(SUBSCRIBE_EMAIL_MAX_LENGTH),
  utm_source: optionalText,
  utm_medium: optionalText,
  ref: optionalText,
  device: z.enum(['pc', 'mobile/android', 'mobile/ios']),
  language: z.string().max(35).optional().default(''),
  language2: z.string().max(10).optional().default(''),
  from: z.string().max(40).optional().default('homepage'),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const subscribeReplySchema = z.union([z.object({ result: z.literal(1) }), failureReplySchema]);
export type SubscribeReply = z.infer<typeof subscribeReplySchema>;
