import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { Session, VerifyRequest } from '@kingdoms/shared/api/auth';
import type { AnyEndpoint } from '@kingdoms/shared/api/endpoint';
import { claimRewardEndpoint, dashboardEndpoint } from '@kingdoms/shared/api/staking';
import { chainIdOf } from '@kingdoms/shared/networks';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import {
  connectDevWallet,
  disconnectDevWallet,
  stubPageBoundaries,
} from '../../../../test/walletPageFixture';
import { callApi } from '../../../shared/api/client';
import { loadRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { AlertDialog } from '../../../shared/overlays/AlertDialog';
import { call, prepare, signIn } from '../action/steps';
import { useWalletAction } from '../action/useWalletAction';
import { loadWalletStack } from '../stack/walletStack';
import { WalletBoundary } from '../WalletBoundary';
import { walletRuntime } from '../wagmiConfig';
import { SESSION_END_MARGIN_MS, sessionServes, useSessionFor } from './useSessionFor';

/**
 * The one sign-in-when-needed step, with the Dev wallet signing for real and an API double that
 * checks each Sign-In with Ethereum signature (viem's verifyMessage) before it opens a session,
 * and answers the wallet-only claim 401 without one.
 */
const player = devnetAccount(1); // the Dev wallet's first demo account
const PLAYER = player.address.toLowerCase();
const OTHER = devnetAccount(2).address.toLowerCase();
const ETHEREUM = chainIdOf('ethereum', 'devnet');
const POLYGON = chainIdOf('polygon', 'devnet');

const CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: (['ethereum', 'polygon'] as const).map((key, index) => ({
    key,
    index,
    name: key,
    chainId: chainIdOf(key, 'devnet'),
    rpcUrl: `http://${key}.rpc.test/`,
    explorerUrl: `http://explorer.test/${key}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    contracts: {},
  })),
};

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const sessionOf = (address: string, chainId = ETHEREUM, expiresAt = inAnHour()): Session => ({
  address,
  chainId,
  isAdmin: false,
  expiresAt,
});

/** The API's auth as far as this step sees it: one cookie session, nonces used once. */
function stubApi(initial: Session | undefined) {
  const server = { session: initial, nonces: new Set<string>(), signedIn: [] as string[], claims: 0 };
  let counter = 0;
  const fetchMock = stubPageBoundaries({
    config: CONFIG,
    ethCall: () => undefined,
    api: {
      '/game/auth/session': () =>
        server.session
          ? { result: 1, session: server.session }
          : { result: 0, err: { code: 'not_signed_in', message: 'no session' } },
      '/game/auth/nonce': () => {
        const nonce = `n0nce${String(++counter).padStart(8, '0')}`;
        server.nonces.add(nonce);
        return { result: 1, nonce };
      },
      '/game/auth/verify': async (body: unknown) => {
        const { message, signature } = body as VerifyRequest;
        const parsed = parseSiweMessage(message);
        const valid =
          parsed.address !== undefined &&
          parsed.nonce !== undefined &&
          server.nonces.delete(parsed.nonce) &&
          parsed.domain === window.location.host &&
          (await verifyMessage({ address: parsed.address, message, signature: signature as `0x${string}` }));
        if (!valid || !parsed.address || !parsed.chainId) {
          return { result: 0, err: { code: 'invalid_signature', message: 'refused' } };
        }
        server.session = sessionOf(parsed.address.toLowerCase(), parsed.chainId);
        server.signedIn.push(parsed.address.toLowerCase());
        return { result: 1, session: server.session };
      },
      '/game/staking/claim/myreward': (body: unknown) => {
        if (server.session?.address !== (body as { address: string }).address) {
          return jsonResponse({ result: 0, err: { code: 'not_signed_in', message: 'Sign in first.' } }, 401);
        }
        server.claims++;
        return { result: 1, claim: { payoutId: '1', amount: '1', status: 'queued' } };
      },
      '/game/staking/dashboard': {
        result: 1,
        dashboard: { continent: [], individual: [], totalValue: '0', totalHolder: 0, updatedAt: null },
      },
    },
  });
  const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path).length;
  return { server, calls };
}

/** A wallet action of a page: the step, then the call; a failure reaches the person as text. */
function Action({ endpoint, watch }: { endpoint: AnyEndpoint; watch?: boolean }) {
  const session = useSessionFor(endpoint, { watch });
  const errors = useErrorPresenter('test');
  const [outcome, setOutcome] = useState('');
  const act = async (times: number) => {
    try {
      const ready = await Promise.all(Array.from({ length: times }, () => session.ensure()));
      if (!ready.every(Boolean)) return setOutcome('no wallet');
      const reply =
        endpoint === claimRewardEndpoint
          ? await callApi(claimRewardEndpoint, { address: PLAYER })
          : await callApi(dashboardEndpoint);
      setOutcome(reply.result === 1 ? 'done' : 'refused');
    } catch (error) {
      setOutcome('stopped');
      errors.show(error, { action: 'test action', walletRequest: 'signature' });
    }
  };
  return (
    <>
      <output data-testid="status">{session.status}</output>
      <output data-testid="outcome">{outcome}</output>
      <button type="button" onClick={() => void act(1)}>
        act
      </button>
      <button type="button" onClick={() => void act(2)}>
        act twice at once
      </button>
    </>
  );
}

function renderAction(endpoint: AnyEndpoint = claimRewardEndpoint, watch?: boolean) {
  render(
    <Providers>
      <Suspense fallback={null}>
        <WalletBoundary>
          <Action endpoint={endpoint} watch={watch} />
        </WalletBoundary>
      </Suspense>
      <AlertDialog />
    </Providers>,
  );
}

async function runAction(name = 'act') {
  await userEvent.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(screen.getByTestId('outcome')).not.toBeEmptyDOMElement());
  return screen.getByTestId('outcome').textContent;
}

// The wallet stack these hooks run on, loaded as on a page where a wallet is used.
beforeAll(() => loadWalletStack());

describe('sessionServes (the rule of a valid session)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['no session', false, undefined],
    ['this wallet, an hour left', true, sessionOf(PLAYER, ETHEREUM, '2026-01-01T01:00:00Z')],
    ['this wallet, on another chain', true, sessionOf(PLAYER, POLYGON, '2026-01-01T01:00:00Z')],
    ['another wallet', false, sessionOf(OTHER, ETHEREUM, '2026-01-01T01:00:00Z')],
    [
      'this wallet, ending within the margin',
      false,
      sessionOf(PLAYER, ETHEREUM, new Date(now + SESSION_END_MARGIN_MS).toISOString()),
    ],
    ['this wallet, ended', false, sessionOf(PLAYER, ETHEREUM, '2025-12-31T23:00:00Z')],
  ])('%s: serves %s', (_name, serves, session) => {
    expect(sessionServes(session, player.address, now)).toBe(serves);
  });
});

describe('useSessionFor (sign in only when needed)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
  });
  afterEach(async () => {
    await disconnectDevWallet();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('without a session: asks for one signature, the API verifies it, then the call goes through', async () => {
    const { server, calls } = stubApi(undefined);
    await connectDevWallet('ethereum');
    renderAction();
    expect(await runAction()).toBe('done');
    expect(server.signedIn).toEqual([PLAYER]);
    expect(server.claims).toBe(1);
    expect(calls('/game/auth/verify')).toBe(1);
  });

  it('with a valid session of this wallet (on another chain too): no signature is asked for', async () => {
    const { server, calls } = stubApi(sessionOf(PLAYER, POLYGON));
    await connectDevWallet('ethereum');
    renderAction();
    expect(await runAction()).toBe('done');
    // Signed in already: no message is prepared (no nonce asked for), nothing is signed.
    expect(calls('/game/auth/nonce')).toBe(0);
    expect(calls('/game/auth/verify')).toBe(0);
    expect(server.signedIn).toEqual([]);
    expect(server.claims).toBe(1);
  });

  it("with another wallet's session, or one about to end: signs in again as this wallet", async () => {
    const { server } = stubApi(sessionOf(OTHER));
    await connectDevWallet('ethereum');
    renderAction();
    expect(await runAction()).toBe('done');
    expect(server.signedIn).toEqual([PLAYER]);

    server.session = sessionOf(
      PLAYER,
      ETHEREUM,
      new Date(Date.now() + SESSION_END_MARGIN_MS / 2).toISOString(),
    );
    expect(await runAction()).toBe('done');
    expect(server.signedIn).toEqual([PLAYER, PLAYER]);
  });

  it('two actions asking at once share one signature', async () => {
    const { server, calls } = stubApi(undefined);
    await connectDevWallet('ethereum');
    renderAction();
    expect(await runAction('act twice at once')).toBe('done');
    expect(calls('/game/auth/verify')).toBe(1);
    expect(server.signedIn).toEqual([PLAYER]);
  });

  it("a refused signature stops the action with 'Signature canceled by user.'", async () => {
    const { server, calls } = stubApi(undefined);
    await connectDevWallet('ethereum');
    const provider = (await walletRuntime(await loadRuntimeConfig()).devWallet?.load())!;
    const forward = provider.request.bind(provider);
    vi.spyOn(provider, 'request').mockImplementation(async (args) => {
      if (args.method === 'personal_sign') throw Object.assign(new Error('User rejected'), { code: 4001 });
      return forward(args);
    });
    renderAction();
    expect(await runAction()).toBe('stopped');
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Signature canceled by user.',
    );
    expect(calls('/game/auth/verify')).toBe(0);
    // The next tap finds a fresh message ready.
    await waitFor(() => expect(calls('/game/auth/nonce')).toBe(2));
    expect(server.claims).toBe(0);
    expect(calls('/game/staking/claim/myreward')).toBe(0);
  });

  it('an endpoint open to anyone asks nothing; without a wallet the step says so and asks nothing', async () => {
    const { calls } = stubApi(undefined);
    await connectDevWallet('ethereum');
    renderAction(dashboardEndpoint);
    // The one read is the preparation's, on connect; the action adds none.
    await waitFor(() => expect(calls('/game/auth/session')).toBe(1));
    expect(await runAction()).toBe('done');
    expect(calls('/game/auth/session')).toBe(1);

    await act(() => disconnectDevWallet());
    await userEvent.click(screen.getByRole('button', { name: 'act' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('no wallet'));
    expect(calls('/game/auth/session')).toBe(1);
    expect(calls('/game/auth/verify')).toBe(0);
  });

  it('straight from the tap: the session and the message are ready, so the click asks the wallet with nothing awaited', async () => {
    const { server, calls } = stubApi(undefined);
    await connectDevWallet('ethereum');
    const stack = await loadWalletStack();
    const signInWith = vi.spyOn(stack, 'signInWithEthereum');
    renderAction();
    // Prepared on connect: the session read (none) and a message with a fresh nonce.
    await waitFor(() => expect(calls('/game/auth/nonce')).toBe(1));
    await waitFor(() => expect(calls('/game/auth/session')).toBe(1));
    // The click's handler runs synchronously: the wallet was asked before it returned, so no
    // await (no request, not even a microtask) sits between the tap and the signature request.
    fireEvent.click(screen.getByRole('button', { name: 'act' }));
    expect(signInWith).toHaveBeenCalledTimes(1);
    const prepared = signInWith.mock.calls[0]![1];
    expect(parseSiweMessage(prepared.message)).toMatchObject({
      address: player.address,
      chainId: ETHEREUM,
      nonce: 'n0nce00000001',
    });
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('done'));
    expect(server.signedIn).toEqual([PLAYER]);
    expect(calls('/game/auth/session')).toBe(1);
    // Signed in: the used message is dropped and no other is prepared.
    expect(calls('/game/auth/nonce')).toBe(1);
  });

  it("watched: 'signed-out' until the sign-in, then 'signed-in' without asking the API again", async () => {
    const { calls } = stubApi(undefined);
    await connectDevWallet('ethereum');
    renderAction(claimRewardEndpoint, true);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(await runAction()).toBe('done');
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
    // One read, shared by the watch and the preparation: the step, knowing there is no session,
    // signs the prepared message at once; none after the sign-in.
    expect(calls('/game/auth/session')).toBe(1);
  });
});

/**
 * A wallet action's steps on the one runner: the sign-in step for the endpoints the steps name,
 * then the server's preparation (here answering null: nothing is sent), with the card's key busy.
 */
function StepsAction({ endpoint, log, held }: { endpoint: AnyEndpoint; log: string[]; held: Promise<void> }) {
  const prepared = useWalletAction<string, string>({
    id: 'test.steps',
    network: 'ethereum',
    key: (key) => key,
    steps: (key) => [
      signIn(endpoint),
      prepare('test steps', async () => {
        log.push(`prepare ${key}`);
        // Held until the test lets it go, so a second card's click lands while this one runs
        // (a fixed delay raced the click on a busy machine).
        await held;
        return null;
      }),
    ],
  });
  const run = (key: string) => void prepared.run(key);
  return (
    <>
      <output data-testid="active">{prepared.active ?? ''}</output>
      <button type="button" onClick={() => run('a')}>
        card a
      </button>
      <button type="button" onClick={() => run('b')}>
        card b
      </button>
    </>
  );
}

describe('useWalletAction (the steps in order: sign in, prepare, then the flow)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
  });
  afterEach(async () => {
    await disconnectDevWallet();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function renderSteps(endpoint: AnyEndpoint, log: string[], held: Promise<void> = Promise.resolve()) {
    render(
      <Providers>
        <Suspense fallback={null}>
          <WalletBoundary>
            <StepsAction endpoint={endpoint} log={log} held={held} />
          </WalletBoundary>
        </Suspense>
        <AlertDialog />
      </Providers>,
    );
  }

  it("signs in before preparing when there is no session; the busy key is the card's, and another card waits", async () => {
    const { server, calls } = stubApi(undefined);
    const log: string[] = [];
    const verify = (): number => calls('/game/auth/verify');
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await connectDevWallet('ethereum');
    renderSteps(claimRewardEndpoint, log, held);
    await userEvent.click(await screen.findByRole('button', { name: 'card a' }));
    await waitFor(() => expect(log).toEqual(['prepare a']));
    // The signature was verified before the preparation started.
    expect(verify()).toBe(1);
    expect(server.signedIn).toEqual([PLAYER]);
    expect(screen.getByTestId('active')).toHaveTextContent('a');
    await userEvent.click(screen.getByRole('button', { name: 'card b' }));
    expect(screen.getByTestId('active')).toHaveTextContent('a');
    release();
    await waitFor(() => expect(screen.getByTestId('active')).toBeEmptyDOMElement());
    expect(log).toEqual(['prepare a']);
  });

  it("a first sign-in step asks the wallet straight from the card's click, nothing awaited", async () => {
    const { server, calls } = stubApi(undefined);
    const log: string[] = [];
    await connectDevWallet('ethereum');
    const stack = await loadWalletStack();
    const signInWith = vi.spyOn(stack, 'signInWithEthereum');
    renderSteps(claimRewardEndpoint, log);
    await waitFor(() => expect(calls('/game/auth/nonce')).toBe(1));
    await waitFor(() => expect(calls('/game/auth/session')).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'card a' }));
    expect(signInWith).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(log).toEqual(['prepare a']));
    expect(server.signedIn).toEqual([PLAYER]);
  });

  it('with a valid session asks no signature; a refused signature prepares nothing', async () => {
    const { calls, server } = stubApi(sessionOf(PLAYER));
    const log: string[] = [];
    await connectDevWallet('ethereum');
    renderSteps(claimRewardEndpoint, log);
    await userEvent.click(await screen.findByRole('button', { name: 'card a' }));
    await waitFor(() => expect(log).toEqual(['prepare a']));
    expect(calls('/game/auth/verify')).toBe(0);
    await waitFor(() => expect(screen.getByTestId('active')).toBeEmptyDOMElement());

    server.session = undefined;
    const provider = (await walletRuntime(await loadRuntimeConfig()).devWallet?.load())!;
    const forward = provider.request.bind(provider);
    vi.spyOn(provider, 'request').mockImplementation(async (args) => {
      if (args.method === 'personal_sign') throw Object.assign(new Error('User rejected'), { code: 4001 });
      return forward(args);
    });
    await userEvent.click(screen.getByRole('button', { name: 'card b' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Signature canceled by user.',
    );
    expect(log).toEqual(['prepare a']);
  });

  it('steps naming only endpoints open to anyone ask nothing of the session', async () => {
    const { calls } = stubApi(undefined);
    const log: string[] = [];
    await connectDevWallet('ethereum');
    renderSteps(dashboardEndpoint, log);
    // The preparation's read on connect, then the steps add none.
    await waitFor(() => expect(calls('/game/auth/session')).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'card a' }));
    await waitFor(() => expect(log).toEqual(['prepare a']));
    expect(calls('/game/auth/session')).toBe(1);
    expect(calls('/game/auth/verify')).toBe(0);
  });
});

function SignedCallAction() {
  const [outcome, setOutcome] = useState('');
  const action = useWalletAction({
    id: 'test.claim',
    network: 'ethereum',
    whenDisconnected: () => setOutcome('stopped'),
    steps: () => [
      signIn(claimRewardEndpoint),
      call('test claim', async () => {
        const reply = await callApi(claimRewardEndpoint, { address: PLAYER });
        setOutcome(reply.result === 1 ? 'done' : 'refused');
        return reply;
      }),
    ],
  });
  const claim = () => action.run();
  return (
    <>
      <output data-testid="outcome">{outcome}</output>
      <button type="button" onClick={() => void claim()}>
        act
      </button>
    </>
  );
}

describe('a signed call step (an API-only action after the sign-in step)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
  });
  afterEach(async () => {
    await disconnectDevWallet();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('signs in first when needed, then calls; without a wallet it calls nothing', async () => {
    const { server, calls } = stubApi(undefined);
    await connectDevWallet('ethereum');
    render(
      <Providers>
        <Suspense fallback={null}>
          <WalletBoundary>
            <SignedCallAction />
          </WalletBoundary>
        </Suspense>
      </Providers>,
    );
    expect(await runAction()).toBe('done');
    expect(server.signedIn).toEqual([PLAYER]);
    expect(server.claims).toBe(1);

    await act(() => disconnectDevWallet());
    await userEvent.click(screen.getByRole('button', { name: 'act' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('stopped'));
    expect(calls('/game/staking/claim/myreward')).toBe(1);
  });
});
