import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_SIGN_IN_KEY, startDevSignIn, takeDevSignInResult } from './devIssuerRedirect';

describe('devnet issuer sign-in', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('leaves for the issuer with our client, this page as redirect and a fresh state', () => {
    window.history.replaceState(null, '', '/move/tok');
    let target = '';
    startDevSignIn(
      'http://127.0.0.1:9/oidc-dev',
      'dev-google',
      { authType: 'google', worldId: 4, moveToken: 'tok' },
      (url) => {
        target = url;
      },
    );
    const url = new URL(target);
    expect(url.pathname).toBe('/oidc-dev/authorize');
    expect(url.searchParams.get('client_id')).toBe('dev-google');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/move/tok`);
    const pending = JSON.parse(sessionStorage.getItem(PENDING_SIGN_IN_KEY) ?? '{}');
    expect(pending).toMatchObject({ authType: 'google', worldId: 4, moveToken: 'tok' });
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hands back the credential once, for the same link only', () => {
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({ state: 's', authType: 'apple', worldId: 2, moveToken: 'tok' }),
    );
    window.history.replaceState(null, '', '/move/tok#id_token=abc&state=s');
    expect(takeDevSignInResult('other-token')).toBeUndefined();
    expect(window.location.hash).toBe('');
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({ state: 's', authType: 'apple', worldId: 2, moveToken: 'tok' }),
    );
    window.history.replaceState(null, '', '/move/tok#id_token=abc&state=s');
    expect(takeDevSignInResult('tok')).toMatchObject({ credential: 'abc', authType: 'apple', worldId: 2 });
    expect(takeDevSignInResult('tok')).toBeUndefined();
  });
});
