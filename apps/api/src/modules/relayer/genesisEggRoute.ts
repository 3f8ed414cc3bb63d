import { findContract } from '@kingdoms/contracts/contractOf';
import { eggAbi } from '@kingdoms/contracts/generated/abis';
import { getAddress } from 'viem';
import { type RelayerMessage, type RouteFactory, routeEvents } from './route';

export const GENESIS_EGG_ROUTE = 'genesis-egg';

const fieldsOf = (message: RelayerMessage) => ({
  nonce: BigInt(message.nonce),
  eggId: BigInt(message.payload.eggId ?? '0'),
  owner: getAddress(message.payload.owner ?? '0x0000000000000000000000000000000000000000'),
});

/**
 * Genesis Bridge & Hatch: `GenesisEggSent(nonce, eggId, owner)` of the GenesisEggGate on Ethereum
 * → `Egg.receiveGenesis(nonce, eggId, owner, signature)` on Arena-Z (EIP-712
 * `GenesisEgg(uint256 nonce,uint256 eggId,address owner)`, domain "Kingdoms Egg" 1), which mints
 * the egg to its owner and starts its hatch. The Egg refuses a used nonce (`genesisNonceUsed`).
 */
export const genesisEggRoute: RouteFactory = (deployment) => {
  const gate = findContract(deployment, 'GenesisEggGate', 'ethereum');
  const egg = findContract(deployment, 'Egg', 'arenaz');
  if (!gate || !egg) {
    return { problem: 'the deployment has no GenesisEggGate on Ethereum or no Egg on Arena-Z' };
  }
  return {
    name: GENESIS_EGG_ROUTE,
    source: routeEvents({
      chainId: gate.chainId,
      address: gate.address,
      abi: gate.abi,
      startBlock: BigInt(deployment.chains.ethereum.startBlock),
      on: {
        GenesisEggSent: ({ args: { nonce, eggId, owner } }) => ({
          nonce: nonce.toString(),
          payload: { eggId: eggId.toString(), owner },
        }),
      },
    }),
    typedData: (message) => ({
      domain: { name: 'Kingdoms Egg', version: '1', chainId: egg.chainId, verifyingContract: egg.address },
      types: {
        GenesisEgg: [
          { name: 'nonce', type: 'uint256' },
          { name: 'eggId', type: 'uint256' },
          { name: 'owner', type: 'address' },
        ],
      },
      primaryType: 'GenesisEgg',
      message: fieldsOf(message),
    }),
    delivery: 'transaction',
    target: {
      chainId: egg.chainId,
      network: 'arenaz',
      call(message, signature) {
        const { nonce, eggId, owner } = fieldsOf(message);
        return {
          address: egg.address,
          abi: eggAbi,
          functionName: 'receiveGenesis',
          args: [nonce, eggId, owner, signature],
        };
      },
      async isDelivered(read, message) {
        const used = await read({
          address: egg.address,
          abi: eggAbi,
          functionName: 'genesisNonceUsed',
          args: [BigInt(message.nonce)],
        });
        return used === true;
      },
    },
  };
};
