import { timingSafeEqual } from 'node:crypto';
import { RENTAL_MINING_SECRET_HEADER, rentalEndpoints } from '@kingdoms/shared/api/rental';
import { NETWORKS } from '@kingdoms/shared/networks';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { type ApiModule, defineModule } from '../module';
import { heldPayoutsOf } from '../payouts';
import { claimProfit, unclaimedProfit } from './claims';
import { rentalConfig } from './config';
import { seedDemoRentals } from './devnetSeed';
import { recordMining } from './mining';
import { manageList, miningHistory, rentedDragos } from './reads';
import { cancelRental, type DragoOwnerLookup, RENTAL_PAYOUT_ASSET, rentDrago } from './service';
import { rentalTransferSubscriptions } from './transferSubscription';

declare module '../payouts' {
  interface PayoutPurposes {
    /** DSA profit a lender or rentee claims, paid in DST on Arena-Z (claims.ts). */
    readonly rental_profit: true;
  }
}

/** The devnet's mining secret (public: the devnet is a demo); production must set its own. */
export const DEVNET_MINING_SECRET = 'devnet-rental-mining-secret-not-for-production';

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Drago rentals (spec 2 §2–§9 `/drago/rent/*`): off-chain rentals signed by the lender (the
 * signature is the proof, never the body's address), the game's DSA mining reports through an
 * internal endpoint guarded by RENTAL_MINING_SECRET, and claims paid in DST on Arena-Z by the
 * payouts module. Domain failures are HTTP 200 with result 0 (spec 2 §8 keeps them quiet).
 * A drago's owner is the dragos module's indexed one (`ctx.services.dragos`: the dragos module reads rentals
 * through rental/index.ts, so rental does not import it back); tests may hand their own.
 */
export function createRentalModule(overrides: { ownerOf?: DragoOwnerLookup } = {}): ApiModule {
  return defineModule({
    name: 'rental',
    config: rentalConfig,
    uses: ['auth', 'payouts', 'dragos'],
    setup(ctx) {
      const { db, settings, logger } = ctx;
      const { payouts, auth, dragos } = ctx.services;
      const miningSecret = settings.miningSecret ?? (ctx.devnet ? DEVNET_MINING_SECRET : undefined);
      if (!miningSecret) logger.warn('RENTAL_MINING_SECRET is not set: DSA mining reports are refused.');
      const deps = {
        ownerOf: overrides.ownerOf ?? dragos.ownerOf,
        chainIdOf(network: number) {
          const info = NETWORKS.find((entry) => entry.index === network);
          return info && ctx.deployment ? ctx.deployment.chains[info.key].chainId : undefined;
        },
        verifySignedAction: auth.verifySignedAction,
      };

      return {
        endpoints: serveGroup(rentalEndpoints, {
          rentList: async (body) => ({ result: 1 as const, dragos: await rentedDragos(db, body.address) }),
          rentInfo: async (body) => ({
            result: 1 as const,
            unclaimedProfit: await unclaimedProfit(db, body.address),
            heldClaims: body.address ? await heldPayoutsOf(db, body.address, 'rental_profit') : [],
          }),
          rentManageList: async (body) => ({
            result: 1 as const,
            ...(await manageList(db, body.address, body.page)),
          }),
          rentHistory: async (body) => ({
            result: 1 as const,
            ...(await miningHistory(db, body.address, body.page)),
          }),
          rentClaim: async (body, request) => {
            if (!payouts.isOpen(RENTAL_PAYOUT_ASSET)) {
              return refuse(rentalEndpoints.rentClaim, 'rental_payout_unavailable');
            }
            // The 'wallet' guard made sure the body's address is the session's wallet.
            const address = request.walletSession?.address.toLowerCase() ?? body.address;
            const outcome = await claimProfit(db, address);
            if (!outcome.ok) return refuse(rentalEndpoints.rentClaim, outcome.code);
            payouts.wake();
            return {
              result: 1 as const,
              unclaimedProfit: await unclaimedProfit(db, address),
              claim: {
                payoutId: outcome.payoutId,
                dsa: outcome.dsa,
                dst: outcome.dst,
                amount: outcome.amount.toString(),
                status: 'queued',
              },
            };
          },
          rentDirect: async (body) => rentDrago(db, deps, body),
          rentCancel: async (body) => cancelRental(db, deps, body),
          miningReport: async (body, request) => {
            if (!miningSecret || !sameSecret(request.headers[RENTAL_MINING_SECRET_HEADER], miningSecret)) {
              return refuse(rentalEndpoints.miningReport, 'mining_unauthorized');
            }
            return recordMining(db, body);
          },
        }),
        // A drago transferred while rented ends its rental (README "Transfers").
        subscriptions: rentalTransferSubscriptions(ctx.deployment, logger),
        devnetSeed: () => seedDemoRentals(db),
      };
    },
  });
}

export const rentalModule = createRentalModule();
