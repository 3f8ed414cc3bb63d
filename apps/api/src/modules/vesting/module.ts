import { describeVestingIssues, vestingEndpoints } from '@kingdoms/shared/api/vesting';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { type ApiModule, defineModule } from '../module';
import { seedDemoVestings } from './devnetSeed';
import { createVestingService, type VestingServiceOptions } from './service';
import { vestingSubscription } from './subscription';
import { resolveVoucherSetup } from './voucher';

/** The wallet of the request's Sign-In with Ethereum session (set by the 'wallet'/'admin' guard). */
function sessionWallet(request: FastifyRequest): { address: string; isAdmin: boolean } {
  const session = request.walletSession;
  if (!session) throw new Error('A vesting endpoint ran without its access guard');
  return { address: session.address, isAdmin: session.isAdmin };
}

/**
 * A register request that fails validation answers every problem in the admin's words (spec 3
 * §8: the panel shows the server's `err` text as is), not as schema paths.
 */
function invalidVesting(issues: readonly FastifySchemaValidationError[]): never {
  return refuse(vestingEndpoints.register, 'invalid_vesting', describeVestingIssues(issues));
}

/**
 * My Reward (spec 3 §3, §4, §7): schedules registered by admins (ADMIN_ADDRESSES), figures from
 * the shared vesting rules, what was paid from the Vesting contract's indexed Claimed events, and
 * claims as vouchers signed with the API's key (SIGNER_PRIVATE_KEY) for the wallet to send.
 */
export function createVestingModule(options: Pick<VestingServiceOptions, 'now'> = {}): ApiModule {
  return defineModule({
    name: 'vesting',
    setup(ctx) {
      const subscription = vestingSubscription(ctx.deployment);
      const voucher = resolveVoucherSetup(ctx.platform.signerPrivateKey, ctx.chains);
      if (voucher.problem) ctx.logger.info(voucher.problem);
      const service = createVestingService({
        db: ctx.db,
        chainId: subscription?.chainId,
        signer: voucher.signer,
        ...options,
      });
      return {
        endpoints: serveGroup(vestingEndpoints, {
          dashboard: async (_body, request) => {
            const wallet = sessionWallet(request);
            return service.dashboard(wallet.address, wallet.isAdmin);
          },
          claimAll: async (_body, request) => service.claim(sessionWallet(request).address, null),
          claim: async (body, request) => service.claim(sessionWallet(request).address, body.vestingId),
          list: async () => ({ result: 1 as const, vestings: await service.list() }),
          register: {
            handle: async (body, request) => service.register(sessionWallet(request).address, body),
            invalidRequest: invalidVesting,
          },
          stop: async (body, request) => service.stop(sessionWallet(request).address, body.vestingId),
          log: async () => ({ result: 1 as const, log: await service.log() }),
        }),
        subscriptions: subscription ? [subscription] : [],
        async devnetSeed() {
          const seeded = await seedDemoVestings(ctx.db, Math.floor(Date.now() / 1000));
          if (seeded > 0) ctx.logger.info(`Devnet: registered ${seeded} demo vesting schedules`);
        },
      };
    },
  });
}

export const vestingModule = createVestingModule();
