import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, subscribeDeviceOf } from './device';

describe('device detection (spec 1 §1)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile', true, 'mobile/android'],
    ['Mozilla/5.0 (webOS/2.0; U; en-US)', true, 'mobile/android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true, 'mobile/ios'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', true, 'mobile/ios'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', true, 'mobile/ios'],
    ['BlackBerry9700/5.0.0.351 Profile/MIDP-2.1', true, 'mobile/android'],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)', true, 'mobile/android'],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)', true, 'mobile/android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', false, 'pc'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15', false, 'pc'],
    ['Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0', false, 'pc'],
  ])('%s', (userAgent, mobile, device) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
    expect(subscribeDeviceOf(userAgent)).toBe(device);
  });
});
