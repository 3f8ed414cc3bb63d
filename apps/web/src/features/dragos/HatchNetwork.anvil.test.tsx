import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { devRandomnessOracleAbi, eggAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import { FIRST_EGG_ID_BY_NETWORK, type InventoryReply } from '@kingdoms/shared/api/dragos';
import { chainIdOf, type NetworkKey } from '@kingdoms/shared/networks';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { type Address, keccak256, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG, testNetwork } from '../../../test/runtimeConfigFixture';
import { connectDevWallet, disconnectDevWallet } from '../../../test/walletPageFixture';
import { loadRuntimeConfig } from '../../shared/config/runtimeConfig';
import { AlertDialog } from '../../shared/overlays/AlertDialog';
import { walletRuntime } from '../wallet/wagmiConfig';
import MyDragoPage from './MyDragoPage';

/**
 * Spec 2 §4 "switch wallet to the egg's network": a Polygon egg hatched from My Drago while the
 * Dev wallet is on Arena-Z. Two real anvil chains (Polygon with its Egg, Drago and oracle), the
 * real wallet stack and transaction flow; only the API is stubbed.
 */
const player = devnetAccount(1); // the Dev wallet's first demo account
const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const EGG_ID = FIRST_EGG_ID_BY_NETWORK.polygon;

const anvils: Partial<Record<NetworkKey, RunningAnvil>> = {};
let polygonEgg: Address;

function network(key: 'polygon' | 'arenaz', contracts: Record<string, Address>) {
  const name = key === 'polygon' ? 'Polygon' : 'Arena-Z';
  return testNetwork(key, { name, rpcUrl: anvils[key]!.rpcUrl, contracts });
}

describe('hatching an egg on its own network', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'dragos', 'dragoCatalogue', 'wallet']);
    for (const key of ['polygon', 'arenaz'] as const) {
      anvils[key] = await startAnvil({ port: await freePort(), chainId: chainIdOf(key, 'devnet') });
    }
    const endpoint = { rpcUrl: anvils.polygon!.rpcUrl, chainId: chainIdOf('polygon', 'devnet') };
    const deployed = await deployChain(['DevRandomnessOracle', 'Drago', 'Egg'], endpoint, deployerKey);
    polygonEgg = deployed.contracts.Egg;
    const admin = localClient(endpoint, deployerKey);
    await confirm(
      admin,
      await admin.writeContract({
        address: polygonEgg,
        abi: eggAbi,
        functionName: 'layEgg',
        args: [player.address, 0n, 0n],
      }),
    );
    // A commitment queued on Polygon's oracle (the API's worker does this on the devnet).
    await confirm(
      admin,
      await admin.writeContract({
        address: deployed.contracts.DevRandomnessOracle,
        abi: devRandomnessOracleAbi,
        functionName: 'commit',
        args: [[keccak256(keccak256(toHex('hatch network test')))]],
      }),
    );

    const config: RuntimeConfig = {
      ...TEST_RUNTIME_CONFIG,
      networks: [
        network('polygon', {
          Egg: polygonEgg,
          Drago: deployed.contracts.Drago,
          DevRandomnessOracle: deployed.contracts.DevRandomnessOracle,
        }),
        network('arenaz', {}),
      ],
    };
    const inventory: InventoryReply = {
      result: 1,
      myDragos: [],
      myEggs: [
        {
          tokenId: EGG_ID,
          status: 0,
          network: 1,
          genesis: false,
          parents: [0, 0],
          randomness: null,
          genesisTxHash: null,
        },
      ],
    };
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/config.json') return Promise.resolve(jsonResponse(config));
      if (url === '/nft/api/drago/inventory') return Promise.resolve(jsonResponse(inventory));
      if (url === '/game/chain/indexed') return Promise.resolve(jsonResponse({ result: 1, indexed: true }));
      return realFetch(input, init);
    });
  }, 60_000);

  afterAll(async () => {
    await disconnectDevWallet();
    vi.unstubAllGlobals();
    await Promise.all(Object.values(anvils).map((anvil) => anvil.stop()));
  });

  it('switches the wallet from Arena-Z to Polygon and sends hatching to Polygon’s Egg, with the processing popup', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <MemoryRouter>
          <Suspense fallback={null}>
            <MyDragoPage />
          </Suspense>
        </MemoryRouter>
        <AlertDialog />
      </Providers>,
    );
    await connectDevWallet('arenaz');
    const runtime = walletRuntime(await loadRuntimeConfig());
    expect(runtime.config.state.chainId).toBe(chainIdOf('arenaz', 'devnet'));

    const card = await screen.findByTestId(`egg-card-${EGG_ID}`, {}, { timeout: 20_000 });
    expect(card).toHaveTextContent('On Polygon');
    await user.click(within(card).getByRole('button', { name: 'Hatch' }));

    const processing = await screen.findByRole(
      'dialog',
      { name: 'Hatching processing' },
      { timeout: 20_000 },
    );
    expect(within(processing).getByTestId('explorer-link').getAttribute('href')).toMatch(
      /^http:\/\/explorer\.test\/polygon\/tx\/0x[0-9a-f]{64}$/,
    );
    // The wallet moved to the egg's network, and the egg is hatching there.
    expect(runtime.config.state.chainId).toBe(chainIdOf('polygon', 'devnet'));
    const client = localClient(
      { rpcUrl: anvils.polygon!.rpcUrl, chainId: chainIdOf('polygon', 'devnet') },
      player.privateKey,
    );
    await waitFor(
      async () =>
        expect(
          (
            await client.readContract({
              address: polygonEgg,
              abi: eggAbi,
              functionName: 'eggOf',
              args: [BigInt(EGG_ID)],
            })
          )[0],
        ).toBe(1),
      { timeout: 20_000 },
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }, 60_000);
});
