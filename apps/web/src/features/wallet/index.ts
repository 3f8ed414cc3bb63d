/**
 * The wallet feature's light public surface, safe for the shell's first load: no wagmi or viem
 * behind these imports. Its second public entry, `./onchain`, is for pages that transact (they
 * are lazily loaded chunks anyway); the boundary test allows exactly these two.
 */
export { WalletSlot } from './WalletSlot';
