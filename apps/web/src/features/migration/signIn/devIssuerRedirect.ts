import type { SocialAuthType } from '@kingdoms/shared/migration';
import { sessionStore } from '../../../shared/lib/browserStorage';

/**
 * The devnet's sign-in: a same-window redirect to the local OpenID issuer (implicit flow). The ID
 * token comes back in the URL fragment; what we asked for waits in sessionStorage meanwhile.
 */
export const PENDING_SIGN_IN_KEY = 'migration-pending-sign-in';

export interface PendingSignIn {
  state: string;
  authType: SocialAuthType;
  worldId: number;
  /** The migration token of the page that started the sign-in. */
  moveToken: string;
}

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function devIssuerAuthorizeUrl(
  issuer: string,
  clientId: string,
  redirectUri: string,
  state: string,
  nonce: string,
): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'id_token',
    scope: 'openid email',
    state,
    nonce,
  });
  return `${issuer.replace(/\/+$/, '')}/authorize?${query}`;
}

/** Remembers the request and leaves for the issuer's page. */
export function startDevSignIn(
  issuer: string,
  clientId: string,
  request: Omit<PendingSignIn, 'state'>,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  const pending: PendingSignIn = { ...request, state: randomValue() };
  sessionStore().setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
  const redirectUri = window.location.origin + window.location.pathname;
  navigate(devIssuerAuthorizeUrl(issuer, clientId, redirectUri, pending.state, randomValue()));
}

/**
 * The credential the issuer sent back, when the fragment answers the sign-in this tab started for
 * this very link. Clears the fragment and the pending request either way.
 */
export function takeDevSignInResult(moveToken: string): (PendingSignIn & { credential: string }) | undefined {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const credential = fragment.get('id_token');
  if (!credential) return undefined;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  const stored = sessionStore().getItem(PENDING_SIGN_IN_KEY);
  sessionStore().removeItem(PENDING_SIGN_IN_KEY);
  if (!stored) return undefined;
  try {
    const pending = JSON.parse(stored) as PendingSignIn;
    if (pending.state !== fragment.get('state') || pending.moveToken !== moveToken) return undefined;
    return { ...pending, credential };
  } catch {
    return undefined;
  }
}
