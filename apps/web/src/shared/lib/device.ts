import { isMobileUserAgent } from '@kingdoms/shared/device';
import { createContext, useContext } from 'react';

/** Spec 1 §1: the layout is chosen ONCE from the user agent, at start-up, never on resize. */
const IS_MOBILE_AT_STARTUP = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);

/** Tests and storybook-like previews override it with a Provider; the app uses the default. */
export const IsMobileContext = createContext<boolean>(IS_MOBILE_AT_STARTUP);

export function useIsMobile(): boolean {
  return useContext(IsMobileContext);
}
