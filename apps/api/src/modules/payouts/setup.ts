import { findContract } from '@kingdoms/contracts/contractOf';
import type { Address, LocalAccount } from 'viem';
import type { Chains } from '../../chains';
import type { ApiConfig } from '../../config';
import { PAYOUT_PAYERS, type PayoutAsset, type PayoutPayer } from './payers';

/** Where and from which key this instance pays one asset, or why it cannot. */
export interface PayerSetup extends PayoutPayer {
  /** Claims of this asset are accepted (someone can pay them). */
  readonly claimsOpen: boolean;
  /** This instance pays this asset with these settings. */
  readonly worker:
    | {
        rpcUrl: string;
        rpcUrls: readonly string[];
        chainId: number;
        contract: Address;
        payer: LocalAccount;
        local: boolean;
      }
    | undefined;
  /** Why claims are closed or the worker does not run here; undefined when all is well. */
  readonly problem: string | undefined;
}

export interface PayoutSetup {
  readonly payers: readonly PayerSetup[];
  /** The setup of one asset (every asset of PAYOUT_PAYERS has one). */
  of(asset: PayoutAsset): PayerSetup;
}

/**
 * The payer key is PAYOUT_PRIVATE_KEY, or on the devnet the deployment's payer account. Claims
 * of an asset are open when the deployment has its payout contract and, if this instance runs
 * the worker, it has a payer key. With PAYOUT_JOBS=false another instance pays, so no key is needed.
 */
export function resolvePayoutSetup(config: Pick<ApiConfig, 'payouts'>, chains: Chains): PayoutSetup {
  const { deployment, devnet } = chains;
  const payers = PAYOUT_PAYERS.map((payer): PayerSetup => {
    const name =
      payer.network === 'polygon' ? 'Polygon' : payer.network === 'arenaz' ? 'Arena-Z' : 'Ethereum';
    const contract = findContract(deployment, payer.contract, payer.network);
    if (!deployment || !contract) {
      return {
        ...payer,
        claimsOpen: false,
        worker: undefined,
        problem: `${payer.token} payouts are closed: the deployment has no ${payer.contract} contract on ${name}.`,
      };
    }
    if (!config.payouts.jobs) return { ...payer, claimsOpen: true, worker: undefined, problem: undefined };
    const payerAccount = chains.account(config.payouts.payerPrivateKey, 'rewardPayer');
    if (!payerAccount) {
      return {
        ...payer,
        claimsOpen: false,
        worker: undefined,
        problem: `${payer.token} payouts are closed: PAYOUT_PRIVATE_KEY is not set, so the payout worker cannot pay on ${name}.`,
      };
    }
    return {
      ...payer,
      claimsOpen: true,
      worker: {
        // The deployment has the payer's network, so it has an RPC.
        rpcUrl: chains.rpcUrl(payer.network) as string,
        rpcUrls: chains.rpcUrls(payer.network),
        chainId: contract.chainId,
        contract: contract.address,
        payer: payerAccount,
        local: devnet,
      },
      problem: undefined,
    };
  });
  return {
    payers,
    of(asset) {
      const found = payers.find((payer) => payer.network === asset.network && payer.token === asset.token);
      if (!found) throw new Error(`No payout contract pays ${asset.token} on ${asset.network}`);
      return found;
    },
  };
}
