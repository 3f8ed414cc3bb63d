import type { Session } from '@kingdoms/shared/api/auth';
import type { AnyEndpoint } from '@kingdoms/shared/api/endpoint';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { useWalletAccount } from '../account/useWalletAccount';
import { useWalletRuntime } from '../useWalletRuntime';
import { currentSession, signInWithEthereum } from './siweClient';

/**
 * A session this close to its end counts as ended: the call it is checked for, and whatever the
 * action does after it (a transaction, a grant a block later), must not meet a 401 halfway.
 */
export const SESSION_END_MARGIN_MS = 60_000;

/** Whether the API answers `endpoint` only for a Sign-In with Ethereum session ('wallet', 'admin'). */
export function needsSession(endpoint: Pick<AnyEndpoint, 'access'>): boolean {
  return endpoint.access !== 'anyone';
}

/**
 * Whether `session` lets this browser act for `address` (lowercase): it is that wallet's and not
 * about to end. Its chain does not matter: the API's guard accepts a session on any chain, and
 * pages switch networks within one action (the bridge), which must not ask to sign in again.
 */
export function sessionServes(session: Session | undefined, address: string, now = Date.now()): boolean {
  return (
    session !== undefined &&
    session.address === address.toLowerCase() &&
    Date.parse(session.expiresAt) - SESSION_END_MARGIN_MS > now
  );
}

/** The query caching what `GET /auth/session` said for a wallet (undefined data: no session). */
const sessionKey = (address: string) => ['wallet', 'session', address] as const;

/**
 * One sign-in at a time per wallet: two actions asking together (a burn and its grant, two
 * buttons) share one signature request instead of opening the wallet twice.
 */
const signingIn = new Map<string, Promise<Session>>();

function signInOnce(config: Config, address: string, checksumAddress: Address, chainId: number) {
  const running = signingIn.get(address);
  if (running) return running;
  const started = signInWithEthereum(config, checksumAddress, chainId).finally(() =>
    signingIn.delete(address),
  );
  signingIn.set(address, started);
  return started;
}

export interface SessionFor {
  /**
   * Makes `endpoint` callable: when it needs a session and this browser has none valid for the
   * connected wallet, asks for the one Sign-In with Ethereum signature. False without a connected
   * wallet; throws when the signature or the sign-in is refused (the caller says so in its own
   * words, with `walletRequest: 'signature'`).
   */
  ensure: () => Promise<boolean>;
  /**
   * For pages that show whether they may read (`watch`): 'checking' until the API answered;
   * 'signed-in' also for an endpoint open to anyone. Without `watch` nothing is asked beforehand:
   * 'checking' until an `ensure` has asked.
   */
  status: 'no-wallet' | 'checking' | 'signed-out' | 'signed-in';
  /** Asks the API again (after a 401: the session ended or was signed out elsewhere). */
  recheck: () => Promise<void>;
}

/**
 * THE sign-in-when-needed step: every call the API answers only for a signed-in wallet goes
 * through it, so no feature signs in by itself (DESIGN "Trust"). `watch` keeps the session's
 * status current for pages that offer their own sign-in button (My Reward).
 */
export function useSessionFor(
  endpoint: Pick<AnyEndpoint, 'access'>,
  options: { watch?: boolean } = {},
): SessionFor {
  const account = useWalletAccount();
  const runtime = useWalletRuntime();
  const queryClient = useQueryClient();
  const { address, checksumAddress, chainId } = account;
  const needed = needsSession(endpoint);
  const readSession = useCallback(async () => (await currentSession().catch(() => undefined)) ?? null, []);
  const watched = useQuery({
    queryKey: sessionKey(address ?? ''),
    queryFn: readSession,
    enabled: Boolean(options.watch && needed && address),
  });

  const ensure = useCallback(async () => {
    if (!address || !checksumAddress || chainId === undefined) return false;
    if (!needed) return true;
    // Always asked afresh: the cookie may have ended or been signed out in another tab.
    const session = await queryClient.fetchQuery({
      queryKey: sessionKey(address),
      queryFn: readSession,
      staleTime: 0,
    });
    if (sessionServes(session ?? undefined, address)) return true;
    const signedIn = await signInOnce(runtime.config, address, checksumAddress, chainId);
    queryClient.setQueryData(sessionKey(address), signedIn);
    return true;
  }, [address, checksumAddress, chainId, needed, queryClient, readSession, runtime.config]);

  const recheck = useCallback(async () => {
    if (address) await queryClient.invalidateQueries({ queryKey: sessionKey(address) });
  }, [address, queryClient]);

  const status: SessionFor['status'] =
    account.status !== 'connected' || !address
      ? 'no-wallet'
      : !needed
        ? 'signed-in'
        : watched.data === undefined
          ? 'checking'
          : sessionServes(watched.data ?? undefined, address)
            ? 'signed-in'
            : 'signed-out';
  // One object per change, so callers may list it among their hooks' dependencies.
  return useMemo(() => ({ ensure, status, recheck }), [ensure, status, recheck]);
}
