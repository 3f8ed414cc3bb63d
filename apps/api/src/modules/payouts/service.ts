import type { AppContext } from '../../context';
import type { Sender } from '../../lib/senders';
import type { PayoutsConfig } from './config';
import type { PayoutAsset } from './payers';
import { createPayoutChain } from './payoutChain';
import { createPayoutWorker, type PayoutWorker } from './payoutWorker';
import { type PayoutSetup, resolvePayoutSetup } from './setup';

/** This process's payouts: which assets can be claimed, and the one worker that pays them. */
export interface Payouts {
  readonly setup: PayoutSetup;
  /** Claims of `asset` are accepted (this instance or another one pays them). */
  isOpen(asset: PayoutAsset): boolean;
  /** Pays queued payouts at once instead of at the next poll (a claim calls it after queuing). */
  wake(): void;
  /** The worker, when this instance pays at least one asset. */
  readonly worker: PayoutWorker | undefined;
  /** The accounts the worker sends from (a payer key on each payout contract's chain). */
  readonly senders: readonly Sender[];
}

const NETWORK_NAMES = { ethereum: 'Ethereum', polygon: 'Polygon', arenaz: 'Arena-Z' } as const;

/**
 * The payouts of this app, built once by the payouts module, which runs the worker and provides
 * them as `payouts` (`ctx.services.payouts`): claiming modules queue and wake it.
 */
export function createPayouts(
  ctx: Pick<AppContext, 'db' | 'logger' | 'chains'>,
  settings: PayoutsConfig,
): Payouts {
  const setup = resolvePayoutSetup({ payouts: settings }, ctx.chains);
  const payers = setup.payers.flatMap((payer) =>
    payer.worker
      ? [
          {
            asset: { network: payer.network, token: payer.token },
            chain: createPayoutChain({
              ...payer.worker,
              name: NETWORK_NAMES[payer.network],
              rpcLogger: ctx.logger,
              guards: ctx.chains.senderGuards(payer.network),
              // Local chains mine at once; public chains take seconds per block.
              pollingIntervalMs: payer.worker.local ? 50 : 2_000,
              receiptTimeoutMs: payer.worker.local ? 30_000 : 180_000,
            }),
          },
        ]
      : [],
  );
  const worker =
    payers.length > 0
      ? createPayoutWorker({
          db: ctx.db,
          logger: ctx.logger,
          intervalMs: settings.intervalMs,
          payers,
          // The payouts module runs it on the leader of the 'payouts' lease only.
          exclusive: true,
        })
      : undefined;
  return {
    setup,
    isOpen: (asset) => setup.of(asset).claimsOpen,
    wake: () => worker?.wake(),
    worker,
    senders: payers.map(({ chain }) => ({ chainId: chain.chainId, address: chain.payer })),
  };
}
