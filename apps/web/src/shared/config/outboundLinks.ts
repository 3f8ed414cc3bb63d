/**
 * THE one table of outbound URLs. Components refer to a link by its id and render it through
 * <ExternalLink>, which appends the saved campaign query (spec 1 §7 "Outbound navigation").
 * The studio's real domains are configuration, not code: change them here only.
 */
const STUDIO_SITE = 'https://kingdoms-portal.example';
const DOCS_SITE = 'https://docs.kingdoms-portal.example';

export const OUTBOUND_LINKS = {
  // the game and its stores
  playSite: `https://play.kingdoms-portal.example`,
  appStore: 'https://apps.apple.com/app/kingdoms-portal/id0000000000',
  playStore: 'https://play.google.com/store/apps/details?id=example.kingdoms.portal',
  // web3 services of the studio
  marketplace: `https://market.kingdoms-portal.example`,
  landPortal: `https://land.kingdoms-portal.example`,
  dstDashboard: `https://dst.kingdoms-portal.example`,
  swap: `https://swap.kingdoms-portal.example`,
  // documents and help
  a2zWhitepaper: `${DOCS_SITE}/a2z-whitepaper`,
  lokaWhitepaper: `${DOCS_SITE}/loka-whitepaper`,
  support: `${STUDIO_SITE}/support`,
  privacyPolicy: `${STUDIO_SITE}/privacy-policy`,
  termsOfUse: `${STUDIO_SITE}/terms-of-use`,
  contact: 'mailto:contact@kingdoms-portal.example',
  // social channels
  twitter: 'https://x.com/kingdomsportal',
  discord: 'https://discord.gg/kingdomsportal',
  telegram: 'https://t.me/kingdomsportal',
  medium: 'https://medium.com/@kingdomsportal',
  youtube: 'https://www.youtube.com/@kingdomsportal',
  // marketing pages: NFT marketplace collections (spec 1 §3)
  nftLand: `https://market.kingdoms-portal.example/collections/land`,
  nftDrago: `https://market.kingdoms-portal.example/collections/drago`,
  nftDragoEgg: `https://market.kingdoms-portal.example/collections/drago-egg`,
  nftSkin: `https://market.kingdoms-portal.example/collections/skin`,
  nftResource: `https://market.kingdoms-portal.example/collections/resource`,
  nftPackage: `https://market.kingdoms-portal.example/collections/package`,
  // marketing pages: BUY DRAGO (four marketplace kinds and chains) and drago rental
  buyDragoRaribleArenaZ: 'https://rarible.com/kingdoms-drago-arenaz',
  buyDragoRariblePolygon: 'https://rarible.com/kingdoms-drago-polygon',
  buyDragoOpenseaEthereum: 'https://opensea.io/collection/kingdoms-drago-ethereum',
  buyDragoOpenseaPolygon: 'https://opensea.io/collection/kingdoms-drago-polygon',
  rentalMarketplace: `https://rental.kingdoms-portal.example`,
  // pledging page: the community post explaining pledging, tiers and rewards (spec 3)
  pledgingLearnMore: 'https://medium.com/@kingdomsportal/pledging-guide',
  // marketing pages: whitepapers and token documents
  governanceWhitepaper: 'https://foundation.kingdoms-portal.example/governance-whitepaper',
  lokaLitePaper: `${DOCS_SITE}/loka-lite-paper`,
  lokaAuditReport: `${DOCS_SITE}/loka-audit-report`,
  // marketing pages: blog articles of the media page
  blogLandDevelopment: 'https://medium.com/@kingdomsportal/land-development',
  blogLandPresale: 'https://medium.com/@kingdomsportal/land-presale',
  blogLandIntroduction: 'https://medium.com/@kingdomsportal/land-introduction',
  blogPreRegistration: 'https://medium.com/@kingdomsportal/pre-registration-event',
  blogGameIntroduction: 'https://medium.com/@kingdomsportal/game-introduction',
  blogWhyStrategy: 'https://medium.com/@kingdomsportal/why-a-strategy-game',
  // marketing pages: exchanges listing LOKA
  exchangeMeridian: 'https://meridian-exchange.example/trade/LOKA',
  exchangeCrestline: 'https://crestline-dex.example/swap?token=LOKA',
  exchangeHarborswap: 'https://harborswap.example/LOKA',
  exchangeVaultline: 'https://vaultline.example/markets/LOKA',
  exchangeTidemark: 'https://tidemark.example/spot/LOKA_USDT',
  // marketing pages: investors and partners
  partnerIronvale: 'https://ironvale-capital.example',
  partnerNorthwind: 'https://northwind-ventures.example',
  partnerEmberstone: 'https://emberstone-labs.example',
  partnerObsidian: 'https://obsidian-fund.example',
  partnerSilverpeak: 'https://silverpeak-partners.example',
  partnerRuneforge: 'https://runeforge.example',
  partnerStarfall: 'https://starfall-digital.example',
  partnerMoonharbor: 'https://moonharbor.example',
  partnerBlackwater: 'https://blackwater-guild.example',
  partnerCrimsonOak: 'https://crimson-oak.example',
  partnerAzureKeep: 'https://azure-keep.example',
  partnerStormcrest: 'https://stormcrest-labs.example',
  partnerGoldleaf: 'https://goldleaf-holdings.example',
  partnerThornwall: 'https://thornwall-media.example',
  partnerFrostgate: 'https://frostgate.example',
  partnerDuskline: 'https://duskline-games.example',
} as const satisfies Record<string, string>;

export type OutboundLinkId = keyof typeof OUTBOUND_LINKS;

/** The social channels, in the order the header and footer show them. */
export const SOCIAL_LINK_IDS = [
  'twitter',
  'discord',
  'telegram',
  'medium',
  'youtube',
] as const satisfies readonly OutboundLinkId[];
export type SocialLinkId = (typeof SOCIAL_LINK_IDS)[number];
