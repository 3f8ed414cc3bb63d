import type { AppContext } from './context';
import { type AuthService, createProcessAuth } from './modules/auth';
import { type DragoReads, dragoReads } from './modules/dragos';
import { createPayouts, type Payouts } from './modules/payouts';
import { createRelayerMessages, type RelayerMessages } from './modules/relayer';
import { type RewardReads, rewardReads } from './modules/staking-rewards';

/**
 * The platform services of an API process: built once by the composition root (app.ts, from
 * compose.ts) and handed to every module through its context (`ctx.auth`, `ctx.payouts`; the chain
 * indexer is `ctx.indexer`, built by the registry from every module's subscriptions). A module
 * never builds one of these itself.
 */
export interface PlatformServices {
  /**
   * Sign-In with Ethereum sessions and wallet signature checks. The registry guards 'wallet' and
   * 'admin' endpoints with it; the auth module serves its endpoints.
   */
  readonly auth: AuthService;
  /**
   * On-chain payouts: `isOpen(asset)` (claims accepted), `wake()` after queuing (queuePayout), and
   * the one worker the payouts module runs (singleton lease 'payouts').
   */
  readonly payouts: Payouts;
  /** The relayer's messages as other modules read them (the bridge): relayer/reads.ts. */
  readonly relayer: RelayerMessages;
  /** The dragos module's indexed ownership, for rentals (dragos/index.ts). */
  readonly dragos: DragoReads;
  /** The staking rewards' claimable amounts, for the staking figures (staking-rewards/index.ts). */
  readonly rewards: RewardReads;
}

export function createPlatformServices(ctx: AppContext): PlatformServices {
  return {
    auth: createProcessAuth(ctx),
    payouts: createPayouts(ctx),
    relayer: createRelayerMessages(ctx.db),
    dragos: dragoReads,
    rewards: rewardReads,
  };
}
