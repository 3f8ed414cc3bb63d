import { loadScript } from './loadScript';

/** The user closed or dismissed the provider's sign-in: not an error worth an alert. */
export class SignInCancelledError extends Error {
  override readonly name = 'SignInCancelledError';
}

export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client';
export const APPLE_SDK_URL =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';

// The SDKs' globals, reduced to what we call.
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        nonce: string;
        callback: (response: { credential: string }) => void;
      }): void;
      prompt(
        listener: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void,
      ): void;
    };
  };
}
interface AppleId {
  auth: {
    init(options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      usePopup: boolean;
      nonce: string;
    }): void;
    signIn(): Promise<{ authorization: { id_token: string } }>;
  };
}
interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken: string } | null }) => void): void;
}
type SdkWindow = Window & { google?: GoogleIdentity; AppleID?: AppleId; FB?: FacebookSdk };

function sdkWindow(): SdkWindow {
  return window as SdkWindow;
}

/** Google Identity Services: an ID token for our client id. */
export async function googleIdToken(clientId: string, nonce: string): Promise<string> {
  await loadScript(GOOGLE_SDK_URL);
  const google = sdkWindow().google;
  if (!google) throw new Error('Google Identity Services did not start');
  return new Promise<string>((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      nonce,
      callback: (response) => resolve(response.credential),
    });
    google.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) reject(new SignInCancelledError());
    });
  });
}

/** Sign in with Apple JS (popup): an ID token for our services id. */
export async function appleIdToken(clientId: string, nonce: string): Promise<string> {
  await loadScript(APPLE_SDK_URL);
  const apple = sdkWindow().AppleID;
  if (!apple) throw new Error('Sign in with Apple did not start');
  apple.auth.init({
    clientId,
    scope: '',
    redirectURI: window.location.origin + window.location.pathname,
    usePopup: true,
    nonce,
  });
  try {
    return (await apple.auth.signIn()).authorization.id_token;
  } catch {
    throw new SignInCancelledError();
  }
}

/** Facebook Login: a user access token, which the server checks with Graph's debug_token. */
export async function facebookAccessToken(appId: string): Promise<string> {
  await loadScript(FACEBOOK_SDK_URL);
  const fb = sdkWindow().FB;
  if (!fb) throw new Error('Facebook SDK did not start');
  fb.init({ appId, version: 'v19.0', xfbml: false, cookie: false });
  return new Promise<string>((resolve, reject) => {
    fb.login((response) => {
      if (response.authResponse?.accessToken) resolve(response.authResponse.accessToken);
      else reject(new SignInCancelledError());
    });
  });
}
