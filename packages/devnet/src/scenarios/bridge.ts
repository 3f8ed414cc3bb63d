import { DEMO_ACCOUNT_INDEXES, devnetAccount } from '@kingdoms/contracts/accounts';
import { localClient } from '@kingdoms/contracts/clients';
import { bridgeGatewayAbi, resourceAbi } from '@kingdoms/contracts/generated/abis';
import { TxPipeline } from '@kingdoms/contracts/txPipeline';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { parseEther } from 'viem';
import { type DevnetScenario, mintToken, type SeedChain } from './chain';
import { SEED_TOKEN_AMOUNT } from './wallets';

/**
 * Resource items minted on Arena-Z, by demo account index (one of each; item code = id % 1000:
 * 1 food, 2 lumber, 3 stone, 4 gold, 5 crystal). Account 1 has more than one page of the bridge
 * grid (10 per page); account 2 a few.
 */
export const SEEDED_RESOURCES: Readonly<Record<number, readonly bigint[]>> = {
  1: [1001n, 2002n, 3003n, 4004n, 5005n, 6001n, 7002n, 8003n, 9004n, 10005n, 11001n, 12002n],
  2: [13003n, 14004n, 15005n],
};

/**
 * The wLOKA → LOKA withdrawal made on Polygon at every start, right after funding, so the API's
 * checkpoint delay (about 20 s on the devnet) has passed by the time anyone looks and its claim
 * can be tried at once. It is the Polygon gateway's first send: nonce 1.
 */
export const SEEDED_LOKA_WITHDRAWAL = { account: 1, amount: parseEther('25'), nonce: 1n } as const;

/**
 * LOKA the Ethereum gateway holds from the start: what backs the wLOKA the seed mints on Polygon
 * (SEED_TOKEN_AMOUNT for each demo wallet), as if it had all been deposited, so withdrawals can be
 * claimed.
 */
export const BRIDGE_LOKA_BACKING = SEED_TOKEN_AMOUNT * BigInt(DEMO_ACCOUNT_INDEXES.length);

/**
 * The bridge (its gateways trust the voucher key from the wiring): Ethereum's gateway holds the
 * LOKA backing the seeded wLOKA; the demo resources are minted on Arena-Z.
 */
export async function seedBridge(deployer: TxPipeline, network: NetworkKey, chain: SeedChain): Promise<void> {
  const gateway = chain.contracts.BridgeGateway;
  if (!gateway) return;
  if (network === 'ethereum') {
    await mintToken(deployer, chain, 'LOKA', gateway, BRIDGE_LOKA_BACKING);
  }
  const resource = chain.contracts.Resource;
  if (resource && network === 'arenaz') {
    for (const [index, ids] of Object.entries(SEEDED_RESOURCES)) {
      await deployer.send((nonce) =>
        deployer.client.writeContract({
          address: resource,
          abi: resourceAbi,
          functionName: 'mint',
          args: [devnetAccount(Number(index)).address, ids, ids.map(() => 1n)],
          nonce,
        }),
      );
    }
  }
}

/**
 * SEEDED_LOKA_WITHDRAWAL on Polygon, whose gateway burns wLOKA, to Ethereum; the wallets' wLOKA
 * must be mined first.
 */
export async function seedLokaWithdrawal(chain: SeedChain, ethereumChainId: number): Promise<void> {
  const gateway = chain.contracts.BridgeGateway;
  if (!gateway) return;
  const { account, amount } = SEEDED_LOKA_WITHDRAWAL;
  const owner = new TxPipeline(localClient(chain, devnetAccount(account).privateKey));
  await owner.send((nonce) =>
    owner.client.writeContract({
      address: gateway,
      abi: bridgeGatewayAbi,
      functionName: 'withdraw',
      args: [amount, owner.address, BigInt(ethereumChainId)],
      nonce,
    }),
  );
  await owner.settle();
}

/** The gateways' backing and resources; the LOKA withdrawal once the wallets' wLOKA is mined. */
export const scenario: DevnetScenario = {
  name: 'bridge',
  order: 40,
  steps: ({ network, chain, chainIds }) => ({
    deployer: (deployer) => seedBridge(deployer, network, chain),
    afterSettle: async () => {
      // The withdrawal burns the wLOKA the wallets' seed minted, so it goes out once that is mined.
      if (network === 'polygon' && chainIds.ethereum) await seedLokaWithdrawal(chain, chainIds.ethereum);
    },
  }),
};
