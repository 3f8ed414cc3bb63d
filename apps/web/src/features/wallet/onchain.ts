/**
 * The wallet feature's surface for wallet pages: the account and the prompt shown until one is
 * connected, the network requirement, the deployed contracts
 * (`useContract`), the one sign-in-when-needed step (`useSignIn`, `useSignedCall`, `useSessionFor`), the one transaction flow,
 * its one action button, the one amount-and-action form and the one transaction hash popup (see
 * each component's props), the one personal_sign (`useSignMessage`). None of it loads wagmi or
 * viem: they come with the wallet stack once a wallet is used (stack/walletStack.ts).
 */
export { ConnectPrompt } from './account/ConnectPrompt';
export { useWalletAccount, type WalletAccount } from './account/useWalletAccount';
export { NetworkBanner } from './network/NetworkBanner';
export { type RequiredNetwork, useRequiredNetwork } from './network/useRequiredNetwork';
export {
  type SessionEndpoint,
  type SessionFor,
  type SignIn,
  useSessionFor,
  useSignedCall,
  useSignIn,
} from './session/useSessionFor';
export { type SignMessage, useSignMessage } from './session/useSignMessage';
export { AmountActionForm, type AmountActionFormProps } from './tx/AmountActionForm';
export type { PendingTx } from './tx/pendingTxStore';
export { TransactionButton, type TransactionButtonProps } from './tx/TransactionButton';
export { TransactionProgress, type TransactionProgressProps } from './tx/TransactionProgress';
export { TxHashDialog, type TxHashDialogProps, type TxHashDialogTexts } from './tx/TxHashDialog';
export { usePendingTransactions } from './tx/usePendingTransactions';
export {
  type PreparedRun,
  type ServerPreparedSteps,
  type TxRequestBuilder,
  type TxSteps,
  usePreparedRun,
} from './tx/usePreparedRun';
export {
  type ApprovalStep,
  type CollectionApproval,
  type RunTransaction,
  type TokenApproval,
  type TransactionFlow,
  type TransactionFlowOptions,
  type TxArgs,
  type TxFunctionName,
  type TxRequest,
  useTransactionFlow,
} from './tx/useTransactionFlow';
export { useContract } from './useContract';
export { useHolding } from './useHolding';
export { WalletBoundary } from './WalletBoundary';
