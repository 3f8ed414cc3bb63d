/**
 * The wallet feature's light public surface, safe for the shell's first load: no wagmi or viem
 * behind these imports. Pages that transact import `./onchain` (they are lazily loaded anyway).
 */
export { clearStoredWallet, readStoredWallet, WALLET_STORAGE_KEY } from './storage';
export { WalletSlot } from './WalletSlot';
