import { isValidEmail, normalizeEmail } from '@kingdoms/shared/api/email';
import {
  type SubscribeReply,
  subscribeEndpoints,
  type subscribeRequestSchema,
} from '@kingdoms/shared/api/subscribe';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import { insertSubscriberIfNew } from './queries';

type ParsedSubscribeRequest = z.output<typeof subscribeRequestSchema>;

/** Spec 1 §7 subscribe, with the rules DESIGN.md decides: format re-checked, unique by case. */
export async function subscribe(
  db: Kysely<Database>,
  request: ParsedSubscribeRequest,
): Promise<SubscribeReply> {
  if (!isValidEmail(request.email)) {
    return refuse(subscribeEndpoints.subscribe, 'invalid_email');
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
  return stored ? { result: 1 } : refuse(subscribeEndpoints.subscribe, 'already_subscribed');
}
