import { DEFAULT_BASE_PATHS, SERVICE_NAMES, type ServiceName } from '@kingdoms/shared/api/endpoint';
import { type MediaUrls, mediaUrlsSchema, type ServiceBases } from '@kingdoms/shared/runtime-config';
import type { OutboundLinkId } from '@kingdoms/shared/site-content';
import { z } from 'zod';
import {
  booleanFlag,
  ConfigError,
  configSlice,
  envVariableName,
  optionalText,
  resolveFromRoot,
} from '../../lib/configSlice';
import {
  isLinkSetting,
  LINK_SETTING_PROBLEM,
  LINK_VARIABLE_NAMES,
  LINK_VARIABLES,
  readSiteContentFile,
  resolveSiteContent,
} from './siteContent';

const servicePath = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/\/+$/, '') : fallback))
    .pipe(
      z
        .string()
        .regex(/^(\/[^\s]*|https?:\/\/\S+)$/, 'must be a path starting with / or an http(s) URL')
        .or(z.literal('')),
    );

/** SERVICE_BASE_OLD_CHAIN ↔ oldChain: one variable per service base, defaulting to where the API serves it. */
const SERVICE_VARIABLES = Object.fromEntries(
  SERVICE_NAMES.map((service) => [envVariableName('SERVICE_BASE', service), service]),
) as Record<string, ServiceName>;

/** MEDIA_HERO_VIDEO ↔ heroVideo, one variable per field of the shared media schema. */
const MEDIA_VARIABLES = Object.fromEntries(
  Object.keys(mediaUrlsSchema.shape).map((field) => [envVariableName('MEDIA', field), field]),
) as Record<string, keyof MediaUrls>;

export const MEDIA_VARIABLE_NAMES = Object.keys(MEDIA_VARIABLES);

/**
 * What /config.json tells the web app: the public service bases, media URLs, wallet SDK ids, and
 * the site content (outbound links, company address, partner lists and figures with the sample
 * defaults filled in, siteContent.ts).
 */
export const runtimeConfigConfig = configSlice({
  key: 'runtimeConfig',
  variables: {
    ...Object.fromEntries(
      Object.entries(SERVICE_VARIABLES).map(([name, service]) => [
        name,
        servicePath(DEFAULT_BASE_PATHS[service]),
      ]),
    ),
    ...Object.fromEntries(MEDIA_VARIABLE_NAMES.map((name) => [name, optionalText])),
    WALLETCONNECT_PROJECT_ID: optionalText,
    WEB3AUTH_CLIENT_ID: optionalText,
    DEV_WALLET: booleanFlag,
    ...Object.fromEntries(
      LINK_VARIABLE_NAMES.map((name) => [name, optionalText.refine(isLinkSetting, LINK_SETTING_PROBLEM)]),
    ),
    COMPANY_ADDRESS: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
    SITE_CONTENT_FILE: optionalText,
  },
  read(parsed) {
    // The keys built from tables are typed loosely by zod; these are the values they validated.
    const vars = parsed as typeof parsed & Record<string, string | undefined>;
    const services = Object.fromEntries(
      Object.entries(SERVICE_VARIABLES).map(([name, service]) => [service, vars[name] ?? '']),
    ) as ServiceBases;
    const media: MediaUrls = {};
    for (const [name, field] of Object.entries(MEDIA_VARIABLES)) {
      const value = vars[name];
      if (value) media[field] = value;
    }
    const links: Partial<Record<OutboundLinkId, string>> = {};
    for (const [name, id] of Object.entries(LINK_VARIABLES)) {
      const value = vars[name];
      if (value) links[id] = value;
    }
    let file: ReturnType<typeof readSiteContentFile> | undefined;
    if (vars.SITE_CONTENT_FILE) {
      try {
        file = readSiteContentFile(resolveFromRoot(vars.SITE_CONTENT_FILE));
      } catch (error) {
        throw new ConfigError('SITE_CONTENT_FILE', (error as Error).message);
      }
    }
    return {
      services,
      media,
      wallet: {
        /** undefined: decided by the deployment (offered on the devnet only). */
        devWallet: vars.DEV_WALLET,
        walletConnectProjectId: vars.WALLETCONNECT_PROJECT_ID,
        web3AuthClientId: vars.WEB3AUTH_CLIENT_ID,
      },
      siteContent: resolveSiteContent({ links, companyAddress: vars.COMPANY_ADDRESS, file }),
    };
  },
});
export type RuntimeConfigSettings = ReturnType<typeof runtimeConfigConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly runtimeConfig: RuntimeConfigSettings;
  }
}
