import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { useOverlays } from '../../shared/overlays';
import en from './locales/en.json';
import RoulettePage from './RoulettePage';
import { infoReply } from './testing/fixtures';

/** The alert the page raised (the shell renders it; here its text is enough). */
function AlertProbe() {
  const { state } = useOverlays();
  return (
    <>
      <output data-testid="alert">{state.open.alert ? state.alertMessage : ''}</output>
      <output data-testid="wallet-picker">{state.open.wallet ? 'open' : 'closed'}</output>
    </>
  );
}

/** Polygon only, unreachable: a visitor's page reads nothing from it. */
const CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: [
    {
      key: 'polygon',
      index: 1,
      name: 'Polygon',
      chainId: 31338,
      rpcUrl: 'http://polygon.rpc.test/',
      explorerUrl: 'http://explorer.test/polygon',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      contracts: {},
    },
  ],
};

const requests: { url: string; body: unknown }[] = [];

function stubApi(info = infoReply()) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/config.json') return jsonResponse(CONFIG);
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/preregist/event/info')) return jsonResponse(info);
    return jsonResponse({ result: 0, err: { code: 'unexpected', message: url } }, 404);
  });
}

function renderPage() {
  return render(
    <Providers runtimeConfig={CONFIG}>
      <Suspense fallback={null}>
        <RoulettePage />
      </Suspense>
      <AlertProbe />
    </Providers>,
  );
}

beforeAll(async () => {
  await setupI18n('en', ['common', 'roulette', 'wallet']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('RoulettePage for a visitor without a wallet (spec 2 §1, §6)', () => {
  it('shows the page, no tickets, and asks to connect a wallet to spin', async () => {
    stubApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    expect(await screen.findByTestId('current-commitment')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-count')).toHaveTextContent('0');
    expect(screen.getByTestId('box-count')).toHaveTextContent('0');
    expect(screen.getByTestId('roulette-connect')).toHaveTextContent(en.connect_prompt);
    // The info is asked for with publicKey '' (spec 2 §6: empty string without a wallet).
    expect(requests.find((request) => request.url.endsWith('/preregist/event/info'))?.body).toEqual({
      publicKey: '',
    });

    await act(async () => fireEvent.click(screen.getByTestId('spin-button')));
    expect(screen.getByTestId('alert')).toHaveTextContent('Connect your wallet to spin roulette.');
    // Nothing was asked of the server.
    expect(requests.some((request) => request.url.endsWith('/spin2'))).toBe(false);
  });

  it('shows the event window', async () => {
    stubApi();
    renderPage();
    expect(await screen.findByTestId('event-period')).toHaveTextContent(
      /^Event period: \d{4}-\d\d-\d\d \d\d:\d\d – /,
    );
  });

  it('shows the time left until the event ends as a flip countdown', async () => {
    stubApi();
    renderPage();
    const countdown = await screen.findByTestId('event-countdown');
    expect(countdown).toHaveTextContent(en.event_ends_in);
    expect(screen.getByRole('timer', { name: en.event_ends_in })).toHaveTextContent(/23 hours, 58 minutes/);
  });
});

describe('RoulettePage after the event window (spec 2 §2 event-ended notice, §4 burn, §8)', () => {
  const endedInfo = () =>
    infoReply({
      now: 1_700_090_000,
      open: false,
      current: null,
      event: { start: 1_700_000_000, end: 1_700_086_400, periodSeconds: 3_600 },
    });

  it('shows the event-ended notice as a state of the page, without the connect prompt', async () => {
    stubApi(endedInfo());
    renderPage();
    const notice = await screen.findByTestId('event-ended');
    expect(notice).toHaveTextContent(en.ended_title);
    expect(notice).toHaveTextContent(en.ended_text);
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('roulette-connect')).toBeNull();
  });

  it("the burn button only announces 'The event has ended.': no wallet picker, no request", async () => {
    stubApi(endedInfo());
    renderPage();
    await screen.findByTestId('event-ended');
    const burn = screen.getByTestId('burn-button');
    expect(burn).toHaveTextContent(en.burn);
    await act(async () => fireEvent.click(burn));
    expect(screen.getByTestId('alert')).toHaveTextContent(/^The event has ended\.$/);
    expect(screen.getByTestId('wallet-picker')).toHaveTextContent('closed');
    expect(requests.some((request) => request.url.endsWith('/burnsMysteryBox'))).toBe(false);
  });

  it("START says 'Thank you. The event has ended.' without asking for a wallet", async () => {
    stubApi(endedInfo());
    renderPage();
    await screen.findByTestId('event-ended');
    await act(async () => fireEvent.click(screen.getByTestId('spin-button')));
    expect(screen.getByTestId('alert')).toHaveTextContent('Thank you. The event has ended.');
    expect(requests.some((request) => request.url.endsWith('/spin2'))).toBe(false);
  });

  it('shows no ended notice while the event is open', async () => {
    stubApi();
    renderPage();
    await screen.findByTestId('event-period');
    expect(screen.queryByTestId('event-ended')).toBeNull();
  });
});

describe('RoulettePage odds (spec 2 §3 probability, §9 "10 prizes at 12.5 each")', () => {
  const declared = () =>
    screen.getAllByTestId('odds-row').map((row) => row.querySelectorAll('td')[0]?.textContent);

  it('shows the default odds in force: 1 in 10 for each prize, as the wheel shows', async () => {
    stubApi(infoReply({ weights: new Array(10).fill(125) }));
    renderPage();
    await screen.findByTestId('odds-table');
    expect(declared()).toEqual(new Array(10).fill('10.00%'));
  });

  it('shows configured odds when the API declares other weights', async () => {
    stubApi(infoReply({ weights: [3000, 2500, 1500, 1200, 600, 400, 300, 300, 150, 50] }));
    renderPage();
    await screen.findByTestId('odds-table');
    expect(declared()).toEqual([
      '30.00%',
      '25.00%',
      '15.00%',
      '12.00%',
      '6.00%',
      '4.00%',
      '3.00%',
      '3.00%',
      '1.50%',
      '0.50%',
    ]);
  });
});
