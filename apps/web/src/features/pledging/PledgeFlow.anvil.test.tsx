import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, deployBytecode, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { a2zAbi, stakingAbi } from '@kingdoms/contracts/generated/abis';
import { stakingBytecode } from '@kingdoms/contracts/generated/bytecode';
import { freePort } from '@kingdoms/contracts/ports';
import { chainIdOf } from '@kingdoms/shared/networks';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Abi, type Address, type Hex, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../test/renderApp';
import { jsonResponse, TEST_RUNTIME_CONFIG, testNetwork } from '../../../test/runtimeConfigFixture';
import { connectDevWallet } from '../../../test/walletPageFixture';
import { continentEntries, renderPledgingPage } from './testing/pledgingFixture';

/**
 * PLEDGE and UNPLEDGE end to end on the chain side: a real anvil chain with A2Z and Staking,
 * signed by the Dev wallet through the one transaction flow. Only the API is stubbed.
 */
const player = devnetAccount(1); // the Dev wallet's first demo account
const EXPLORER = 'http://explorer.test/ethereum';

let anvil: RunningAnvil;
let a2z: Address;
let staking: Address;

function client() {
  return localClient({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId }, player.privateKey);
}

async function stakeOf(continent: number): Promise<bigint> {
  return client().readContract({
    address: staking,
    abi: stakingAbi,
    functionName: 'stakeOf',
    args: [player.address, continent],
  });
}

describe('pledge and unpledge against a real chain', () => {
  beforeAll(async () => {
    await setupI18n('en', ['common', 'pledging', 'wallet']);
    const chainId = chainIdOf('ethereum', 'devnet');
    // One block a second: long enough to see the processing popup before the receipt.
    anvil = await startAnvil({ port: await freePort(), chainId, blockTime: 1 });
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
    const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
    a2z = (await deployChain(['A2Z'], endpoint, deployerKey)).contracts.A2Z;
    const admin = localClient(endpoint, deployerKey);
    staking = (await deployBytecode(admin, stakingAbi as Abi, stakingBytecode as Hex, [a2z])).address;
    await confirm(
      admin,
      await admin.writeContract({
        address: a2z,
        abi: a2zAbi,
        functionName: 'mint',
        args: [player.address, parseEther('100')],
      }),
    );

    const config: RuntimeConfig = {
      ...TEST_RUNTIME_CONFIG,
      networks: [
        testNetwork('ethereum', {
          name: 'Ethereum',
          chainId,
          rpcUrl: anvil.rpcUrl,
          explorerUrl: EXPLORER,
          contracts: { A2Z: a2z, Staking: staking },
        }),
      ],
    };
    const myStaking = {
      result: 1,
      my: {
        address: player.address.toLowerCase(),
        value: parseEther('10').toString(),
        ranking: 1,
        reward: '0',
        continents: [{ continent: 3, value: parseEther('10').toString(), tier: 1 }],
        staking: { total: parseEther('10').toString(), comment: '' },
        heldClaims: [],
      },
    };
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/config.json') return Promise.resolve(jsonResponse(config));
      if (url === '/game/staking/stake/list')
        return Promise.resolve(jsonResponse({ result: 1, stake: { continent: continentEntries(26) } }));
      if (url === '/game/staking/mystaking') return Promise.resolve(jsonResponse(myStaking));
      if (url === '/game/staking/dashboard') return Promise.resolve(jsonResponse({ result: 0 }));
      return realFetch(input, init);
    });
  }, 60_000);

  afterAll(async () => {
    vi.unstubAllGlobals();
    await anvil?.stop();
  });

  it('approves and pledges, shows the processing popup with the hash, then moves to My Pledging; unpledges there', async () => {
    const user = userEvent.setup();
    renderPledgingPage();
    await connectDevWallet('ethereum');

    await user.click(await screen.findByTestId('pledging-tab-pledge'));
    await user.click(await screen.findByTestId('add-button-3'));
    const pledgeDialog = await screen.findByTestId('pledge-dialog');
    await waitFor(() =>
      expect(within(pledgeDialog).getByTestId('amount-available')).toHaveTextContent(
        'Wallet balance: 100.00 A2Z',
      ),
    );
    await user.type(within(pledgeDialog).getByTestId('amount-input'), '10');
    await user.click(within(pledgeDialog).getByTestId('pledge-submit'));

    const processing = await screen.findByRole('dialog', { name: 'Pledge processing' }, { timeout: 20_000 });
    expect(processing).toHaveTextContent('It may take 1-5 minutes');
    const link = within(processing).getByTestId('explorer-link');
    expect(link.getAttribute('href')).toMatch(new RegExp(`^${EXPLORER}/tx/0x[0-9a-f]{64}$`));
    expect(screen.queryByTestId('pledge-dialog')).not.toBeInTheDocument();

    // On the receipt: the popup closes and The Pledge hands over to My Pledging.
    await waitFor(
      () => expect(screen.getByTestId('pledging-tab-my')).toHaveAttribute('aria-selected', 'true'),
      {
        timeout: 20_000,
      },
    );
    expect(screen.queryByRole('dialog', { name: 'Pledge processing' })).not.toBeInTheDocument();
    expect(await stakeOf(3)).toBe(parseEther('10'));

    await user.click(await screen.findByTestId('my-unpledge-button-3'));
    const unpledgeDialog = await screen.findByTestId('unpledge-dialog');
    await waitFor(() =>
      expect(within(unpledgeDialog).getByTestId('amount-available')).toHaveTextContent('Pledged: 10.00 A2Z'),
    );
    await user.type(within(unpledgeDialog).getByTestId('amount-input'), '4');
    await user.click(within(unpledgeDialog).getByTestId('unpledge-submit'));
    expect(
      await screen.findByRole('dialog', { name: 'Unpledge processing' }, { timeout: 20_000 }),
    ).toHaveTextContent('It may take 1-5 minutes');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unpledge processing' })).toBeNull(), {
      timeout: 20_000,
    });
    expect(await stakeOf(3)).toBe(parseEther('6'));
    expect(screen.getByTestId('pledging-tab-my')).toHaveAttribute('aria-selected', 'true');
  }, 60_000);
});
