import { findContract } from '@kingdoms/contracts/contractOf';
import { vestingAbi } from '@kingdoms/contracts/generated/abis';
import type { Deployment } from '@kingdoms/shared/deployment';
import { type EventHandlers, type IndexerSubscription, subscription } from '../chain-indexer';

export const VESTING_SUBSCRIPTION = 'vesting';

/** Claimed(beneficiary, amount, cumulative): a claim paid; other events (SignerChanged, Paused) matter to nobody here. */
export const vestingEvents: EventHandlers<typeof vestingAbi, 'Claimed'> = {
  Claimed: {
    async apply(trx, log) {
      await trx
        .insertInto('vesting_claim')
        .values({
          chain_id: log.chainId,
          tx_hash: log.txHash.toLowerCase(),
          log_index: log.logIndex,
          block_number: log.blockNumber,
          block_time: new Date(log.blockTime * 1000),
          beneficiary: log.args.beneficiary,
          amount: log.args.amount,
          cumulative: log.args.cumulative,
        })
        .execute();
    },
    /** A reorg removed the claim: the wallet's paid amount is what the chain now says. */
    async revert(trx, log) {
      await trx
        .deleteFrom('vesting_claim')
        .where('chain_id', '=', String(log.chainId))
        .where('tx_hash', '=', log.txHash.toLowerCase())
        .where('log_index', '=', log.logIndex)
        .execute();
    },
  },
};

/** The Vesting contract on Ethereum, or undefined when the deployment has none. */
export function vestingSubscription(deployment: Deployment | undefined): IndexerSubscription | undefined {
  const vesting = findContract(deployment, 'Vesting', 'ethereum');
  if (!deployment || !vesting) return undefined;
  return subscription({
    name: VESTING_SUBSCRIPTION,
    chainId: vesting.chainId,
    address: vesting.address,
    abi: vestingAbi,
    startBlock: BigInt(deployment.chains.ethereum.startBlock),
    on: vestingEvents,
  });
}
