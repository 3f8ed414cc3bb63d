import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { AlertDialog } from './AlertDialog';
import { useAlert } from './OverlayProvider';

function RaiseAlert() {
  const { showAlert } = useAlert();
  return (
    <button type="button" onClick={() => showAlert('The temple gates are closed.')}>
      raise
    </button>
  );
}

async function renderOpenAlert() {
  const user = userEvent.setup();
  render(
    <Providers>
      <RaiseAlert />
      <AlertDialog />
    </Providers>,
  );
  await user.click(screen.getByRole('button', { name: 'raise' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('AlertDialog', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });

  it('shows one message with an OK button, described by the message', async () => {
    const { dialog } = await renderOpenAlert();
    expect(dialog).toHaveAccessibleDescription('The temple gates are closed.');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('closes on OK', async () => {
    const { user } = await renderOpenAlert();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    const { user } = await renderOpenAlert();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click on the dark backdrop', async () => {
    const { user } = await renderOpenAlert();
    const backdrop = screen.getByTestId('dialog-backdrop');
    expect(backdrop).toHaveClass('dialog-backdrop--dark');
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a message in a fixed language with lang, so it is read in that language', async () => {
    function RaiseKorean() {
      const { showAlert } = useAlert();
      return (
        <button type="button" onClick={() => showAlert('다른 계정으로 시도하세요.', { language: 'ko' })}>
          raise korean
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <Providers>
        <RaiseKorean />
        <AlertDialog />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'raise korean' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('다른 계정으로 시도하세요.');
    expect(screen.getByText('다른 계정으로 시도하세요.')).toHaveAttribute('lang', 'ko');
  });
});
