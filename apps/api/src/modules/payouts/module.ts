import { defineModule } from '../module';
import { payoutsConfig } from './config';
import { createPayouts, type Payouts } from './service';

declare module '../module' {
  interface ModuleServices {
    /** Which payout assets are open, and `wake()` after queuing (the payouts module). */
    readonly payouts: Payouts;
  }
}

/**
 * On-chain payouts, exactly once: the one worker that pays what other modules queue with
 * queuePayout() (pledging rewards in A2Z on Polygon, rental profit in DST on Arena-Z). No endpoints.
 */
export const payoutsModule = defineModule({
  name: 'payouts',
  config: payoutsConfig,
  provides: ['payouts'],
  setup(ctx) {
    const payouts = createPayouts(ctx, ctx.settings);
    for (const payer of payouts.setup.payers) if (payer.problem) ctx.logger.warn(payer.problem);
    // One instance at a time sends from the payout key (docs/deployment.md).
    const { worker, senders } = payouts;
    return {
      services: { payouts },
      workers: worker ? [{ ...worker, singleton: 'payouts', senders }] : [],
      queues: [
        {
          queue: 'payouts',
          table: 'payout',
          pendingStates: ['queued', 'sent', 'held'],
          createdColumn: 'created_at',
        },
      ],
    };
  },
});
