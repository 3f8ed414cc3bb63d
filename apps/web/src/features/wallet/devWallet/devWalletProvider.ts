import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  hexToBigInt,
  http,
  type LocalAccount,
  numberToHex,
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

export interface DevWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  selectAccount(index: number): void;
  readonly accounts: readonly LocalAccount[];
  readonly selectedIndex: number;
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

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const list = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
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
      default: {
        // Reads go to the chain unchanged; viem's typed request union cannot describe an arbitrary method.
        const forward = publicClient().request as (args: {
          method: string;
          params?: unknown;
        }) => Promise<unknown>;
        return forward({ method, params });
      }
    }
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
  };
}
