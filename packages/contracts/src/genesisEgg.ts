import type { Address } from 'viem';

/** The Arena-Z message that delivers a genesis egg locked in GenesisEggGate (Egg.receiveGenesis). */
export interface GenesisEggMessage {
  /** The gate's nonce from `GenesisEggSent`. */
  nonce: bigint;
  eggId: bigint;
  owner: Address;
}

export const GENESIS_EGG_DOMAIN_NAME = 'Kingdoms Egg';
export const GENESIS_EGG_DOMAIN_VERSION = '1';

/**
 * EIP-712 typed data of a genesis delivery for the Egg contract at `verifyingContract` on
 * `chainId` (Arena-Z): sign it with the relayer signer and pass the signature to
 * `receiveGenesis(nonce, eggId, owner, signature)`.
 */
export function genesisEggTypedData(chainId: number, verifyingContract: Address, message: GenesisEggMessage) {
  return {
    domain: {
      name: GENESIS_EGG_DOMAIN_NAME,
      version: GENESIS_EGG_DOMAIN_VERSION,
      chainId,
      verifyingContract,
    },
    types: {
      GenesisEgg: [
        { name: 'nonce', type: 'uint256' },
        { name: 'eggId', type: 'uint256' },
        { name: 'owner', type: 'address' },
      ],
    },
    primaryType: 'GenesisEgg',
    message,
  } as const;
}
