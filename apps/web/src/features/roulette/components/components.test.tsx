import {
  prizeAtRotation,
  ROULETTE_PRIZE_IDS,
  segmentCenterDegrees,
  WHEEL_SPIN_MS,
  wheelRotationFor,
} from '@kingdoms/shared/roulette';
import { rouletteCommitment } from '@kingdoms/shared/rouletteFair';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers, setupI18n } from '../../../../test/renderApp';
import { RouletteEventTeaser } from '../index';
import en from '../locales/en.json';
import { honestEntry, infoReply, OTHER_SEED, WALLET } from '../testing/fixtures';
import { FairnessPanel } from './FairnessPanel';
import { HistoryDialog } from './HistoryDialog';
import { PrizePopup } from './PrizePopup';
import { labelLines, Wheel } from './Wheel';

beforeAll(async () => {
  await setupI18n('en', ['common', 'roulette']);
});

describe('Wheel (spec 2 §2, §4, §9)', () => {
  it('draws the 10 prizes with their catalogue names', () => {
    render(
      <Providers>
        <Wheel rotation={0} animate />
      </Providers>,
    );
    const wheel = screen.getByRole('img', { name: en.wheel_label });
    expect(wheel.querySelectorAll('[data-prize-id]')).toHaveLength(10);
    expect(wheel).toHaveTextContent('Legendary');
    expect(wheel).toHaveTextContent('Land Lv.6');
  });

  it.each(ROULETTE_PRIZE_IDS.map((id) => [id]))('stops with prize %i under the pointer', (id) => {
    const rotation = wheelRotationFor(720, id);
    render(
      <Providers>
        <Wheel rotation={rotation} animate />
      </Providers>,
    );
    const disc = screen.getByTestId('roulette-disc');
    expect(disc.style.transform).toBe(`rotate(${rotation}deg)`);
    // The segment's centre is at the top: its angle plus the rotation is a whole number of turns.
    expect((segmentCenterDegrees(id) + rotation) % 360).toBe(0);
    expect(prizeAtRotation(rotation)).toBe(id);
    // At least 6 more whole turns than where it was.
    expect(rotation - 720).toBeGreaterThanOrEqual(6 * 360);
  });

  it('turns for 6 seconds, and not at all with reduced motion', () => {
    const { rerender } = render(
      <Providers>
        <Wheel rotation={100} animate />
      </Providers>,
    );
    expect(screen.getByTestId('roulette-disc').style.transition).toContain(`${WHEEL_SPIN_MS}ms`);
    expect(WHEEL_SPIN_MS).toBe(6000);
    rerender(
      <Providers>
        <Wheel rotation={100} animate={false} />
      </Providers>,
    );
    expect(screen.getByTestId('roulette-disc').style.transition).toBe('none');
  });

  it('splits long names over two lines', () => {
    expect(labelLines('Land Lv.1')).toEqual(['Land Lv.1']);
    expect(labelLines('Wealthy Mighty Kingdom 1')).toEqual(['Wealthy Mighty', 'Kingdom 1']);
  });
});

describe('PrizePopup', () => {
  it('names the prize', () => {
    render(
      <Providers>
        <PrizePopup prizeId={10} onClose={() => {}} />
      </Providers>,
    );
    const popup = screen.getByRole('dialog', { name: en.prize_title });
    expect(within(popup).getByTestId('prize-popup-text')).toHaveTextContent('You won Legendary Drago.');
  });
});

describe('HistoryDialog (spec 2 §2: TIME, ITEM, newest first)', () => {
  const older = honestEntry(1, '2026-03-01T08:05:00');
  const newer = honestEntry(2, '2026-03-02T21:40:00');
  const running = honestEntry(3, '2026-03-03T09:00:00', false);

  function renderHistory(history = [older, running, newer]) {
    return render(
      <Providers>
        <HistoryDialog open onClose={() => {}} wallet={WALLET} history={history} loading={false} />
      </Providers>,
    );
  }

  it('lists spins newest first with YYYY-MM-DD HH:mm times and prize names', () => {
    renderHistory();
    const dialog = screen.getByRole('dialog', { name: en.history_title });
    expect(within(dialog).getByRole('columnheader', { name: 'TIME' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'ITEM' })).toBeInTheDocument();
    const rows = within(dialog).getAllByTestId('history-row');
    expect(rows.map((row) => row.dataset.spin)).toEqual(['3', '2', '1']);
    expect(rows[1]).toHaveTextContent('2026-03-02 21:40');
    expect(rows[2]).toHaveTextContent('2026-03-01 08:05');
  });

  it('verifies a revealed spin in the browser', async () => {
    renderHistory();
    const row = screen.getAllByTestId('history-row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: en.fair.verify }));
    // The check's module loads with the dialog (issue 26), so its answer comes a tick later.
    const result = await screen.findByTestId('verify-result');
    expect(result).toHaveAttribute('data-status', 'verified');
    expect(result).toHaveTextContent('Verified: the revealed seed matches the published commitment');
  });

  it('says the seed is not revealed for a running period', () => {
    renderHistory();
    const row = screen.getAllByTestId('history-row')[0] as HTMLElement;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(row).toHaveTextContent(en.fair.not_revealed);
  });

  it('flags a seed that does not match the commitment, and a recorded prize the seed does not draw', async () => {
    const forged = { ...newer, commitment: rouletteCommitment(OTHER_SEED) };
    const altered = { ...older, result: older.result === 10 ? 9 : older.result + 1 };
    renderHistory([forged, altered]);
    for (const button of screen.getAllByRole('button', { name: en.fair.verify })) fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId('verify-result').length).toBeGreaterThan(1));
    const results = screen.getAllByTestId('verify-result');
    expect(results.map((result) => result.dataset.status)).toEqual(['commitment_mismatch', 'draw_mismatch']);
    expect(results[0]).toHaveTextContent('does not match the published commitment');
    expect(results[1]).toHaveTextContent('was recorded');
  });

  it('says when there is nothing yet', () => {
    renderHistory([]);
    expect(screen.getByTestId('history-empty')).toHaveTextContent(en.history_empty);
  });
});

describe('FairnessPanel', () => {
  it('shows the current commitment and the declared odds next to the measured distribution', () => {
    const info = infoReply();
    render(
      <Providers>
        <FairnessPanel info={info} />
      </Providers>,
    );
    expect(screen.getByTestId('current-commitment')).toHaveTextContent(info.current?.commitment ?? '');
    const rows = screen.getAllByTestId('odds-row');
    expect(rows).toHaveLength(10);
    // Prize 1: weight 125 of 1,250 declared (the spec's equal default), 3 of 8 spins measured.
    expect(rows[0]).toHaveTextContent('10.00%');
    expect(rows[0]).toHaveTextContent('37.50% (3)');
    expect(screen.getByTestId('total-spins')).toHaveTextContent('All spins so far: 8');
  });

  it('says when no period is open', () => {
    render(
      <Providers>
        <FairnessPanel info={infoReply({ current: null, open: false })} />
      </Providers>,
    );
    expect(screen.getByText(en.fair.no_period)).toBeInTheDocument();
  });
});

describe('RouletteEventTeaser (the home page link)', () => {
  it('links the event page on desktop and shows nothing on phones, where its chunk is never loaded', async () => {
    const { rerender } = render(
      <Providers>
        <MemoryRouter>
          <Suspense fallback={null}>
            <RouletteEventTeaser />
          </Suspense>
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByRole('link', { name: en.teaser_link })).toHaveAttribute(
      'href',
      '/event/roulette',
    );
    rerender(
      <Providers isMobile>
        <MemoryRouter>
          <Suspense fallback={<p data-testid="loading" />}>
            <RouletteEventTeaser />
          </Suspense>
        </MemoryRouter>
      </Providers>,
    );
    expect(screen.queryByTestId('roulette-teaser')).toBeNull();
    expect(screen.queryByTestId('loading')).toBeNull();
  });
});
