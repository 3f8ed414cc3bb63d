import { z } from 'zod';
import { addressSchema } from './address';
import { endpoint } from './api/endpoint';
import { NETWORK_ENVS, NETWORK_KEYS } from './networks';
import { siteContentSchema } from './site-content-schema';

/**
 * GET /config.json — everything the web app needs at run time, so one web build serves the
 * devnet and production. The API builds it from its configuration and the deployment file.
 */
export const runtimeNetworkSchema = z.object({
  key: z.enum(NETWORK_KEYS),
  index: z.number().int(),
  name: z.string(),
  chainId: z.number().int(),
  rpcUrl: z.string(),
  explorerUrl: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  /** The deployment's contract addresses on this network; look one up with `contractOf`. */
  contracts: z.record(z.string(), addressSchema),
  /**
   * The Safe Transaction Service of this network (SAFE_TX_SERVICE_URL_<NETWORK>, or Safe's own on
   * the production chains): where a Safe account's transaction is followed by its safeTxHash until
   * the other owners have signed and it is executed. Absent: a contract account's transaction is
   * still never called dropped, it waits for its hash (issue 44).
   */
  safeTxServiceUrl: z.string().optional(),
});
export type RuntimeNetwork = z.infer<typeof runtimeNetworkSchema>;

export const serviceBasesSchema = z.object({
  /** {stat_url} of spec 1 */
  stat: z.string(),
  /** the game API base of specs 2 and 3 */
  game: z.string(),
  /** the NFT service, whose paths start with /api */
  nft: z.string(),
  /** the main game server (/api/auth/login) */
  server: z.string(),
  /** the old-chain API (/api/moveklaytn/from) */
  oldChain: z.string(),
});
export type ServiceBases = z.infer<typeof serviceBasesSchema>;

export const mediaUrlsSchema = z.object({
  heroVideo: z.string().optional(),
  trailerVideo: z.string().optional(),
  trailerVideoChina: z.string().optional(),
  dragoHeroVideo: z.string().optional(),
  dragoTrailerVideo: z.string().optional(),
  tokenVideoDesktop: z.string().optional(),
  tokenVideoMobile: z.string().optional(),
  tokenExplainerVideo: z.string().optional(),
});
export type MediaUrls = z.infer<typeof mediaUrlsSchema>;

export const runtimeConfigSchema = z.object({
  env: z.enum(NETWORK_ENVS),
  networks: z.array(runtimeNetworkSchema),
  services: serviceBasesSchema,
  media: mediaUrlsSchema,
  wallet: z.object({
    /** The devnet-only "Dev wallet" connector is offered. */
    devWallet: z.boolean(),
    walletConnectProjectId: z.string().optional(),
    web3AuthClientId: z.string().optional(),
    /**
     * Origins of the Safe{Wallet} UIs allowed to frame the portal as a Safe App (SAFE_APP_ORIGINS):
     * framed by one of them, the web app connects the Safe Apps connector by itself.
     */
    safeAppOrigins: z.array(z.string()).optional(),
  }),
  /**
   * Outbound links and the studio's lists and figures (site-content.ts). The API always sends it;
   * without it the web app shows no outbound links and no lists.
   */
  content: siteContentSchema.optional(),
  /** Kingdom migration sign-in: client ids of the providers; devIssuer is the devnet's local OpenID issuer. */
  social: z
    .object({
      googleClientId: z.string().optional(),
      appleClientId: z.string().optional(),
      facebookAppId: z.string().optional(),
      devIssuer: z.string().optional(),
    })
    .optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const runtimeConfigEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: '/config.json',
  reply: runtimeConfigSchema,
  access: 'anyone',
  summary: 'Run-time configuration of the web app (networks, contracts, service bases)',
});

/** What the Safe{Wallet} UI reads before it lists or opens a Safe App. */
export const safeAppManifestSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Relative to the app's URL. */
  iconPath: z.string(),
});
export type SafeAppManifest = z.infer<typeof safeAppManifestSchema>;

/** The portal's Safe App manifest: the API serves it, and lets the Safe UIs load its icon. */
export const SAFE_APP_MANIFEST: SafeAppManifest = {
  name: 'Kingdoms',
  description: 'Kingdoms portal: dragos, items, pledging, rewards and the bridge, from your Safe.',
  iconPath: 'favicon.svg',
};

export const safeAppManifestEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: '/manifest.json',
  reply: safeAppManifestSchema,
  access: 'anyone',
  summary: 'Safe App manifest (name, description, icon) for the Safe{Wallet} UIs of SAFE_APP_ORIGINS',
  errors: {
    safe_app_off: { status: 404, message: 'This site is not set up as a Safe App (SAFE_APP_ORIGINS).' },
  },
});

/** The runtime-config module's endpoints. */
export const runtimeConfigEndpoints = {
  runtimeConfig: runtimeConfigEndpoint,
  safeAppManifest: safeAppManifestEndpoint,
} as const;
