import type { Web3AuthNoModal } from '@web3auth/no-modal';
import { type EIP1193Provider, UserRejectedRequestError } from 'viem';
import { type SdkContext, SdkPopupBlockedError, SdkServiceError } from '../sdkContext';
import type { TorusLoginId } from '../torusLogins';
import { web3AuthChainConfig, web3AuthLanguageOf, web3AuthNetworkOf } from './web3AuthConfig';

/** Web3Auth's packages, imported together as further chunks on first use. */
async function importWeb3Auth() {
  // The shims must be in place before the SDK's modules evaluate.
  await import('./nodeGlobals');
  const [{ Web3AuthNoModal }, { AuthAdapter }, { EthereumPrivateKeyProvider }] = await Promise.all([
    import('@web3auth/no-modal'),
    import('@web3auth/auth-adapter'),
    import('@web3auth/ethereum-provider'),
  ]);
  return { Web3AuthNoModal, AuthAdapter, EthereumPrivateKeyProvider };
}

/** Web3Auth wraps its errors (cause of a cause); its messages are stable, its codes overlap. */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let i = 0; current && i < 8; i++) {
    if (current instanceof Error) messages.push(current.message);
    current = (current as { cause?: unknown }).cause;
  }
  return messages.join(' | ');
}

/** A closed sign-in window is the user declining (4001); a blocked one needs the user's help. */
export function web3AuthLoginFailure(error: unknown): Error {
  const messages = messagesOf(error);
  if (/blocked/i.test(messages)) return new SdkPopupBlockedError('torus', { cause: error });
  if (/closed/i.test(messages)) return new UserRejectedRequestError(error as Error);
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The lifecycle of one Web3Auth (v9, no-modal with its Auth adapter) behind the Torus entry:
 * - build: import the SDK and construct it (no network);
 * - init: fetch the project's configuration from Web3Auth and restore a cached login;
 * - login: open Web3Auth's sign-in window for the chosen provider (Google, Apple, ...);
 * - logout.
 * Web3Auth's service is needed from init on; when it cannot be reached, init fails with
 * SdkServiceError, which the picker shows as a plain message.
 */
export class Web3AuthSession {
  private instance: Promise<Web3AuthNoModal> | undefined;
  private initialised: Promise<Web3AuthNoModal> | undefined;
  /** The logged-in provider after a restore or login; undefined before. */
  provider: EIP1193Provider | undefined;

  constructor(private readonly context: SdkContext) {}

  build(): Promise<Web3AuthNoModal> {
    this.instance ??= this.construct();
    return this.instance;
  }

  private async construct(): Promise<Web3AuthNoModal> {
    const { runtimeConfig, chains, dapp } = this.context;
    const clientId = runtimeConfig.wallet.web3AuthClientId;
    // The picker only offers the entry with an id configured; reaching here without one is a bug.
    if (!clientId) throw new Error('Web3Auth needs WEB3AUTH_CLIENT_ID');
    const [firstChain, ...otherChains] = chains;
    if (!firstChain) throw new Error('/config.json lists no networks');
    const { Web3AuthNoModal, AuthAdapter, EthereumPrivateKeyProvider } = await importWeb3Auth();
    const chainConfig = web3AuthChainConfig(firstChain);
    const privateKeyProvider = new EthereumPrivateKeyProvider({ config: { chainConfig } });
    // Every site network is known up front, so wallet_switchEthereumChain works without an add.
    for (const chain of otherChains) privateKeyProvider.addChain(web3AuthChainConfig(chain));
    const web3auth = new Web3AuthNoModal({
      clientId,
      web3AuthNetwork: web3AuthNetworkOf(runtimeConfig.env),
      chainConfig,
      privateKeyProvider,
    });
    web3auth.configureAdapter(
      new AuthAdapter({
        adapterSettings: {
          uxMode: 'popup',
          whiteLabel: {
            appName: dapp.name,
            appUrl: dapp.url,
            defaultLanguage: web3AuthLanguageOf(dapp.language),
          },
        },
      }),
    );
    return web3auth;
  }

  private init(): Promise<Web3AuthNoModal> {
    this.initialised ??= (async () => {
      const web3auth = await this.build();
      try {
        await web3auth.init();
      } catch (error) {
        this.initialised = undefined; // the next pick tries again
        throw new SdkServiceError('torus', { cause: error });
      }
      return web3auth;
    })();
    return this.initialised;
  }

  private keep(web3auth: Web3AuthNoModal): void {
    // biome-ignore lint/suspicious/noExplicitAny: Web3Auth's IProvider is EIP-1193 with its own typings
    this.provider = (web3auth.provider ?? undefined) as any;
  }

  /** Restores a cached login (a reload); false when nobody is logged in. */
  async restore(): Promise<boolean> {
    const web3auth = await this.init();
    if (web3auth.connected) this.keep(web3auth);
    return web3auth.connected;
  }

  /** Opens Web3Auth's sign-in window for the provider unless a login is cached. */
  async login(loginProvider: TorusLoginId): Promise<void> {
    const web3auth = await this.init();
    if (!web3auth.connected) {
      await web3auth.connectTo('auth', { loginProvider }).catch((error: unknown) => {
        throw web3AuthLoginFailure(error);
      });
    }
    if (!web3auth.provider) throw new SdkServiceError('torus');
    this.keep(web3auth);
  }

  async logout(): Promise<void> {
    const web3auth = await this.initialised?.catch(() => undefined);
    this.provider = undefined;
    if (web3auth?.connected) await web3auth.logout();
  }
}
