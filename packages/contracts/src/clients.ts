import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  encodeDeployData,
  getAddress,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  publicActions,
  type TransactionReceipt,
} from 'viem';
import { rawKeyAccount } from './keyAccounts';

export interface ChainEndpoint {
  rpcUrl: string;
  chainId: number;
}

/** Local chains answer in milliseconds; viem's 4 s default would dominate deploy and seed time. */
const LOCAL_POLLING_MS = 20;

export function localChain({ rpcUrl, chainId }: ChainEndpoint): Chain {
  return defineChain({
    id: chainId,
    name: `Local chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** A wallet + public client for one local chain, signing locally with a devnet or test `privateKey`. */
export function localClient(endpoint: ChainEndpoint, privateKey: Hex) {
  return createWalletClient({
    account: rawKeyAccount(privateKey),
    chain: localChain(endpoint),
    transport: http(endpoint.rpcUrl),
    pollingInterval: LOCAL_POLLING_MS,
  }).extend(publicActions);
}
export type LocalClient = ReturnType<typeof localClient>;

/**
 * A wallet + public client for any chain, signing with `account` from the account factory
 * (keyAccounts.ts: a raw key or a KMS key). Real chains are polled at `pollingMs`.
 */
export function accountClient(endpoint: ChainEndpoint, account: LocalAccount, pollingMs = LOCAL_POLLING_MS) {
  return createWalletClient({
    account,
    chain: localChain(endpoint),
    transport: http(endpoint.rpcUrl),
    pollingInterval: pollingMs,
  }).extend(publicActions);
}
export type AccountClient = ReturnType<typeof accountClient>;

/** Waits for a transaction and throws (with the hash) if it reverted. */
export async function confirm(client: LocalClient, hash: Hash): Promise<TransactionReceipt> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: LOCAL_POLLING_MS });
  if (receipt.status !== 'success')
    throw new Error(`Transaction ${hash} reverted on chain ${client.chain.id}`);
  return receipt;
}

/** Deploys creation bytecode and returns the new address and the block it landed in. */
export async function deployBytecode(
  client: LocalClient,
  abi: Abi,
  bytecode: Hex,
  args: readonly unknown[],
): Promise<{ address: Address; blockNumber: bigint }> {
  const data = encodeDeployData({ abi, bytecode, args });
  const hash = await client.sendTransaction({
    data,
    account: client.account as Account,
    chain: client.chain,
  });
  const receipt = await confirm(client, hash);
  if (!receipt.contractAddress) throw new Error(`Deployment ${hash} created no contract`);
  return { address: getAddress(receipt.contractAddress), blockNumber: receipt.blockNumber };
}
