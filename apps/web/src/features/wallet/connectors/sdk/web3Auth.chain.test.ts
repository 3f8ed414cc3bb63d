// @vitest-environment node
// Web3Auth's key provider hashes with Node Buffers, which jsdom's Uint8Array rejects (see web3Auth.test.ts).
import { devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { freePort } from '@kingdoms/contracts/ports';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { EthereumPrivateKeyProvider } from '@web3auth/ethereum-provider';
import { type EIP1193Provider, recoverMessageAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, disconnect, reconnect, signMessage, switchChain } from 'wagmi/actions';
import { TEST_RUNTIME_CONFIG } from '../../../../../test/runtimeConfigFixture';
import { walletRuntime } from '../../wagmiConfig';
import { sdkContextOf } from '../sdkContext';
import type { TorusLoginId } from '../torusLogins';
import { type Web3AuthConnectParameters, web3AuthConnector } from './web3Auth';
import { web3AuthChainConfig } from './web3AuthConfig';
import { Web3AuthSession } from './web3AuthSession';

/**
 * The Torus connector on real chains with Web3Auth's real key provider. Only the sign-in itself
 * (Web3Auth's cloud, unreachable here) is stood in for: after a login, Web3Auth hands out an
 * EthereumPrivateKeyProvider holding the user's key, which is exactly what this session does.
 */
const player = devnetAccount(3);
let ethereum: RunningAnvil;
let polygon: RunningAnvil;
let runtimeConfig: RuntimeConfig;

class SignedInSession extends Web3AuthSession {
  readonly logins: TorusLoginId[] = [];
  logouts = 0;

  private async keyProvider(): Promise<EIP1193Provider> {
    const [first, ...others] = walletRuntime(runtimeConfig).chains.map(web3AuthChainConfig);
    const provider = new EthereumPrivateKeyProvider({ config: { chainConfig: first! } });
    for (const chainConfig of others) provider.addChain(chainConfig);
    await provider.setupProvider(player.privateKey.slice(2));
    return provider as unknown as EIP1193Provider;
  }

  override async login(loginProvider: TorusLoginId): Promise<void> {
    this.logins.push(loginProvider);
    this.provider = await this.keyProvider();
  }

  /** A cached login from an earlier visit, as Web3Auth's init restores it. */
  async signInEarlier(): Promise<void> {
    this.provider = await this.keyProvider();
  }

  override async restore(): Promise<boolean> {
    return this.provider !== undefined;
  }

  override async logout(): Promise<void> {
    this.logouts += 1;
    this.provider = undefined;
  }
}

function network(key: 'ethereum' | 'polygon', index: number, anvil: RunningAnvil) {
  return {
    key,
    index,
    name: key === 'ethereum' ? 'Ethereum' : 'Polygon',
    chainId: anvil.chainId,
    rpcUrl: anvil.rpcUrl,
    explorerUrl: `${anvil.rpcUrl}/explorer`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    contracts: {},
  };
}

function torusConnector(session: Web3AuthSession) {
  const runtime = walletRuntime(runtimeConfig);
  const fn = web3AuthConnector(sdkContextOf(runtimeConfig, runtime.chains), session);
  return { runtime, connector: runtime.config._internal.connectors.setup(fn) };
}

describe('Torus connector (Web3Auth key provider on real anvil chains)', () => {
  beforeAll(async () => {
    ethereum = await startAnvil({ port: await freePort(), chainId: 31337 });
    polygon = await startAnvil({ port: await freePort(), chainId: 31338 });
    runtimeConfig = {
      ...TEST_RUNTIME_CONFIG,
      networks: [network('ethereum', 0, ethereum), network('polygon', 1, polygon)],
      wallet: { devWallet: false, web3AuthClientId: 'w3a-client-id' },
    };
  }, 30_000);

  afterAll(async () => {
    await ethereum?.stop();
    await polygon?.stop();
  });

  it('signs in with the chosen method, then connects, switches network, signs and disconnects', async () => {
    const session = new SignedInSession(sdkContextOf(TEST_RUNTIME_CONFIG, []));
    const { runtime, connector } = torusConnector(session);
    expect(connector).toMatchObject({ id: 'web3auth', name: 'Torus', type: 'web3auth' });

    // wagmi passes connector-specific parameters on; the generic Connector type does not list them.
    const torusParameters: Web3AuthConnectParameters = { loginProvider: 'kakao' };
    const result = await connect(runtime.config, { connector, ...torusParameters });
    expect(session.logins).toEqual(['kakao']);
    expect(result.accounts).toEqual([player.address]);
    expect(result.chainId).toBe(31337);

    // Polygon was registered with Web3Auth up front: the switch needs no wallet_addEthereumChain.
    await switchChain(runtime.config, { chainId: 31338 });
    expect(runtime.config.state.chainId).toBe(31338);
    expect(await connector.getChainId()).toBe(31338);

    const signature = await signMessage(runtime.config, { message: 'Kingdoms' });
    expect(await recoverMessageAddress({ message: 'Kingdoms', signature })).toBe(player.address);

    await disconnect(runtime.config);
    expect(session.logouts).toBe(1);
    expect(runtime.config.state.status).toBe('disconnected');
  }, 30_000);

  it('reconnects a cached login on reload without signing in again, and skips when there is none', async () => {
    const nobody = new SignedInSession(sdkContextOf(TEST_RUNTIME_CONFIG, []));
    const empty = torusConnector(nobody);
    expect(await reconnect(empty.runtime.config, { connectors: [empty.connector] })).toEqual([]);

    const session = new SignedInSession(sdkContextOf(TEST_RUNTIME_CONFIG, []));
    await session.signInEarlier();
    const { runtime, connector } = torusConnector(session);
    const connections = await reconnect(runtime.config, { connectors: [connector] });
    expect(connections.map((c) => c.accounts)).toEqual([[player.address]]);
    expect(session.logins).toEqual([]);
    await disconnect(runtime.config);
  }, 30_000);
});
