import {
  createPublicClient,
  HttpRequestError,
  isAddress,
  isHex,
  type PublicClient,
  TimeoutError,
  type Transport,
  verifyMessage,
} from 'viem';
import { rpcTransport } from '../../lib/rpcTransport';

/** A personal_sign (EIP-191) signature to check: a sign-in message or a signed action. */
export interface WalletSignature {
  /**
   * The chain whose state decides a smart-contract wallet's signature: the chain the signed
   * message names (SIWE's Chain ID, a rental's Chain ID), or the chain of the action's contract.
   */
  readonly chainId: number;
  /** Who claims to have signed: an EOA or a smart-contract wallet, deployed or not. */
  readonly address: string;
  /** The exact text the wallet signed. */
  readonly message: string;
  readonly signature: string;
}

/** True only when `signature` is `address`'s signature of `message`; the address alone proves nothing. */
export type WalletSignatureVerifier = (signed: WalletSignature) => Promise<boolean>;

export interface WalletSignatureVerifierOptions {
  /**
   * The RPCs of a chain id, preferred first (`ctx.chains.rpcUrls`: RPC_URL_<NETWORK>, then the
   * deployment); undefined or empty when the API knows none, and then only EOA signatures can be
   * proved for that chain.
   */
  rpcUrlOf(chainId: number): string | readonly string[] | undefined;
  /** Told when a chain could not be asked (network failure or timeout); the signature is then refused. */
  onChainError?(chainId: number, error: unknown): void;
}

/**
 * `transport` telling `report` of the failures that mean the chain was not reached. viem's
 * verification answers `false` for any failed call, so without this an RPC outage would look
 * like bad signatures; a node's own answer (a revert) is a verdict, not a failure.
 */
function reportingUnreachable(transport: Transport, report: (error: unknown) => void): Transport {
  return (params) => {
    const inner = transport(params);
    const request: typeof inner.request = async (args, options) => {
      try {
        return await inner.request(args, options);
      } catch (error) {
        if (error instanceof HttpRequestError || error instanceof TimeoutError) report(error);
        throw error;
      }
    };
    return { ...inner, request };
  };
}

/**
 * THE signature check of the API: sign-in and every signed action call it. An EOA's signature is
 * recovered locally first (viem's `mode: 'eoa'`), so the common case needs no RPC. Anything else
 * is asked of the chain through viem's `verifyMessage` action: an ERC-1271 wallet's
 * `isValidSignature`, or for an ERC-6492 signature (a wallet not deployed yet) the factory call
 * and then `isValidSignature`, simulated in one `eth_call` by the universal validator (nothing is
 * deployed). A chain that cannot be asked refuses the signature (fail closed).
 */
export function createWalletSignatureVerifier({
  rpcUrlOf,
  onChainError,
}: WalletSignatureVerifierOptions): WalletSignatureVerifier {
  const clients = new Map<number, PublicClient | undefined>();
  function clientOf(chainId: number): PublicClient | undefined {
    if (!clients.has(chainId)) {
      const rpcUrls = rpcUrlOf(chainId) ?? [];
      const transport =
        rpcUrls.length > 0 ? rpcTransport(rpcUrls, { retryCount: 1, timeoutMs: 10_000 }) : undefined;
      clients.set(
        chainId,
        transport
          ? createPublicClient({
              transport: reportingUnreachable(transport, (error) => onChainError?.(chainId, error)),
            })
          : undefined,
      );
    }
    return clients.get(chainId);
  }

  return async ({ chainId, address, message, signature }) => {
    if (!isAddress(address, { strict: false }) || !isHex(signature, { strict: true })) return false;
    const client = clientOf(chainId);
    if (!client) {
      // No chain to ask: only an EOA's signature can be proved (malformed bytes prove nothing).
      return verifyMessage({ address, message, signature }).catch(() => false);
    }
    try {
      return await client.verifyMessage({ address, message, signature, mode: 'eoa' });
    } catch (error) {
      onChainError?.(chainId, error);
      return false;
    }
  };
}
