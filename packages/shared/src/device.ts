/** Spec 1 §1: mobile if the user agent contains any of these, decided once at start-up. */
const MOBILE_PATTERN = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_PATTERN.test(userAgent);
}

export type SubscribeDevice = 'pc' | 'mobile/android' | 'mobile/ios';

/** The `device` field of the subscription payload (spec 1 §7). */
export function subscribeDeviceOf(userAgent: string): SubscribeDevice {
  if (!isMobileUserAgent(userAgent)) return 'pc';
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'mobile/ios' : 'mobile/android';
}
