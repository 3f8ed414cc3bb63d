import type { Session } from '@kingdoms/shared/api/auth';
import type { AnyEndpoint } from '@kingdoms/shared/api/endpoint';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Address } from 'viem';
import { useWalletAccount } from '../account/useWalletAccount';
import { useActiveWalletStack } from '../stack/walletStack';
import type { ActiveWalletStack } from '../stack/walletStackTypes';
import {
  type PreparedSignIn,
  preparedRefreshDelayMs,
  preparedServes,
  preparedSignInKey,
} from './preparedSignIn';
import { currentSession, signOut } from './siweClient';

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

/** What `GET /auth/session` says now; null for none (a query's data may not be undefined). */
const readSession = async () => (await currentSession().catch(() => undefined)) ?? null;

/**
 * Ends this browser's session when the player disconnects: the cookie is the API's proof of the
 * wallet, and it must not outlive the connection on a shared computer. The cached answer for the
 * wallet goes with it, so connecting again asks for a new signature. Best effort: an API that
 * cannot be reached does not keep the wallet connected (the cookie then ends with its expiry).
 */
export async function endSession(queryClient: QueryClient, address: string | undefined): Promise<void> {
  await signOut().catch(() => undefined);
  if (address) queryClient.removeQueries({ queryKey: sessionKey(address) });
}

/**
 * One sign-in at a time per wallet: two actions asking together (a burn and its grant, two
 * buttons) share one signature request instead of opening the wallet twice.
 */
const signingIn = new Map<string, Promise<Session>>();

/** Forgets the sign-ins under way. test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetSigningIn(): void {
  signingIn.clear();
}

/**
 * Signs `prepared` in the wallet (asked before anything is awaited) unless a sign-in of this
 * wallet is already running. Afterwards the session is cached and the prepared message dropped
 * (its nonce is used); after a refusal or a failure a fresh message is prepared.
 */
function signInOnce(
  { stack, runtime }: ActiveWalletStack,
  queryClient: QueryClient,
  prepared: PreparedSignIn,
): Promise<Session> {
  const { address, chainId } = prepared;
  const running = signingIn.get(address);
  if (running) return running;
  const preparedKey = preparedSignInKey(address, chainId);
  const started: Promise<Session> = stack
    .signInWithEthereum(runtime.config, prepared)
    .then(
      (session) => {
        queryClient.setQueryData(sessionKey(address), session);
        // Signed in: no message is kept ready until the session ends.
        queryClient.removeQueries({ queryKey: preparedKey });
        return session;
      },
      (failure: unknown) => {
        // Refused or failed: a fresh message (its nonce may be used or gone) for the next tap.
        void queryClient.resetQueries({ queryKey: preparedKey });
        throw failure;
      },
    )
    .finally(() => {
      if (signingIn.get(address) === started) signingIn.delete(address);
    });
  signingIn.set(address, started);
  return started;
}

/**
 * Keeps the sign-in ready while a wallet is connected (the wallet boundary runs it once): the
 * wallet's session as the API sees it (read again when it is about to end), and, while there is
 * no valid one, a prepared message (`PreparedSignIn`) whose nonce is fetched then and renewed
 * before it ends. With both known, the sign-in step asks the wallet straight from the tap. A
 * signed-in wallet costs no nonce: the API allows 30 nonces a minute per client address.
 */
export function useSignInPreparation(): void {
  const account = useWalletAccount();
  const active = useActiveWalletStack();
  const { address, checksumAddress, chainId } = account;
  const connected = Boolean(active && account.status === 'connected' && address && checksumAddress);
  const enabled = connected && chainId !== undefined;
  const session = useQuery({
    queryKey: sessionKey(address ?? ''),
    queryFn: readSession,
    enabled,
    refetchInterval: (query) => (query.state.data ? sessionRecheckDelayMs(query.state.data) : false),
  });
  const signedIn = session.data === undefined || sessionServes(session.data ?? undefined, address ?? '');
  useQuery({
    queryKey: preparedSignInKey(address ?? '', chainId ?? 0),
    queryFn: () => prepare(active, checksumAddress, chainId),
    enabled: enabled && !signedIn,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data ? preparedRefreshDelayMs(query.state.data) : false),
    refetchIntervalInBackground: true,
  });
}

/** How long until a session stops serving (then it is read again, and a message prepared). */
function sessionRecheckDelayMs(session: Session, now = Date.now()): number {
  return Math.max(1_000, Date.parse(session.expiresAt) - SESSION_END_MARGIN_MS - now);
}

/** A prepared message for the connected wallet (only called where one is connected). */
function prepare(
  active: ActiveWalletStack | null,
  checksumAddress: Address | undefined,
  chainId: number | undefined,
): Promise<PreparedSignIn> {
  if (!active || !checksumAddress || chainId === undefined) throw new Error('No wallet to sign in with');
  return active.stack.prepareSignIn(checksumAddress, chainId);
}

/** An endpoint descriptor, for whether it needs a session ('wallet', 'admin'). */
export type SessionEndpoint = Pick<AnyEndpoint, 'access'>;

/**
 * Makes `endpoints` callable: when one needs a session and this browser has none valid for the
 * connected wallet, asks for the one Sign-In with Ethereum signature. False without a connected
 * wallet; throws when the signature or the sign-in is refused (the caller says so in its own
 * words, with `walletRequest: 'signature'`).
 */
export type SignIn = (endpoints: SessionEndpoint | readonly SessionEndpoint[]) => Promise<boolean>;

/**
 * THE sign-in step, for whichever endpoints an action names: useWalletAction runs it for the
 * steps' `signIn`, and `useSessionFor` for pages that also show the session's status. No feature
 * signs in by itself (DESIGN "Trust").
 */
export function useSignIn(): SignIn {
  const account = useWalletAccount();
  const active = useActiveWalletStack();
  const queryClient = useQueryClient();
  const { address, checksumAddress, chainId } = account;
  return useCallback(
    (endpoints) => {
      if (!active || !address || !checksumAddress || chainId === undefined) return Promise.resolve(false);
      if (![endpoints].flat().some(needsSession)) return Promise.resolve(true);
      const known = queryClient.getQueryData<Session | null>(sessionKey(address));
      const prepared = queryClient.getQueryData<PreparedSignIn>(preparedSignInKey(address, chainId));
      // Straight from the tap: no session, a message ready, so the wallet is asked before
      // anything is awaited (mobile deep links need the tap's user activation). A session signed
      // in meanwhile in another tab only costs a second signature.
      if (known !== undefined && !sessionServes(known ?? undefined, address)) {
        if (preparedServes(prepared, address, chainId)) {
          return signInOnce(active, queryClient, prepared).then(() => true);
        }
      }
      return (async () => {
        // A session believed valid is asked afresh: it may have ended or been signed out in
        // another tab (then the signature follows the answer, after an await).
        const session = await queryClient.fetchQuery({
          queryKey: sessionKey(address),
          queryFn: readSession,
          staleTime: 0,
        });
        if (sessionServes(session ?? undefined, address)) return true;
        const ready = preparedServes(prepared, address, chainId)
          ? prepared
          : await queryClient.fetchQuery({
              queryKey: preparedSignInKey(address, chainId),
              queryFn: () => prepare(active, checksumAddress, chainId),
              staleTime: 0,
            });
        await signInOnce(active, queryClient, ready);
        return true;
      })();
    },
    [active, address, checksumAddress, chainId, queryClient],
  );
}

export interface SessionFor {
  /** The sign-in step (`SignIn`) for this endpoint. */
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
 * The sign-in step for one endpoint, with the session's status: `watch` keeps it current for
 * pages that read with a session and offer their own sign-in button (My Reward's dashboard).
 */
export function useSessionFor(
  endpoint: Pick<AnyEndpoint, 'access'>,
  options: { watch?: boolean } = {},
): SessionFor {
  const account = useWalletAccount();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const { address } = account;
  const needed = needsSession(endpoint);
  const watched = useQuery({
    queryKey: sessionKey(address ?? ''),
    queryFn: readSession,
    enabled: Boolean(options.watch && needed && address),
  });
  const ensure = useCallback(() => signIn(endpoint), [signIn, endpoint]);

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
