/**
 * The wallet feature's surface for wallet pages (already lazily loaded chunks): the account,
 * the network requirement, the deployed contracts (`useContract`), the one transaction flow, its
 * one action button and the one amount-and-action form (see each component's props).
 */
export { useWalletAccount, type WalletAccount } from './account/useWalletAccount';
export { NetworkBanner } from './network/NetworkBanner';
export { type RequiredNetwork, useRequiredNetwork } from './network/useRequiredNetwork';
export { currentSession, signInWithEthereum, signOut } from './session/siweClient';
export { AmountActionForm, type AmountActionFormProps } from './tx/AmountActionForm';
export { TransactionButton, type TransactionButtonProps } from './tx/TransactionButton';
export { TransactionProgress, type TransactionProgressProps } from './tx/TransactionProgress';
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
