import type { EIP1193Provider } from 'viem';
import { type CreateConnectorFn, createConnector, injected } from 'wagmi';
import { SDK_CONNECTOR_IDS, type SdkContext } from '../sdkContext';
import { DEFAULT_TORUS_LOGIN, type TorusLoginId } from '../torusLogins';
import { Web3AuthSession } from './web3AuthSession';

export const WEB3AUTH_CONNECTOR_ID = SDK_CONNECTOR_IDS.torus;

/** What the Torus entry adds to wagmi's connect parameters: the sign-in method picked. */
export interface Web3AuthConnectParameters {
  loginProvider?: TorusLoginId;
}

/**
 * Web3Auth's provider does not know the permission methods and logs an error for each; wagmi
 * sends wallet_revokePermissions on every disconnect. Answer it here, pass everything else on.
 */
const quieted = new WeakMap<EIP1193Provider, EIP1193Provider>();
function quiet(provider: EIP1193Provider | undefined): EIP1193Provider | undefined {
  if (!provider) return undefined;
  let wrapped = quieted.get(provider);
  if (!wrapped) {
    wrapped = {
      request: ((args: { method: string }) =>
        args.method === 'wallet_revokePermissions'
          ? Promise.resolve(null)
          : provider.request(
              args as Parameters<EIP1193Provider['request']>[0],
            )) as EIP1193Provider['request'],
      on: provider.on.bind(provider),
      removeListener: provider.removeListener.bind(provider),
    };
    quieted.set(provider, wrapped);
  }
  return wrapped;
}

/**
 * The Torus entry: Web3Auth (its successor) behind a wagmi connector. wagmi's injected connector
 * does the EIP-1193 work (accounts, chain switching, events) on the provider Web3Auth hands out
 * after login; this wrapper adds the login, the logout and the restore of a cached login.
 * Building it starts nothing: the SDK is imported on the first connect or reconnect.
 */
export function web3AuthConnector(
  context: SdkContext,
  session = new Web3AuthSession(context),
): CreateConnectorFn {
  const base = injected({
    // A logout is the disconnect here: no "disconnected" flag, no wallet_requestPermissions probe
    // (Web3Auth's provider does not know that method).
    shimDisconnect: false,
    target: () => ({
      id: WEB3AUTH_CONNECTOR_ID,
      name: 'Torus',
      // biome-ignore lint/suspicious/noExplicitAny: wagmi types the target provider as its own EIP-1193 shape
      provider: quiet(session.provider) as any,
    }),
  });
  return createConnector((config) => {
    const inner = base(config);
    return {
      ...inner,
      // Not 'injected': the picker lists injected connectors as discovered wallets.
      type: 'web3auth',
      // injected() would look for a provider here; Web3Auth has none until someone logs in.
      async setup() {},
      // Asked first by wagmi's reconnect: a cached login (a reload) is restored here.
      async getProvider() {
        if (!session.provider) await session.restore().catch(() => false);
        return quiet(session.provider);
      },
      connect<withCapabilities extends boolean = false>(
        parameters?: Parameters<typeof inner.connect>[0] & Web3AuthConnectParameters,
      ): ReturnType<typeof inner.connect<withCapabilities>> {
        const { loginProvider = DEFAULT_TORUS_LOGIN, ...rest } = parameters ?? {};
        const signedIn = rest.isReconnecting ? session.restore() : session.login(loginProvider);
        return signedIn.then(() => inner.connect.call(this, rest)) as ReturnType<
          typeof inner.connect<withCapabilities>
        >;
      },
      async isAuthorized() {
        return (await session.restore()) && inner.isAuthorized.call(this);
      },
      async disconnect() {
        await inner.disconnect.call(this);
        await session.logout();
      },
    };
  });
}
