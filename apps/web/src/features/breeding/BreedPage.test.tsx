import { eggAbi } from '@kingdoms/contracts/generated/abis';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  type Hash,
  type TransactionReceipt,
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { AlertDialog } from '../../shared/overlays/AlertDialog';
import type { DragoItem } from '../dragos/kit';
import type { WalletActionOptions, WalletStep, WalletSteps } from '../wallet/onchain';
import BreedPage from './BreedPage';
import { SEED_LIKE } from './testing/fixtures';

/**
 * The page's logic with the wallet feature's surface stubbed (the real flow, button and approvals
 * are covered by the wallet's own tests and e2e/tests/breeding.e2e.test.ts): selection, panels,
 * cost, probabilities, refusals, the request BREED sends, the hash and the receipt.
 */
const OWNER: Address = '0x00000000000000000000000000000000000000a1';
const ADDRESSES = {
  DragoBreeding: '0x0000000000000000000000000000000000000b4e',
  Egg: '0x00000000000000000000000000000000000e9901',
  A2Z: '0x00000000000000000000000000000000000000a2',
  DST: '0x00000000000000000000000000000000000000d5',
} as const satisfies Record<string, Address>;

// The web project shares modules across files (isolate: false): the modules that import what this
// file mocks are loaded again for it, and again without the mocks for the files after it.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const control = vi.hoisted(() => ({
  run: vi.fn(),
  options: undefined as WalletActionOptions<void> | undefined,
  setHash: undefined as ((hash: `0x${string}` | undefined) => void) | undefined,
  inventory: [] as DragoItem[],
}));

vi.mock('../wallet/onchain', async () => {
  const React = await import('react');
  const { eggAbi: abi } = await import('@kingdoms/contracts/generated/abis');
  const addresses: Record<string, `0x${string}`> = {
    DragoBreeding: '0x0000000000000000000000000000000000000b4e',
    Egg: '0x00000000000000000000000000000000000e9901',
    A2Z: '0x00000000000000000000000000000000000000a2',
    DST: '0x00000000000000000000000000000000000000d5',
  };
  return {
    WalletBoundary: ({ children }: { children: React.ReactNode }) => children,
    NetworkBanner: () => null,
    useWalletAccount: () => ({ status: 'connected', address: '0x00000000000000000000000000000000000000a1' }),
    useContract: (name: string) =>
      addresses[name]
        ? { name, network: 'arenaz', chainId: 31339, address: addresses[name], abi }
        : undefined,
    write: (request: { approval?: unknown }) => [{ kind: 'write', request }],
    useWalletAction: (options: WalletActionOptions<void>) => {
      const [hash, setHash] = React.useState<`0x${string}` | undefined>();
      control.options = options;
      control.setHash = setHash;
      return {
        // The request the steps send, approvals included: what the real runner would write.
        run: async () => {
          const steps: WalletSteps | null = await options.steps();
          const written = steps?.flat().find((step: WalletStep) => step.kind === 'write');
          if (written) control.run(written.request);
        },
        flow: { network: options.network, phase: 'idle', hash, chainId: 31339, sentAt: undefined },
        state: 'ready',
      };
    },
    TransactionButton: ({
      action,
      label,
      'data-testid': testId,
    }: {
      action: { run: () => Promise<void> };
      label: string;
      'data-testid': string;
    }) =>
      React.createElement(
        'button',
        { type: 'button', 'data-testid': testId, onClick: () => void action.run() },
        label,
      ),
  };
});

vi.mock('../dragos/kit', async (importActual) => ({
  ...(await importActual<typeof import('../dragos/kit')>()),
  useInventory: () => ({ data: { dragos: control.inventory, eggs: [], rawEggs: [], rehatching: new Set() } }),
}));

const CONFIG: RuntimeConfig = {
  ...TEST_RUNTIME_CONFIG,
  networks: [
    {
      key: 'arenaz',
      index: 2,
      name: 'Arena-Z',
      chainId: 31339,
      rpcUrl: 'http://arenaz.rpc.test/',
      explorerUrl: 'http://explorer.test/arenaz',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      contracts: { ...ADDRESSES },
    },
  ],
};

function renderPage() {
  return render(
    <Providers runtimeConfig={CONFIG}>
      <MemoryRouter>
        <Suspense fallback="loading">
          <BreedPage />
        </Suspense>
      </MemoryRouter>
      <AlertDialog />
    </Providers>,
  );
}

const card = (id: number) => screen.getByTestId(`select-drago-${id}`);
const panel = (slot: 0 | 1) => screen.getByTestId(`breed-panel-${slot}`);

beforeAll(async () => {
  await setupI18n('en', ['common', 'breeding', 'dragos', 'dragoCatalogue', 'wallet']);
});

beforeEach(() => {
  control.run.mockReset();
  control.inventory = [...SEED_LIKE];
});

// Many clicks per test: a busy 2-core machine needs more than the default 5 s.
describe('Breed page (spec 2 §2 "Breed page", §4 Breed, §5)', { timeout: 20_000 }, () => {
  it('lists the Arena-Z dragos 6 per row; a detail opens in a new tab', async () => {
    renderPage();
    const grid = await screen.findByTestId('breed-grid');
    expect(grid).toHaveClass('breed-grid');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByTestId('breed-card-31001')).not.toBeInTheDocument();
    const link = screen.getByTestId('detail-link-21004');
    expect(link).toHaveAttribute('href', '/drago/detail/21004');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('selects up to two, a click again deselects, the panels show Stats and Genes tabs', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('select-drago-21001'));
    expect(card(21001)).toHaveAttribute('aria-pressed', 'true');
    expect(panel(0)).toHaveAttribute('data-token-id', '21001');
    expect(within(panel(0)).getByRole('heading')).toHaveTextContent('Drago 1: #21001');
    expect(screen.queryByTestId('breed-probability')).not.toBeInTheDocument();

    await user.click(card(21003));
    expect(panel(1)).toHaveAttribute('data-token-id', '21003');
    // At most two: a third is unavailable and a click changes nothing.
    expect(card(21004)).toHaveAttribute('aria-disabled', 'true');
    await user.click(card(21004));
    expect(card(21004)).toHaveAttribute('aria-pressed', 'false');
    expect(panel(0)).toHaveAttribute('data-token-id', '21001');

    // Stats and Genes tabs (Radix: arrow keys move between them).
    const tabs = within(panel(0)).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Stats', 'Genes']);
    expect(within(panel(0)).getByTestId('breed-panel-0-stats').querySelectorAll('tbody tr')).toHaveLength(7);
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(panel(0)).getByTestId('breed-panel-0-genes').querySelectorAll('tbody tr')).toHaveLength(7);

    // Click again deselects; the second panel keeps its drago.
    await user.click(card(21001));
    expect(card(21001)).toHaveAttribute('aria-pressed', 'false');
    expect(panel(0)).not.toHaveAttribute('data-token-id');
    expect(panel(1)).toHaveAttribute('data-token-id', '21003');
    expect(card(21004)).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows the cost (sum of both fees) and the expected probability by part once two are chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('breed-cost-a2z')).toHaveTextContent('—');
    await user.click(card(21001));
    await user.click(card(21003));
    expect(screen.getByTestId('breed-cost-a2z')).toHaveTextContent('4,600 A2Z');
    expect(screen.getByTestId('breed-cost-dst')).toHaveTextContent('11,500 DST');
    const odds = screen.getByTestId('breed-probability');
    expect(odds.querySelectorAll('tbody tr')).toHaveLength(7);
    const horn = within(odds).getByTestId('probability-0-attributes');
    const percents = within(horn)
      .getAllByRole('listitem')
      .map((item) => Number(/(\d+)%$/.exec(item.textContent ?? '')?.[1]));
    expect(percents.reduce((sum, value) => sum + value, 0)).toBe(100);
  });

  it.each([
    [[21007, 21008], 'Breeding is not possible for Dragos from the same parent'],
    [[21004, 21006], 'Breeding is not possible between a Drago and its parent.'],
    [[21002, 21001], 'The Drago exceeded its max breeding count'],
  ] as const)(
    'refuses %j: "%s", inline and as the alert on BREED, without a transaction',
    async (ids, text) => {
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByTestId(`select-drago-${ids[0]}`));
      await user.click(card(ids[1]));
      expect(screen.getByTestId('breed-refusal')).toHaveTextContent(text);
      await user.click(screen.getByTestId('breed-button'));
      expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(text);
      expect(control.run).not.toHaveBeenCalled();
    },
  );

  it('BREED with fewer than two reads "Please select two dragos."', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('select-drago-21001'));
    expect(screen.getByTestId('breed-refusal')).toHaveTextContent('');
    await user.click(screen.getByTestId('breed-button'));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Please select two dragos.',
    );
    expect(control.run).not.toHaveBeenCalled();
  });

  it('BREED sends breed(a, b) on Arena-Z after approving the pair’s A2Z and DST; the hash clears both; the receipt shows the egg', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('select-drago-21004'));
    await user.click(card(21005));
    await user.click(screen.getByTestId('breed-button'));
    expect(control.options).toMatchObject({
      id: 'breeding.breed',
      network: 'arenaz',
      waitForIndexer: true,
    });
    expect(control.run).toHaveBeenCalledOnce();
    const E18 = 10n ** 18n;
    expect(control.run.mock.calls[0]?.[0]).toMatchObject({
      address: ADDRESSES.DragoBreeding,
      functionName: 'breed',
      args: [21004n, 21005n],
      // Both at breed count 3 (step 3): 2 × 4400 A2Z and 2 × 11000 DST.
      approval: [
        { token: ADDRESSES.A2Z, spender: ADDRESSES.DragoBreeding, amount: 8800n * E18 },
        { token: ADDRESSES.DST, spender: ADDRESSES.DragoBreeding, amount: 22000n * E18 },
      ],
    });

    act(() => control.setHash?.(`0x${'ab'.repeat(32)}` as Hash));
    expect(card(21004)).toHaveAttribute('aria-pressed', 'false');
    expect(card(21005)).toHaveAttribute('aria-pressed', 'false');
    expect(panel(0)).not.toHaveAttribute('data-token-id');

    const receipt = {
      status: 'success',
      logs: [
        {
          address: ADDRESSES.Egg,
          topics: encodeEventTopics({
            abi: eggAbi,
            eventName: 'EggLaid',
            args: { eggId: 20006n, owner: OWNER },
          }),
          data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [21004n, 21005n]),
        },
      ],
    } as unknown as TransactionReceipt;
    act(() => control.options?.onDone?.(receipt));
    const popup = await screen.findByRole('dialog', { name: 'A new egg' });
    expect(within(popup).getByTestId('claim-breed')).toHaveAttribute('data-egg-id', '20006');
    expect(within(popup).getByTestId('claim-breed-text')).toHaveTextContent('Egg #20006');
    expect(within(popup).getByTestId('claim-breed-my-drago')).toHaveAttribute('href', '/myDrago');
    await user.click(within(popup).getByTestId('claim-breed-close'));
    expect(screen.queryByRole('dialog', { name: 'A new egg' })).not.toBeInTheDocument();
  });

  it('rented-out dragos cannot be chosen; an empty inventory says so', async () => {
    const user = userEvent.setup();
    control.inventory = [SEED_LIKE[0]!, { ...SEED_LIKE[2]!, rented: true }];
    const { unmount } = renderPage();
    await user.click(await screen.findByTestId('select-drago-21003'));
    expect(card(21003)).toHaveAttribute('aria-pressed', 'false');
    expect(card(21003)).toHaveAccessibleDescription('Rented out: it cannot breed.');
    unmount();
    control.inventory = [];
    renderPage();
    expect(await screen.findByTestId('breed-empty')).toHaveTextContent("You don't have any dragos.");
  });
});
