import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import type { ComponentType, ReactNode } from 'react';
import type { Abi, Address, Hex } from 'viem';
import type { Config } from 'wagmi';
import type { WalletAccount } from '../account/walletAccount';
import type { switchNetwork } from '../network/switchNetwork';
import type { prepareSignIn, signInWithEthereum } from '../session/signInWithEthereum';
import type { atomicBatching, followBatch, sendBatch } from '../tx/batchedWrites';
import type { approvalCallIfNeeded, sendApprovalIfNeeded, simulateAndWrite } from '../tx/chainWrites';
import type { FollowEnd } from '../tx/followTransaction';
import type { PendingTx } from '../tx/pendingTxStore';
import type { watchPendingTx } from '../tx/watchPendingTx';
import type { WalletRuntime } from '../wagmiConfig';

/** A read of what the connected wallet holds (wagmi's useReadContract, reduced to what useHolding shows). */
export type HoldingRead = (parameters: {
  address: Address | undefined;
  abi: Abi | undefined;
  functionName: string;
  args: readonly unknown[] | undefined;
  chainId: number | undefined;
  enabled: boolean;
}) => { data: unknown; isSuccess: boolean };

/**
 * The wallet stack: everything of the wallet that needs wagmi, viem or the connectors, loaded as
 * one lazy module (`fullStack.ts`) when a wallet is stored, picked or connected. The page-facing
 * hooks and components (`onchain.ts`) read it from the boundary's context and work without it
 * (no wallet: disconnected, nothing held, the action buttons ask to connect).
 */
export interface WalletStack {
  /** The page's one wagmi config, built from /config.json. */
  walletRuntime(runtimeConfig: RuntimeConfig): WalletRuntime;
  /** Gives a subtree the runtime's wagmi config. */
  Provider: ComponentType<{ runtime: WalletRuntime; children: ReactNode }>;
  /** wagmi's account; hooks, so called only under the boundary that provides this stack. */
  useAccount(): WalletAccount;
  useHoldingRead: HoldingRead;
  switchNetwork: typeof switchNetwork;
  /**
   * Follows a sent transaction to its end (followTransaction.ts); a contract account's through the
   * network's Safe Transaction Service of `runtimeConfig`, never dropped.
   */
  followTransaction(config: Config, tx: PendingTx, runtimeConfig: RuntimeConfig): Promise<FollowEnd>;
  /**
   * Whether the chain's Safe Transaction Service (of `runtimeConfig`) knows `id` as a proposal: a
   * Safe's batch id is its safeTxHash, then followed with followTransaction like a Safe's transaction.
   */
  isSafeProposal(chainId: number, id: string, runtimeConfig: RuntimeConfig): Promise<boolean>;
  /** Whether the account is a contract account (a Safe) on the chain: `eth_getCode`. */
  accountKind(config: Config, chainId: number, address: Address): Promise<'contract' | 'eoa'>;
  watchPendingTx: typeof watchPendingTx;
  sendApprovalIfNeeded: typeof sendApprovalIfNeeded;
  simulateAndWrite: typeof simulateAndWrite;
  /** The call granting an approval, or undefined when granted (what a batch carries). */
  approvalCallIfNeeded: typeof approvalCallIfNeeded;
  /** EIP-5792: whether the wallet batches atomically on a chain, one batch, its end. */
  atomicBatching: typeof atomicBatching;
  sendBatch: typeof sendBatch;
  followBatch: typeof followBatch;
  /** The Sign-In with Ethereum message with a fresh nonce, made before the tap. */
  prepareSignIn: typeof prepareSignIn;
  /** Signs a prepared message (the wallet asked before anything is awaited) and verifies it. */
  signInWithEthereum: typeof signInWithEthereum;
  /** personal_sign of `message` by the connected `account`. */
  signMessage(config: Config, parameters: { account: Address; message: string }): Promise<Hex>;
}

/** The stack a boundary's subtree uses, with the page's runtime. */
export interface ActiveWalletStack {
  stack: WalletStack;
  runtime: WalletRuntime;
}
