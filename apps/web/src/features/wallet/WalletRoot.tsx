import { networkByChainId } from '@kingdoms/shared/networks';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useConnection, useConnectors } from 'wagmi';
import { useErrorPresenter } from '../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../shared/overlays';
import type { NavbarVariant } from '../../shared/routing';
import { useWalletAccount } from './account/useWalletAccount';
import { connectWallet, disconnectWallet, reconnectStoredWallet } from './connection';
import { walletOptions } from './connectors/walletOptions';
import type { DevWalletAccountOption } from './devWallet/loadDevWallet';
import { HeaderWalletButton } from './header/HeaderWalletButton';
import { switchNetwork } from './network/switchNetwork';
import { WrongNetworkPicker } from './network/WrongNetworkPicker';
import { WalletPicker } from './picker/WalletPicker';
import { endSession } from './session/useSessionFor';
import { fullWalletStack } from './stack/fullStack';
import { walletStackStore } from './stack/walletStack';
import { clearStoredWallet } from './storage';
import { ApprovalDialog } from './tx/ApprovalDialog';
import { IndexingNotice } from './tx/IndexingNotice';
import { useWalletRuntime } from './useWalletRuntime';
import { WalletBoundary } from './WalletBoundary';
import './wallet.css';

// The root carries the wallet stack: every page's boundary switches to it as soon as this runs.
walletStackStore.provide(fullWalletStack);

function WalletOverlays({ navbar, whenConnected: WhenConnected }: WalletRootProps) {
  const runtime = useWalletRuntime();
  const overlays = useOverlays();
  const errors = useErrorPresenter('wallet.network');
  const account = useWalletAccount();
  const queryClient = useQueryClient();
  const connectors = useConnectors();
  const connection = useConnection();
  const [devAccounts, setDevAccounts] = useState<DevWalletAccountOption[]>([]);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    void reconnectStoredWallet(runtime);
  }, [runtime]);

  // A wallet that disconnects on its side (or fails) forgets the stored choice too.
  const [wasConnected, setWasConnected] = useState(false);
  useEffect(() => {
    if (connection.status === 'connected') setWasConnected(true);
    if (connection.status === 'disconnected' && wasConnected) {
      clearStoredWallet();
      setWasConnected(false);
    }
  }, [connection.status, wasConnected]);

  const pickerOpen = overlays.isOpen('wallet');
  useEffect(() => {
    if (pickerOpen && runtime.devWallet && devAccounts.length === 0) {
      void import('./devWallet/loadDevWallet').then((module) =>
        setDevAccounts(module.devWalletAccountOptions()),
      );
    }
  }, [pickerOpen, runtime.devWallet, devAccounts.length]);

  // Spec 1 §2: a connected wallet on an unsupported chain gets the wrong-network picker.
  const unsupported =
    account.status === 'connected' &&
    account.chainId !== undefined &&
    !networkByChainId(account.chainId, runtime.runtimeConfig.env);
  const wrongNetworkOpen = overlays.isOpen('wrongnetwork');
  const { open, close } = overlays;
  useEffect(() => {
    // Dispatch only on a real change: every dispatch makes new overlay controls.
    if (unsupported && !wrongNetworkOpen) open('wrongnetwork');
    if (!unsupported && wrongNetworkOpen) close('wrongnetwork');
  }, [unsupported, wrongNetworkOpen, open, close]);

  return (
    <>
      <IndexingNotice />
      <HeaderWalletButton
        account={account}
        navbar={navbar}
        onDisconnect={() => {
          void endSession(queryClient, account.address);
          void disconnectWallet(runtime);
        }}
      />
      <WalletPicker
        open={pickerOpen}
        onClose={() => overlays.close('wallet')}
        options={walletOptions(connectors, runtime.runtimeConfig)}
        devAccounts={devAccounts}
        onPick={(option, { accountIndex, loginProvider }, handOver) =>
          connectWallet(runtime, option, accountIndex, { loginProvider, onHandOver: handOver })
        }
      />
      <WrongNetworkPicker
        open={overlays.isOpen('wrongnetwork')}
        busy={switching}
        onClose={() => {}}
        onChoose={async (network) => {
          setSwitching(true);
          const result = await switchNetwork(runtime.config, runtime.runtimeConfig.env, network);
          setSwitching(false);
          if (!result.ok) errors.show(result.error, { action: `switch to ${network}` });
        }}
      />
      <ApprovalDialog open={overlays.isOpen('approval')} onClose={() => overlays.close('approval')} />
      {WhenConnected && account.status === 'connected' ? (
        // Its chunk loads only now; whatever it suspends on holds up nothing of the wallet's.
        <Suspense fallback={null}>
          <WhenConnected />
        </Suspense>
      ) : null}
    </>
  );
}

export interface WalletRootProps {
  /** The page's navbar variant: which links the header button's menu has. */
  navbar: NavbarVariant;
  /** Mounted while a wallet is connected (WalletSlot's `whenConnected`). */
  whenConnected?: ComponentType | undefined;
}

/** The lazily loaded wallet root: wagmi, the header button and the wallet's overlays. */
export default function WalletRoot({ navbar, whenConnected }: WalletRootProps) {
  // This module provided the stack when it ran; a page that has dropped it since (the web tests'
  // forgetWalletStack, between files that share this module) gets it again from here.
  useEffect(() => walletStackStore.provide(fullWalletStack), []);
  return (
    <WalletBoundary carried={fullWalletStack}>
      <WalletOverlays navbar={navbar} whenConnected={whenConnected} />
    </WalletBoundary>
  );
}
