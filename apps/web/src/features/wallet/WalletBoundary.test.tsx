import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers, setupI18n } from '../../../test/renderApp';
import { TEST_RUNTIME_CONFIG } from '../../../test/runtimeConfigFixture';
import { useWalletAccount } from './account/useWalletAccount';
import type { WalletAccount } from './account/walletAccount';
import { useRequiredNetwork } from './network/useRequiredNetwork';
import { useSignMessage } from './session/useSignMessage';
import { reconnectPhase } from './stack/reconnectPhase';
import { walletStackStore } from './stack/walletStack';
import type { WalletStack } from './stack/walletStackTypes';
import { useHolding } from './useHolding';
import { WalletBoundary } from './WalletBoundary';
import type { WalletRuntime } from './wagmiConfig';

const CONNECTED: WalletAccount = {
  status: 'connected',
  address: '0x52908400098527886e0f7030069857d2e4169ee7',
  checksumAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  chainId: 31337,
  network: undefined,
  balance: 5n,
  connectorName: 'Stand-in',
};

/** A stack standing in for wagmi: what the boundary gives its subtree once a stack has loaded. */
const standInStack = {
  walletRuntime: (runtimeConfig) => ({ runtimeConfig, config: {}, chains: [] }) as unknown as WalletRuntime,
  Provider: ({ children }) => <>{children}</>,
  useAccount: () => CONNECTED,
  useHoldingRead: ({ args }) => ({ data: args ? 42n : undefined, isSuccess: Boolean(args) }),
  signMessage: async () => '0x5167',
} as Partial<WalletStack> as WalletStack;

let mounts = 0;
let signMessage: ReturnType<typeof useSignMessage> | undefined;
let switchToRequired: (() => Promise<boolean>) | undefined;

function Probe() {
  const [mount] = useState(() => ++mounts);
  const account = useWalletAccount();
  const holding = useHolding('A2Z', 'ethereum', 'balanceOf');
  signMessage = useSignMessage();
  switchToRequired = useRequiredNetwork('ethereum').switchToRequired;
  return (
    <>
      <output data-testid="mount">{mount}</output>
      <output data-testid="status">{account.status}</output>
      <output data-testid="address">{account.address ?? '-'}</output>
      <output data-testid="holding">{holding.loaded ? String(holding.value) : '-'}</output>
    </>
  );
}

beforeAll(async () => {
  await setupI18n('en', ['common', 'wallet']);
});

describe('WalletBoundary (issue 26 item 5: the wallet stack loads once a wallet is used)', () => {
  it('before the stack: no wallet, nothing held, nothing to sign or switch; then the stack, mounted once', async () => {
    render(
      <Providers runtimeConfig={TEST_RUNTIME_CONFIG}>
        <Suspense fallback={null}>
          <WalletBoundary>
            <Probe />
          </WalletBoundary>
        </Suspense>
      </Providers>,
    );
    expect(await screen.findByTestId('status')).toHaveTextContent('disconnected');
    expect(screen.getByTestId('address')).toHaveTextContent('-');
    expect(screen.getByTestId('holding')).toHaveTextContent('-');
    await expect(switchToRequired?.()).resolves.toBe(false);
    await expect(signMessage?.(CONNECTED.checksumAddress as `0x${string}`, 'hello')).rejects.toMatchObject({
      code: 'not_signed_in',
    });

    // A stored wallet being reconnected: the page shows that, never a Connect flash.
    act(() => reconnectPhase.set('reconnecting'));
    expect(screen.getByTestId('status')).toHaveTextContent('reconnecting');
    expect(screen.getByTestId('mount')).toHaveTextContent('1');

    // The stack arrives (the wallet root ran): the subtree is mounted again over it, once.
    act(() => walletStackStore.provide(standInStack));
    expect(screen.getByTestId('status')).toHaveTextContent('connected');
    expect(screen.getByTestId('address')).toHaveTextContent(CONNECTED.address as string);
    expect(screen.getByTestId('holding')).toHaveTextContent('42');
    expect(screen.getByTestId('mount')).toHaveTextContent('2');
    await expect(signMessage?.(CONNECTED.checksumAddress as `0x${string}`, 'hello')).resolves.toBe('0x5167');

    act(() => walletStackStore.provide({ ...standInStack }));
    expect(screen.getByTestId('mount')).toHaveTextContent('2');
  });
});
