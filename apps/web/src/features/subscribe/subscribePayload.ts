import type { SubscribeRequest } from '@kingdoms/shared/api/subscribe';
import { subscribeDeviceOf } from '@kingdoms/shared/device';
import type { StoredQueryParams } from '../../shared/lib/urlParam';

export interface SubscribeContext {
  query: StoredQueryParams;
  userAgent: string;
  browserLanguage: string;
  siteLanguage: string;
}

/** Spec 1 §7: the subscription payload, built from the visitor's context. */
export function buildSubscribePayload(email: string, context: SubscribeContext): SubscribeRequest {
  return {
    email: email.trim(),
    utm_source: context.query.utm_source,
    utm_medium: context.query.utm_medium,
    ref: context.query.ref,
    device: subscribeDeviceOf(context.userAgent),
    language: context.browserLanguage,
    language2: context.siteLanguage,
    from: 'homepage',
  };
}
