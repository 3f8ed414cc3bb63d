import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { eggStateOf } from '../logic/eggState';
import { drago, egg } from '../testing/fixtures';
import { CardGrid, type CardGridProps } from './CardGrid';
import { DragoInfoDialog } from './DragoInfoDialog';
import { EggCard, type EggCardProps } from './EggCard';

beforeAll(async () => {
  await setupI18n('en', ['dragos', 'dragoCatalogue']);
});

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

function renderEgg(props: Partial<EggCardProps> & Pick<EggCardProps, 'egg'>) {
  const handlers = { onHatch: vi.fn(), onBridge: vi.fn(), onRepair: vi.fn() };
  render(<EggCard state={eggStateOf(props.egg)} busy={false} disabled={false} {...handlers} {...props} />);
  return handlers;
}

describe('EggCard (spec 2 §4 egg states)', () => {
  it('a ready egg offers Hatch', async () => {
    const { onHatch } = renderEgg({ egg: egg({ tokenId: 20_001 }) });
    expect(screen.getByRole('heading', { name: 'Egg #20001' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Egg #20001' })).toBeInTheDocument();
    expect(screen.queryByText('Genesis')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hatch' }));
    expect(onHatch).toHaveBeenCalledOnce();
  });

  it('a genesis egg (10001–20000) offers Bridge & Hatch and the repair button', async () => {
    const { onBridge, onRepair } = renderEgg({ egg: egg({ tokenId: 10_001, network: 'ethereum' }) });
    expect(screen.getByText('Genesis')).toBeInTheDocument();
    expect(screen.getByText('On Ethereum')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hatch' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bridge & Hatch' }));
    expect(onBridge).toHaveBeenCalledOnce();
    await userEvent.click(
      screen.getByRole('button', { name: 'Repair Bridge & Hatch of egg #10001 with a transaction hash' }),
    );
    expect(onRepair).toHaveBeenCalledOnce();
  });

  it('a hatching egg shows "Hatching..." disabled', () => {
    renderEgg({ egg: egg({ status: 1 }) });
    expect(screen.getByRole('button', { name: 'Hatching...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Hatch' })).not.toBeInTheDocument();
  });

  it('a hatch sent from the page shows "Hatching..." before the inventory says so', () => {
    const item = egg();
    renderEgg({ egg: item, state: eggStateOf(item, true) });
    expect(screen.getByRole('button', { name: 'Hatching...' })).toBeDisabled();
  });

  it('late randomness is shown with its request id', () => {
    renderEgg({ egg: egg({ status: 1, requestId: '77', stuck: true }) });
    expect(screen.getByRole('button', { name: 'Hatching...' })).toBeDisabled();
    expect(screen.getByTestId('stuck-20001')).toHaveTextContent('request 77');
  });

  it('waits while another egg runs, and is busy while its own hatch is signed', () => {
    const { unmount } = render(
      <EggCard
        state={{ kind: 'ready' }}
        egg={egg()}
        busy={false}
        disabled
        onHatch={() => {}}
        onBridge={() => {}}
        onRepair={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Hatch' })).toBeDisabled();
    unmount();
    render(
      <EggCard
        state={{ kind: 'ready' }}
        egg={egg()}
        busy
        disabled={false}
        onHatch={() => {}}
        onBridge={() => {}}
        onRepair={() => {}}
      />,
    );
    expect(screen.getByTestId('hatch-20001')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('CardGrid (spec 2 §2)', () => {
  const props = (overrides: Partial<CardGridProps> = {}): CardGridProps => ({
    eggs: [],
    dragos: [],
    eggState: (item) => eggStateOf(item),
    busyEgg: null,
    locked: false,
    onHatch: vi.fn(),
    onBridge: vi.fn(),
    onRepair: vi.fn(),
    onOpenDrago: vi.fn(),
    ...overrides,
  });

  it('says "You don\'t have any dragos." with neither eggs nor dragos', () => {
    render(<CardGrid {...props()} />);
    expect(screen.getByTestId('no-dragos')).toHaveTextContent("You don't have any dragos.");
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the eggs, then the dragos, in a 4-column grid', async () => {
    const onOpenDrago = vi.fn();
    const second = drago({ tokenId: 30_002, grade: 3, breed: 7 });
    render(
      <CardGrid
        {...props({
          eggs: [egg({ tokenId: 10_005, network: 'ethereum' }), egg({ tokenId: 20_010 })],
          dragos: [drago(), second],
          onOpenDrago,
        })}
      />,
    );
    const grid = screen.getByRole('list', { name: 'Your eggs and dragos' });
    expect(grid).toHaveClass('drago-grid');
    const headings = within(grid)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Egg #10005', 'Egg #20010', 'Drago #30001', 'Drago #30002']);
    expect(within(screen.getByTestId('drago-card-30002')).getByTestId('breed-count')).toHaveTextContent(
      'Breed 7/7',
    );
    expect(within(screen.getByTestId('drago-card-30002')).getByTestId('grade-badge')).toHaveTextContent(
      'Legend grade',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Drago #30002: details and actions' }));
    expect(onOpenDrago).toHaveBeenCalledWith(second);
  });

  it('locks the other eggs while one runs', () => {
    render(
      <CardGrid
        {...props({
          eggs: [egg({ tokenId: 20_010 }), egg({ tokenId: 20_011 })],
          busyEgg: 20_010,
          locked: true,
        })}
      />,
    );
    expect(screen.getByTestId('hatch-20010')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('hatch-20011')).toBeDisabled();
  });
});

describe('DragoInfoDialog (spec 2 §2)', () => {
  it('offers rehatch while the rehatching count is above 0, and links the detail page', async () => {
    const onRehatch = vi.fn();
    inRouter(
      <DragoInfoDialog
        drago={drago({ rehatching: 1 })}
        onClose={() => {}}
        onRehatch={onRehatch}
        rehatchBusy={false}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Drago #30001' });
    expect(within(dialog).getByRole('link', { name: 'Open the detail page' })).toHaveAttribute(
      'href',
      '/drago/detail/30001',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rehatch' }));
    expect(onRehatch).toHaveBeenCalledOnce();
  });

  it('offers no rehatch once it is used', () => {
    inRouter(
      <DragoInfoDialog
        drago={drago({ rehatching: 0 })}
        onClose={() => {}}
        onRehatch={() => {}}
        rehatchBusy={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Rehatch' })).not.toBeInTheDocument();
  });

  it('closes on a click on the dim backdrop', async () => {
    const onClose = vi.fn();
    inRouter(<DragoInfoDialog drago={drago()} onClose={onClose} onRehatch={() => {}} rehatchBusy={false} />);
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalled();
  });
});
