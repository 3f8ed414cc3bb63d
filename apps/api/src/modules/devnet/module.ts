import { DEV_CLIENTS, DEV_FACEBOOK_APP_SECRET, devIssuerEnabled, resolveSocialSettings } from '../migration';
import { defineModule, type ModuleParts } from '../module';
import { REWARD_ASSET } from '../staking-rewards';
import { createDevIssuer } from './devIssuer';
import { devIssuerEndpoints } from './devIssuerEndpoints';
import { startupRewardSnapshot } from './startupSnapshot';

/**
 * Helpers that exist only off production, so that the devnet works offline and shows something
 * at once: the local OpenID issuer the migration sign-in uses there (OIDC_DEV_ISSUER), and a
 * reward snapshot of today as soon as the seeded pledges are indexed. Registered only where one
 * of them is on; production modules know nothing of it.
 */
export const devnetModule = defineModule({
  name: 'devnet',
  needs: ['migration', 'stakingRewards'],
  uses: ['payouts'],
  enabled: (ctx) => ctx.devnet || devIssuerEnabled(ctx.needs.migration, ctx.deployment),
  async setup(ctx) {
    const { needs, db, logger } = ctx;
    const parts: { endpoints?: ModuleParts['endpoints']; workers?: ModuleParts['workers'] } = {};

    const { devIssuerUrl } = resolveSocialSettings(needs.migration, ctx.deployment);
    if (devIssuerUrl) {
      const issuer = await createDevIssuer(devIssuerUrl, DEV_CLIENTS);
      parts.endpoints = devIssuerEndpoints({
        issuer,
        facebookAppSecret: DEV_FACEBOOK_APP_SECRET,
        allowedOrigins: ctx.platform.corsOrigins,
      });
      logger.info(`Local OpenID issuer for migration sign-in at ${devIssuerUrl}`);
    }

    // Only where claims can be paid: a devnet deployment without RewardPayout has nothing to demo.
    if (ctx.devnet && needs.stakingRewards.jobs && ctx.services.payouts.isOpen(REWARD_ASSET)) {
      parts.workers = [startupRewardSnapshot(db, logger, needs.stakingRewards.dailyRewardPool)];
    }
    return parts;
  },
});
