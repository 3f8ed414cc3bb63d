import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import type { Page } from 'playwright-core';
import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  hexToBigInt,
  http,
  type LocalAccount,
  numberToHex,
  publicActions,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export const TEST_WALLET_NAME = 'Test Wallet';
export const TEST_WALLET_RDNS = 'dev.kingdoms.testwallet';

interface RpcError {
  code: number;
  message: string;
}
type BindingReply = { result: unknown } | { error: RpcError };

export interface TestWalletOptions {
  deployment: Deployment;
  /** Devnet account index the wallet signs with (1 owns the full sticker set). */
  accountIndex: number;
  /** Chain the wallet starts on; a chain outside the table makes the wrong-network case. */
  chainId?: number;
  /** Chains the wallet knows at first (default: all three); others answer 4902 until added. */
  knownChainIds?: number[];
}

/**
 * A browser wallet for end-to-end tests (STYLE: Uniswap's anvil fixture): an EIP-1193 provider
 * injected into the page and announced through EIP-6963, whose requests are answered in Node —
 * signing with a devnet key via viem, reads forwarded to the anvil RPCs. Switches make it
 * reject the next request (4001) or fail a network switch, like a user or a broken wallet would.
 */
export class TestWallet {
  readonly account: LocalAccount;
  chainId: number;
  private readonly chains: Map<number, Chain>;
  private readonly known: Set<number>;
  private rejectNextRequest = false;
  private failNextSwitch = false;
  /** Every method the page asked for, in order (for assertions). */
  readonly requests: string[] = [];
  /** The hashes of the transactions the page sent, in order. */
  readonly sent: Hash[] = [];

  constructor(options: TestWalletOptions) {
    this.account = privateKeyToAccount(devnetAccount(options.accountIndex).privateKey);
    this.chains = new Map(
      NETWORK_KEYS.map((key) => {
        const { chainId, rpcUrl } = options.deployment.chains[key];
        return [
          chainId,
          defineChain({
            id: chainId,
            name: key,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [rpcUrl] } },
          }),
        ];
      }),
    );
    this.chainId = options.chainId ?? options.deployment.chains.ethereum.chainId;
    this.known = new Set(options.knownChainIds ?? this.chains.keys());
  }

  get address(): string {
    return this.account.address.toLowerCase();
  }

  /** The next signing request (transaction, signature, connection) is rejected with 4001. */
  rejectNext(): void {
    this.rejectNextRequest = true;
  }

  /** The next wallet_switchEthereumChain fails with an internal error. */
  failNextNetworkSwitch(): void {
    this.failNextSwitch = true;
  }

  /**
   * Sends another transaction with the nonce of the last one the page sent, at twice its fees
   * (a node replaces a pending transaction only for a higher fee), as a wallet does: 'speed-up'
   * sends the same call again, 'cancel' a 0-value transaction to the sender itself.
   */
  async replaceLast(kind: 'speed-up' | 'cancel'): Promise<Hash> {
    const hash = this.sent.at(-1);
    const chain = this.chains.get(this.chainId);
    if (!hash || !chain) throw new Error('Test wallet: no sent transaction to replace');
    const client = createWalletClient({ account: this.account, chain, transport: http() }).extend(
      publicActions,
    );
    const original = await client.getTransaction({ hash });
    const fees = {
      maxFeePerGas: (original.maxFeePerGas ?? original.gasPrice ?? 1n) * 2n,
      maxPriorityFeePerGas: (original.maxPriorityFeePerGas ?? 1n) * 2n,
    };
    const call =
      kind === 'speed-up'
        ? { to: original.to ?? undefined, data: original.input, value: original.value, gas: original.gas }
        : { to: this.account.address, value: 0n, gas: 21_000n };
    return client.sendTransaction({ account: this.account, chain, nonce: original.nonce, ...fees, ...call });
  }

  rpcUrlOf(chainId: number): string {
    const chain = this.chains.get(chainId);
    if (!chain) throw new Error(`Test wallet has no RPC for chain ${chainId}`);
    return chain.rpcUrls.default.http[0]!;
  }

  /** Injects the provider into every document of the page (reloads included). */
  async install(page: Page): Promise<void> {
    await page.exposeBinding('__testWalletRequest', (_source, method: string, params: unknown) =>
      this.handle(method, params),
    );
    await page.addInitScript({
      content: injectProviderScript({ name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS }),
    });
  }

  /** Moves the wallet to another chain from "outside" (as if the user switched in the extension). */
  async switchExternally(page: Page, chainId: number): Promise<void> {
    this.chainId = chainId;
    await page.evaluate(`window.__testWalletEmit('chainChanged', '${numberToHex(chainId)}')`);
  }

  private async handle(method: string, params: unknown): Promise<BindingReply> {
    this.requests.push(method);
    try {
      return { result: await this.answer(method, Array.isArray(params) ? params : []) };
    } catch (error) {
      const rpc = error as Partial<RpcError>;
      return {
        error: {
          code: typeof rpc.code === 'number' ? rpc.code : -32603,
          message: String(rpc.message ?? error),
        },
      };
    }
  }

  private takeRejection(): void {
    if (this.rejectNextRequest) {
      this.rejectNextRequest = false;
      throw { code: 4001, message: 'User rejected the request.' };
    }
  }

  private async answer(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        this.takeRejection();
        return [this.account.address];
      case 'eth_accounts':
        return [this.account.address];
      case 'eth_chainId':
        return numberToHex(this.chainId);
      case 'wallet_requestPermissions':
        this.takeRejection();
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_switchEthereumChain': {
        if (this.failNextSwitch) {
          this.failNextSwitch = false;
          throw { code: -32603, message: 'Test wallet: network switch failed' };
        }
        const wanted = Number((params[0] as { chainId: Hex }).chainId);
        if (!this.known.has(wanted)) throw { code: 4902, message: `Unrecognized chain ID ${wanted}` };
        this.chainId = wanted;
        return null;
      }
      case 'wallet_addEthereumChain': {
        const added = Number((params[0] as { chainId: Hex }).chainId);
        // Like a real wallet, it can only talk to chains whose RPC it can reach: ours.
        if (!this.chains.has(added)) throw { code: -32602, message: `Test wallet cannot add chain ${added}` };
        this.known.add(added);
        return null;
      }
      case 'personal_sign':
        this.takeRejection();
        return this.account.signMessage({ message: { raw: params[0] as Hex } });
      case 'eth_sendTransaction': {
        this.takeRejection();
        const tx = params[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
        const chain = this.chains.get(this.chainId);
        if (!chain) throw { code: -32603, message: `Test wallet cannot send on chain ${this.chainId}` };
        const client = createWalletClient({ account: this.account, chain, transport: http() });
        const hash = await client.sendTransaction({
          account: this.account,
          chain,
          to: tx.to,
          data: tx.data,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
        });
        this.sent.push(hash);
        return hash;
      }
      default:
        return this.forward(method, params);
    }
  }

  private async forward(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(this.rpcUrlOf(this.chainId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: RpcError };
    if (body.error) throw body.error;
    return body.result;
  }
}

/**
 * Runs in the page before its scripts: the provider object and its EIP-6963 announcement.
 * Plain JavaScript in a string: a transpiled function could carry helpers the page lacks.
 */
function injectProviderScript(info: { name: string; rdns: string }): string {
  const icon = `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#2a7"/></svg>',
  )}`;
  return `(() => {
  const info = ${JSON.stringify({ uuid: '6b3c1f3e-0000-4000-8000-00000000e2e0', name: info.name, rdns: info.rdns, icon })};
  const listeners = new Map();
  const emit = (event, ...args) => { for (const l of listeners.get(event) || []) l(...args); };
  window.__testWalletEmit = emit;
  const provider = {
    isTestWallet: true,
    async request({ method, params }) {
      const reply = await window.__testWalletRequest(method, params || []);
      if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      if (method === 'wallet_switchEthereumChain') emit('chainChanged', params[0].chainId);
      return reply.result;
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener(event, listener) {
      const set = listeners.get(event);
      if (set) set.delete(listener);
      return provider;
    },
  };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', {
    detail: Object.freeze({ info, provider }),
  }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;
}
