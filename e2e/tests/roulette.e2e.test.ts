import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { confirm, localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { devnetGovernanceCall } from '@kingdoms/contracts/governance';
import { nonceEndpoint, SIWE_STATEMENT, verifyEndpoint } from '@kingdoms/shared/api/auth';
import { type AnyEndpoint, servedPath } from '@kingdoms/shared/api/endpoint';
import {
  burnsMysteryBoxEndpoint,
  rouletteHistoryEndpoint,
  rouletteInfoEndpoint,
  rouletteSpinEndpoint,
} from '@kingdoms/shared/api/roulette';
import type { Deployment } from '@kingdoms/shared/deployment';
import { ROULETTE_PRIZES } from '@kingdoms/shared/roulette';
import type { Page } from 'playwright-core';
import { type Address, encodeFunctionData, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe';
import { readDeployment } from '../harness/chain';
import { startSecondApi } from '../harness/secondApi';
import { connectThroughPicker, walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deploymentFile = inject('deploymentFile');
const deployment = readDeployment(deploymentFile);
const polygon = deployment.chains.polygon;
const pages = walletPageSession({ baseUrl, deployment });

const ROULETTE_PATH = '/event/roulette';
const PRIZE_NAMES = new Set<string>(ROULETTE_PRIZES.map((prize) => prize.name));
/** Spec 2 §9 date format in the history. */
const DATE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d$/;

// --- Chain and API helpers ------------------------------------------------------------------------

/** Gives `to` mystery boxes on Polygon (minted through the timelock, the minter since the handover). */
async function giveBoxes(chains: Deployment, to: Address, amount: bigint): Promise<void> {
  const box = contractOf(chains, 'MysteryBox', 'polygon');
  await devnetGovernanceCall(chains.chains.polygon, {
    to: box.address,
    data: encodeFunctionData({ abi: box.abi, functionName: 'mint', args: [to, amount] }),
  });
}

async function boxBalance(owner: Address): Promise<bigint> {
  const client = localClient(polygon, devnetAccount(DEVNET_ROLES.deployer).privateKey);
  const box = contractOf(deployment, 'MysteryBox', 'polygon');
  return client.readContract({
    address: box.address,
    abi: box.abi,
    functionName: 'boxesOf',
    args: [owner],
  });
}

/** Burns `amount` boxes of devnet account `index` from Node (no browser). */
async function burnFromNode(chains: Deployment, index: number, amount: bigint): Promise<Hash> {
  const client = localClient(chains.chains.polygon, devnetAccount(index).privateKey);
  const box = contractOf(chains, 'MysteryBox', 'polygon');
  const hash = await client.writeContract({
    address: box.address,
    abi: box.abi,
    functionName: 'burn',
    args: [amount],
  });
  await confirm(client, hash);
  return hash;
}

/** An API client signed in with Ethereum as devnet account `index` (cookie kept here). */
async function apiSession(apiUrl: string, index: number) {
  const account = privateKeyToAccount(devnetAccount(index).privateKey);
  let cookie = '';
  const call = async (endpoint: AnyEndpoint, body: unknown) => {
    const response = await fetch(`${apiUrl}${servedPath(endpoint)}`, {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: endpoint.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) cookie = setCookie.map((entry) => entry.split(';')[0]).join('; ');
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const { body: nonce } = await call(nonceEndpoint, {});
  const url = new URL(apiUrl);
  const message = createSiweMessage({
    address: account.address,
    chainId: polygon.chainId,
    domain: url.host,
    uri: url.origin,
    nonce: String(nonce.nonce),
    statement: SIWE_STATEMENT,
    version: '1',
    issuedAt: new Date(),
  });
  const verified = await call(verifyEndpoint, { message, signature: await account.signMessage({ message }) });
  expect(verified.body.result).toBe(1);
  return { address: account.address.toLowerCase(), call };
}

// --- Page helpers ---------------------------------------------------------------------------------

const ticketCount = (p: Page) => p.getByTestId('ticket-count').textContent();
const boxCount = (p: Page) => p.getByTestId('box-count').textContent();
const alertDialog = (p: Page) => p.getByRole('dialog', { name: 'Notice' });

async function expectAlert(p: Page, text: string): Promise<void> {
  await expect.poll(() => alertDialog(p).textContent()).toContain(text);
  await alertDialog(p).getByRole('button').first().click();
  await expect.poll(() => alertDialog(p).count()).toBe(0);
}

async function openHistory(p: Page) {
  await p.getByTestId('history-button').click();
  const dialog = p.getByRole('dialog', { name: 'History' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

// --- Tests ----------------------------------------------------------------------------------------

describe('Roulette event page (spec 2 §2, §4, §8)', () => {
  it('burn → tickets, spin → the wheel turns 6 s → prize popup → history', async () => {
    const { page: p, wallet } = await pages.open({
      path: ROULETTE_PATH,
      accountIndex: 7,
      chainId: polygon.chainId,
    });
    const owner = wallet.account.address;
    await giveBoxes(deployment, owner, 2n);
    await p.reload();
    await expect.poll(() => p.getByTestId('wallet-button').getAttribute('data-state')).toBe('connected');
    await expect.poll(() => boxCount(p)).toBe('2');
    // The ticket count loads on its own: read it once it is a number.
    await expect.poll(() => ticketCount(p)).toMatch(/^\d+$/);
    const ticketsBefore = Number(await ticketCount(p));

    await p.getByTestId('burn-button').click();
    // The overlay asks not to refresh or close the window while the boxes burn.
    const overlay = p.getByRole('dialog', { name: 'Burning in progress' });
    await expect.poll(() => overlay.textContent()).toContain('Do not refresh or close the window.');
    await expect.poll(() => overlay.count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => ticketCount(p)).toBe(String(ticketsBefore + 2));
    await expect.poll(() => boxCount(p)).toBe('0');
    expect(await boxBalance(owner)).toBe(0n);

    const started = Date.now();
    await p.getByTestId('spin-button').click();
    const popup = p.getByRole('dialog', { name: 'Congratulations!' });
    await expect.poll(() => popup.isVisible(), { timeout: 20_000 }).toBe(true);
    // Spec 2 §4: the popup follows the 6-second rotation.
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_500);
    const won =
      (await popup.getByTestId('prize-popup-text').textContent())?.replace(/^You won (.*)\.$/, '$1') ?? '';
    expect(PRIZE_NAMES.has(won)).toBe(true);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => ticketCount(p)).toBe(String(ticketsBefore + 1));

    const history = await openHistory(p);
    // The history loads when the popup opens.
    await expect.poll(() => history.getByRole('columnheader', { name: 'TIME' }).count()).toBe(1);
    expect(await history.getByRole('columnheader', { name: 'ITEM' }).count()).toBe(1);
    const newest = history.getByTestId('history-row').first();
    await expect.poll(() => newest.locator('td').nth(1).textContent()).toBe(won);
    expect(await newest.locator('td').first().textContent()).toMatch(DATE_TIME);
  });

  it('with reduced motion the prize popup opens at once', async () => {
    const { page: p, wallet } = await pages.open({
      path: ROULETTE_PATH,
      accountIndex: 6,
      chainId: polygon.chainId,
    });
    await p.emulateMedia({ reducedMotion: 'reduce' });
    await giveBoxes(deployment, wallet.account.address, 1n);
    await p.reload();
    await expect.poll(() => boxCount(p)).toBe('1');
    await p.getByTestId('burn-button').click();
    await expect.poll(async () => Number(await ticketCount(p)) > 0, { timeout: 30_000 }).toBe(true);
    const started = Date.now();
    await p.getByTestId('spin-button').click();
    await expect.poll(() => p.getByRole('dialog', { name: 'Congratulations!' }).isVisible()).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("without tickets: 'You don't have enough roulette ticket…'", async () => {
    // Account 6 spent its one ticket in the reduced-motion test above.
    const { page: p } = await pages.open({ path: ROULETTE_PATH, accountIndex: 6, chainId: polygon.chainId });
    await expect.poll(() => ticketCount(p)).toBe('0');
    await p.getByTestId('spin-button').click();
    await expectAlert(p, "You don't have enough roulette ticket. You need to burn your Drago Mystery Box.");
  });

  it('a visitor sees the page and is asked to connect a wallet to spin', async () => {
    const { page: p } = await pages.open({ path: ROULETTE_PATH, connect: false });
    await expect.poll(() => p.getByTestId('roulette-connect').isVisible()).toBe(true);
    await expect.poll(() => p.getByTestId('current-commitment').isVisible()).toBe(true);
    // Spec 2 §9 by default: ten prizes at 12.5 each, so each is declared at 1 in 10, as the wheel shows.
    const declared = () =>
      p
        .getByTestId('odds-row')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent));
    await expect.poll(declared).toEqual(new Array(10).fill('10.00%'));
    expect(await p.getByTestId('event-ended').count()).toBe(0);
    await p.getByTestId('spin-button').click();
    await expectAlert(p, 'Connect your wallet to spin roulette.');
  });

  it('counts down to the end of the event window with flip cards (a timer read in words, no flip with reduced motion)', async () => {
    const { page: p } = await pages.open({ path: ROULETTE_PATH, connect: false });
    const timer = p.getByTestId('event-countdown').getByRole('timer', { name: 'The event ends in' });
    await expect.poll(() => timer.isVisible()).toBe(true);
    expect(await timer.getAttribute('aria-live')).toBe('off');
    expect(await timer.textContent()).toMatch(/\d+ days?, \d+ hours?, \d+ minutes? and \d+ seconds? left/);
    const seconds = timer.locator('[data-unit="seconds"] .flip-card__value');
    expect(await seconds.textContent()).toMatch(/^\d\d$/);
    // Read in one step in the page: the seconds card is a new element every second, and a card
    // replaced between Playwright finding it and reading it has no computed style ('' under load).
    const animation = () =>
      timer.evaluate((element) => {
        const card = element.querySelector('[data-unit="seconds"] .flip-card__value');
        return card ? getComputedStyle(card).animationName : 'no seconds card';
      });
    expect(await animation()).toBe('flip-card-turn');
    await p.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(animation).toBe('none');
    await p.setViewportSize({ width: 320, height: 780 });
    await expect.poll(() => timer.isVisible()).toBe(true);
    const box = await timer.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 320).toBe(true);
  });

  it('holds at 360 px in a desktop browser (phones get the desktop-only notice)', async () => {
    const { page: p } = await pages.open({ path: ROULETTE_PATH, connect: false });
    await p.setViewportSize({ width: 360, height: 780 });
    await p.reload();
    await expect.poll(() => p.getByTestId('roulette-wheel').isVisible()).toBe(true);
    await expect.poll(() => p.getByTestId('odds-table').isVisible()).toBe(true);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("on another chain the burn says 'Wrong network. You should change network to Polygon mainnet.'", async () => {
    const { page: p, wallet } = await pages.open({
      path: ROULETTE_PATH,
      accountIndex: 5,
      chainId: deployment.chains.ethereum.chainId,
    });
    const message = 'Wrong network. You should change network to Polygon mainnet.';
    await expect.poll(() => p.getByTestId('network-banner').textContent()).toContain(message);
    await p.getByTestId('burn-button').click();
    await expectAlert(p, message);
    expect(wallet.requests).not.toContain('eth_sendTransaction');
  });

  describe('after the event window (a second API on the same chains)', () => {
    let ended: Awaited<ReturnType<typeof startSecondApi>> | undefined;
    afterAll(async () => {
      await ended?.stop();
    });

    it("says the event has ended, and verifies an ended period's spin in the browser", async () => {
      const start = Math.floor(Date.now() / 1000) - 3_600;
      // The shortest periods the API accepts: the spin's period ends (and its seed is revealed)
      // within 10 s.
      const window = (end: number) => ({
        ROULETTE_EVENT_START: String(start),
        ROULETTE_EVENT_END: String(end),
        ROULETTE_PERIOD_SECONDS: '10',
      });
      ended = await startSecondApi(deploymentFile, deployment, window(start + 7_200));
      const player = 4;
      const address = devnetAccount(player).address;
      await giveBoxes(deployment, address, 1n);
      const hash = await burnFromNode(deployment, player, 1n);
      const session = await apiSession(ended.url, player);
      await expect
        .poll(async () => (await session.call(burnsMysteryBoxEndpoint, { txHash: hash })).body.result, {
          timeout: 20_000,
        })
        .toBe(1);
      const spin = await session.call(rouletteSpinEndpoint, { language: 'en' });
      expect(spin.body.result).toBe(1);
      const prize = ROULETTE_PRIZES[Number(spin.body.selectedId) - 1]?.name;
      await expect
        .poll(
          async () => {
            const history = await session.call(rouletteHistoryEndpoint, { publicKey: session.address });
            return (history.body.history as { seed: string | null }[])[0]?.seed ?? null;
          },
          { timeout: 40_000 },
        )
        .toMatch(/^0x[0-9a-f]{64}$/);
      // The same API and database, restarted with a window that has since ended.
      await ended.restart(window(Math.floor(Date.now() / 1000)));
      const info = await session.call(rouletteInfoEndpoint, { publicKey: session.address });
      expect(info.body.open).toBe(false);

      // The wallet connects on the second API's origin (its own site, its own storage).
      const { page: p, wallet } = await pages.open({
        path: ROULETTE_PATH,
        accountIndex: player,
        chainId: polygon.chainId,
        connect: false,
      });
      await p.goto(`${ended.url}${ROULETTE_PATH}`);
      // A visitor already sees the event-ended notice (spec 2 §2), and the burn button only
      // announces the end: no wallet picker, nothing asked of the wallet (spec 2 §4).
      const notice = p.getByTestId('event-ended');
      await expect.poll(() => notice.textContent()).toContain('The event has ended.');
      expect(await p.getByTestId('roulette-connect').count()).toBe(0);
      expect(await seriousAxeViolations(p, 'roulette, event ended')).toEqual([]);
      await p.getByTestId('burn-button').click();
      await expectAlert(p, 'The event has ended.');
      expect(await p.getByRole('dialog', { name: 'Connect a wallet' }).count()).toBe(0);
      expect(wallet.requests).not.toContain('eth_requestAccounts');

      await connectThroughPicker(p);
      await expect.poll(() => p.getByTestId('event-period').getAttribute('data-open')).toBe('false');
      expect(await p.getByTestId('event-countdown').count()).toBe(0);
      expect(await notice.isVisible()).toBe(true);

      await p.getByTestId('spin-button').click();
      await expectAlert(p, 'Thank you. The event has ended.');
      await giveBoxes(deployment, address, 1n);
      await p.reload();
      await expect.poll(() => boxCount(p)).toBe('1');
      // The page refuses the burn from the loaded info; clicked before it loads, the box would burn.
      await expect.poll(() => p.getByTestId('event-period').getAttribute('data-open')).toBe('false');
      await p.getByTestId('burn-button').click();
      await expectAlert(p, 'The event has ended.');
      expect(await boxBalance(address)).toBe(1n);
      expect(wallet.requests).not.toContain('eth_sendTransaction');

      // Verify: recomputed in the page from the revealed seed; no request reaches the server.
      const dialog = await openHistory(p);
      const row = dialog.getByTestId('history-row').first();
      await expect.poll(() => row.locator('td').nth(1).textContent()).toBe(prize);
      const requests: string[] = [];
      p.on('request', (request) => requests.push(request.url()));
      await row.getByRole('button', { name: 'Verify' }).click();
      const result = dialog.getByTestId('verify-result');
      await expect.poll(() => result.getAttribute('data-status')).toBe('verified');
      expect(await result.textContent()).toContain(`draws ${prize}`);
      expect(requests.filter((url) => url.startsWith(ended?.url ?? '-'))).toEqual([]);
    }, 240_000);
  });
});
