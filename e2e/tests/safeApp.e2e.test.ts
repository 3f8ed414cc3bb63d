import { createServer, type Server } from 'node:http';
import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { devnetGovernanceCall } from '@kingdoms/contracts/governance';
import { freePort } from '@kingdoms/contracts/ports';
import type { Browser, Frame, Page } from 'playwright-core';
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  maxUint256,
  parseEther,
} from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { amountFormReady } from '../harness/amountForm';
import { launchBrowser, openPage } from '../harness/browser';
import { a2zBalance, readDeployment, stakeOf } from '../harness/chain';
import {
  confirmAtService,
  type DeployedSafe,
  deploySafe,
  execFromSafe,
  proposeToService,
  type SafeTxService,
  safeTxServiceUrl,
  startSafeTxService,
} from '../harness/safe';
import { startSecondApi } from '../harness/secondApi';

/**
 * The portal as a Safe App: a small page on another local origin stands in for the Safe{Wallet}
 * UI. It frames the portal and answers the Safe Apps SDK's postMessage protocol (as
 * @safe-global/safe-apps-sdk 9 speaks it: `{ id, method, params, env }` in, `{ id, success,
 * version, data | error }` back): getSafeInfo names a Safe on the devnet's Ethereum chain, rpcCall
 * goes to that chain's anvil, and sendTransactions does what the Safe UI does: the first owner signs
 * the Safe's transaction hash and proposes it to the Safe Transaction Service. The Safe is a real
 * 2-of-3 Safe (Safe{Core} 1.4.1 from npm) on the worker's Ethereum anvil, whose owners are devnet
 * keys; the service is a local stand-in answering its documented endpoints from that chain
 * (harness/safe.ts). The portal runs on a second API with SAFE_APP_ORIGINS naming that page's
 * origin and SAFE_TX_SERVICE_URL_ETHEREUM naming the stand-in; the shared stack, without the
 * setting, must refuse to be framed.
 */
const baseUrl = inject('baseUrl');
const deploymentFile = inject('deploymentFile');
const deployment = readDeployment(deploymentFile);
const ethereum = deployment.chains.ethereum;
/** The Safe's owners (devnet keys), two of whom must sign: the first proposes, the second executes. */
const OWNER_KEYS = [devnetAccount(1).privateKey, devnetAccount(2).privateKey, devnetAccount(3).privateKey];
const OWNERS = [devnetAccount(1).address, devnetAccount(2).address, devnetAccount(3).address];
const [PROPOSER, SECOND_SIGNER] = OWNER_KEYS as [Hex, Hex, Hex];

/** The stand-in Safe UI's page: frames `portalUrl`, answers the SDK's messages from that origin only. */
function safeUiPage(portalUrl: string, safeAddress: Address): string {
  const safeInfo = {
    // Checksummed, as the Safe UI names it (the provider compares a batch's sender to it as is).
    safeAddress: getAddress(safeAddress),
    chainId: ethereum.chainId,
    threshold: 2,
    owners: OWNERS,
    isReadOnly: false,
  };
  return `<!doctype html><html><head><title>Safe UI stand-in</title></head><body>
<iframe id="app" src="${portalUrl}" style="width:1200px;height:800px"></iframe>
<script>
  const portalOrigin = ${JSON.stringify(new URL(portalUrl).origin)};
  const safeInfo = ${JSON.stringify(safeInfo)};
  window.safeUiLog = [];
  async function answer(method, params) {
    switch (method) {
      case 'getSafeInfo': return safeInfo;
      case 'getEnvironmentInfo': return { origin: location.origin };
      case 'sendTransactions': {
        const response = await fetch('/propose', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(params),
        });
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { safeTxHash: body.safeTxHash };
      }
      case 'getTxBySafeTxHash': {
        const response = await fetch('/tx/' + params.safeTxHash);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return body;
      }
      case 'rpcCall': {
        const response = await fetch('/rpc', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: params.call, params: params.params }),
        });
        const body = await response.json();
        if (body.error) throw new Error(body.error.message);
        return body.result;
      }
      default: throw new Error('not supported by this stand-in: ' + method);
    }
  }
  window.addEventListener('message', async (event) => {
    const frame = document.getElementById('app').contentWindow;
    if (event.origin !== portalOrigin || event.source !== frame || !event.data || !event.data.method) return;
    const { id, method, params } = event.data;
    window.safeUiLog.push(method);
    try {
      frame.postMessage({ id, success: true, version: '9.1.0', data: await answer(method, params) }, portalOrigin);
    } catch (error) {
      frame.postMessage({ id, success: false, version: '9.1.0', error: String(error.message) }, portalOrigin);
    }
  });
</script></body></html>`;
}

/**
 * Serves the stand-in page at / (framing `portalUrl`), forwards /rpc to the Ethereum anvil, takes
 * /propose (the page's sendTransactions: ONE Safe transaction of the calls, several through
 * MultiSendCallOnly, proposed to the service by the first owner) and answers /tx/{safeTxHash}
 * (the page's getTxBySafeTxHash: the Safe UI's transaction details, from the service's record).
 */
async function startSafeUi(
  port: number,
  portalUrl: () => string,
  safe: DeployedSafe,
  service: SafeTxService,
): Promise<Server> {
  /** The calls of each proposal, as the Safe UI decodes a MultiSend. */
  const callsOf = new Map<string, { to: Address; value: string; data: Hex }[]>();
  const server = createServer(async (request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url === '/propose') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const { txs } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        txs: { to: Address; value?: string; data?: Hex }[];
      };
      try {
        if (txs.length === 0) throw new Error('no transactions');
        const calls = txs.map((tx) => ({ to: tx.to, value: BigInt(tx.value ?? '0'), data: tx.data ?? '0x' }));
        const safeTxHash = await proposeToService(service.url, safe, calls, PROPOSER);
        callsOf.set(
          safeTxHash,
          calls.map((call) => ({ ...call, value: call.value.toString() })),
        );
        proposed.push(safeTxHash);
        json(200, { safeTxHash });
      } catch (error) {
        json(400, { error: String((error as Error).message) });
      }
      return;
    }
    const txPath = request.url?.match(/^\/tx\/(0x[0-9a-fA-F]{64})$/);
    if (request.method === 'GET' && txPath) {
      const record = await fetch(`${service.url}/api/v1/multisig-transactions/${txPath[1]}/`);
      if (!record.ok) return json(404, { error: 'No MultisigTransaction matches the given query.' });
      const tx = (await record.json()) as {
        isExecuted: boolean;
        isSuccessful: boolean | null;
        transactionHash: Hash | null;
        confirmations: unknown[];
        confirmationsRequired: number;
      };
      const calls = callsOf.get(txPath[1] as string) ?? [];
      const txStatus = tx.isExecuted
        ? tx.isSuccessful
          ? 'SUCCESS'
          : 'FAILED'
        : tx.confirmations.length >= tx.confirmationsRequired
          ? 'AWAITING_EXECUTION'
          : 'AWAITING_CONFIRMATIONS';
      return json(200, {
        safeAddress: safe.address,
        txId: `multisig_${safe.address}_${txPath[1]}`,
        txStatus,
        txHash: tx.transactionHash,
        txData: {
          dataDecoded:
            calls.length > 1
              ? { method: 'multiSend', parameters: [{ name: 'transactions', valueDecoded: calls }] }
              : null,
        },
      });
    }
    if (request.method === 'POST' && request.url === '/rpc') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const upstream = await fetch(ethereum.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      response.writeHead(upstream.status, { 'content-type': 'application/json' });
      response.end(await upstream.text());
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(safeUiPage(portalUrl(), safe.address));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** The safeTxHashes the stand-in UI proposed, in order. */
const proposed: Hash[] = [];

const portalFrame = (page: Page): Frame => {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('the Safe UI stand-in has no frame');
  return frame;
};

/** Opens the Safe UI stand-in and pledges 100 A2Z on continent 2 from the framed portal. */
async function pledgeInSafeFrame(page: Page, safeUiUrl: string): Promise<Frame> {
  await page.goto(safeUiUrl);
  const frame = portalFrame(page);
  await expect
    .poll(() => frame.getByTestId('wallet-button').getAttribute('data-state'), { timeout: 30_000 })
    .toBe('connected');
  await frame.getByTestId('pledging-tab-pledge').click();
  await frame.getByTestId('add-button-2').click();
  const dialog = frame.getByTestId('pledge-dialog');
  await amountFormReady(dialog);
  await dialog.getByTestId('amount-input').fill('100');
  await dialog.getByTestId('pledge-submit').click();
  return frame;
}

describe('the portal as a Safe App', () => {
  let browser: Browser;
  let safeUi: Server | undefined;
  let api: Awaited<ReturnType<typeof startSecondApi>> | undefined;
  let safe: DeployedSafe;
  let service: SafeTxService | undefined;
  let safeUiUrl = '';
  /** What the stand-in frames: the Safe App API, or the shared stack (no SAFE_APP_ORIGINS). */
  let framed = '';

  beforeAll(async () => {
    const port = await freePort();
    // Another origin than the portal's (another port) on the same site: Chromium here blocks
    // local storage in cross-site frames, as browsers that block third-party storage do
    // (docs/deployment.md, Safe App).
    safeUiUrl = `http://127.0.0.1:${port}`;
    // The API only names the service's URL: it starts while the Safe is deployed, and the
    // service then listens on the port the URL names.
    const servicePort = await freePort();
    [browser, api, safe] = await Promise.all([
      launchBrowser(),
      startSecondApi(deploymentFile, deployment, {
        SAFE_APP_ORIGINS: safeUiUrl,
        SAFE_TX_SERVICE_URL_ETHEREUM: safeTxServiceUrl(servicePort),
      }),
      deploySafe(ethereum, devnetAccount(DEVNET_ROLES.deployer).privateKey, OWNERS, 2),
    ]);
    service = await startSafeTxService(safe, servicePort);
    safeUi = await startSafeUi(port, () => framed, safe, service);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await new Promise((resolve) => safeUi?.close(resolve));
    await service?.stop();
  });

  it("connects the Safe by itself inside the configured Safe UI and shows the Safe's address", async () => {
    framed = `${api!.url}/`;
    const page = await openPage(browser);
    try {
      await page.goto(safeUiUrl);
      const frame = portalFrame(page);
      const button = frame.getByTestId('wallet-button');
      const shortened = `${safe.address.slice(0, 5)}...${safe.address.slice(-3)}`.toLowerCase();
      await expect.poll(() => button.textContent(), { timeout: 30_000 }).toContain(shortened);
      await expect.poll(() => button.getAttribute('data-state')).toBe('connected');
      await expect.poll(() => button.locator('[data-network="ethereum"]').count()).toBe(1);
      const asked = (await page.evaluate('window.safeUiLog')) as string[];
      expect(asked).toContain('getSafeInfo');
      // Nothing stored: outside the Safe UI the Safe cannot be reached.
      expect(await frame.evaluate(() => localStorage.getItem('wallet'))).toBeNull();
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it("a Safe's pledge waits for the other signers (1 of 2) across reloads and in the activity centre, never dropped, then is confirmed once the second owner signs and it is executed", async () => {
    // The Safe's A2Z (minted by the devnet's governance) and its approval of Staking (a Safe
    // transaction both owners signed), so the pledge is the one transaction proposed.
    const a2z = contractOf(deployment, 'A2Z', 'ethereum');
    const staking = contractOf(deployment, 'Staking', 'ethereum');
    await devnetGovernanceCall(ethereum, {
      to: a2z.address,
      data: encodeFunctionData({
        abi: a2z.abi,
        functionName: 'mint',
        args: [safe.address, parseEther('1000')],
      }),
    });
    await execFromSafe(
      safe,
      {
        to: a2z.address,
        data: encodeFunctionData({
          abi: a2z.abi,
          functionName: 'approve',
          args: [staking.address, maxUint256],
        }),
      },
      [PROPOSER, SECOND_SIGNER],
      SECOND_SIGNER,
    );
    await expect.poll(() => a2zBalance(deployment, 'ethereum', safe.address)).toBe(parseEther('1000'));

    framed = `${api!.url}/pledging`;
    const page = await openPage(browser);
    const ended: string[] = [];
    try {
      let frame = await pledgeInSafeFrame(page, safeUiUrl);

      // Proposed by the first owner: the portal follows the safeTxHash through the service.
      const waiting = () => portalFrame(page).getByTestId('tx-awaiting-signers').textContent();
      await expect.poll(waiting, { timeout: 30_000 }).toBe('Waiting for the other signers (1 of 2)');
      const [safeTxHash] = proposed;
      if (!safeTxHash) throw new Error('nothing was proposed');
      const stored = async () =>
        (await portalFrame(page).evaluate(() =>
          JSON.parse(localStorage.getItem('wallet.pendingTxs') ?? '[]'),
        )) as {
          hash: string;
          account?: string;
          signers?: { confirmed: number; required: number };
        }[];
      expect(await stored()).toEqual([
        expect.objectContaining({
          hash: safeTxHash,
          account: 'contract',
          signers: { confirmed: 1, required: 2 },
        }),
      ]);
      // The safeTxHash is on no explorer: no link; and nothing offers to submit it again.
      expect(await frame.getByTestId('explorer-link').count()).toBe(0);
      expect(await frame.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      const watchEnded = async () => {
        const state = await portalFrame(page)
          .getByTestId('tx-ended')
          .getAttribute('data-ended', { timeout: 100 })
          .catch(() => null);
        if (state) ended.push(state);
      };

      // A reload of the activity centre (another page, a fresh load): the proposal is listed with its signers.
      frame = portalFrame(page);
      await frame.goto(`${api!.url}/activity`);
      const row = () => portalFrame(page).getByTestId('activity-pending-tx');
      await expect.poll(() => row().getAttribute('data-hash'), { timeout: 30_000 }).toBe(safeTxHash);
      await expect
        .poll(() => row().getByTestId('activity-pending-signers').textContent())
        .toBe('Waiting for the other signers (1 of 2)');

      // The second owner signs at the service: 2 of 2, still waiting for the execution.
      await confirmAtService(service!.url, safeTxHash, SECOND_SIGNER);
      await expect
        .poll(() => row().getByTestId('activity-pending-signers').textContent(), { timeout: 15_000 })
        .toBe('Waiting for the other signers (2 of 2)');

      // Back on the pledging page (another load): the flow resumes, waiting, never dropped.
      await portalFrame(page).goto(`${api!.url}/pledging`);
      await expect.poll(waiting, { timeout: 30_000 }).toBe('Waiting for the other signers (2 of 2)');
      await watchEnded();

      // The second owner executes it on chain with both signatures: the portal follows the
      // execution to its receipt and the indexer, and shows My Pledging with the stake.
      const tx = service!.proposal(safeTxHash);
      if (!tx) throw new Error('the service lost the proposal');
      await safe.execute(tx, service!.confirmations(safeTxHash), SECOND_SIGNER);
      await expect.poll(() => stakeOf(deployment, safe.address, 2)).toBe(parseEther('100'));
      // The dialog closes with the receipt and the entry leaves the pending store.
      await expect.poll(() => portalFrame(page).getByTestId('tx-awaiting-signers').count()).toBe(0);
      await expect.poll(stored).toEqual([]);
      // Indexed: My Pledging lists the Safe's stake (the resumed flow stays on the page's tab).
      await portalFrame(page).getByTestId('pledging-tab-my').click();
      await expect
        .poll(() => portalFrame(page).getByTestId('my-continent-row-2').textContent(), { timeout: 20_000 })
        .toContain('100.00');
      await watchEnded();
      expect(ended).toEqual([]);
      expect(proposed).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("a Safe's pledge that needs its approval is ONE proposal (approve + stake through MultiSendCallOnly): 1 of 2, across a reload, then executed once the second owner signs", async () => {
    // The approval of Staking withdrawn (a Safe transaction both owners signed): the pledge needs
    // approve + stake, which the Safe Apps provider's atomic batching sends as one Safe transaction.
    const a2z = contractOf(deployment, 'A2Z', 'ethereum');
    const staking = contractOf(deployment, 'Staking', 'ethereum');
    await execFromSafe(
      safe,
      {
        to: a2z.address,
        data: encodeFunctionData({ abi: a2z.abi, functionName: 'approve', args: [staking.address, 0n] }),
      },
      [PROPOSER, SECOND_SIGNER],
      SECOND_SIGNER,
    );
    const staked = await stakeOf(deployment, safe.address, 2);
    const before = proposed.length;

    framed = `${api!.url}/pledging`;
    const page = await openPage(browser);
    try {
      const frame = await pledgeInSafeFrame(page, safeUiUrl);

      const waiting = () => portalFrame(page).getByTestId('tx-awaiting-signers').textContent();
      await expect.poll(waiting, { timeout: 30_000 }).toBe('Waiting for the other signers (1 of 2)');
      // One proposal: a DELEGATECALL to MultiSendCallOnly, the Safe's own hash of it.
      expect(proposed.slice(before)).toHaveLength(1);
      const safeTxHash = proposed[before] as Hash;
      const tx = service!.proposal(safeTxHash);
      expect(tx).toMatchObject({ to: safe.multiSendCallOnly, operation: 1 });
      expect(await safe.transactionHash(tx!)).toBe(safeTxHash);
      const stored = async () =>
        (await portalFrame(page).evaluate(() => ({
          txs: JSON.parse(localStorage.getItem('wallet.pendingTxs') ?? '[]'),
          batches: JSON.parse(localStorage.getItem('wallet.pendingBatches') ?? '[]'),
        }))) as { txs: { hash: string; account?: string }[]; batches: unknown[] };
      // The batch is the Safe's pending transaction, by its safeTxHash: followed as one.
      expect(await stored()).toEqual({
        txs: [expect.objectContaining({ hash: safeTxHash, account: 'contract' })],
        batches: [],
      });
      expect(await frame.getByRole('button', { name: 'Try again' }).count()).toBe(0);

      // A reload: the flow resumes the proposal, still waiting, never dropped.
      await portalFrame(page).goto(`${api!.url}/pledging`);
      await expect.poll(waiting, { timeout: 30_000 }).toBe('Waiting for the other signers (1 of 2)');

      // The second owner signs and executes: approve and stake in one transaction.
      await confirmAtService(service!.url, safeTxHash, SECOND_SIGNER);
      await expect.poll(waiting, { timeout: 15_000 }).toBe('Waiting for the other signers (2 of 2)');
      await safe.execute(tx!, service!.confirmations(safeTxHash), SECOND_SIGNER);
      await expect.poll(() => stakeOf(deployment, safe.address, 2)).toBe(staked + parseEther('100'));
      await expect.poll(() => portalFrame(page).getByTestId('tx-awaiting-signers').count()).toBe(0);
      await expect.poll(stored).toEqual({ txs: [], batches: [] });
      expect(await portalFrame(page).getByTestId('tx-ended').count()).toBe(0);
      expect(proposed.slice(before)).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('is not framed by that page where SAFE_APP_ORIGINS is not set (the shared stack)', async () => {
    framed = `${baseUrl}/`;
    const page = await openPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text());
    });
    try {
      await page.goto(safeUiUrl);
      await expect.poll(() => refused.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(refused[0]).toContain("frame-ancestors 'self'");
      await expect.poll(() => portalFrame(page).locator('html[data-app-ready]').count()).toBe(0);
      expect(await page.evaluate('window.safeUiLog')).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
