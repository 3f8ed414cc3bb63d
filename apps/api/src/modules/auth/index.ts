/** What other modules may use of the auth module (its server part is ./module.ts). */

export type { AuthService } from './authService';
export { walletSignatureVerifierOf } from './processService';
export type {
  SignedActionKind,
  SignedActionRefusal,
  SignedActionVerdict,
  SignedActionVerifier,
} from './signedActions';
export type { WalletSignature, WalletSignatureVerifier } from './walletSignature';
