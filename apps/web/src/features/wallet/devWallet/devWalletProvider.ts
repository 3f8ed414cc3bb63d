import {
  type Address,
  type Chain,
  concatHex,
  createPublicClient,
  createWalletClient,
  type Hash,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  type LocalAccount,
  numberToHex,
  padHex,
  sliceHex,
  type TransactionRequest,
} from 'viem';

/** EIP-1193 errors carry a numeric code; wagmi and viem read it to classify the failure. */
class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Listener = (...args: unknown[]) => void;

interface RpcTransaction {
  from?: Address;
  to?: Address;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
  nonce?: Hex;
}

/** One call of an EIP-5792 `wallet_sendCalls` batch. */
interface RpcBatchCall {
  to?: Address;
  data?: Hex;
  value?: Hex;
}

interface RpcSendCalls {
  version?: string;
  chainId?: Hex;
  from?: Address;
  atomicRequired?: boolean;
  calls?: RpcBatchCall[];
}

/** The requests a real wallet would ask its user about: what the e2e counts as prompts. */
const PROMPTING_METHODS = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'personal_sign',
  'eth_signTypedData_v4',
]);

/** EIP-5792's methods, answered 4200 (unsupported) while batching is off. */
const BATCH_METHODS = new Set(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']);

/** EIP-5792's error for a batch id the wallet does not know. */
const UNKNOWN_BUNDLE_ID = 5730;
/** EIP-5792's error for a chain the wallet cannot batch on. */
const UNSUPPORTED_CHAIN_ID = 5710;

export interface DevWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  selectAccount(index: number): void;
  readonly accounts: readonly LocalAccount[];
  readonly selectedIndex: number;
  /** The prompting requests received so far, in order (a real wallet's prompts; e2e counts them). */
  readonly prompts: readonly string[];
  /** EIP-5792 on or off (on by default): off, the wallet answers like one without batching. */
  setAtomicBatching(on: boolean): void;
}

/**
 * The devnet "Dev wallet": an EIP-1193 provider that signs in the page with the devnet demo
 * accounts (public anvil keys) and forwards every read to the devnet RPC of the current chain.
 * Only ever created when /config.json enables it, so production never offers these keys.
 */
export function createDevWalletProvider(
  accounts: readonly LocalAccount[],
  chains: readonly Chain[],
): DevWalletProvider {
  const listeners = new Map<string, Set<Listener>>();
  let selectedIndex = 0;
  let currentChain: Chain = chains[0]!;
  let atomicBatching = true;
  const prompts: string[] = [];

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const selectedAccount = () => accounts[selectedIndex]!;
  const publicClient = () => createPublicClient({ chain: currentChain, transport: http() });

  async function sendTransaction(tx: RpcTransaction): Promise<Hex> {
    const wallet = createWalletClient({ account: selectedAccount(), chain: currentChain, transport: http() });
    const request: TransactionRequest = {
      to: tx.to,
      data: tx.data,
      value: tx.value ? hexToBigInt(tx.value) : undefined,
      gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
    };
    return wallet.sendTransaction({ ...request, chain: currentChain, account: selectedAccount() } as never);
  }

  /**
   * EIP-5792 `wallet_sendCalls`, approximated on anvil (say so wherever it matters): the batch is
   * first simulated as a whole (`eth_simulateV1`, each call on the state the ones before it left),
   * and refused before anything is sent when any call would fail. Then the calls go as separate
   * transactions back to back from the account, with consecutive nonces and the simulation's gas.
   * So a batch that would revert sends nothing; but the transactions are NOT atomic on chain: a
   * state change by someone else between the simulation and the sends can still make a later call
   * revert after earlier ones were mined (getCallsStatus then answers 600, partial failure).
   * The batch id carries the chain and the hashes, so its status survives a page reload.
   */
  async function sendCalls(batch: RpcSendCalls): Promise<{ id: Hex }> {
    if (batch.chainId !== undefined && Number(batch.chainId) !== currentChain.id) {
      throw new ProviderRpcError(
        UNSUPPORTED_CHAIN_ID,
        `Batches are sent on the current chain ${currentChain.id}`,
      );
    }
    const account = selectedAccount();
    if (batch.from && !isAddressEqual(batch.from, account.address)) {
      throw new ProviderRpcError(4100, `${batch.from} is not the selected account`);
    }
    const calls = batch.calls ?? [];
    if (calls.length === 0) throw new ProviderRpcError(-32602, 'A batch needs at least one call');
    const chain = currentChain;
    const client = createPublicClient({ chain, transport: http() });
    const simulated = await client.simulateCalls({
      account: account.address,
      calls: calls.map((call) => ({
        to: call.to,
        data: call.data,
        value: call.value ? hexToBigInt(call.value) : undefined,
      })) as Parameters<typeof client.simulateCalls>[0]['calls'],
    });
    const failed = simulated.results.findIndex((result) => result.status !== 'success');
    if (failed >= 0) {
      const reason = simulated.results[failed]?.error?.message ?? 'reverted';
      throw new ProviderRpcError(-32000, `Call ${failed} of the batch would fail: ${reason}`);
    }
    const wallet = createWalletClient({ account, chain, transport: http() });
    const firstNonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const hashes: Hash[] = [];
    for (const [index, call] of calls.entries()) {
      // The simulation's gas with room: set here, as an estimate now would not see the calls
      // before it when they are not mined yet.
      const gasUsed = simulated.results[index]!.gasUsed;
      hashes.push(
        await wallet.sendTransaction({
          account,
          chain,
          to: call.to,
          data: call.data,
          value: call.value ? hexToBigInt(call.value) : undefined,
          gas: gasUsed * 2n + 50_000n,
          nonce: firstNonce + index,
        } as never),
      );
    }
    return { id: concatHex([padHex(numberToHex(chain.id), { size: 32 }), ...hashes]) };
  }

  /** EIP-5792 `wallet_getCallsStatus` (2025 codes): 100 pending, 200 confirmed, 500/600 failures. */
  async function getCallsStatus(id: Hex) {
    const length = (id.length - 2) / 2;
    const chain =
      length > 32 && (length - 32) % 32 === 0
        ? chains.find((c) => c.id === hexToNumber(sliceHex(id, 0, 32)))
        : undefined;
    if (!chain) throw new ProviderRpcError(UNKNOWN_BUNDLE_ID, `Unknown batch ${id}`);
    const hashes = Array.from({ length: (length - 32) / 32 }, (_, i) =>
      sliceHex(id, 32 + i * 32, 64 + i * 32),
    );
    const client = createPublicClient({ chain, transport: http() });
    const read = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;
    const receipts = (await Promise.all(
      hashes.map((hash) => read({ method: 'eth_getTransactionReceipt', params: [hash] })),
    )) as ({
      status: Hex;
      logs: unknown[];
      blockHash: Hash;
      blockNumber: Hex;
      gasUsed: Hex;
      transactionHash: Hash;
    } | null)[];
    const mined = receipts.filter((receipt) => receipt !== null);
    let status: number;
    if (mined.length < receipts.length) status = 100;
    else if (mined.every((receipt) => receipt.status === '0x1')) status = 200;
    else if (mined.every((receipt) => receipt.status === '0x0')) status = 500;
    else status = 600;
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(chain.id),
      status,
      // Separate transactions: honest about it (see sendCalls).
      atomic: false,
      receipts: mined.map(
        ({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
          logs,
          status: receiptStatus,
          blockHash,
          blockNumber,
          gasUsed,
          transactionHash,
        }),
      ),
    };
  }

  /** EIP-5792 `wallet_getCapabilities`: atomic batching on every devnet chain (asked or all). */
  function getCapabilities(chainIds: Hex[] | undefined) {
    const asked = chainIds
      ? chains.filter((chain) => chainIds.some((id) => Number(id) === chain.id))
      : chains;
    return Object.fromEntries(
      asked.map((chain) => [
        numberToHex(chain.id),
        { atomic: { status: atomicBatching ? 'supported' : 'unsupported' } },
      ]),
    );
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const list = (Array.isArray(params) ? params : []) as unknown[];
    if (PROMPTING_METHODS.has(method) && (method !== 'wallet_sendCalls' || atomicBatching))
      prompts.push(method);
    switch (method) {
      case 'wallet_getCapabilities':
        if (!atomicBatching) break;
        return getCapabilities(list[1] as Hex[] | undefined);
      case 'wallet_sendCalls':
        if (!atomicBatching) break;
        return sendCalls(list[0] as RpcSendCalls);
      case 'wallet_getCallsStatus':
        if (!atomicBatching) break;
        return getCallsStatus(list[0] as Hex);
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [selectedAccount().address];
      case 'eth_chainId':
        return numberToHex(currentChain.id);
      case 'wallet_switchEthereumChain': {
        const wanted = Number((list[0] as { chainId: Hex }).chainId);
        const chain = chains.find((c) => c.id === wanted);
        if (!chain) throw new ProviderRpcError(4902, `Unrecognized chain ID ${wanted}`);
        currentChain = chain;
        emit('chainChanged', numberToHex(chain.id));
        return null;
      }
      case 'wallet_addEthereumChain':
        return null;
      case 'wallet_requestPermissions':
        return [{ parentCapability: 'eth_accounts' }];
      case 'eth_sendTransaction':
        return sendTransaction(list[0] as RpcTransaction);
      case 'personal_sign':
        return selectedAccount().signMessage({ message: { raw: list[0] as Hex } });
      case 'eth_signTypedData_v4':
        return selectedAccount().signTypedData(JSON.parse(list[1] as string));
    }
    if (BATCH_METHODS.has(method)) {
      // EIP-5792 turned off: answered as a wallet without the methods answers.
      throw new ProviderRpcError(4200, `The method ${method} is not supported`);
    }
    // Reads go to the chain unchanged; viem's typed request union cannot describe an arbitrary method.
    const forward = publicClient().request as (args: {
      method: string;
      params?: unknown;
    }) => Promise<unknown>;
    return forward({ method, params });
  }

  return {
    request,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    selectAccount(index) {
      if (!accounts[index]) throw new Error(`No dev wallet account ${index}`);
      selectedIndex = index;
      emit('accountsChanged', [selectedAccount().address]);
    },
    get accounts() {
      return accounts;
    },
    get selectedIndex() {
      return selectedIndex;
    },
    get prompts() {
      return prompts;
    },
    setAtomicBatching(on) {
      atomicBatching = on;
    },
  };
}
