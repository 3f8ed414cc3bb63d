import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { saveStartupQuery } from '../../shared/lib/urlParam';
import { useOverlays } from '../../shared/overlays';
import { AlertDialog } from '../../shared/overlays/AlertDialog';
import { SubscribeDialog } from './SubscribeDialog';

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function OpenSubscribe() {
  const { open } = useOverlays();
  return (
    <button type="button" onClick={() => open('subscribe')}>
      open subscribe
    </button>
  );
}

function stubFetch(subscribeReply: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input) === '/config.json' ? jsonResponse(TEST_RUNTIME_CONFIG) : subscribeReply(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function subscribeCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([input]) => String(input) !== '/config.json');
}

async function openDialogAndSubscribe(email: string) {
  const user = userEvent.setup();
  render(
    <Providers>
      <OpenSubscribe />
      <SubscribeDialog />
      <AlertDialog />
    </Providers>,
  );
  await user.click(screen.getByRole('button', { name: 'open subscribe' }));
  const dialog = await screen.findByRole('dialog', { name: 'SUBSCRIBE' });
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
  return { user, dialog };
}

describe('SubscribeDialog', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'subscribe']);
  });
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ko-KR');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the e-mail field with CLOSE and SUBSCRIBE buttons', async () => {
    stubFetch(() => jsonResponse({ result: 1 }));
    render(
      <Providers>
        <OpenSubscribe />
        <SubscribeDialog />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open subscribe' }));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CLOSE' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each(['', 'ab', '  a  '])('alerts the invalid_email text for %j and sends nothing', async (email) => {
    const fetchMock = stubFetch(() => jsonResponse({ result: 1 }));
    await openDialogAndSubscribe(email);
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the spec payload to {stat}/preregist/subscribe', async () => {
    saveStartupQuery('?utm_source=newsletter&utm_medium=email&ref=friend42');
    const fetchMock = stubFetch(() => jsonResponse({ result: 1 }));
    await openDialogAndSubscribe('  knight@example.com ');

    await waitFor(() => expect(subscribeCalls(fetchMock)).toHaveLength(1));
    const [url, init] = subscribeCalls(fetchMock)[0] ?? [];
    expect(String(url)).toBe('/stat/preregist/subscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'knight@example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      ref: 'friend42',
      device: 'mobile/ios',
      language: 'ko-KR',
      language2: 'en',
      from: 'homepage',
    });
  });

  it('on result 1 alerts success and closes the subscribe dialog', async () => {
    stubFetch(() => jsonResponse({ result: 1 }));
    await openDialogAndSubscribe('knight@example.com');
    expect(await screen.findByText('Subscribed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'SUBSCRIBE' })).not.toBeInTheDocument());
  });

  it('on already_subscribed alerts "You\'re already subscribed." and keeps the dialog open', async () => {
    stubFetch(() =>
      jsonResponse({ result: 0, err: { code: 'already_subscribed', message: 'e-mail already subscribed' } }),
    );
    const { user } = await openDialogAndSubscribe('knight@example.com');
    expect(await screen.findByText("You're already subscribed.")).toBeInTheDocument();
    // After OK the subscribe dialog is still there with the address, so it can be corrected.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'SUBSCRIBE' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('knight@example.com');
  });

  it('maps an unknown err.code to the generic failure text', async () => {
    stubFetch(() => jsonResponse({ result: 0, err: { code: 'mystery', message: '?' } }));
    await openDialogAndSubscribe('knight@example.com');
    expect(
      await screen.findByText('The request could not be completed. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows the translated network error when the request fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await openDialogAndSubscribe('knight@example.com');
    expect(
      await screen.findByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
