import type { Egg } from '@kingdoms/shared/api/dragos';
import { formatDateTime } from '@kingdoms/shared/dates';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../../test/renderApp';
import { HatchingEggsList } from './HatchingEggsActivity';

beforeAll(async () => {
  await setupI18n('en', ['dragos']);
});

const REQUESTED_AT = 1_790_000_000;

function apiEgg(overrides: Partial<Egg> & Pick<Egg, 'tokenId'>): Egg {
  return {
    status: 1,
    network: 2,
    genesis: false,
    parents: [0, 0],
    randomness: null,
    genesisTxHash: null,
    ...overrides,
  };
}

describe('HatchingEggsList (the activity centre: eggs waiting for randomness)', () => {
  it('lists only hatching eggs: waiting since the request, late with its request id, or crossing', () => {
    render(
      <HatchingEggsList
        eggs={[
          apiEgg({ tokenId: 20_001, status: 0 }),
          apiEgg({
            tokenId: 20_002,
            randomness: { requestId: '7', requestedAt: REQUESTED_AT, stuck: false },
          }),
          apiEgg({ tokenId: 20_003, randomness: { requestId: '9', requestedAt: REQUESTED_AT, stuck: true } }),
          apiEgg({ tokenId: 10_005, genesis: true, network: 0 }),
        ]}
      />,
    );
    const items = screen.getAllByTestId('activity-egg');
    expect(items.map((item) => item.dataset.tokenId)).toEqual(['20002', '20003', '10005']);
    const [waiting, late, crossing] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByText(/^Egg #20002 on /)).toBeInTheDocument();
    expect(within(waiting).getByTestId('activity-egg-state')).toHaveTextContent(
      `Waiting for randomness since ${formatDateTime(REQUESTED_AT * 1000, { seconds: false })}.`,
    );
    expect(within(late).getByTestId('activity-egg-state')).toHaveTextContent('request 9');
    expect(within(late).getByTestId('activity-egg-state').dataset.stuck).toBe('true');
    expect(within(crossing).getByTestId('activity-egg-state')).toHaveTextContent(
      'On its way to Arena-Z, where it hatches.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Eggs hatching' })).toBeInTheDocument();
  });

  it('shows nothing when no egg hatches', () => {
    const { container } = render(<HatchingEggsList eggs={[apiEgg({ tokenId: 20_001, status: 0 })]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
