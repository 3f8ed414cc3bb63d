import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { DetailReply, Drago } from '@kingdoms/shared/api/dragos';
import { describeDrago, SAMPLE_EPIC_DATAS, SAMPLE_LEGEND_DATAS } from '@kingdoms/shared/drago/index';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { connectDevWallet, disconnectDevWallet, stubPageBoundaries } from '../../../test/walletPageFixture';
import { AlertDialog } from '../../shared/overlays/AlertDialog';
import { ConfirmHost } from '../../shared/overlays/ConfirmDialog';
import DragoDetailPage from './DragoDetailPage';

const DEV_WALLET = devnetAccount(1).address.toLowerCase(); // the Dev wallet's first demo account
const SOMEONE_ELSE = devnetAccount(7).address.toLowerCase();
const TOKEN_ID = 21_001;

const CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: [
    {
      key: 'arenaz',
      index: 2,
      name: 'Arena-Z',
      chainId: 31339,
      rpcUrl: 'http://rpc.test/arenaz',
      explorerUrl: 'http://explorer.test/arenaz',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      contracts: { Drago: '0x00000000000000000000000000000000000d7a90' },
    },
  ],
};

function detailReply(overrides: Partial<Drago>): DetailReply {
  const datas = overrides.datas ?? SAMPLE_EPIC_DATAS;
  const described = describeDrago(datas);
  return {
    result: 1,
    drago: {
      tokenId: TOKEN_ID,
      network: 2,
      grade: datas[0] ?? 1,
      breed: 2,
      rehatching: 1,
      parents: [0, 0],
      owner: DEV_WALLET,
      datas: [...datas],
      rent: null,
      randomness: null,
      ...overrides,
    },
    stats: described.stats,
    bonus: described.bonus,
  };
}

function renderDetail(reply: DetailReply) {
  stubPageBoundaries({ config: CONFIG, ethCall: () => undefined, api: { '/nft/api/market/detail': reply } });
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/drago/detail/${TOKEN_ID}`]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/drago/detail/:tokenId" element={<DragoDetailPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
      <ConfirmHost />
      <AlertDialog />
    </Providers>,
  );
  return screen.findByTestId('drago-detail');
}

describe('Drago detail page (spec 2 §2)', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'dragos', 'dragoCatalogue', 'wallet']);
  });
  afterEach(async () => {
    await disconnectDevWallet();
    vi.unstubAllGlobals();
  });

  it.each([
    [1, 'Normal grade'],
    [2, 'Epic grade'],
    [3, 'Legend grade'],
    [4, 'Legend grade'],
  ])('shows the badge of grade %i (grades 1 and above)', async (grade, text) => {
    await renderDetail(detailReply({ grade }));
    const badge = screen.getByTestId('grade-badge');
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveAttribute('data-grade', String(Math.min(grade, 3)));
  });

  it('shows no badge below grade 1', async () => {
    await renderDetail(detailReply({ grade: 0 }));
    expect(screen.queryByTestId('grade-badge')).not.toBeInTheDocument();
  });

  it('shows Rehatch while the rehatching count is above 0, to a visitor too, and not at 0', async () => {
    await renderDetail(detailReply({ rehatching: 1, owner: SOMEONE_ELSE }));
    expect(screen.getByTestId('rehatch-link')).toHaveTextContent('Rehatch');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    await renderDetail(detailReply({ rehatching: 0, datas: [...SAMPLE_LEGEND_DATAS] }));
    expect(screen.queryByTestId('rehatch-link')).not.toBeInTheDocument();
  });

  it('tells a connected wallet that is not the owner that only the owner can rehatch, without a transaction', async () => {
    await renderDetail(detailReply({ rehatching: 1, owner: SOMEONE_ELSE }));
    await connectDevWallet('arenaz');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('rehatch-link'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Only the owner of this egg or drago can do this.',
    );
    expect(screen.queryByTestId('rehatch-confirm')).not.toBeInTheDocument();
  });

  it('asks the owner to confirm the rehatch (once only, cannot be reverted)', async () => {
    await renderDetail(detailReply({ rehatching: 1, owner: DEV_WALLET }));
    await connectDevWallet('arenaz');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('rehatch-link'));
    expect(await screen.findByRole('dialog', { name: 'Rehatch' })).toHaveTextContent(
      'It can be done once only and cannot be reverted.',
    );
  });
});
