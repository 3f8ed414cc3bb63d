import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, deployBytecode, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { a2zAbi, rewardPayoutAbi } from '@kingdoms/contracts/generated/abis';
import { contractBytecode } from '@kingdoms/contracts/generated/bytecode';
import { freePort } from '@kingdoms/contracts/ports';
import { grantRoleCall } from '@kingdoms/contracts/roles';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { Address, Hex } from 'viem';
import { PAYOUT_PAYERS, type PayoutAsset } from '../src/modules/payouts/payers';

/** Test support for payouts: an anvil standing in for one devnet chain with a funded payout contract. */

/** The limits a test chain's payout contract starts with: above anything a test pays. */
export const NO_PAYOUT_LIMIT = 10n ** 30n;

/** The devnet chain ids, so a test deployment looks like the devnet's. */
const DEVNET_CHAIN_IDS = { ethereum: 31337, polygon: 31338, arenaz: 31339 } as const;

export interface PayoutTestChain {
  /** What its payout contract pays. */
  readonly asset: PayoutAsset;
  readonly anvil: RunningAnvil;
  readonly rpcUrl: string;
  readonly chainId: number;
  readonly token: Address;
  readonly payout: Address;
  /** Holds PAYER_ROLE: the devnet's payer account. */
  readonly payerKey: Hex;
  readonly deployer: LocalClient;
  readonly payer: LocalClient;
  /** Mints the token (base units) to the payout contract. */
  fund(amount: bigint): Promise<void>;
  balanceOf(holder: Address): Promise<bigint>;
  /** Paid events of the payout contract, optionally of one payout id. */
  paidEvents(payoutId?: Hex): Promise<{ payoutId: Hex; to: Address; amount: bigint }[]>;
  /** Transactions the payer account has sent. */
  payerNonce(): Promise<number>;
  /** A devnet-style deployment whose `network` is this chain. */
  deployment(): Deployment;
  stop(): Promise<void>;
}

/**
 * Starts the chain of `network` with its token and payout contract as PAYOUT_PAYERS places them
 * (Polygon: A2Z and RewardPayout; Arena-Z: DST and DstPayout), the devnet payer holding PAYER_ROLE.
 */
export async function startPayoutChain(network: 'polygon' | 'arenaz' = 'polygon'): Promise<PayoutTestChain> {
  const payer = PAYOUT_PAYERS.find((entry) => entry.network === network);
  if (!payer) throw new Error(`No payout contract on ${network}`);
  const anvil = await startAnvil({ port: await freePort(), chainId: DEVNET_CHAIN_IDS[network] });
  try {
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
    const deployer = localClient(endpoint, devnetAccount(0).privateKey);
    const payerKey = devnetAccount(DEVNET_ROLES.rewardPayer).privateKey;
    const payerClient = localClient(endpoint, payerKey);
    // Every game token shares GameToken's ABI, so A2Z's serves for DST too.
    const { address: token } = await deployBytecode(deployer, a2zAbi, contractBytecode[payer.token] as Hex, [
      deployer.account.address,
    ]);
    const { address: payout } = await deployBytecode(
      deployer,
      rewardPayoutAbi,
      contractBytecode[payer.contract] as Hex,
      [token, deployer.account.address],
    );
    // The payer role only: the devnet wiring's funding (wireDeployment) would hide the balances
    // these tests set with `fund`.
    await confirm(
      deployer,
      await deployer.writeContract(grantRoleCall(payout, 'PAYER_ROLE', payerClient.account.address)),
    );
    // Limits far above any test's payouts (a fresh contract pays nothing); the deployer stays admin
    // here so tests can pause and lower them directly (the timelock's part is packages/contracts'
    // governance test).
    await confirm(
      deployer,
      await deployer.writeContract({
        address: payout,
        abi: rewardPayoutAbi,
        functionName: 'setLimits',
        args: [NO_PAYOUT_LIMIT, NO_PAYOUT_LIMIT],
      }),
    );
    return {
      asset: { network, token: payer.token },
      anvil,
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      token,
      payout,
      payerKey,
      deployer,
      payer: payerClient,
      async fund(amount) {
        await confirm(
          deployer,
          await deployer.writeContract({
            address: token,
            abi: a2zAbi,
            functionName: 'mint',
            args: [payout, amount],
          }),
        );
      },
      balanceOf: (holder) =>
        deployer.readContract({ address: token, abi: a2zAbi, functionName: 'balanceOf', args: [holder] }),
      async paidEvents(payoutId) {
        const logs = await deployer.getContractEvents({
          address: payout,
          abi: rewardPayoutAbi,
          eventName: 'Paid',
          args: payoutId ? { payoutId } : undefined,
          fromBlock: 0n,
        });
        return logs.map((log) => ({
          payoutId: log.args.payoutId as Hex,
          to: log.args.to as Address,
          amount: log.args.amount as bigint,
        }));
      },
      payerNonce: () =>
        payerClient.getTransactionCount({ address: payerClient.account.address, blockTag: 'pending' }),
      deployment() {
        const other = (chainId: number) => ({
          chainId,
          rpcUrl: 'http://127.0.0.1:9',
          explorerUrl: 'http://127.0.0.1:9/explorer',
          startBlock: 0,
          contracts: {},
        });
        return {
          env: 'devnet',
          chains: {
            ethereum: other(DEVNET_CHAIN_IDS.ethereum),
            polygon: other(DEVNET_CHAIN_IDS.polygon),
            arenaz: other(DEVNET_CHAIN_IDS.arenaz),
            [network]: {
              chainId: anvil.chainId,
              rpcUrl: anvil.rpcUrl,
              explorerUrl: `${anvil.rpcUrl}/explorer`,
              startBlock: 0,
              contracts: { [payer.token]: token, [payer.contract]: payout },
            },
          },
        };
      },
      stop: () => anvil.stop(),
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
