import type { i18n as I18n } from 'i18next';
import { errorKey } from '../../shared/errors/errorCodes';

/**
 * Spec 1 §8: "The login-0 alert is in Korean." The alert after a login answered with result 0 is
 * shown in Korean whatever language the page is in (the other texts of the page follow it).
 */
export const LOGIN_FAILURE_LANGUAGE = 'ko';

/**
 * The Korean text of a login failure code, from the shared `errors` catalogue (its Korean file is
 * loaded on demand when the page is in another language).
 */
export async function loginFailureText(i18n: I18n, code: string): Promise<string> {
  if (!i18n.hasResourceBundle(LOGIN_FAILURE_LANGUAGE, 'errors')) {
    await i18n.reloadResources(LOGIN_FAILURE_LANGUAGE, 'errors');
  }
  return i18n.getFixedT(LOGIN_FAILURE_LANGUAGE, 'errors')(errorKey(code));
}
