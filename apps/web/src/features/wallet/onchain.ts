/**
 * The wallet feature's surface for wallet pages (already lazily loaded chunks): the account,
 * the network requirement, and the one transaction flow + action button.
 */
export { useWalletAccount, type WalletAccount } from './account/useWalletAccount';
export { NetworkBanner } from './network/NetworkBanner';
export { type RequiredNetwork, useRequiredNetwork } from './network/useRequiredNetwork';
export { currentSession, signInWithEthereum, signOut } from './session/siweClient';
export { ProcessingDialog, type ProcessingDialogProps } from './tx/ProcessingDialog';
export { TransactionButton } from './tx/TransactionButton';
export {
  type TransactionFlow,
  type TransactionFlowOptions,
  type TxRequest,
  useTransactionFlow,
} from './tx/useTransactionFlow';
export { useWalletRuntime } from './useWalletRuntime';
export { WalletBoundary } from './WalletRoot';
