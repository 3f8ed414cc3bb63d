import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { findContract } from '@kingdoms/contracts/contractOf';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { Address, Hex } from 'viem';
import type { ApiConfig } from '../../config';

/** Where and from which key this instance pays rewards, or why it cannot. */
export interface PayoutSetup {
  /** Claims are accepted (someone can pay them). */
  readonly claimsOpen: boolean;
  /** This instance runs the payout worker with these settings. */
  readonly worker:
    | { rpcUrl: string; chainId: number; contract: Address; payerKey: Hex; local: boolean }
    | undefined;
  /** Why claims are closed or the worker does not run here; undefined when all is well. */
  readonly problem: string | undefined;
}

/**
 * The payer key is REWARD_PAYER_PRIVATE_KEY, or on the devnet the deployment's payer account.
 * Claims are open when the deployment has RewardPayout on Polygon and, if this instance runs the
 * jobs, it has a payer key. With REWARD_JOBS=false another instance pays, so no key is needed.
 */
export function resolvePayoutSetup(config: ApiConfig, deployment: Deployment | undefined): PayoutSetup {
  const payout = findContract(deployment, 'RewardPayout', 'polygon');
  if (!deployment || !payout) {
    return {
      claimsOpen: false,
      worker: undefined,
      problem: 'Reward claims are closed: the deployment has no RewardPayout contract on Polygon.',
    };
  }
  if (!config.stakingRewards.jobs) return { claimsOpen: true, worker: undefined, problem: undefined };
  const devnet = deployment.env === 'devnet';
  const payerKey =
    config.stakingRewards.payerPrivateKey ??
    (devnet ? devnetAccount(DEVNET_ROLES.rewardPayer).privateKey : undefined);
  if (!payerKey) {
    return {
      claimsOpen: false,
      worker: undefined,
      problem:
        'Reward claims are closed: REWARD_PAYER_PRIVATE_KEY is not set, so the payout worker cannot pay on Polygon.',
    };
  }
  return {
    claimsOpen: true,
    worker: {
      rpcUrl: config.networkOverrides.polygon.rpcUrl ?? deployment.chains.polygon.rpcUrl,
      chainId: payout.chainId,
      contract: payout.address,
      payerKey,
      local: devnet,
    },
    problem: undefined,
  };
}
