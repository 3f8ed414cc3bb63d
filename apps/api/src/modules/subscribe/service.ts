import { isValidEmail, normalizeEmail } from '@kingdoms/shared/api/email';
import { failure } from '@kingdoms/shared/api/envelope';
import type { SubscribeReply, subscribeRequestSchema } from '@kingdoms/shared/api/subscribe';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { insertSubscriberIfNew } from './queries';

type ParsedSubscribeRequest = z.output<typeof subscribeRequestSchema>;

/** Spec 1 §7 subscribe, with the rules DESIGN.md decides: format re-checked, unique by case. */
export async function subscribe(
  db: Kysely<Database>,
  request: ParsedSubscribeRequest,
): Promise<SubscribeReply> {
  if (!isValidEmail(request.email)) {
    return failure('invalid_email', 'The e-mail address is not valid.');
  }
  const stored = await insertSubscriberIfNew(db, {
    email: normalizeEmail(request.email),
    utm_source: request.utm_source,
    utm_medium: request.utm_medium,
    ref: request.ref,
    device: request.device,
    language: request.language,
    language2: request.language2,
    source_from: request.from,
  });
  return stored ? { result: 1 } : failure('already_subscribed', "You're already subscribed.");
}
