import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../harness/browser';
import { readDeployment } from '../harness/chain';
import { TEST_WALLET_RDNS, type TestWalletOptions } from '../harness/testWallet';
import { connectThroughPicker, openWalletPage, walletButton } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
let browser: Browser;
let page: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.context().close();
  page = undefined;
});

async function openWithWallet(options: Partial<TestWalletOptions> = {}, path = '/') {
  const opened = await openWalletPage(browser, { baseUrl, deployment, path, connect: false, ...options });
  page = opened.page;
  return opened;
}

const storedWallet = (p: Page) => p.evaluate(() => localStorage.getItem('wallet'));
const shortened = (address: string) => `${address.slice(0, 5)}...${address.slice(-3)}`;

describe('wallet connection', () => {
  it('connects through the picker: shortened address, network icon, stored choice', async () => {
    const { page: p, wallet } = await openWithWallet();
    await expect.poll(() => walletButton(p).textContent()).toBe('Connect Wallet');
    await connectThroughPicker(p);
    await expect.poll(() => walletButton(p).textContent()).toContain(shortened(wallet.address));
    await expect.poll(() => walletButton(p).locator('[data-network="ethereum"]').count()).toBe(1);
    expect(await storedWallet(p)).toBe(TEST_WALLET_RDNS);
  });

  it('reconnects after a reload with a reconnecting state, never a Connect flash', async () => {
    const { page: p, wallet } = await openWithWallet();
    await connectThroughPicker(p);
    // Record every state the header button shows from the very first paint of the reload.
    await p.addInitScript({
      content: `window.__walletStates = [];
        new MutationObserver(() => {
          const b = document.querySelector('[data-testid="wallet-button"]');
          if (b) window.__walletStates.push(b.getAttribute('data-state'));
        }).observe(document, { subtree: true, childList: true, attributes: true });`,
    });
    await p.reload();
    await expect.poll(() => walletButton(p).getAttribute('data-state')).toBe('connected');
    await expect.poll(() => walletButton(p).textContent()).toContain(shortened(wallet.address));
    const states = (await p.evaluate('window.__walletStates')) as string[];
    expect(states).not.toContain('disconnected');
    expect(states).toContain('connected');
  });

  it('disconnect clears the account and the stored choice', async () => {
    const { page: p } = await openWithWallet();
    await connectThroughPicker(p);
    await walletButton(p).click();
    const items = await p.getByRole('menuitem').allTextContents();
    expect(items.at(-1)).toBe('Disconnect Wallet');
    expect(items).toContain('My Item');
    await p.getByRole('menuitem', { name: 'Disconnect Wallet' }).click();
    await expect.poll(() => walletButton(p).textContent()).toBe('Connect Wallet');
    expect(await storedWallet(p)).toBeNull();
    await p.reload();
    await expect.poll(() => walletButton(p).textContent()).toBe('Connect Wallet');
  });

  it('disconnect ends the sign-in session, so connecting again asks for a new signature', async () => {
    const { page: p } = await openWithWallet({}, '/myReward');
    await connectThroughPicker(p);
    await p.getByTestId('sign-in-button').click();
    await expect.poll(() => p.getByTestId('total-reward').count(), { timeout: 20_000 }).toBe(1);
    const sessionResult = () =>
      p.evaluate(
        async () => ((await (await fetch('/game/auth/session')).json()) as { result: number }).result,
      );
    expect(await sessionResult()).toBe(1);
    await walletButton(p).click();
    await p.getByRole('menuitem', { name: 'Disconnect Wallet' }).click();
    await expect.poll(() => walletButton(p).textContent()).toBe('Connect Wallet');
    await expect.poll(sessionResult).toBe(0);
    await connectThroughPicker(p);
    await expect.poll(() => p.getByTestId('sign-in-button').count(), { timeout: 20_000 }).toBe(1);
  });

  // MetaMask without its extension opens the MetaMask SDK instead (connectors/sdk/metaMaskSdk.ts).
  it("says 'No provider found' for Coin98 when it is not installed", async () => {
    const { page: p } = await openWithWallet();
    await walletButton(p).click();
    await p.getByRole('button', { name: 'Coin98', exact: true }).click();
    await expect.poll(() => p.getByRole('alert').textContent()).toBe('No provider found');
    expect(await storedWallet(p)).toBeNull();
  });

  it('connects the devnet Dev wallet with a chosen demo account', async () => {
    const { page: p } = await openWithWallet();
    await walletButton(p).click();
    const picker = p.getByRole('dialog', { name: 'Connect a wallet' });
    await picker.getByLabel('Demo account').selectOption({ index: 0 });
    await picker.getByRole('button', { name: 'Dev wallet', exact: true }).click();
    // Demo account #1 is 0x70997970…79c8.
    await expect.poll(() => walletButton(p).textContent()).toContain('0x709...9c8');
    expect(await storedWallet(p)).toBe('devWallet:0');
  });
});

describe('networks', () => {
  it('shows the wrong-network picker on an unsupported chain; the backdrop does not close it; switching works', async () => {
    const { page: p, wallet } = await openWithWallet({ chainId: 1 });
    await connectThroughPicker(p);
    const picker = p.getByRole('dialog', { name: 'Wrong network' });
    await expect
      .poll(() => picker.textContent())
      .toContain('Current network is not supported. Select a network below');
    await p.mouse.click(5, 5); // the backdrop
    expect(await picker.isVisible()).toBe(true);
    await picker.getByRole('button', { name: 'Polygon (MATIC)' }).click();
    await expect.poll(() => picker.count()).toBe(0);
    expect(wallet.chainId).toBe(deployment.chains.polygon.chainId);
    await expect.poll(() => walletButton(p).getByRole('img', { name: 'Polygon' }).count()).toBe(1);
  });

  it('adds the chain on 4902 and retries the switch', async () => {
    const { page: p, wallet } = await openWithWallet({
      chainId: 1,
      knownChainIds: [deployment.chains.ethereum.chainId],
    });
    await connectThroughPicker(p);
    await p
      .getByRole('dialog', { name: 'Wrong network' })
      .getByRole('button', { name: 'Polygon (MATIC)' })
      .click();
    await expect.poll(() => wallet.chainId).toBe(deployment.chains.polygon.chainId);
    const switches = wallet.requests.filter(
      (m) => m === 'wallet_switchEthereumChain' || m === 'wallet_addEthereumChain',
    );
    expect(switches).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
  });

  it('shows a failed switch instead of swallowing it', async () => {
    const { page: p, wallet } = await openWithWallet({ chainId: 1 });
    await connectThroughPicker(p);
    wallet.failNextNetworkSwitch();
    await p
      .getByRole('dialog', { name: 'Wrong network' })
      .getByRole('button', { name: 'Polygon (MATIC)' })
      .click();
    await expect
      .poll(() => p.getByRole('dialog', { name: 'Notice' }).textContent())
      .toContain('could not switch networks');
    expect(wallet.chainId).toBe(1);
  });
});
