import type { MoveLog } from '@kingdoms/shared/api/migration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setupI18n } from '../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { appRoutes } from '../../app/routes';
import koErrors from './locales/errors/ko.json';
import { PENDING_SIGN_IN_KEY } from './signIn/devIssuerRedirect';
import { GOOGLE_SDK_URL } from './signIn/providerSdks';

// The web project shares modules across files (isolate: false): the modules that import what this
// file mocks are loaded again for it, and again without the mocks for the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('./reloadPage', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('./reloadPage');

const TOKEN = 'tok.en.value';
const KINGDOM = { _id: 'klay-1001', name: 'Aurora Keep', level: 25, power: 1250000 };
// Production-like providers: the SDKs would load on demand (no devnet issuer in this file).
const CONFIG = {
  ...TEST_RUNTIME_CONFIG,
  social: { googleClientId: 'g-client', appleClientId: 'a-client', facebookAppId: 'fb' },
};
const migrationRoutes = appRoutes.filter((route) => route.path === '/move/:token');

interface Replies {
  from?: unknown;
  log?: MoveLog;
  login?: unknown;
  cancel?: unknown;
}

function stubApi(replies: Replies) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/config.json') return jsonResponse(CONFIG);
    if (url === '/old-chain/api/moveklaytn/from')
      return jsonResponse(replies.from ?? { result: 1, from: KINGDOM });
    if (url === '/game/api/moveklaytn/to')
      return jsonResponse(replies.log ? { result: 1, log: replies.log } : { result: 1 });
    if (url === '/game/api/moveklaytn/cancel') return jsonResponse(replies.cancel ?? { result: 1 });
    if (url === '/server/api/auth/login') return jsonResponse(replies.login ?? { result: 1 });
    return jsonResponse({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function bodyOf(fetchMock: ReturnType<typeof stubApi>, url: string): Record<string, unknown> | undefined {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function headersOf(fetchMock: ReturnType<typeof stubApi>, url: string): Headers | undefined {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url);
  return call ? new Headers(call[1]?.headers) : undefined;
}

const log = (overrides: Partial<MoveLog>): MoveLog => ({
  kingdomId: KINGDOM._id,
  worldId: 5,
  status: 0,
  reasons: [],
  queuedAt: '2024-01-01T00:00:00.000Z',
  processedAt: null,
  ...overrides,
});

describe('MigrationPage', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'migration']);
    // The route loads the page lazily: transform it once here, so the first test's 1 s wait is
    // about the page, not about a cold module graph on a busy machine.
    await import('./MigrationPage');
  });
  beforeEach(() => {
    window.history.replaceState(null, '', `/move/${TOKEN}`);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(reloadPage).mockClear();
    sessionStorage.clear();
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('shows the kingdom of the token without header or footer, the continents as 101..126 and the rules', async () => {
    stubApi({});
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    expect(await screen.findByText('Aurora Keep')).toBeInTheDocument();
    expect(screen.getByTestId('migration-token')).toHaveTextContent(TOKEN);
    expect(screen.getByTestId('kingdom-level')).toHaveTextContent('25');
    expect(screen.getByTestId('kingdom-power')).toHaveTextContent('1,250,000');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    const options = within(screen.getByLabelText('Continent')).getAllByRole('option');
    expect(options).toHaveLength(27);
    expect(options[0]).toHaveValue('0');
    expect(options[1]).toHaveTextContent('101');
    expect(options[26]).toHaveTextContent('126');
    for (const name of ['Sign in with Google', 'Sign in with Apple', 'Sign in with Facebook']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Moves run once a day at 00:00 UTC.')).toBeInTheDocument();
    expect(screen.getByText('All troops must be home, with none wounded.')).toBeInTheDocument();
    expect(screen.getByText('No building, research or training may be in progress.')).toBeInTheDocument();
    expect(screen.getByText('The kingdom must have left its alliance.')).toBeInTheDocument();
  });

  it('shows err_invalid_token and an empty token for an invalid link', async () => {
    stubApi({ from: { result: 0, err: { code: 'invalid_token', message: 'bad' } } });
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This migration link is invalid or has expired.',
    );
    expect(screen.getByTestId('migration-token')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('refuses to sign in before a continent is chosen, and loads no SDK', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Select continent first.')).toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
    expect(bodyOf(fetchMock, '/server/api/auth/login')).toBeUndefined();
  });

  it('loads the provider SDK only when its button is pressed', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    await screen.findByText('Aurora Keep');
    expect(document.head.querySelector(`script[src="${GOOGLE_SDK_URL}"]`)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Continent'), '5');
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(document.head.querySelector(`script[src="${GOOGLE_SDK_URL}"]`)).not.toBeNull(),
    );
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  function returnFromIssuer(worldId: number) {
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({ state: 'st', authType: 'google', worldId, moveToken: TOKEN }),
    );
    window.history.replaceState(null, '', `/move/${TOKEN}#id_token=the-id-token&state=st`);
  }

  it('finishes a sign-in that came back from the issuer and reloads on success', async () => {
    const fetchMock = stubApi({});
    returnFromIssuer(12);
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const json = JSON.parse(String(bodyOf(fetchMock, '/server/api/auth/login')?.json));
    expect(json).toEqual({
      token: 'the-id-token',
      authType: 'google',
      fromKlay: { kingdomId: 'klay-1001', worldId: 12 },
    });
    // The link's token proves the kingdom in the header, not in the body.
    expect(headersOf(fetchMock, '/server/api/auth/login')?.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(window.location.hash).toBe('');
  });

  it('shows err_already_exist in Korean when the account is already on the global server (spec 1 §8)', async () => {
    stubApi({ login: { result: 0, err: { code: 'already_exist', message: 'exists' } } });
    returnFromIssuer(3);
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    // "The login-0 alert is in Korean": on the English page too.
    const alert = await screen.findByText(koErrors.error.already_exist);
    expect(alert).toHaveAttribute('lang', 'ko');
    expect(
      screen.queryByText('This account already exists on the global server. Please try another account.'),
    ).not.toBeInTheDocument();
    // The rest of the page stays in its language.
    expect(screen.getByText('Aurora Keep')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each(['invalid_token', 'replayed', 'move_exists'] as const)(
    'shows every login result 0 in Korean: %s',
    async (code) => {
      stubApi({ login: { result: 0, err: { code, message: code } } });
      returnFromIssuer(4);
      renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
      expect(await screen.findByText(koErrors.error[code])).toHaveAttribute('lang', 'ko');
    },
  );

  it('ignores a returned token whose state does not match', async () => {
    const fetchMock = stubApi({});
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({ state: 'other', authType: 'google', worldId: 3, moveToken: TOKEN }),
    );
    window.history.replaceState(null, '', `/move/${TOKEN}#id_token=x&state=st`);
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    await screen.findByText('Aurora Keep');
    expect(bodyOf(fetchMock, '/server/api/auth/login')).toBeUndefined();
  });

  it('shows a queued move with its continent and status, and cancel reloads', async () => {
    const fetchMock = stubApi({ log: log({ worldId: 5, status: 0 }) });
    const user = userEvent.setup();
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    expect(await screen.findByTestId('log-continent')).toHaveTextContent('105');
    expect(screen.getByTestId('log-status')).toHaveTextContent('Waiting');
    expect(screen.getByText(/will move at the next daily run/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel move' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    // Spec 1 §7: the body is kingdomId only; the link's token proves the kingdom in the header.
    expect(bodyOf(fetchMock, '/game/api/moveklaytn/cancel')).toEqual({ kingdomId: 'klay-1001' });
    expect(headersOf(fetchMock, '/game/api/moveklaytn/cancel')?.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it.each([
    [1, 'The move is complete, so it can no longer be cancelled.'],
    [2, 'The move did not take place, so there is nothing to cancel.'],
    [3, 'This move is already cancelled.'],
  ] as const)('offers cancel for every log: status %i says why it cannot act', async (status, reason) => {
    const fetchMock = stubApi({ log: log({ status, reasons: status === 2 ? ['busy'] : [] }) });
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    const cancel = await screen.findByRole('button', { name: 'Cancel move' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(reason);
    expect(bodyOf(fetchMock, '/game/api/moveklaytn/cancel')).toBeUndefined();
  });

  it('shows a failed move with its reasons and offers a new request', async () => {
    stubApi({ log: log({ status: 2, reasons: ['busy', 'in_alliance'] }) });
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    expect(await screen.findByTestId('log-status')).toHaveTextContent('Failed');
    expect(screen.getByText('A building, research or training was in progress.')).toBeInTheDocument();
    expect(screen.getByText('The kingdom was still in an alliance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeInTheDocument();
  });

  it('shows a completed move without sign-in', async () => {
    stubApi({ log: log({ status: 1, processedAt: '2024-01-02T00:00:00.000Z' }) });
    renderApp({ routes: migrationRoutes, path: `/move/${TOKEN}` });
    expect(await screen.findByTestId('log-status')).toHaveTextContent('Completed');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });
});
