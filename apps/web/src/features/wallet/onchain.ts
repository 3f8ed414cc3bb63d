/**
 * The wallet feature's surface for wallet pages: the account and the prompt shown until one is
 * connected, the network requirement, the deployed contracts
 * (`useContract`), the sign-in status (`useSessionFor`), the one call per wallet action (`useWalletAction` and
 * its steps: `signIn`, `prepare`, `write`, `call`), its one action button, the one amount-and-action form and the one transaction hash popup (see
 * each component's props), the one personal_sign (`useSignMessage`). None of it loads wagmi or
 * viem: they come with the wallet stack once a wallet is used (stack/walletStack.ts).
 */
export { ConnectPrompt } from './account/ConnectPrompt';
export { useWalletAccount, type WalletAccount } from './account/useWalletAccount';
export {
  type ContractCall,
  call,
  prepare,
  type RefusedReply,
  signIn,
  type TxArgs,
  type TxFunctionName,
  type TxRequest,
  type WalletStep,
  type WalletSteps,
  write,
} from './action/steps';
export type { TransactionFlow } from './action/useTxLifecycle';
export {
  type ActionKey,
  type ActionState,
  useWalletAction,
  type WalletAction,
  type WalletActionOptions,
} from './action/useWalletAction';
export { NetworkBanner } from './network/NetworkBanner';
export { type RequiredNetwork, useRequiredNetwork } from './network/useRequiredNetwork';
export {
  type SessionEndpoint,
  type SessionFor,
  type SignIn,
  useSessionFor,
} from './session/useSessionFor';
export { type SignMessage, useSignMessage } from './session/useSignMessage';
export { AmountActionForm, type AmountActionFormProps } from './tx/AmountActionForm';
export type { ApprovalStep, CollectionApproval, TokenApproval } from './tx/approvalSteps';
export type { PendingTx } from './tx/pendingTxStore';
export { TransactionButton, type TransactionButtonProps } from './tx/TransactionButton';
export { TransactionProgress, type TransactionProgressProps } from './tx/TransactionProgress';
export { TxHashDialog, type TxHashDialogProps, type TxHashDialogTexts } from './tx/TxHashDialog';
export { usePendingTransactions } from './tx/usePendingTransactions';
export { useContract } from './useContract';
export { useHolding } from './useHolding';
export { WalletBoundary } from './WalletBoundary';
