import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../../test/runtimeConfigFixture';
import { ProcessingDialog, type ProcessingDialogProps } from './ProcessingDialog';

const HASH = `0x${'ab'.repeat(32)}`;

function show(props: Partial<ProcessingDialogProps>) {
  render(
    <Providers runtimeConfig={TEST_RUNTIME_CONFIG}>
      <ProcessingDialog open onClose={() => {}} hash={HASH} chainId={31337} sentAt={Date.now()} {...props} />
    </Providers>,
  );
}

beforeAll(async () => {
  await setupI18n('en', ['wallet']);
});

describe('ProcessingDialog states (issue 26 item 3)', () => {
  it('processing: the generic text and the hash', () => {
    show({});
    const dialog = screen.getByRole('dialog', { name: 'Processing' });
    expect(within(dialog).getByText(HASH)).toBeInTheDocument();
  });

  it('cancelled: says so, with no retry', () => {
    show({ ended: 'cancelled', onRetry: vi.fn() });
    const dialog = screen.getByRole('dialog', { name: 'Transaction cancelled' });
    expect(
      within(dialog).getByText('The transaction was cancelled in your wallet: nothing was done.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('dropped: says so and retries', async () => {
    const onRetry = vi.fn();
    show({ ended: 'dropped', onRetry });
    const dialog = screen.getByRole('dialog', { name: 'Transaction dropped' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a replacement pending: says the wallet replaced it and links the replacement (issue 36)', () => {
    show({ replacing: true });
    const dialog = screen.getByRole('dialog', { name: 'Processing' });
    expect(within(dialog).getByTestId('tx-replacing')).toHaveTextContent(
      'Your wallet replaced this transaction',
    );
    expect(within(dialog).getByText(HASH)).toBeInTheDocument();
  });

  it('a replacement mined: the success names its hash with the explorer link, until closed (issue 36)', async () => {
    const onClose = vi.fn();
    show({ confirmedReplacement: true, onClose });
    const dialog = screen.getByRole('dialog', { name: 'Transaction confirmed' });
    expect(within(dialog).getByTestId('tx-replaced')).toHaveTextContent('the replacement was confirmed');
    expect(within(dialog).getByText(HASH)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("a Safe's proposal: waiting for the other signers (k of n), the safeTxHash unlinked, no drop, no retry (issue 44)", () => {
    show({
      awaitingSigners: { confirmed: 1, required: 2 },
      sentAt: Date.now() - 60 * 60_000,
      onRetry: vi.fn(),
    });
    const dialog = screen.getByRole('dialog', { name: 'Processing' });
    expect(within(dialog).getByTestId('tx-awaiting-signers')).toHaveTextContent(
      'Waiting for the other signers (1 of 2)',
    );
    expect(within(dialog).getByText(HASH)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('explorer-link')).toBeNull();
    // An hour on: still no "still pending" note about a busy network, and nothing to submit again.
    expect(within(dialog).queryByText(/Still pending/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
