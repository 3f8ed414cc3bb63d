import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { WrongNetworkPicker } from './WrongNetworkPicker';

describe('WrongNetworkPicker', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'wallet']);
  });

  function renderPicker() {
    const onChoose = vi.fn();
    const onClose = vi.fn();
    render(
      <Providers>
        <WrongNetworkPicker open onChoose={onChoose} onClose={onClose} />
      </Providers>,
    );
    return { onChoose, onClose };
  }

  it('says the network is not supported and offers Ethereum and Polygon', async () => {
    const { onChoose } = renderPicker();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Current network is not supported. Select a network below');
    const choices = screen.getAllByRole('button').map((b) => b.textContent);
    expect(choices).toEqual(['Ethereum (ETH)', 'Polygon (MATIC)']);
    await userEvent.click(screen.getByRole('button', { name: 'Polygon (MATIC)' }));
    expect(onChoose).toHaveBeenCalledWith('polygon');
  });

  it('does not close on a backdrop click or Escape', async () => {
    const { onClose } = renderPicker();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
