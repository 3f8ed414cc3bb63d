import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT_INDEXES,
  DEVNET_ACCOUNTS,
  DEVNET_GOVERNANCE,
  DEVNET_GUARDIAN,
  DEVNET_MNEMONIC,
  DEVNET_ORACLE_OPERATOR,
  DEVNET_RELAYER_SENDER,
  DEVNET_ROLES,
  devnetAccount,
} from './accounts';
import { rawKeyAccount } from './keyAccounts';

describe('devnet accounts', () => {
  it('are the first ten accounts of the anvil mnemonic', () => {
    expect(DEVNET_ACCOUNTS).toHaveLength(10);
    for (const account of DEVNET_ACCOUNTS) {
      const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: account.index });
      expect(account.address).toBe(derived.address);
      expect(rawKeyAccount(account.privateKey).address).toBe(derived.address);
    }
  });

  it('give the deployer, the voucher signer and the reward payer their own accounts, outside the demo wallets', () => {
    expect(devnetAccount(DEVNET_ROLES.deployer).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(DEMO_ACCOUNT_INDEXES).not.toContain(DEVNET_ROLES.deployer);
    expect(DEMO_ACCOUNT_INDEXES).not.toContain(DEVNET_ROLES.voucherSigner);
    // Demo wallets send their own transactions; the payer's nonces must stay the worker's alone.
    expect(DEMO_ACCOUNT_INDEXES).not.toContain(DEVNET_ROLES.rewardPayer);
    expect(DEVNET_ROLES.rewardPayer).not.toBe(DEVNET_ROLES.deployer);
    expect(DEMO_ACCOUNT_INDEXES).toContain(DEVNET_ROLES.fullStickerSet);
    expect(DEMO_ACCOUNT_INDEXES).toContain(DEVNET_ROLES.partialStickerSet);
    // The Dev wallet offers the demo wallets only: the vesting admin must be one of them.
    expect(DEMO_ACCOUNT_INDEXES).toContain(DEVNET_ROLES.vestingAdmin);
  });

  it('give the oracle operator the eleventh account of the mnemonic, apart from the ten', () => {
    const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEVNET_ORACLE_OPERATOR.index });
    expect(DEVNET_ORACLE_OPERATOR.address).toBe(derived.address);
    expect(rawKeyAccount(DEVNET_ORACLE_OPERATOR.privateKey).address).toBe(derived.address);
    expect(DEVNET_ACCOUNTS.map((a) => a.address)).not.toContain(DEVNET_ORACLE_OPERATOR.address);
  });

  it.each([
    ['governance', DEVNET_GOVERNANCE],
    ['guardian', DEVNET_GUARDIAN],
  ])('give the %s its own account of the mnemonic, apart from every other', (_name, account) => {
    const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: account.index });
    expect(account.address).toBe(derived.address);
    expect(rawKeyAccount(account.privateKey).address).toBe(derived.address);
    const others = [...DEVNET_ACCOUNTS, DEVNET_ORACLE_OPERATOR, DEVNET_RELAYER_SENDER];
    expect(others.map((a) => a.address)).not.toContain(account.address);
  });

  it('refuses an index the mnemonic set does not have', () => {
    expect(() => devnetAccount(10)).toThrow(/No devnet account 10/);
  });
});
