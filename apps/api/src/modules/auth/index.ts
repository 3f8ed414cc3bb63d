/** What other modules may use of the auth module (its server part is ./module.ts). */
export type { WalletSignature, WalletSignatureVerifier } from './walletSignature';
