import {
  DEVNET_ORACLE_OPERATOR,
  DEVNET_RELAYER_SENDER,
  DEVNET_ROLES,
  devnetAccount,
} from '@kingdoms/contracts/accounts';
import { rawAccountFromKeyUri, rawKeyUri } from '@kingdoms/contracts/keyAccounts';
import type { Deployment } from '@kingdoms/shared/deployment';
import {
  NETWORK_KEYS,
  type NetworkEnv,
  type NetworkInfo,
  type NetworkKey,
  networkByKey,
} from '@kingdoms/shared/networks';
import { createPublicClient, type Hex, type LocalAccount, type PublicClient, type Transport } from 'viem';
import type { PlatformConfig } from './config';
import { type RpcLogger, type RpcTransportOptions, rpcTransport } from './lib/rpcTransport';
import type { SenderGuards } from './lib/senderGuards';
import { type KeyAccounts, keyPolicyEnv } from './serverKeys';

/**
 * The chains platform service: the deployment's networks, their RPCs (RPC_URL_<NETWORK> first,
 * then the deployment file's) and "devnet or production", each decided here once for the process
 * (compose.ts → app.ts builds it; modules reach it as `ctx.chains`).
 */
export interface Chains {
  /** The contracts deployment (DEPLOYMENT_FILE); undefined when none is configured. */
  readonly deployment: Deployment | undefined;
  /** A devnet deployment and not NODE_ENV=production: devnet seeds run and devnet keys apply. */
  readonly devnet: boolean;
  /** The network of a chain id (the deployment's chains, or the production chains without one). */
  networkOfChain(chainId: number): NetworkKey | undefined;
  /**
   * The RPCs this API reads a network through, preferred first (RPC_URL_<NETWORK>, a comma-separated
   * list, else the deployment file's one); empty without a deployment and an override.
   */
  rpcUrls(network: NetworkKey): readonly string[];
  /** The first of `rpcUrls`, for callers that need one URL; undefined when there is none. */
  rpcUrl(network: NetworkKey): string | undefined;
  /**
   * The transport of every chain client of a network (lib/rpcTransport.ts: every URL, timeouts,
   * retries, failing providers skipped and logged). Throws when the network has no RPC.
   */
  transport(network: NetworkKey, options?: RpcTransportOptions): Transport;
  /** `rpcUrl` of the network with this chain id. */
  rpcUrlOfChain(chainId: number): string | undefined;
  /** A read client of the network's RPC (one per network and options, made on first use). */
  client(network: NetworkKey, options?: ClientOptions): PublicClient;
  /**
   * The account of a server key: the configured key URI's (made at start, serverKeys.ts), else on
   * a devnet its public devnet key's (never in production, whatever the deployment file says).
   * Undefined when neither applies.
   */
  account(configured: string | undefined, devnetKey: DevnetKeyName): LocalAccount | undefined;
  /**
   * The guards of every sender on the network (lib/senderGuards.ts): its fee cap
   * (MAX_FEE_GWEI_<NETWORK>), when a stuck transaction is replaced (TX_REPLACE_AFTER_BLOCKS) and the
   * balance below which a sender is reported (SENDER_MIN_BALANCE_<NETWORK>).
   */
  senderGuards(network: NetworkKey): SenderGuards;
}

/** The RPC the web app reads a network through: this API's (`rpcUrl`), else the network's public one. */
export function webRpcUrl(chains: Pick<Chains, 'rpcUrl'>, network: NetworkKey): string {
  return chains.rpcUrl(network) ?? networkByKey(network).productionRpcUrl;
}

/**
 * The Safe Transaction Service the web app follows a network's Safe transactions through:
 * SAFE_TX_SERVICE_URL_<NETWORK>, else Safe's own on a production chain; none on a devnet (Safe
 * runs no service for it) unless set.
 */
export function webSafeTxServiceUrl(
  platform: Pick<PlatformConfig, 'networkOverrides'>,
  network: NetworkKey,
  env: NetworkEnv,
): string | undefined {
  const override = platform.networkOverrides[network].safeTxServiceUrl;
  if (override) return override.replace(/\/+$/, '');
  const info: NetworkInfo = networkByKey(network);
  return env === 'production' ? info.productionSafeTxServiceUrl : undefined;
}

export interface ClientOptions {
  readonly retryCount?: number;
  readonly timeoutMs?: number;
}

/**
 * Every public devnet key the API may use when its variable is unset: the only place the API reads
 * a devnet private key (keys.test.ts proves production never gets one of them).
 */
export const DEVNET_KEYS = {
  /** SIGNER_PRIVATE_KEY: the relayer's and the bridge's EIP-712 signer, the vesting vouchers. */
  voucherSigner: devnetAccount(DEVNET_ROLES.voucherSigner).privateKey,
  /** PAYOUT_PRIVATE_KEY: pays every payout asset. */
  rewardPayer: devnetAccount(DEVNET_ROLES.rewardPayer).privateKey,
  /** RELAYER_SENDER_PRIVATE_KEY: sends the relayer's deliveries. */
  relayerSender: DEVNET_RELAYER_SENDER.privateKey,
  /** RANDOMNESS_OPERATOR_PRIVATE_KEY: fulfils the DevRandomnessOracle's requests. */
  oracleOperator: DEVNET_ORACLE_OPERATOR.privateKey,
} as const satisfies Record<string, Hex>;

export type DevnetKeyName = keyof typeof DEVNET_KEYS;

/**
 * The network of a chain id: the deployment's chains, or without a deployment the network table's
 * production chains.
 */
export function networkKeyOfChain(
  deployment: Deployment | undefined,
  chainId: number,
): NetworkKey | undefined {
  return NETWORK_KEYS.find(
    (key) => (deployment ? deployment.chains[key].chainId : networkByKey(key).chainId.production) === chainId,
  );
}

/**
 * Builds the chains service of a process (once, in the composition root). `keyAccounts` holds the
 * configured server keys' accounts (resolveServerKeys); a raw key not among them (a devnet key, a
 * test's) is made on first use under the same production rule, a KMS key never is.
 */
export function createChains(
  config: Pick<PlatformConfig, 'networkOverrides' | 'production'> &
    Partial<Pick<PlatformConfig, 'replaceAfterBlocks'>> &
    Partial<Pick<PlatformConfig, 'allowRawKeys'>>,
  deployment: Deployment | undefined,
  logger?: RpcLogger,
  keyAccounts: KeyAccounts = new Map(),
): Chains {
  const devnet = deployment?.env === 'devnet' && !config.production;
  const rpcUrls = (network: NetworkKey): readonly string[] => {
    const deployed = deployment?.chains[network].rpcUrl;
    return config.networkOverrides[network].rpcUrls ?? (deployed ? [deployed] : []);
  };
  const rpcUrl = (network: NetworkKey) => rpcUrls(network)[0];
  const transport = (network: NetworkKey, options: RpcTransportOptions = {}) => {
    const urls = rpcUrls(network);
    if (urls.length === 0)
      throw new Error(`No RPC for ${network}: set RPC_URL_${network.toUpperCase()} or DEPLOYMENT_FILE`);
    return rpcTransport(urls, { logger, chainId: deployment?.chains[network].chainId, ...options });
  };
  const clients = new Map<string, PublicClient>();
  const accounts = new Map(keyAccounts);
  const account = (uri: string): LocalAccount => {
    const key = uri.trim();
    let found = accounts.get(key);
    if (!found) {
      found = rawAccountFromKeyUri(key, {
        env: keyPolicyEnv({ production: config.production, allowRawKeys: config.allowRawKeys ?? false }),
      });
      if (!found)
        throw new Error('A KMS key was asked for that the composition root did not resolve at start');
      accounts.set(key, found);
    }
    return found;
  };
  return {
    deployment,
    devnet,
    networkOfChain: (chainId) => networkKeyOfChain(deployment, chainId),
    rpcUrls,
    rpcUrl,
    transport,
    rpcUrlOfChain(chainId) {
      const network = networkKeyOfChain(deployment, chainId);
      return network ? rpcUrl(network) : undefined;
    },
    client(network, options = {}) {
      const cacheKey = `${network} ${options.retryCount} ${options.timeoutMs}`;
      let client = clients.get(cacheKey);
      if (!client) {
        client = createPublicClient({
          transport: transport(network, { retryCount: options.retryCount, timeoutMs: options.timeoutMs }),
        });
        clients.set(cacheKey, client);
      }
      return client;
    },
    senderGuards: (network) => ({
      maxFeePerGas: config.networkOverrides[network].maxFeePerGas,
      minBalance: config.networkOverrides[network].minSenderBalance,
      replaceAfterBlocks: config.replaceAfterBlocks,
      logger,
    }),
    account(configured, devnetKey) {
      const uri = configured ?? (devnet ? rawKeyUri(DEVNET_KEYS[devnetKey]) : undefined);
      return uri === undefined ? undefined : account(uri);
    },
  };
}
