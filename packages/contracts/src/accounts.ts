import type { Address, Hex } from 'viem';

/** Anvil's default mnemonic: every devnet chain funds the same ten accounts from it. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * The private keys of m/44'/60'/0'/0/0..9 for DEVNET_MNEMONIC and their addresses. Listed rather
 * than derived at import time because derivation is slow (and the web imports this file: no key
 * handling here; keys become accounts in keyAccounts.ts); a test checks them against the mnemonic.
 * Public knowledge: never use them outside a local chain.
 */
const DEVNET_PRIVATE_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const satisfies readonly Hex[];

const DEVNET_ADDRESSES = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
] as const satisfies readonly Address[];

export interface DevnetAccount {
  index: number;
  address: Address;
  privateKey: Hex;
}

export const DEVNET_ACCOUNTS: readonly DevnetAccount[] = DEVNET_PRIVATE_KEYS.map((privateKey, index) => ({
  index,
  address: DEVNET_ADDRESSES[index] as Address,
  privateKey,
}));

/** Which devnet account plays which part. Demo wallets are 1..8. */
export const DEVNET_ROLES = {
  /** Deploys every contract, wires and seeds it, then hands every power to the timelock (governance.ts). */
  deployer: 0,
  /** Owns one sticker of each type 1..5 (plus extras): can merge at once. */
  fullStickerSet: 1,
  /** Owns stickers of types 1..3 only: the complete button stays hidden. */
  partialStickerSet: 2,
  /** The API's EIP-712 voucher signer (vesting claims, bridge receipts, LOKA withdraw claims). */
  voucherSigner: 9,
  /**
   * On the devnet the API's payout worker sends RewardPayout.pay from this account (the seed
   * grants it PAYER_ROLE). It is the voucher signer's key too: signing vouchers off chain never
   * sends a transaction, so the worker's nonces never collide with anything.
   */
  rewardPayer: 9,
  /**
   * On the devnet this wallet is the API's admin (ADMIN_ADDRESSES): it registers and stops vesting
   * schedules in My Reward. A demo wallet, so the Dev wallet can act as it.
   */
  vestingAdmin: 8,
} as const;

/**
 * The devnet randomness oracle's operator (m/44'/60'/0'/0/10 of DEVNET_MNEMONIC, outside the ten
 * accounts anvil funds: the seed sends it ETH). It sends only `commit` and `fulfill` from the API's
 * oracle worker, so no other sender (relayer deliveries, payouts, e2e) ever shares its nonces.
 * Public knowledge: never use it outside a local chain.
 */
export const DEVNET_ORACLE_OPERATOR: DevnetAccount = {
  index: 10,
  address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
};

/**
 * The devnet relayer's sender (m/44'/60'/0'/0/11 of DEVNET_MNEMONIC; the seed sends it ETH on every
 * chain): it pays the gas of the API's relayer deliveries, so they never share nonces with the
 * payout worker (account 9 pays A2Z on Polygon and DST on Arena-Z). Deliveries are authorised by
 * the voucher signer's EIP-712 signature, not by the sender. Public knowledge: local chains only.
 */
export const DEVNET_RELAYER_SENDER: DevnetAccount = {
  index: 11,
  address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
};

/**
 * The devnet's governance (m/44'/60'/0'/0/12; the devnet sends it ETH): the stand-in for the
 * production Safe. It is the timelock's only proposer and executor, so every admin, minter and
 * owner power of the devnet runs through `governance.ts` from this key. Local chains only.
 */
export const DEVNET_GOVERNANCE: DevnetAccount = {
  index: 12,
  address: '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  privateKey: '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1',
};

/**
 * The devnet's guardian (m/44'/60'/0'/0/13; the devnet sends it ETH): may pause the payout pools,
 * the bridge gateways and Vesting at once, and nothing else. Local chains only.
 */
export const DEVNET_GUARDIAN: DevnetAccount = {
  index: 13,
  address: '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
  privateKey: '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd',
};

export const DEMO_ACCOUNT_INDEXES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function devnetAccount(index: number): DevnetAccount {
  const account = DEVNET_ACCOUNTS[index];
  if (!account) throw new Error(`No devnet account ${index}; there are ${DEVNET_ACCOUNTS.length}`);
  return account;
}
