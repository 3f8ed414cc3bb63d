/**
 * The wallet feature's surface for wallet pages (already lazily loaded chunks): the account,
 * the network requirement, the deployed contracts (`useContract`), and the one transaction flow +
 * action button.
 */
export { useWalletAccount, type WalletAccount } from './account/useWalletAccount';
export { NetworkBanner } from './network/NetworkBanner';
export { type RequiredNetwork, useRequiredNetwork } from './network/useRequiredNetwork';
export { currentSession, signInWithEthereum, signOut } from './session/siweClient';
export { ProcessingDialog, type ProcessingDialogProps } from './tx/ProcessingDialog';
export { TransactionButton } from './tx/TransactionButton';
export {
  type RunTransaction,
  type TransactionFlow,
  type TransactionFlowOptions,
  type TxArgs,
  type TxFunctionName,
  type TxRequest,
  useTransactionFlow,
} from './tx/useTransactionFlow';
export { useContract } from './useContract';
export { useWalletRuntime } from './useWalletRuntime';
export { WalletBoundary } from './WalletRoot';
