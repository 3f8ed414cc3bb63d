import { findContract } from '@kingdoms/contracts/contractOf';
import { vestingAbi } from '@kingdoms/contracts/generated/abis';
import type { TxData } from '@kingdoms/shared/api/vesting';
import { type VestingVoucher, vestingVoucherTypedData } from '@kingdoms/shared/vesting';
import { type Address, encodeFunctionData, getAddress, type Hex, type LocalAccount } from 'viem';
import type { Chains } from '../../chains';

/** Signs vouchers for one Vesting contract on one chain and builds the claim transaction. */
export interface VoucherSigner {
  readonly chainId: number;
  readonly contract: Address;
  /** The key's address: the contract's `signer()` must be this for the vouchers to pay. */
  readonly address: Address;
  sign(voucher: VestingVoucher): Promise<Hex>;
}

export function createVoucherSigner(
  chainId: number,
  contract: Address,
  account: LocalAccount,
): VoucherSigner {
  return {
    chainId,
    contract: getAddress(contract),
    address: account.address,
    sign: (voucher) => account.signTypedData(vestingVoucherTypedData(chainId, getAddress(contract), voucher)),
  };
}

/** `Vesting.claim(beneficiary, cumulativeAmount, deadline, signature)` for the wallet to send. */
export function claimTxData(signer: VoucherSigner, voucher: VestingVoucher, signature: Hex): TxData {
  return {
    to: signer.contract,
    chainId: signer.chainId,
    data: encodeFunctionData({
      abi: vestingAbi,
      functionName: 'claim',
      args: [voucher.beneficiary, voucher.cumulativeAmount, voucher.deadline, signature],
    }),
  };
}

export type VoucherSetup =
  | { signer: VoucherSigner; problem?: undefined }
  | { signer?: undefined; problem: string };

/**
 * The voucher key is SIGNER_PRIVATE_KEY or, on the devnet, the deployment's voucher signer
 * (account 9, which the seed made the contract's signer). Without a Vesting contract on Ethereum
 * or a key, claims are closed (the dashboard still answers).
 */
export function resolveVoucherSetup(signerPrivateKey: string | undefined, chains: Chains): VoucherSetup {
  const { deployment } = chains;
  const vesting = findContract(deployment, 'Vesting', 'ethereum');
  if (!deployment || !vesting) {
    return { problem: 'Vesting claims are closed: the deployment has no Vesting contract on Ethereum.' };
  }
  const account = chains.account(signerPrivateKey, 'voucherSigner');
  if (!account) {
    return {
      problem: 'Vesting claims are closed: SIGNER_PRIVATE_KEY is not set, so no voucher can be signed.',
    };
  }
  return { signer: createVoucherSigner(vesting.chainId, vesting.address, account) };
}
