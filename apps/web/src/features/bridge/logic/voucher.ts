import { chainIdOf, type NetworkEnv, type NetworkKey } from '@kingdoms/shared/networks';
import type { Address, Hex } from 'viem';

/** What the relayer signs for a claim on the destination gateway (its reply's shared fields). */
export interface SignedVoucher {
  nonce: string;
  receiver: string;
  sig: string;
}

/**
 * The gateway's claim arguments for a relayer's signed voucher: the voucher (source chain, nonce,
 * receiver and what moves: an `amount` or the token `ids`) and the relayer's signature.
 */
export function voucherArgs<Payload extends { amount: bigint } | { ids: bigint[] }>(
  reply: SignedVoucher,
  source: NetworkKey,
  env: NetworkEnv,
  payload: Payload,
): [{ sourceChainId: bigint; nonce: bigint; receiver: Address } & Payload, Hex] {
  return [
    {
      sourceChainId: BigInt(chainIdOf(source, env)),
      nonce: BigInt(reply.nonce),
      receiver: reply.receiver as Address,
      ...payload,
    },
    reply.sig as Hex,
  ];
}
