import { describeDrago, SAMPLE_LEGEND_DATAS } from '@kingdoms/shared/drago/index';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { captureLogs } from '../../../shared/lib/logger';
import { ManualHashDialog } from './ManualHashDialog';
import { MarketDialog } from './MarketDialog';
import { BonusList, PartsList } from './PartsList';
import { RentalInfo } from './RentalInfo';

beforeAll(async () => {
  await setupI18n('en', ['dragos', 'dragoCatalogue', 'wallet']);
});

describe('ManualHashDialog (spec 2 §4)', () => {
  const hash = `0x${'Ab'.repeat(32)}`;

  it('has the spec placeholder and refuses anything but 0x and 64 hex digits', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<ManualHashDialog open onClose={onClose} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Repair Bridge & Hatch' });
    const input = within(dialog).getByPlaceholderText('Please enter the confirmed transaction hash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the transaction hash.');

    await userEvent.type(input, '0x1234');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A transaction hash is 0x followed by 64 hexadecimal characters (0-9, a-f).',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(` ${hash} `);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(hash.toLowerCase());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on the backdrop', async () => {
    const onClose = vi.fn();
    render(<ManualHashDialog open onClose={onClose} onSubmit={() => {}} />);
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('MarketDialog (spec 2 §3, §5)', () => {
  let logs: ReturnType<typeof captureLogs> | undefined;
  afterEach(() => logs?.restore());

  it('list for sale: ETH or LOKA, price, 1/3/7/10/30 days, 3 % fee; submit only logs and closes', async () => {
    logs = captureLogs('info');
    const onClose = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<MarketDialog form="sale" tokenId={30_001} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'List for sale' });
    const token = within(dialog).getByRole('combobox', { name: 'Token' });
    expect(
      within(token)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ETH', 'LOKA']);
    const days = within(dialog).getByRole('combobox', { name: 'Duration' });
    expect(
      within(days)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 day', '3 days', '7 days', '10 days', '30 days']);
    expect(within(dialog).getByTestId('market-fee')).toHaveTextContent('Listing fee: 3%');
    expect(within(dialog).queryByText('Not for sale')).not.toBeInTheDocument();

    await userEvent.selectOptions(token, 'LOKA');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price' }), '12.5');
    await userEvent.selectOptions(days, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'List' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(logs.entries).toEqual([
      expect.objectContaining({
        level: 'info',
        feature: 'dragos.market',
        context: { form: 'sale', tokenId: 30_001, token: 'LOKA', price: '12.5', days: 10 },
      }),
    ]);
    fetchSpy.mockRestore();
  });

  it('make offer shows "Not for sale" as the current price', async () => {
    logs = captureLogs('info');
    const onClose = vi.fn();
    render(<MarketDialog form="offer" tokenId={30_001} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Make offer' });
    expect(within(dialog).getByTestId('current-price')).toHaveTextContent('Not for sale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(logs.entries[0]?.context).toMatchObject({ form: 'offer', token: 'ETH', days: 1 });
  });
});

describe('RentalInfo (spec 2 §2, read-only)', () => {
  const now = 1_760_000_000;
  const rent = {
    status: 1,
    from: '0x00000000000000000000000000000000000000aa',
    to: '0x00000000000000000000000000000000000000bb',
    startDate: now - 86_400,
    expireDate: now + 29 * 86_400,
    profitShareRatio: 7,
  };

  it('shows the rentee, owner:rentee and the term', () => {
    render(<RentalInfo rent={rent} nowSeconds={now} />);
    const info = screen.getByTestId('rental-info');
    expect(info).toHaveTextContent(rent.to);
    expect(info).toHaveTextContent('7:3');
    expect(info).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} → \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('says "Not rented." without a rental or after it expired', () => {
    const { unmount } = render(<RentalInfo rent={null} nowSeconds={now} />);
    expect(screen.getByTestId('not-rented')).toHaveTextContent('Not rented.');
    unmount();
    render(<RentalInfo rent={{ ...rent, expireDate: now - 1 }} nowSeconds={now} />);
    expect(screen.getByTestId('not-rented')).toBeInTheDocument();
  });
});

describe('PartsList and BonusList (spec 2 §3)', () => {
  const { stats, bonus, genes } = describeDrago(SAMPLE_LEGEND_DATAS);

  it('lists the 7 parts with ability values as percent with 1 decimal, epic and legend framed', () => {
    render(<PartsList stats={stats} datas={SAMPLE_LEGEND_DATAS} />);
    const rows = within(screen.getByTestId('parts-list')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Horn',
      'Eye',
      'Head',
      'Body',
      'Wing',
      'Leg',
      'Tail',
    ]);
    for (const stat of stats) {
      const value = screen.getByTestId(`part-${stat.code}-value`).textContent ?? '';
      expect(value).toMatch(/^\d+\.\d%$/);
      expect(Number.parseFloat(value)).toBeCloseTo(stat.ability.value * 100, 5);
      expect(screen.getByTestId(`part-${stat.code}`)).toHaveClass(`drago-part--grade-${stat.grade}`);
    }
    expect(new Set(stats.map((stat) => stat.grade)).size).toBeGreaterThan(1);
    const horn = genes.parts[0];
    expect(screen.getByTestId('part-0')).toHaveTextContent(
      `(${['Red', 'Blue', 'Yellow', 'Green', 'Purple'][horn?.dominantColour ?? 0]})`,
    );
  });

  it('lists bonuses as percent, or says there is none', () => {
    const { unmount } = render(<BonusList bonus={[{ code: 7, value: 0.05 }, ...bonus.slice(0, 1)]} />);
    expect(screen.getByTestId('bonus-7')).toHaveTextContent('5.0%');
    unmount();
    render(<BonusList bonus={[]} />);
    expect(screen.getByText('No bonus.')).toBeInTheDocument();
  });
});
