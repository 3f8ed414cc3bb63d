import { DEMO_ACCOUNT_INDEXES, devnetAccount } from '@kingdoms/contracts/accounts';
import { localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { SEEDED_LOKA_WITHDRAWAL } from '@kingdoms/devnet/scenarios/bridge';
import { SEEDED_DRAGOS } from '@kingdoms/devnet/scenarios/dragos';
import type { NetworkKey } from '@kingdoms/shared/networks';
import type { Page } from 'playwright-core';
import { type Address, parseEther } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { amountFormReady } from '../harness/amountForm';
import { readDeployment } from '../harness/chain';
import { dialogTitlesSeen, dialogTxLinksSeen, recordDialogTitles } from '../harness/dialogTitles';
import { walletPageSession } from '../harness/walletPage';

const baseUrl = inject('baseUrl');
const deployment = readDeployment(inject('deploymentFile'));
const { ethereum, polygon, arenaz } = deployment.chains;
const pages = walletPageSession({ baseUrl, deployment });

/** Accounts this file moves assets of (demo wallets hold 1,000,000 of each token on each chain). */
const VALIDATION = 7;
const DST_HOLDER = 4;
const LOKA_HOLDER = 5;
/** The devnet's dragos scenario: account 2 owns one drago on Ethereum ("for the bridge"). */
const DRAGO_OWNER = 2;
const ETHEREUM_DRAGO = Number(
  SEEDED_DRAGOS.find((drago) => drago.network === 'ethereum' && drago.account === DRAGO_OWNER)?.tokenId,
);

const client = (network: NetworkKey, accountIndex = 0) =>
  localClient(deployment.chains[network], devnetAccount(accountIndex).privateKey);

async function tokenBalance(
  name: 'DST' | 'LOKA' | 'WLOKA',
  network: NetworkKey,
  owner: string,
): Promise<bigint> {
  const { address, abi } = contractOf(deployment, name, network);
  return client(network).readContract({ address, abi, functionName: 'balanceOf', args: [owner as Address] });
}

async function resourcesOf(owner: string): Promise<readonly bigint[]> {
  const { address, abi } = contractOf(deployment, 'Resource', 'arenaz');
  const [ids] = await client('arenaz').readContract({
    address,
    abi,
    functionName: 'resourcesOf',
    args: [owner as Address],
  });
  return ids;
}

interface InventoryDrago {
  tokenId: number;
  network: number;
}
async function dragoNetwork(owner: string, tokenId: number): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}/nft/api/drago/inventory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: owner.toLowerCase(), includeRent: false }),
  });
  const reply = (await response.json()) as { myDragos: InventoryDrago[] };
  return reply.myDragos.find((drago) => drago.tokenId === tokenId)?.network;
}

/** A transfer waits for the relayer or the checkpoint (about 20 s on the devnet) on a busy machine. */
const TRANSFER_TIMEOUT_MS = 150_000;

const alertText = (p: Page) => p.getByRole('dialog', { name: 'Notice' }).textContent();
const closeAlert = async (p: Page) => {
  await p.getByRole('dialog', { name: 'Notice' }).getByRole('button').first().click();
  await expect.poll(() => p.getByRole('dialog', { name: 'Notice' }).count()).toBe(0);
};

async function openBridge(accountIndex: number, tab: number, chainId: number) {
  const opened = await pages.open({ path: `/bridge?tab=${tab}`, accountIndex, chainId });
  await expect
    .poll(() => opened.page.getByTestId(`bridge-panel-${tab}`).count(), { timeout: 20_000 })
    .toBe(1);
  // Some modals close by themselves on the receipt (the resource send): record each one's link.
  await recordDialogTitles(opened.page);
  return opened;
}

/** How many modal links of each title a test has already taken, per page. */
const linksTaken = new WeakMap<Page, Map<string, number>>();

/** The next modal of `kind` ('Bridge', 'Deposit'…) the page showed: its explorer link is the transaction. */
async function modalHash(p: Page, title: string): Promise<string> {
  const taken = linksTaken.get(p) ?? new Map<string, number>();
  linksTaken.set(p, taken);
  const index = taken.get(title) ?? 0;
  const next = async () => (await dialogTxLinksSeen(p)).filter((link) => link.title === title)[index];
  await expect.poll(async () => (await next()) !== undefined, { timeout: 30_000 }).toBe(true);
  const link = await next();
  if (!link) throw new Error(`No ${title} modal`);
  taken.set(title, index + 1);
  expect(link.text).toMatch(/^0x[0-9a-f]{64}$/);
  expect(link.target).toBe('_blank');
  expect(link.href).toContain(`/tx/${link.text}`);
  return link.text;
}

async function closeModal(p: Page, title: string) {
  const modal = p.getByRole('dialog', { name: title });
  await modal.getByTestId('modal-close').click();
  await expect.poll(() => modal.count()).toBe(0);
}

const historyRow = (p: Page, testId: string, hash: string) =>
  p.getByTestId(testId).locator(`[data-testid="history-row"][data-tx="${hash}"]`);

describe('Bridge page', () => {
  it('opens from the header and the wallet menu; six tabs defined, five buttons; tab 3 by URL', async () => {
    const { page: p } = await pages.open({ path: '/', accountIndex: VALIDATION, chainId: ethereum.chainId });
    await p.getByTestId('wallet-button').click();
    await p.getByRole('menuitem', { name: 'Bridge' }).click();
    await expect.poll(() => new URL(p.url()).pathname).toBe('/bridge');
    await expect.poll(() => p.getByRole('tab').count(), { timeout: 20_000 }).toBe(5);
    expect(await p.getByRole('tab').allTextContents()).toEqual([
      'DRAGO Ethereum → Arena-Z',
      'DRAGO Polygon → Arena-Z',
      'DST Polygon → Arena-Z',
      'LOKA Polygon → Ethereum',
      'RESOURCE Arena-Z → Polygon',
    ]);
    await p.getByRole('tab', { name: 'DST Polygon → Arena-Z' }).click();
    await p.getByTestId('dst-reverse').click();
    await expect.poll(() => new URL(p.url()).searchParams.get('tab')).toBe('3');
    await expect.poll(() => p.getByTestId('bridge-panel-3').count()).toBe(1);
    expect(await p.getByRole('tab', { selected: true }).count()).toBe(0);
  });

  it('shows every validation message; nothing is sent', async () => {
    const { page: p, wallet } = await openBridge(VALIDATION, 0, ethereum.chainId);
    // Drago grid: 4 per row, 10 slots per page.
    const grid = p.getByTestId('drago-grid').getByRole('list');
    expect(await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)).toBe(
      4,
    );
    expect(await grid.locator(':scope > li').count()).toBe(10);
    await p.getByTestId('bridge-submit').click();
    await expect.poll(() => alertText(p)).toContain('Select dragos to bridge.');
    await closeAlert(p);

    await p.getByRole('tab', { name: 'LOKA Polygon → Ethereum' }).click();
    await p.getByTestId('withdraw-form').getByTestId('amount-input').fill('0');
    await p.getByTestId('withdraw-submit').click();
    // The wallet is on Ethereum: the withdraw button first switches to Polygon.
    await expect.poll(() => wallet.chainId).toBe(polygon.chainId);
    await p.getByTestId('withdraw-submit').click();
    await expect
      .poll(() => p.getByTestId('withdraw-form').getByTestId('amount-error').textContent())
      .toBe('Input wloka amount.');
    await p.getByTestId('deposit-submit').click();
    await expect.poll(() => wallet.chainId).toBe(ethereum.chainId);
    await p.getByTestId('deposit-submit').click();
    await expect
      .poll(() => p.getByTestId('deposit-form').getByTestId('amount-error').textContent())
      .toBe('Input loka amount.');

    await p.getByTestId('hash-open').click();
    const popup = p.getByRole('dialog', { name: 'Claim LOKA' });
    await popup.getByTestId('tx-hash-input').fill('0x1234');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => popup.getByRole('alert').textContent()).toBe('Invalid transaction hash format.');
    await popup.getByRole('button', { name: 'Cancel' }).click();

    await p.getByRole('tab', { name: 'RESOURCE Arena-Z → Polygon' }).click();
    // Tab 5 moves the wallet to Arena-Z by itself.
    await expect.poll(() => wallet.chainId, { timeout: 20_000 }).toBe(arenaz.chainId);
    await expect.poll(() => p.getByTestId('bridge-panel-5').count()).toBe(1);
    await p.getByTestId('bridge-submit').click();
    await expect.poll(() => alertText(p)).toContain('Select resources to bridge.');
    expect(wallet.requests).not.toContain('eth_sendTransaction');
  });

  it('the wrong-network banner switches the wallet', async () => {
    const { page: p, wallet } = await openBridge(VALIDATION, 2, ethereum.chainId);
    const banner = p.getByTestId('network-banner');
    await expect
      .poll(() => banner.textContent())
      .toContain('Wrong network. Click the button to change to Polygon Mainnet');
    await banner.getByRole('button').click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(wallet.chainId).toBe(polygon.chainId);
  });

  it(
    'bridges a drago from Ethereum (approval once) and sees it on Arena-Z',
    async () => {
      const { page: p, wallet } = await openBridge(DRAGO_OWNER, 0, ethereum.chainId);
      const card = p.getByTestId(`nft-${ETHEREUM_DRAGO}`);
      await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
      await card.getByRole('checkbox').check();
      expect(await p.getByTestId('selected-count').textContent()).toBe('1 selected');
      await p.getByTestId('bridge-submit').click();
      const hash = await modalHash(p, 'Bridge');
      await closeModal(p, 'Bridge');
      // The relayer delivers it on Arena-Z; the history row completes with the delivery link.
      await expect.poll(() => dragoNetwork(wallet.address, ETHEREUM_DRAGO), { timeout: 60_000 }).toBe(2);
      const row = historyRow(p, 'drago-history', hash);
      await expect
        .poll(() => row.getByTestId('history-status').textContent(), { timeout: 30_000 })
        .toBe('Completed');
      expect(await row.getByTestId('history-date').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(await row.getByTestId('history-delivery-tx').getAttribute('href')).toContain(
        '/explorer/arenaz/tx/',
      );
      expect(await card.count()).toBe(0);
    },
    TRANSFER_TIMEOUT_MS,
  );

  it(
    'bridges DST both ways: Polygon → Arena-Z, then Arena-Z → Polygon',
    async () => {
      const { page: p, wallet } = await openBridge(DST_HOLDER, 2, polygon.chainId);
      const onArenaZ = await tokenBalance('DST', 'arenaz', wallet.address);
      await expect
        .poll(() => p.getByTestId('amount-available').textContent(), { timeout: 20_000 })
        .toMatch(/^Balance: [\d,]+\.\d{4} DST$/);
      await p.getByTestId('amount-input').fill('1.5');
      // A cancel in the wallet: spec 3 §8's message, nothing sent.
      wallet.rejectNext();
      await p.getByTestId('bridge-submit').click();
      await expect.poll(() => alertText(p), { timeout: 20_000 }).toContain('Transaction canceled by user.');
      await closeAlert(p);
      await p.getByTestId('bridge-submit').click();
      const there = await modalHash(p, 'Bridge');
      await closeModal(p, 'Bridge');
      await expect
        .poll(async () => (await tokenBalance('DST', 'arenaz', wallet.address)) - onArenaZ, {
          timeout: 60_000,
        })
        .toBe(parseEther('1.5'));
      await expect
        .poll(() => historyRow(p, 'dst-history', there).getByTestId('history-status').textContent(), {
          timeout: 30_000,
        })
        .toBe('Completed');

      const onPolygon = await tokenBalance('DST', 'polygon', wallet.address);
      await p.getByTestId('dst-reverse').click();
      await expect.poll(() => p.getByTestId('bridge-panel-3').count()).toBe(1);
      // A new tab: the amount starts empty again.
      expect(await p.getByTestId('amount-input').inputValue()).toBe('');
      await p.getByTestId('amount-input').fill('0');
      await p.getByTestId('bridge-submit').click();
      // On Polygon: the button first switches to Arena-Z.
      await expect.poll(() => wallet.chainId).toBe(arenaz.chainId);
      await p.getByTestId('bridge-submit').click();
      await expect.poll(() => p.getByTestId('amount-error').textContent()).toBe('Input dst amount.');
      await amountFormReady(p.getByTestId('bridge-panel-3'));
      await p.getByTestId('amount-input').fill('0.25');
      await p.getByTestId('bridge-submit').click();
      await modalHash(p, 'Bridge');
      await expect
        .poll(async () => (await tokenBalance('DST', 'polygon', wallet.address)) - onPolygon, {
          timeout: 60_000,
        })
        .toBe(parseEther('0.25'));
    },
    TRANSFER_TIMEOUT_MS,
  );

  it(
    'deposits LOKA with the approval first; wLOKA arrives on Polygon',
    async () => {
      const { page: p, wallet } = await openBridge(LOKA_HOLDER, 4, ethereum.chainId);
      const before = await tokenBalance('WLOKA', 'polygon', wallet.address);
      const form = p.getByTestId('deposit-form');
      await expect
        .poll(() => form.getByTestId('amount-available').textContent(), { timeout: 20_000 })
        .toMatch(/^Balance: [\d,]+\.\d{4} LOKA$/);
      await form.getByTestId('amount-input').fill('2');
      await p.getByTestId('deposit-submit').click();
      const hash = await modalHash(p, 'Deposit');
      // Spec 3 §4: approve, then deposit. The approval dialog shows while the approval is mined,
      // which on anvil may be over between two polls: the page's dialogs are recorded (openBridge).
      expect(await dialogTitlesSeen(p)).toContain('Need to approve');
      expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2);
      await closeModal(p, 'Deposit');
      await expect
        .poll(async () => (await tokenBalance('WLOKA', 'polygon', wallet.address)) - before, {
          timeout: 60_000,
        })
        .toBe(parseEther('2'));
      await expect
        .poll(() => historyRow(p, 'deposit-history', hash).getByTestId('history-status').textContent(), {
          timeout: 30_000,
        })
        .toBe('Completed');
    },
    TRANSFER_TIMEOUT_MS,
  );

  it(
    'withdraws wLOKA: the claim before the checkpoint reads the checkpoint message, then claims after the delay',
    async () => {
      const { page: p, wallet } = await openBridge(LOKA_HOLDER, 4, polygon.chainId);
      const before = await tokenBalance('LOKA', 'ethereum', wallet.address);
      const form = p.getByTestId('withdraw-form');
      await expect
        .poll(() => form.getByTestId('amount-available').textContent(), { timeout: 20_000 })
        .toMatch(/wLOKA$/);
      await form.getByTestId('amount-input').fill('1');
      await p.getByTestId('withdraw-submit').click();
      const hash = await modalHash(p, 'Withdraw');
      await closeModal(p, 'Withdraw');

      const row = historyRow(p, 'withdraw-history', hash);
      await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
      // The checkpoint wait: a flip countdown to the claim, or (once past) the due note.
      await expect
        .poll(() => row.getByTestId('checkpoint-countdown').textContent())
        .toMatch(/Claim opens in.*\d+ seconds? left|Checkpoint due/);
      await row.getByTestId('claim').click();
      await expect
        .poll(() => alertText(p), { timeout: 20_000 })
        .toContain(
          "Polygon checkpoints haven't arrived yet. It will be processed at the next checkpoint. It can take anywhere from 30 minutes to up to 6 hours.",
        );
      await closeAlert(p);
      // The devnet's checkpoint delay is about 20 s: the claim turns ready by itself.
      await expect
        .poll(() => row.getByTestId('claim').getAttribute('data-ready'), { timeout: 60_000 })
        .toBe('true');
      await row.getByTestId('claim').click();
      await modalHash(p, 'Claim');
      await expect
        .poll(async () => (await tokenBalance('LOKA', 'ethereum', wallet.address)) - before, {
          timeout: 30_000,
        })
        .toBe(parseEther('1'));
      await closeModal(p, 'Claim');
      await expect
        .poll(() => row.getByTestId('history-status').textContent(), { timeout: 30_000 })
        .toBe('Completed');
    },
    TRANSFER_TIMEOUT_MS,
  );

  it(
    'claims the seeded withdrawal that is already past its checkpoint',
    async () => {
      // The bridge scenario's withdrawal (SEEDED_LOKA_WITHDRAWAL): its owner's claimable row.
      const accountIndex = SEEDED_LOKA_WITHDRAWAL.account;
      const response = await fetch(`${baseUrl}/nft/api/bridge/history`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          publicKey: devnetAccount(accountIndex).address.toLowerCase(),
          page: 1,
          network: 1,
        }),
      });
      const reply = (await response.json()) as {
        history: { txHash: string; status: number; transfer: { step: string } }[];
      };
      const seededRow = reply.history.find((entry) => entry.status === 0 && entry.transfer.step === 'signed');
      const found = seededRow && { accountIndex, hash: seededRow.txHash };
      expect(found).toBeDefined();
      if (!found) return;
      const { page: p } = await openBridge(found.accountIndex, 4, ethereum.chainId);
      const row = historyRow(p, 'withdraw-history', found.hash);
      await expect
        .poll(() => row.getByTestId('claim').getAttribute('data-ready'), { timeout: 20_000 })
        .toBe('true');
      await row.getByTestId('claim').click();
      await modalHash(p, 'Claim');
      await closeModal(p, 'Claim');
      await expect
        .poll(() => row.getByTestId('history-status').textContent(), { timeout: 30_000 })
        .toBe('Completed');
    },
    TRANSFER_TIMEOUT_MS,
  );

  it(
    'sends resources on Arena-Z, then receives them on Polygon',
    async () => {
      let holder: { accountIndex: number; ids: readonly bigint[] } | undefined;
      for (const accountIndex of DEMO_ACCOUNT_INDEXES) {
        const ids = await resourcesOf(devnetAccount(accountIndex).address);
        if (ids.length >= 2) {
          holder = { accountIndex, ids };
          break;
        }
      }
      expect(holder).toBeDefined();
      if (!holder) return;
      const tokenId = Number(holder.ids[0]);
      const { page: p, wallet } = await openBridge(holder.accountIndex, 5, polygon.chainId);
      await expect.poll(() => wallet.chainId, { timeout: 20_000 }).toBe(arenaz.chainId);
      const card = p.getByTestId(`nft-${tokenId}`);
      await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
      await card.getByRole('checkbox').check();
      await p.getByTestId('bridge-submit').click();
      const hash = await modalHash(p, 'Bridge');
      // On the receipt the modal closes, the signature is fetched, the wallet moves to Polygon and
      // the receive is sent: the receive modal.
      await modalHash(p, 'Receive');
      expect(wallet.chainId).toBe(polygon.chainId);
      expect(wallet.requests).toContain('personal_sign');
      await closeModal(p, 'Receive');
      const row = historyRow(p, 'resource-history', hash);
      await expect
        .poll(() => row.getByTestId('history-status').textContent(), { timeout: 30_000 })
        .toBe('Received');
      expect(await row.getByTestId('receive').count()).toBe(0);
    },
    TRANSFER_TIMEOUT_MS,
  );

  it(
    'the hash popup resumes the receive of a send made elsewhere',
    async () => {
      let holder: { accountIndex: number; ids: readonly bigint[] } | undefined;
      for (const accountIndex of [...DEMO_ACCOUNT_INDEXES].reverse()) {
        const ids = await resourcesOf(devnetAccount(accountIndex).address);
        if (ids.length > 0) {
          holder = { accountIndex, ids };
          break;
        }
      }
      expect(holder).toBeDefined();
      if (!holder) return;
      // The send happens outside the page (another device, a lost tab).
      const owner = devnetAccount(holder.accountIndex).address;
      const gateway = contractOf(deployment, 'BridgeGateway', 'arenaz');
      const sender = client('arenaz', holder.accountIndex);
      const sendHash = await sender.writeContract({
        address: gateway.address,
        abi: gateway.abi,
        functionName: 'sendResources',
        args: [[holder.ids[0] as bigint], owner, BigInt(polygon.chainId)],
      });
      await sender.waitForTransactionReceipt({ hash: sendHash, pollingInterval: 50 });

      const { page: p, wallet } = await openBridge(holder.accountIndex, 5, arenaz.chainId);
      const row = historyRow(p, 'resource-history', sendHash);
      await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
      expect(await row.getByTestId('history-status').textContent()).toBe('Sended');
      expect(await row.getByTestId('receive').count()).toBe(1);
      await p.getByTestId('hash-open').click();
      const popup = p.getByRole('dialog', { name: 'Receive resources' });
      await popup.getByTestId('tx-hash-input').fill(sendHash);
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => popup.count()).toBe(0);
      await modalHash(p, 'Receive');
      expect(wallet.chainId).toBe(polygon.chainId);
      await closeModal(p, 'Receive');
      await expect
        .poll(() => row.getByTestId('history-status').textContent(), { timeout: 30_000 })
        .toBe('Received');
    },
    TRANSFER_TIMEOUT_MS,
  );
});
