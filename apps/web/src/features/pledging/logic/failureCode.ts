import { failureReplySchema } from '@kingdoms/shared/api/envelope';
import { isUserRejection } from '@kingdoms/shared/wallet/txErrors';
import { ApiHttpError, ApiNetworkError } from '../../../shared/api/client';

/** Codes of this page's failures that come from neither the API nor the wallet. */
export const LOCAL_FAILURE_CODES = ['canceled', 'network_error', 'request_failed'] as const;

/**
 * The failure code of a comment or claim attempt, shown as the catalogue text `alert_<code>`:
 * the API's err.code (a 4xx answer carries the envelope too), 'canceled' when the wallet
 * refused to sign, 'network_error' when the API was unreachable, else 'request_failed'.
 */
export function failureCodeOf(error: unknown): string {
  if (isUserRejection(error)) return 'canceled';
  if (error instanceof ApiNetworkError) return 'network_error';
  if (error instanceof ApiHttpError) {
    const envelope = failureReplySchema.safeParse(error.body);
    if (envelope.success) return envelope.data.err.code;
  }
  return 'request_failed';
}
