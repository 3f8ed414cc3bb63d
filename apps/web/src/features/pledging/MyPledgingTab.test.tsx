import { devnetAccount } from '@kingdoms/contracts/accounts';
import { commentMessage } from '@kingdoms/shared/staking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Hex, recoverMessageAddress } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/renderApp';
import { connectDevWallet, disconnectDevWallet } from '../../../test/walletPageFixture';
import { captureLogs } from '../../shared/lib/logger';
import { type ApiReplies, bodyOf, renderPledgingPage, stubBoundaries } from './testing/pledgingFixture';

const PLAYER = devnetAccount(1).address.toLowerCase(); // the Dev wallet's first demo account
const E18 = 10n ** 18n;

const MY_STAKING = {
  result: 1,
  my: {
    address: PLAYER,
    value: (15n * E18).toString(),
    ranking: 7,
    reward: (25n * E18 + 5n * 10n ** 17n).toString(), // 25.50
    continents: [
      { continent: 2, value: (10n * E18).toString(), tier: 2 },
      { continent: 9, value: '0', tier: 4 },
      { continent: 14, value: (5n * E18).toString(), tier: 5 },
    ],
    staking: { total: (15n * E18).toString(), comment: 'For the north!' },
    heldClaims: [] as { amount: string }[],
  },
};

async function openMyPledging(replies: ApiReplies) {
  const fetchMock = stubBoundaries({ myStaking: MY_STAKING, ...replies });
  const user = userEvent.setup();
  renderPledgingPage();
  await connectDevWallet('ethereum');
  await user.click(await screen.findByTestId('pledging-tab-my'));
  await screen.findByTestId('my-pledging');
  return { fetchMock, user };
}

describe('My Pledging tab', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'pledging', 'wallet']);
  });
  afterEach(async () => {
    await disconnectDevWallet();
    vi.unstubAllGlobals();
  });

  it('asks to connect a wallet first', async () => {
    stubBoundaries({});
    const user = userEvent.setup();
    renderPledgingPage();
    await user.click(await screen.findByTestId('pledging-tab-my'));
    await user.click(await screen.findByTestId('connect-button'));
    expect(screen.getByTestId('wallet-picker-open')).toHaveTextContent('true');
  });

  it('shows rank, address, total, reward, the comment and only continents pledged above 0', async () => {
    const { fetchMock } = await openMyPledging({});
    expect(bodyOf(fetchMock, '/game/staking/mystaking')).toEqual({ address: PLAYER });
    expect(screen.getByTestId('my-rank')).toHaveTextContent('7');
    expect(screen.getByTestId('my-address')).toHaveTextContent(`${PLAYER.slice(0, 5)}...${PLAYER.slice(-3)}`);
    expect(screen.getByTestId('my-total')).toHaveTextContent('15.00 A2Z');
    expect(screen.getByTestId('my-reward')).toHaveTextContent('25.50 A2Z');
    expect(screen.getByTestId('comment-input')).toHaveValue('For the north!');
    const rows = within(screen.getByTestId('my-continent-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.dataset.testid)).toEqual(['my-continent-row-2', 'my-continent-row-14']);
    expect(rows[0]).toHaveTextContent('Continent 102');
    expect(rows[0]).toHaveTextContent('10.00');
  });

  it('says a claim the payout contract holds back is delayed and under review, (the catalogue text)', async () => {
    const held = {
      ...MY_STAKING,
      my: { ...MY_STAKING.my, heldClaims: [{ amount: (12n * E18).toString() }] },
    };
    await openMyPledging({ myStaking: held });
    const notice = await screen.findByTestId('claim-held');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('Your claim of 12.00 A2Z is delayed and under review.');
    // The same key in ko, ja and zh: i18n/catalogues.test.ts fails on a key missing from any of them.
  });

  it("refuses a comment over 30 characters with 'Comments can contain up to 30 characters.'", async () => {
    const { fetchMock, user } = await openMyPledging({});
    const input = screen.getByTestId('comment-input');
    await user.clear(input);
    await user.type(input, 'x'.repeat(31));
    await user.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Comments can contain up to 30 characters.',
    );
    expect(bodyOf(fetchMock, '/game/staking/change/comment')).toBeUndefined();
  });

  it("registers a comment with the wallet's signature of commentMessage(address, comment, issuedAt)", async () => {
    const { fetchMock, user } = await openMyPledging({
      comment: { result: 1, comment: 'Hold the line' },
    });
    const input = screen.getByTestId('comment-input');
    await user.clear(input);
    await user.type(input, 'Hold the line');
    await user.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Your comment has been registered.',
    );
    const body = bodyOf(fetchMock, '/game/staking/change/comment') as {
      address: string;
      comment: string;
      signed: Hex;
      issuedAt: string;
    };
    expect(body.address).toBe(PLAYER);
    expect(body.comment).toBe('Hold the line');
    const signer = await recoverMessageAddress({
      message: commentMessage(body.address, body.comment, body.issuedAt),
      signature: body.signed,
    });
    expect(signer.toLowerCase()).toBe(PLAYER);
  });

  it('shows the catalogue text of a refused comment', async () => {
    const { user } = await openMyPledging({
      comment: { result: 0, err: { code: 'signature_expired', message: 'expired' } },
    });
    await user.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'The signature has expired. Please register the comment again.',
    );
  });

  it('signs in with Ethereum first, then claims and announces the payout on Polygon', async () => {
    const { fetchMock, user } = await openMyPledging({
      verify: {
        result: 1,
        session: { address: PLAYER, chainId: 31337, isAdmin: false, expiresAt: '2099-01-01T00:00:00.000Z' },
      },
      claim: {
        status: 200,
        body: { result: 1, claim: { payoutId: 'p1', amount: (25n * E18).toString(), status: 'queued' } },
      },
    });
    await user.click(screen.getByTestId('claim-button'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'The reward will be sent to the connected address of the polygon network within 24 hours.',
    );
    const urls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/game/'));
    const verifyAt = urls.indexOf('/game/auth/verify');
    expect(verifyAt).toBeGreaterThan(-1);
    expect(urls.indexOf('/game/staking/claim/myreward')).toBeGreaterThan(verifyAt);
    expect(bodyOf(fetchMock, '/game/staking/claim/myreward')).toEqual({ address: PLAYER });
  });

  it('skips the sign-in with a session of this wallet, and shows the text of a failed claim', async () => {
    const { fetchMock, user } = await openMyPledging({
      session: {
        result: 1,
        session: { address: PLAYER, chainId: 31337, isAdmin: false, expiresAt: '2099-01-01T00:00:00.000Z' },
      },
      claim: { status: 200, body: { result: 0, err: { code: 'nothing_to_claim', message: 'nothing' } } },
    });
    await user.click(screen.getByTestId('claim-button'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'There is no reward to claim yet.',
    );
    await waitFor(() => expect(bodyOf(fetchMock, '/game/staking/claim/myreward')).toBeDefined());
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/game/auth/verify')).toBe(false);
  });

  it('maps a 401 answer to its catalogue text (and logs it)', async () => {
    const logs = captureLogs();
    const { user } = await openMyPledging({
      session: {
        result: 1,
        session: { address: PLAYER, chainId: 31337, isAdmin: false, expiresAt: '2099-01-01T00:00:00.000Z' },
      },
      claim: { status: 401, body: { result: 0, err: { code: 'not_signed_in', message: 'Sign in first.' } } },
    });
    await user.click(screen.getByTestId('claim-button'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Please sign in with your wallet first.',
    );
    logs.restore();
    expect(logs.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        feature: 'pledging',
        message: 'reward claim failed: not_signed_in',
      }),
    );
  });
});
