import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../harness/browser';
import { readDeployment } from '../harness/chain';
import { dialogTitlesSeen, recordDialogTitles } from '../harness/dialogTitles';
import { walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const arenaz = deployment.chains.arenaz;
const pages = walletPageSession({ baseUrl, deployment });

/** Demo players of the devnet seed (accounts 1–3) own ready eggs, genesis eggs and dragos. */
const DEMO_ACCOUNTS = [1, 2, 3] as const;

interface InventoryEgg {
  tokenId: number;
  status: number;
  network: number;
  genesis: boolean;
}
interface InventoryDrago {
  tokenId: number;
  network: number;
  rehatching: number;
  owner: string;
  randomness: unknown;
}
interface Inventory {
  myEggs: InventoryEgg[];
  myDragos: InventoryDrago[];
}

/** The API's own answer (the same call the page makes), to pick seeded tokens by what they are. */
async function inventoryOf(address: string): Promise<Inventory> {
  const response = await fetch(`${baseUrl}/nft/api/drago/inventory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: address.toLowerCase(), includeRent: false }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Inventory;
}

async function detailOf(tokenId: number): Promise<{ result: number; drago?: InventoryDrago }> {
  const response = await fetch(`${baseUrl}/nft/api/market/detail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokenId, address: '' }),
  });
  return (await response.json()) as { result: number; drago?: InventoryDrago };
}

/** The first demo account whose inventory has what `pick` looks for, and that thing. */
async function findSeeded<T>(
  pick: (inventory: Inventory) => T | undefined,
): Promise<{ accountIndex: number; found: T }> {
  for (const accountIndex of DEMO_ACCOUNTS) {
    const found = pick(await inventoryOf(devnetAccount(accountIndex).address));
    if (found !== undefined) return { accountIndex, found };
  }
  throw new Error('the devnet seed has no demo account with the wanted egg or drago');
}

const dragoCardIds = (p: Page) =>
  p
    .locator('[data-testid^="drago-card-"]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-testid')?.slice(11))));

async function openMyDrago(accountIndex: number, chainId = arenaz.chainId) {
  const opened = await pages.open({ path: '/myDrago', accountIndex, chainId });
  await expect.poll(() => opened.page.getByTestId('drago-grid').count(), { timeout: 20_000 }).toBe(1);
  return opened;
}

describe('My Drago', () => {
  it('opens from the wallet menu with both tabs; the Rental tab shows its heading', async () => {
    const { accountIndex } = await findSeeded((inventory) =>
      inventory.myDragos.length > 0 ? true : undefined,
    );
    const { page: p } = await pages.open({ path: '/', accountIndex, chainId: arenaz.chainId });
    await p.getByTestId('wallet-button').click();
    await p.getByRole('menuitem', { name: 'My Drago' }).click();
    await expect.poll(() => new URL(p.url()).pathname).toBe('/myDrago');
    await expect.poll(() => p.getByTestId('drago-grid').count(), { timeout: 20_000 }).toBe(1);
    expect(await p.getByRole('tab').allTextContents()).toEqual(['Dragos', 'Rental']);
    // Spec 2 §9: 4 cards per row.
    const columns = await p
      .getByTestId('drago-grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await p.getByRole('tab', { name: 'Rental' }).click();
    await expect.poll(() => p.getByRole('heading', { name: 'Rental', level: 2 }).isVisible()).toBe(true);
  });

  it('a wallet without eggs or dragos reads "You don\'t have any dragos."; the Arena-Z banner switches', async () => {
    // Account 6 is no demo player: the seed gives it nothing.
    const { page: p, wallet } = await pages.open({
      path: '/myDrago',
      accountIndex: 6,
      chainId: deployment.chains.ethereum.chainId,
    });
    await expect
      .poll(() => p.getByTestId('no-dragos').textContent(), { timeout: 20_000 })
      .toBe("You don't have any dragos.");
    const banner = p.getByTestId('network-banner');
    await expect
      .poll(() => banner.textContent())
      .toContain('Wrong network. You should change network to Arena-Z mainnet.');
    await banner.getByRole('button').click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(wallet.chainId).toBe(arenaz.chainId);
  });

  it('hatches an egg: "Hatching processing", "Hatching..." disabled, then the new drago appears', async () => {
    const { accountIndex, found: egg } = await findSeeded((inventory) =>
      inventory.myEggs.find((item) => item.status === 0 && !item.genesis && item.network === 2),
    );
    const { page: p, wallet } = await openMyDrago(accountIndex);
    const before = await inventoryOf(wallet.address);
    const card = p.getByTestId(`egg-card-${egg.tokenId}`);
    expect(await card.getAttribute('data-state')).toBe('ready');
    await recordDialogTitles(p);
    await card.getByRole('button', { name: 'Hatch' }).click();

    // On the hash: the popup, and the egg counts as hatching until the inventory shows the drago.
    await expect.poll(() => dialogTitlesSeen(p), { timeout: 20_000 }).toContain('Hatching processing');
    const hatching = p.getByTestId(`hatching-${egg.tokenId}`);
    await expect.poll(async () => (await card.count()) === 0 || (await hatching.isDisabled())).toBe(true);

    await expect.poll(() => card.count(), { timeout: 45_000 }).toBe(0);
    const after = await inventoryOf(wallet.address);
    const born = after.myDragos.filter((d) => !before.myDragos.some((b) => b.tokenId === d.tokenId));
    expect(born).toHaveLength(1);
    await expect.poll(() => dragoCardIds(p)).toContain(born[0]?.tokenId);
  });

  it('hatches the Polygon egg on Polygon: the wallet switches from Arena-Z, then the drago appears there', async () => {
    const polygon = deployment.chains.polygon;
    const { accountIndex, found: egg } = await findSeeded((inventory) =>
      inventory.myEggs.find((item) => item.status === 0 && !item.genesis && item.network === 1),
    );
    const { page: p, wallet } = await openMyDrago(accountIndex, arenaz.chainId);
    const card = p.getByTestId(`egg-card-${egg.tokenId}`);
    expect(await card.textContent()).toContain('On Polygon');
    await recordDialogTitles(p);
    await card.getByRole('button', { name: 'Hatch' }).click();

    await expect.poll(() => dialogTitlesSeen(p), { timeout: 20_000 }).toContain('Hatching processing');
    // The hatch went to the egg's network: the wallet is on Polygon now.
    expect(wallet.chainId).toBe(polygon.chainId);
    // Polygon's oracle answers (the API's worker there): the egg becomes the drago with its id.
    await expect.poll(() => card.count(), { timeout: 45_000 }).toBe(0);
    const hatched = (await inventoryOf(wallet.address)).myDragos.find((d) => d.tokenId === egg.tokenId);
    expect(hatched?.network).toBe(1);
    await expect.poll(() => dragoCardIds(p)).toContain(egg.tokenId);
  });

  it('Bridge & Hatch of a genesis egg: confirm, bridge-waiting with the link, the claim popup with the new id', async () => {
    const { accountIndex, found: egg } = await findSeeded((inventory) =>
      inventory.myEggs.find((item) => item.status === 0 && item.genesis && item.network === 0),
    );
    const { page: p, wallet } = await openMyDrago(accountIndex);
    const card = p.getByTestId(`egg-card-${egg.tokenId}`);
    expect(await card.getAttribute('data-state')).toBe('genesis');
    expect(await card.getByText('Genesis').count()).toBe(1);

    // The repair popup checks the hash before any call, then closes on the backdrop.
    await card.getByTestId(`repair-${egg.tokenId}`).click();
    const repair = p.getByRole('dialog', { name: 'Repair Bridge & Hatch' });
    await repair.getByTestId('tx-hash-input').fill('0x1234');
    await repair.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => repair.getByRole('alert').textContent())
      .toContain('0x followed by 64 hexadecimal');
    await p.mouse.click(5, 5);
    await expect.poll(() => repair.count()).toBe(0);

    await recordDialogTitles(p);
    await card.getByRole('button', { name: 'Bridge & Hatch', exact: true }).click();
    const confirm = p.getByRole('dialog', { name: 'Bridge & Hatch' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    const claim = p.getByRole('dialog', { name: 'Your drago has hatched' });
    await expect.poll(() => claim.count(), { timeout: 60_000 }).toBe(1);
    expect(await dialogTitlesSeen(p)).toContain('Bridging your egg');
    const tokenId = Number(await claim.getByTestId('claim-popup').getAttribute('data-token-id'));
    expect(await claim.getByTestId('claim-text').textContent()).toBe(
      `Congratulations! Your egg hatched into Drago #${tokenId}.`,
    );
    expect(wallet.requests).toContain('eth_sendTransaction');
    const after = await inventoryOf(wallet.address);
    expect(after.myDragos.map((d) => d.tokenId)).toContain(tokenId);
    expect(after.myEggs.map((e) => e.tokenId)).not.toContain(egg.tokenId);
    await claim.getByTestId('claim-close').click();
    await expect.poll(() => dragoCardIds(p)).toContain(tokenId);
  });
});

describe('Drago detail page', () => {
  it('rehatches once: confirm, processing, then the Rehatch link is gone', async () => {
    const { accountIndex, found: drago } = await findSeeded((inventory) =>
      inventory.myDragos.find(
        (item) => item.rehatching > 0 && item.randomness === null && item.network === 2,
      ),
    );
    const { page: p } = await pages.open({
      path: `/drago/detail/${drago.tokenId}`,
      accountIndex,
      chainId: arenaz.chainId,
    });
    await expect
      .poll(() => p.getByTestId('drago-title').textContent(), { timeout: 20_000 })
      .toBe(`Drago #${drago.tokenId}`);
    await recordDialogTitles(p);
    await p.getByTestId('rehatch-link').click();
    const confirm = p.getByRole('dialog', { name: 'Rehatch' });
    expect(await confirm.textContent()).toContain('once only and cannot be reverted');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialogTitlesSeen(p), { timeout: 20_000 }).toContain('Rehatch processing');
    await expect.poll(() => p.getByTestId('rehatch-link').count(), { timeout: 45_000 }).toBe(0);
    await expect
      .poll(async () => (await detailOf(drago.tokenId)).drago?.rehatching, { timeout: 30_000 })
      .toBe(0);
    await expect
      .poll(async () => (await detailOf(drago.tokenId)).drago?.randomness, { timeout: 30_000 })
      .toBe(null);
  });

  it('shows a drago to a visitor without a wallet', async () => {
    const { found: drago } = await findSeeded((inventory) => inventory.myDragos[0]);
    const browser = await launchBrowser();
    try {
      const p = await openPage(browser);
      await p.goto(`${baseUrl}/drago/detail/${drago.tokenId}`);
      await expect
        .poll(() => p.getByTestId('drago-title').textContent(), { timeout: 20_000 })
        .toBe(`Drago #${drago.tokenId}`);
      expect(await p.getByTestId('detail-breed').textContent()).toMatch(/^\d\/7$/);
      expect((await p.getByTestId('detail-owner').textContent())?.toLowerCase()).toBe(
        drago.owner.toLowerCase(),
      );
      expect(await p.getByTestId('parts-list').locator('tbody tr').count()).toBe(7);
      for (const value of await p
        .locator('[data-testid$="-value"][data-testid^="part-"]')
        .allTextContents()) {
        expect(value).toMatch(/^\d[\d,]*\.\d%$/);
      }
      expect(await p.getByRole('img', { name: new RegExp(`^Drago #${drago.tokenId}`) }).count()).toBe(1);
      // Spec 2 §2: Rehatch shows by the count alone (the contract lets only the owner rehatch).
      const shown = await detailOf(drago.tokenId);
      expect(await p.getByTestId('rehatch-link').count()).toBe((shown.drago?.rehatching ?? 0) > 0 ? 1 : 0);
      expect(await p.getByTestId('grade-badge').count()).toBeGreaterThan(0);
      // The offer form only logs and closes; "Not for sale" is the current price.
      await p.getByTestId('make-offer').click();
      const offer = p.getByRole('dialog', { name: 'Make offer' });
      expect(await offer.getByTestId('current-price').textContent()).toBe('Not for sale');
      await offer.getByTestId('market-submit').click();
      await expect.poll(() => offer.count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('says clearly when there is no such drago', async () => {
    const browser = await launchBrowser();
    try {
      const p = await openPage(browser);
      await p.goto(`${baseUrl}/drago/detail/987654321`);
      await expect.poll(() => p.getByTestId('drago-not-found').isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe('Drago not found');
      await p.goto(`${baseUrl}/drago/detail/not-a-number`);
      await expect.poll(() => p.getByTestId('drago-not-found').isVisible(), { timeout: 20_000 }).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
