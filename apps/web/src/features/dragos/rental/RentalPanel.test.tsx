import type { RentInfoReply } from '@kingdoms/shared/api/rental';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG, testNetwork } from '../../../../test/runtimeConfigFixture';
import {
  connectDevWallet,
  disconnectDevWallet,
  stubPageBoundaries,
} from '../../../../test/walletPageFixture';
import { WalletBoundary } from '../../wallet/onchain';
import { RentalPanel } from './RentalPanel';

const CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: [testNetwork('arenaz', { rpcUrl: 'http://rpc.test/arenaz' })],
};
const DST = 10n ** 18n;
const EMPTY_PAGE = { result: 1, dragos: [], history: [], numPage: 0 };

async function openPanel(info: RentInfoReply) {
  stubPageBoundaries({
    config: CONFIG,
    ethCall: () => undefined,
    api: {
      '/game/drago/rent/info': info,
      '/game/drago/rent/manage/list': EMPTY_PAGE,
      '/game/drago/rent/manage/history': EMPTY_PAGE,
    },
  });
  render(
    <Providers>
      <Suspense fallback={null}>
        <WalletBoundary>
          <RentalPanel />
        </WalletBoundary>
      </Suspense>
    </Providers>,
  );
  await connectDevWallet('arenaz');
  return screen.findByTestId('rental-panel');
}

describe('My Drago Rental panel', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'dragos', 'wallet']);
  });
  afterEach(async () => {
    await disconnectDevWallet();
    vi.unstubAllGlobals();
  });

  it('says each DST claim the payout contract holds back is delayed and under review (issue 41)', async () => {
    await openPanel({
      result: 1,
      unclaimedProfit: 1500,
      heldClaims: [{ amount: (1224n * DST) / 100n }, { amount: 3n * DST }].map(({ amount }) => ({
        amount: amount.toString(),
      })),
    });
    expect(await screen.findByTestId('rental-total-dsa')).toHaveTextContent('1,500 DSA');
    const notices = await screen.findAllByTestId('rental-claim-held');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      'Your claim of 12.24 DST is delayed and under review. It will be paid automatically once cleared; nothing is lost.',
      'Your claim of 3.00 DST is delayed and under review. It will be paid automatically once cleared; nothing is lost.',
    ]);
    for (const notice of notices) expect(notice).toHaveAttribute('role', 'status');
    // The same key in ko, ja and zh: i18n/catalogues.test.ts fails on a key missing from any of them.
  });

  it('shows no such notice while nothing is held', async () => {
    await openPanel({ result: 1, unclaimedProfit: 1500, heldClaims: [] });
    expect(await screen.findByTestId('rental-total-dsa')).toHaveTextContent('1,500 DSA');
    expect(screen.queryByTestId('rental-claim-held')).toBeNull();
  });
});
