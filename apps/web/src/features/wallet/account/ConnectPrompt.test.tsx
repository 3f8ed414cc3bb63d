import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { useOverlays } from '../../../shared/overlays';
import { ConnectPrompt } from './ConnectPrompt';
import type { WalletAccount } from './useWalletAccount';

// The web project shares modules across files (isolate: false): the modules that import what this
// file mocks are loaded again for it, and again without the mocks for the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const account = vi.hoisted(() => ({ status: 'disconnected' as WalletAccount['status'] }));
vi.mock('./useWalletAccount', () => ({ useWalletAccount: () => account }));

function PickerProbe() {
  return <output data-testid="picker-open">{String(useOverlays().isOpen('wallet'))}</output>;
}

function renderPrompt() {
  render(
    <Providers>
      <ConnectPrompt message="Connect your wallet to see this page." testId="page-connect" />
      <PickerProbe />
    </Providers>,
  );
}

beforeAll(async () => {
  await setupI18n('en', ['common', 'wallet']);
});

describe('ConnectPrompt', () => {
  it("without a wallet: the page's prompt, and Connect Wallet opens the wallet picker", async () => {
    account.status = 'disconnected';
    renderPrompt();
    const prompt = screen.getByTestId('page-connect');
    expect(prompt).toHaveTextContent('Connect your wallet to see this page.');
    expect(within(prompt).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByTestId('picker-open')).toHaveTextContent('true');
  });

  it.each(['connecting', 'reconnecting'] as const)('while %s: a spinner, no prompt', (status) => {
    account.status = status;
    renderPrompt();
    expect(within(screen.getByTestId('page-connect')).getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Connect your wallet to see this page.')).not.toBeInTheDocument();
  });
});
