/**
 * The site's outbound links and the figures it shows about the studio (partners, exchanges, token
 * metrics, pledging tiers, company address). None of these is known to the code: they are the
 * operator's configuration (docs/configuration.md), served to the web app in /config.json.
 * Unconfigured, the API serves the clearly-placeholder defaults of site-content-samples.ts, and
 * the web app labels sample figures as samples and never renders a link without a configured URL.
 *
 * No zod here: the web app's first load imports the ids; the schemas are in site-content-schema.ts.
 */
import type { SiteContent } from './site-content-schema';

/** Every outbound link the web app can show, by id, grouped by where it appears. */
export const OUTBOUND_LINK_IDS = [
  // the game and its store listings (home and token pages)
  'playSite',
  'appStore',
  'playStore',
  // the studio's web3 services (header, home and land pages)
  'marketplace',
  'landPortal',
  'dstDashboard',
  'swap',
  // documents and help (header, footer)
  'a2zWhitepaper',
  'support',
  'privacyPolicy',
  'termsOfUse',
  'contact',
  // social channels (header and footer); `discord` is also the drago rental's community chat
  'twitter',
  'discord',
  'telegram',
  'medium',
  'youtube',
  // home page: NFT marketplace collections of the last three blockchain feature cards
  'nftSkin',
  'nftResource',
  'nftPackage',
  // drago page: BUY DRAGO (two kinds of NFT marketplace, two chains each) and rental
  'buyDragoMarketArenaZ',
  'buyDragoMarketPolygon',
  'buyDragoCollectionEthereum',
  'buyDragoCollectionPolygon',
  'rentalMarketplace',
  'governanceWhitepaper',
  // token page
  'lokaWhitepaper',
  'lokaLitePaper',
  'lokaAuditReport',
  // pledging page: the community post on pledging, tiers and rewards
  'pledgingLearnMore',
  // bridge page: LOKA from Ethereum to Arena-Z, which another bridge carries (spec 3 "Bridge page")
  'lokaBridgeArenaZ',
  // media page: the six blog articles
  'blogLandDevelopment',
  'blogLandPresale',
  'blogLandIntroduction',
  'blogPreRegistration',
  'blogGameIntroduction',
  'blogWhyStrategy',
] as const;
export type OutboundLinkId = (typeof OUTBOUND_LINK_IDS)[number];
export type OutboundLinks = Partial<Record<OutboundLinkId, string>>;

/**
 * The links with a default URL (the studio's own sites: a placeholder on the reserved `.example`
 * domain until configured, site-content-samples.ts `PLACEHOLDER_LINKS`). The web app's first
 * load needs only these ids (`ExternalLink`), never the samples module and what it imports.
 */
export const LINK_IDS_WITH_DEFAULT = [
  'playSite',
  'marketplace',
  'landPortal',
  'dstDashboard',
  'swap',
  'a2zWhitepaper',
  'support',
  'privacyPolicy',
  'termsOfUse',
  'contact',
  'nftSkin',
  'nftResource',
  'nftPackage',
  'rentalMarketplace',
  'governanceWhitepaper',
  'lokaWhitepaper',
  'lokaLitePaper',
  'lokaAuditReport',
  'pledgingLearnMore',
  'blogLandDevelopment',
  'blogLandPresale',
  'blogLandIntroduction',
  'blogPreRegistration',
  'blogGameIntroduction',
  'blogWhyStrategy',
] as const satisfies readonly OutboundLinkId[];
export type LinkIdWithDefault = (typeof LINK_IDS_WITH_DEFAULT)[number];

/** Whether a link shows (as a placeholder until /config.json loads) unless a deployment hides it. */
export function hasDefaultLink(id: OutboundLinkId): boolean {
  return (LINK_IDS_WITH_DEFAULT as readonly OutboundLinkId[]).includes(id);
}

/** The social channels, in the order the header and footer show them. */
export const SOCIAL_LINK_IDS = [
  'twitter',
  'discord',
  'telegram',
  'medium',
  'youtube',
] as const satisfies readonly OutboundLinkId[];
export type SocialLinkId = (typeof SOCIAL_LINK_IDS)[number];

/** Ids of the token allocation buckets the web app has labels (and colours) for. */
export const TOKEN_ALLOCATION_IDS = [
  'playToEarn',
  'ecosystem',
  'team',
  'investors',
  'marketing',
  'liquidity',
  'treasury',
  'advisors',
  'community',
  'reserve',
  'publicSale',
  'privateSale',
] as const;
export type TokenAllocationId = (typeof TOKEN_ALLOCATION_IDS)[number];

/**
 * Content with nothing in it: what the web app uses until /config.json has loaded (or when an
 * older API sends none). No links, no lists.
 */
export const EMPTY_SITE_CONTENT: SiteContent = {
  links: {},
  partners: { sample: false, entries: [] },
  exchanges: { sample: false, entries: [] },
  tokenInvestors: { sample: false, entries: [] },
  tokenMetrics: { sample: false, totalSupply: 0, allocation: [] },
  pledgingTiers: { sample: false, bands: [] },
};

/** Schemes an outbound link may use: web pages and e-mail, never `javascript:` or `data:`. */
export function isOutboundUrl(value: string): boolean {
  if (!/^(https?:\/\/|mailto:)/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
