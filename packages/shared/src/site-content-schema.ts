/**
 * Schemas of the site content (site-content.ts): `content` of /config.json, and the operator's
 * SITE_CONTENT_FILE the API reads it from. The same rules check both ends.
 */
import { z } from 'zod';
import { isOutboundUrl, OUTBOUND_LINK_IDS, type OutboundLinkId, TOKEN_ALLOCATION_IDS } from './site-content';
import { TIER_EFFECT_KEYS, type TierEffectKey, tierBandsProblem } from './staking';

/** An outbound link: http(s) or mailto only, so a configured value can never run script. */
export const outboundUrlSchema = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine(isOutboundUrl, 'must be an absolute http://, https:// or mailto: URL');

const linkShape = Object.fromEntries(
  OUTBOUND_LINK_IDS.map((id) => [id, outboundUrlSchema.optional()]),
) as Record<OutboundLinkId, z.ZodOptional<typeof outboundUrlSchema>>;
/** The configured URL of each outbound link; a link that is absent is not shown. */
export const outboundLinksSchema = z.object(linkShape);

/** A partner, exchange or investor: its name (a brand, shown as written) and, if configured, its site. */
export const listedPartySchema = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
    url: outboundUrlSchema.optional(),
  })
  .strict();
export type ListedParty = z.infer<typeof listedPartySchema>;

const partyListSchema = z.array(listedPartySchema).max(64, 'must list at most 64 entries');

/** `sample`: these are the API's placeholders, which the page labels as sample content. */
const partyListSectionSchema = z.object({ sample: z.boolean(), entries: partyListSchema });
export type PartyListSection = z.infer<typeof partyListSectionSchema>;

const percent = z
  .number()
  .min(0, 'must be a percent from 0 to 100')
  .max(100, 'must be a percent from 0 to 100');
const months = z.number().int('must be whole months').min(0).max(600, 'must be at most 600 months');

export const allocationBucketSchema = z
  .object({
    id: z.enum(TOKEN_ALLOCATION_IDS),
    /** Share of the total supply. */
    percent,
    /** Unlocked at the token generation event, in percent of the bucket. */
    tgePercent: percent,
    cliffMonths: months,
    /** Months of linear unlocking after the cliff (0: all of it when the cliff ends). */
    vestingMonths: months,
  })
  .strict();
export type AllocationBucketFigures = z.infer<typeof allocationBucketSchema>;

const tokenMetricsShape = {
  /** Whole tokens. */
  totalSupply: z.number().int('must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER),
  allocation: z.array(allocationBucketSchema).max(TOKEN_ALLOCATION_IDS.length),
};

/** Buckets are named once each and, when there are any, share out the whole supply. */
function checkAllocation(
  metrics: { allocation: readonly AllocationBucketFigures[] },
  context: z.RefinementCtx,
): void {
  const ids = metrics.allocation.map((bucket) => bucket.id);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({ code: 'custom', path: ['allocation'], message: 'names a bucket twice' });
  }
  const total = metrics.allocation.reduce((sum, bucket) => sum + bucket.percent, 0);
  if (ids.length > 0 && Math.abs(total - 100) > 0.01) {
    context.addIssue({
      code: 'custom',
      path: ['allocation'],
      message: `percents must add up to 100 (they add up to ${total})`,
    });
  }
}

export const tokenMetricsSchema = z
  .object({ sample: z.boolean(), ...tokenMetricsShape })
  .superRefine(checkAllocation);
export type TokenMetrics = z.infer<typeof tokenMetricsSchema>;

const effectsShape = Object.fromEntries(TIER_EFFECT_KEYS.map((key) => [key, z.number()])) as Record<
  TierEffectKey,
  z.ZodNumber
>;

export const tierBandSchema = z
  .object({
    tier: z.number().int(),
    fromRank: z.number().int(),
    toRank: z.number().int(),
    /** Percent per effect of spec 3 "Reward effect rates". */
    effects: z.object(effectsShape).strict(),
  })
  .strict();

/** The PLEDGING BONUS table (packages/shared/src/staking.ts `tierBandsProblem` has the rules). */
export const tierBandsSchema = z.array(tierBandSchema).superRefine((bands, context) => {
  const problem = tierBandsProblem(bands);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const siteContentSchema = z.object({
  links: outboundLinksSchema,
  /** The footer's contact line (spec 3 "Footer": a company address); absent: not shown. */
  companyAddress: z.string().trim().min(1).max(200).optional(),
  /** INVESTORS & PARTNERS of the home page (spec 1 §9: 16). */
  partners: partyListSectionSchema,
  /** LOKA AVAILABLE ON: exchanges (spec 1 §9: 5). */
  exchanges: partyListSectionSchema,
  /** LOKA AVAILABLE ON: investors (spec 1 §9: 9). */
  tokenInvestors: partyListSectionSchema,
  /** TOKEN METRIC: total supply and the allocation behind both charts. */
  tokenMetrics: tokenMetricsSchema,
  pledgingTiers: z.object({ sample: z.boolean(), bands: tierBandsSchema }),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/**
 * The operator's SITE_CONTENT_FILE: any of the lists and figures. What it holds replaces the
 * sample; what it leaves out stays sample content. Unknown keys are refused (a typo would
 * otherwise leave a sample silently in place).
 */
export const siteContentFileSchema = z
  .object({
    partners: partyListSchema.optional(),
    exchanges: partyListSchema.optional(),
    tokenInvestors: partyListSchema.optional(),
    tokenMetrics: z.object(tokenMetricsShape).strict().superRefine(checkAllocation).optional(),
    pledgingTiers: tierBandsSchema.optional(),
  })
  .strict();
export type SiteContentFile = z.infer<typeof siteContentFileSchema>;
