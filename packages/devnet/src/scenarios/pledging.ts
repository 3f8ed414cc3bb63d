import { devnetAccount } from '@kingdoms/contracts/accounts';
import { localClient } from '@kingdoms/contracts/clients';
import { a2zAbi, stakingAbi } from '@kingdoms/contracts/generated/abis';
import { TxPipeline } from '@kingdoms/contracts/txPipeline';
import { parseEther } from 'viem';
import { type DevnetScenario, requireContract, type SeedChain } from './chain';

export interface SeededPledge {
  /** Devnet account index of the pledger. */
  account: number;
  continent: number;
  /** A2Z base units. */
  amount: bigint;
}

/**
 * Pledges made on Ethereum at every start, in this order, so the pledging dashboard is lively.
 * Seven continents and five pledgers put rows below the podium (the tables skip the top three);
 * continent totals, pledger totals and stakes within a continent are all distinct, so no rank
 * depends on a tie-break. Accounts 1..3 pledge and approve nothing: account 3 is the e2e
 * pledger, whose first pledge must ask for an approval.
 */
export const SEEDED_PLEDGES: readonly SeededPledge[] = [
  { account: 4, continent: 1, amount: parseEther('120000') },
  { account: 4, continent: 7, amount: parseEther('15000') },
  { account: 5, continent: 1, amount: parseEther('80000') },
  { account: 5, continent: 3, amount: parseEther('45000') },
  { account: 5, continent: 12, amount: parseEther('12000') },
  { account: 6, continent: 3, amount: parseEther('60000') },
  { account: 6, continent: 7, amount: parseEther('22000') },
  { account: 7, continent: 5, amount: parseEther('35000') },
  { account: 7, continent: 12, amount: parseEther('18000') },
  { account: 7, continent: 20, amount: parseEther('4000') },
  { account: 8, continent: 20, amount: parseEther('11000') },
  { account: 8, continent: 26, amount: parseEther('7525.5') },
];

/** One pipeline per pledging account, on the chain that has Staking (none elsewhere). */
export function pledgerPipelines(chain: SeedChain): TxPipeline[] {
  if (!chain.contracts.Staking) return [];
  const accounts = [...new Set(SEEDED_PLEDGES.map((pledge) => pledge.account))];
  return accounts.map((index) => new TxPipeline(localClient(chain, devnetAccount(index).privateKey)));
}

function pledgesOf(pledger: TxPipeline): SeededPledge[] {
  return SEEDED_PLEDGES.filter((pledge) => devnetAccount(pledge.account).address === pledger.address);
}

/** Approves exactly what the account pledges, so its next pledge asks for approval like anyone's. */
export async function approvePledges(pledger: TxPipeline, chain: SeedChain): Promise<void> {
  const total = pledgesOf(pledger).reduce((sum, pledge) => sum + pledge.amount, 0n);
  await pledger.send((nonce) =>
    pledger.client.writeContract({
      address: requireContract(chain, 'A2Z'),
      abi: a2zAbi,
      functionName: 'approve',
      args: [requireContract(chain, 'Staking'), total],
      nonce,
    }),
  );
}

/** The account's SEEDED_PLEDGES; its A2Z (the wallets' seed) and approval must be mined first. */
export async function stakePledges(pledger: TxPipeline, chain: SeedChain): Promise<void> {
  for (const pledge of pledgesOf(pledger)) {
    await pledger.send((nonce) =>
      pledger.client.writeContract({
        address: requireContract(chain, 'Staking'),
        abi: stakingAbi,
        functionName: 'stake',
        args: [pledge.continent, pledge.amount],
        nonce,
      }),
    );
  }
}

/** Approvals go out alongside the minting (they need no A2Z yet); stakes pull the A2Z once both are mined. */
export const scenario: DevnetScenario = {
  name: 'pledging',
  order: 60,
  steps: ({ chain }) => {
    const pledgers = pledgerPipelines(chain);
    return {
      alongside: {
        pipelines: pledgers,
        run: async () => {
          await Promise.all(pledgers.map((pledger) => approvePledges(pledger, chain)));
        },
      },
      afterSettle: async () => {
        await Promise.all(pledgers.map((pledger) => stakePledges(pledger, chain)));
        await Promise.all(pledgers.map((pledger) => pledger.settle()));
      },
    };
  },
};
