import { createServer, type Server } from 'node:http';
import { devnetAccount } from '@kingdoms/contracts/accounts';
import { freePort } from '@kingdoms/contracts/ports';
import type { Browser, Frame, Page } from 'playwright-core';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../harness/browser';
import { readDeployment } from '../harness/chain';
import { startSecondApi } from '../harness/secondApi';

/**
 * The portal as a Safe App: a small page on another local origin stands in for the Safe{Wallet}
 * UI. It frames the portal and answers the Safe Apps SDK's postMessage protocol (as
 * @safe-global/safe-apps-sdk 9 speaks it: `{ id, method, params, env }` in, `{ id, success,
 * version, data | error }` back): getSafeInfo names a Safe on the devnet's Ethereum chain, rpcCall
 * goes to that chain's anvil. The portal runs on a second API with SAFE_APP_ORIGINS naming that
 * page's origin; the shared stack, without the setting, must refuse to be framed.
 */
const baseUrl = inject('baseUrl');
const deploymentFile = inject('deploymentFile');
const deployment = readDeployment(deploymentFile);
const ethereum = deployment.chains.ethereum;
/** The Safe the stand-in UI reports: its owners are devnet keys (the Safe itself is not deployed). */
const SAFE_ADDRESS = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe');
const OWNERS = [devnetAccount(1).address, devnetAccount(2).address, devnetAccount(3).address];

/** The stand-in Safe UI's page: frames `portalUrl`, answers the SDK's messages from that origin only. */
function safeUiPage(portalUrl: string): string {
  const safeInfo = {
    safeAddress: SAFE_ADDRESS,
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

/** Serves the stand-in page at / (framing `portalUrl`) and forwards /rpc to the Ethereum anvil. */
async function startSafeUi(port: number, portalUrl: () => string): Promise<Server> {
  const server = createServer(async (request, response) => {
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
    response.end(safeUiPage(portalUrl()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const portalFrame = (page: Page): Frame => {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('the Safe UI stand-in has no frame');
  return frame;
};

describe('the portal as a Safe App', () => {
  let browser: Browser;
  let safeUi: Server | undefined;
  let api: Awaited<ReturnType<typeof startSecondApi>> | undefined;
  let safeUiUrl = '';
  /** What the stand-in frames: the Safe App API, or the shared stack (no SAFE_APP_ORIGINS). */
  let framed = '';

  beforeAll(async () => {
    const port = await freePort();
    // Another origin than the portal's (another port) on the same site: Chromium here blocks
    // local storage in cross-site frames, as browsers that block third-party storage do
    // (docs/deployment.md, Safe App).
    safeUiUrl = `http://127.0.0.1:${port}`;
    [browser, api, safeUi] = await Promise.all([
      launchBrowser(),
      startSecondApi(deploymentFile, deployment, { SAFE_APP_ORIGINS: safeUiUrl }),
      startSafeUi(port, () => framed),
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await new Promise((resolve) => safeUi?.close(resolve));
  });

  it("connects the Safe by itself inside the configured Safe UI and shows the Safe's address", async () => {
    framed = `${api!.url}/`;
    const page = await openPage(browser);
    try {
      await page.goto(safeUiUrl);
      const frame = portalFrame(page);
      const button = frame.getByTestId('wallet-button');
      const shortened = `${SAFE_ADDRESS.slice(0, 5)}...${SAFE_ADDRESS.slice(-3)}`.toLowerCase();
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
