import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { StickerSlot } from './StickerSlot';

describe('StickerSlot (spec 1 "My item")', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'stickers']);
  });

  it('is greyed and shows no count when none is owned', async () => {
    render(
      <Providers>
        <ul>
          <StickerSlot type={4} count={0} />
        </ul>
      </Providers>,
    );
    const slot = await screen.findByTestId('sticker-slot-4');
    expect(slot).toHaveClass('sticker-slot--empty');
    expect(slot).not.toHaveTextContent('×');
    expect(screen.getByRole('img', { name: 'Sticker 4' })).toBeInTheDocument();
  });

  it('shows the count otherwise', async () => {
    render(
      <Providers>
        <ul>
          <StickerSlot type={2} count={3} />
        </ul>
      </Providers>,
    );
    const slot = await screen.findByTestId('sticker-slot-2');
    expect(slot).not.toHaveClass('sticker-slot--empty');
    expect(slot).toHaveTextContent('×3');
    expect(slot).toHaveTextContent('3 owned');
  });
});
