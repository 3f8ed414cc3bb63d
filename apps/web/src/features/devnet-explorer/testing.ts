import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import type { Address, Hash } from 'viem';
import { vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { appRoutes } from '../../app/routes';
import type { ChainAccount, ChainReceipt, ChainTransaction, ExplorerClient } from './explorerClient';

/** Test fixtures of the explorer pages (not shipped: only *.test.tsx import this file). */
export const STAKING: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const PLAYER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const HASH: Hash = `0x${'ab'.repeat(32)}`;

export function explorerConfig(env: RuntimeConfig['env'] = 'devnet'): RuntimeConfig {
  return {
    ...TEST_RUNTIME_CONFIG,
    env,
    networks: [
      {
        key: 'ethereum',
        index: 0,
        name: 'Ethereum',
        chainId: env === 'devnet' ? 31337 : 1,
        rpcUrl: 'http://127.0.0.1:8545',
        explorerUrl: env === 'devnet' ? 'http://127.0.0.1:8080/explorer/ethereum' : 'https://etherscan.io',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        contracts: { A2Z: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', Staking: STAKING },
      },
    ],
  };
}

export const explorerRoutes = appRoutes.filter((route) => route.path.startsWith('/explorer/'));

export const sentTx: ChainTransaction = {
  hash: HASH,
  from: PLAYER,
  to: STAKING,
  value: 1_500_000_000_000_000_001n,
};

export const minedReceipt = (overrides: Partial<ChainReceipt> = {}): ChainReceipt => ({
  status: 'success',
  blockNumber: 1234n,
  gasUsed: 51_234n,
  logCount: 2,
  contractAddress: null,
  ...overrides,
});

/** 2024-03-05 06:07:08 UTC */
export const BLOCK_TIME = 1_709_618_828n;

/** A fake chain at the explorerClient module boundary; each method is a vi.fn to script or inspect. */
export function fakeClient(overrides: Partial<ExplorerClient> = {}) {
  const account: ChainAccount = { balance: 0n, transactionCount: 0, isContract: false };
  return {
    getTransaction: vi.fn<ExplorerClient['getTransaction']>(overrides.getTransaction ?? (async () => null)),
    getReceipt: vi.fn<ExplorerClient['getReceipt']>(overrides.getReceipt ?? (async () => null)),
    getBlockTimestamp: vi.fn<ExplorerClient['getBlockTimestamp']>(
      overrides.getBlockTimestamp ?? (async () => BLOCK_TIME),
    ),
    getAccount: vi.fn<ExplorerClient['getAccount']>(overrides.getAccount ?? (async () => account)),
  };
}
