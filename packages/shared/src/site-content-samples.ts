/**
 * The API's defaults for the site content when the operator configures none (docs/configuration.md):
 * placeholders on the reserved `.example` domain for the studio's own sites, and sample lists and
 * figures flagged `sample`, which the web app labels as such. Not imported by the web app (its
 * first load reads `LINK_IDS_WITH_DEFAULT` of site-content.ts, which this file must match).
 */

import type { LinkIdWithDefault } from './site-content';
import type { ListedParty, SiteContent, TokenMetrics } from './site-content-schema';
import { SAMPLE_TIER_BANDS } from './staking';

/** The reserved `.example` domain (RFC 2606) standing in for the studio's own sites. */
const STUDIO = 'kingdoms-portal.example';

/**
 * Placeholders for the studio's own sites only. Accounts and listings on third-party services
 * (app stores, social networks, NFT marketplaces) have no default: a guessed handle would send
 * visitors to someone else's account, so those links stay hidden until configured.
 */
export const PLACEHOLDER_LINKS: Readonly<Record<LinkIdWithDefault, string>> = {
  playSite: `https://play.${STUDIO}`,
  marketplace: `https://market.${STUDIO}`,
  landPortal: `https://land.${STUDIO}`,
  dstDashboard: `https://dst.${STUDIO}`,
  swap: `https://swap.${STUDIO}`,
  a2zWhitepaper: `https://docs.${STUDIO}/a2z-whitepaper`,
  support: `https://${STUDIO}/support`,
  privacyPolicy: `https://${STUDIO}/privacy-policy`,
  termsOfUse: `https://${STUDIO}/terms-of-use`,
  contact: `mailto:contact@${STUDIO}`,
  nftSkin: `https://market.${STUDIO}/collections/skin`,
  nftResource: `https://market.${STUDIO}/collections/resource`,
  nftPackage: `https://market.${STUDIO}/collections/package`,
  rentalMarketplace: `https://rental.${STUDIO}`,
  governanceWhitepaper: `https://foundation.${STUDIO}/governance-whitepaper`,
  lokaWhitepaper: `https://docs.${STUDIO}/loka-whitepaper`,
  lokaLitePaper: `https://docs.${STUDIO}/loka-lite-paper`,
  lokaAuditReport: `https://docs.${STUDIO}/loka-audit-report`,
  pledgingLearnMore: `https://blog.${STUDIO}/pledging-guide`,
  blogLandDevelopment: `https://blog.${STUDIO}/land-development`,
  blogLandPresale: `https://blog.${STUDIO}/land-presale`,
  blogLandIntroduction: `https://blog.${STUDIO}/land-introduction`,
  blogPreRegistration: `https://blog.${STUDIO}/pre-registration-event`,
  blogGameIntroduction: `https://blog.${STUDIO}/game-introduction`,
  blogWhyStrategy: `https://blog.${STUDIO}/why-a-strategy-game`,
};

/** "Partner A", "Partner B", …: names no one could take for a real firm, and no links. */
function placeholderParties(kind: string, count: number): ListedParty[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `${kind} ${String.fromCharCode(65 + index)}`,
  }));
}

/** Sample token metrics: a plausible shape for the charts, not the token's real figures. */
export const SAMPLE_TOKEN_METRICS: Omit<TokenMetrics, 'sample'> = {
  totalSupply: 1_000_000_000,
  allocation: [
    { id: 'playToEarn', percent: 30, tgePercent: 2, cliffMonths: 0, vestingMonths: 48 },
    { id: 'ecosystem', percent: 20, tgePercent: 5, cliffMonths: 3, vestingMonths: 36 },
    { id: 'team', percent: 15, tgePercent: 0, cliffMonths: 12, vestingMonths: 24 },
    { id: 'investors', percent: 15, tgePercent: 10, cliffMonths: 6, vestingMonths: 18 },
    { id: 'marketing', percent: 10, tgePercent: 10, cliffMonths: 1, vestingMonths: 24 },
    { id: 'liquidity', percent: 10, tgePercent: 50, cliffMonths: 0, vestingMonths: 6 },
  ],
};

/**
 * What the API serves when nothing is configured. Counts follow spec 1 §9 (16 partners, 5
 * exchanges, 9 investors); every list and figure is flagged `sample` so the page says so.
 */
export const SAMPLE_SITE_CONTENT: SiteContent = {
  links: PLACEHOLDER_LINKS,
  partners: { sample: true, entries: placeholderParties('Partner', 16) },
  exchanges: { sample: true, entries: placeholderParties('Exchange', 5) },
  tokenInvestors: { sample: true, entries: placeholderParties('Investor', 9) },
  tokenMetrics: { sample: true, ...SAMPLE_TOKEN_METRICS },
  pledgingTiers: { sample: true, bands: [...SAMPLE_TIER_BANDS] },
};
