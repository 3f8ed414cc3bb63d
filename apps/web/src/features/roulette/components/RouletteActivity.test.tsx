import { formatDateTime } from '@kingdoms/shared/dates';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { ROULETTE_PATH } from '../paths';
import { RouletteTickets, ticketsToSpin } from './RouletteActivity';

beforeAll(async () => {
  await setupI18n('en', ['roulette']);
});

describe('RouletteActivity (the activity centre: tickets to spin)', () => {
  it('counts tickets only while the event is open', () => {
    expect(ticketsToSpin({ open: true, remainRoullete: 3 })).toBe(3);
    expect(ticketsToSpin({ open: false, remainRoullete: 3 })).toBe(0);
    expect(ticketsToSpin({ open: true, remainRoullete: 0 })).toBe(0);
  });

  it('shows the tickets, the event end and a link to the wheel', () => {
    const end = 1_790_000_000;
    render(
      <MemoryRouter>
        <RouletteTickets tickets={2} end={end} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('activity-roulette-tickets')).toHaveTextContent('2 roulette tickets to spin');
    expect(
      screen.getByText(`The event ends ${formatDateTime(end * 1000, { seconds: false })}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SPIN ON THE ROULETTE PAGE' })).toHaveAttribute(
      'href',
      ROULETTE_PATH,
    );
  });
});
