import { z } from 'zod';
import { endpoint } from './endpoint';
import { failureReplySchema } from './envelope';
import { text } from './text';

/** Spec 1 §5: the trimmed e-mail must be at least 3 characters (checked in the browser first). */
export const SUBSCRIBE_EMAIL_MIN_LENGTH = 3;
export const SUBSCRIBE_EMAIL_MAX_LENGTH = 254;

/** True when the browser may send the e-mail at all (spec 1 §5). */
export function isSubscribableEmail(email: string): boolean {
  return email.trim().length >= SUBSCRIBE_EMAIL_MIN_LENGTH;
}

const optionalText = (max: number, fallback = '') => text().max(max).optional().default(fallback);

/** POST {stat}/preregist/subscribe — spec 1 §7. */
export const subscribeRequestSchema = z.strictObject({
  email: text().max(SUBSCRIBE_EMAIL_MAX_LENGTH),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  ref: optionalText(200),
  device: z.enum(['pc', 'mobile/android', 'mobile/ios']),
  language: optionalText(35),
  language2: optionalText(10),
  from: optionalText(40, 'homepage'),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const subscribeReplySchema = z.union([z.object({ result: z.literal(1) }), failureReplySchema]);
export type SubscribeReply = z.infer<typeof subscribeReplySchema>;

/** The default limit of SUBSCRIBE_RATE_LIMIT. */
export const SUBSCRIBE_RATE_LIMIT_DEFAULT = 10;

export const subscribeEndpoint = endpoint({
  base: 'stat',
  method: 'POST',
  path: '/preregist/subscribe',
  request: subscribeRequestSchema,
  example: {
    email: 'player@example.com',
    utm_source: 'newsletter',
    utm_medium: 'email',
    ref: '',
    device: 'pc',
    language: 'en-US',
    language2: 'en',
    from: 'homepage',
  },
  reply: subscribeReplySchema,
  access: 'anyone',
  summary: 'Leave an e-mail address for news (spec 1 §7)',
  rateLimit: SUBSCRIBE_RATE_LIMIT_DEFAULT,
  // Spec 1 §7's client reads these from a 200 reply (docs/architecture.md "Subscription errors").
  errors: {
    invalid_email: { status: 200, message: 'The e-mail address is not valid.' },
    already_subscribed: { status: 200, message: "You're already subscribed." },
  },
});

/** The subscribe module's endpoints. */
export const subscribeEndpoints = { subscribe: subscribeEndpoint } as const;
