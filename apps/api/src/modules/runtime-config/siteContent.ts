import { readFileSync } from 'node:fs';
import {
  isOutboundUrl,
  OUTBOUND_LINK_IDS,
  type OutboundLinkId,
  type OutboundLinks,
} from '@kingdoms/shared/site-content';
import { SAMPLE_SITE_CONTENT } from '@kingdoms/shared/site-content-samples';
import {
  type SiteContent,
  type SiteContentFile,
  siteContentFileSchema,
} from '@kingdoms/shared/site-content-schema';
import { envVariableName } from '../../lib/configSlice';

/**
 * The site content's configuration (docs/configuration.md "Outbound links and site content"):
 * one LINK_* variable per outbound link, COMPANY_ADDRESS, and SITE_CONTENT_FILE for the lists and
 * figures. What is not configured falls back to SAMPLE_SITE_CONTENT (placeholders, flagged sample).
 */

/** A LINK_* value that hides a link which has a placeholder default. */
export const LINK_HIDDEN = 'none';

/** LINK_PLAY_SITE ↔ playSite: one variable per outbound link id of the shared table. */
export const LINK_VARIABLES: Readonly<Record<string, OutboundLinkId>> = Object.fromEntries(
  OUTBOUND_LINK_IDS.map((id) => [envVariableName('LINK', id), id]),
);
export const LINK_VARIABLE_NAMES = Object.keys(LINK_VARIABLES);

/** A LINK_* value is valid when unset, LINK_HIDDEN, or an http(s)/mailto URL. */
export function isLinkSetting(value: string | undefined): boolean {
  return value === undefined || value === LINK_HIDDEN || isOutboundUrl(value);
}
export const LINK_SETTING_PROBLEM = `must be an absolute http(s):// or mailto: URL, or ${LINK_HIDDEN} to hide the link`;

export interface SiteContentSettings {
  /** By link id: a URL, LINK_HIDDEN, or absent (the placeholder default, if there is one). */
  readonly links: Readonly<Partial<Record<OutboundLinkId, string>>>;
  readonly companyAddress: string | undefined;
  readonly file: SiteContentFile | undefined;
}

/** The content /config.json serves: the settings over the samples; what the file holds is no sample. */
export function resolveSiteContent({ links, companyAddress, file }: SiteContentSettings): SiteContent {
  const resolvedLinks: OutboundLinks = {};
  for (const id of OUTBOUND_LINK_IDS) {
    const url = links[id] ?? SAMPLE_SITE_CONTENT.links[id];
    if (url && url !== LINK_HIDDEN) resolvedLinks[id] = url;
  }
  return {
    links: resolvedLinks,
    ...(companyAddress ? { companyAddress } : {}),
    partners: file?.partners ? { sample: false, entries: file.partners } : SAMPLE_SITE_CONTENT.partners,
    exchanges: file?.exchanges ? { sample: false, entries: file.exchanges } : SAMPLE_SITE_CONTENT.exchanges,
    tokenInvestors: file?.tokenInvestors
      ? { sample: false, entries: file.tokenInvestors }
      : SAMPLE_SITE_CONTENT.tokenInvestors,
    tokenMetrics: file?.tokenMetrics
      ? { sample: false, ...file.tokenMetrics }
      : SAMPLE_SITE_CONTENT.tokenMetrics,
    pledgingTiers: file?.pledgingTiers
      ? { sample: false, bands: file.pledgingTiers }
      : SAMPLE_SITE_CONTENT.pledgingTiers,
  };
}

/** Reads and checks SITE_CONTENT_FILE; a problem is thrown as an Error saying what and where. */
export function readSiteContentFile(path: string): SiteContentFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}: ${path})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`is not JSON (${(error as Error).message})`);
  }
  const parsed = siteContentFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new Error(`is not valid site content (${where}${issue?.message ?? 'invalid'})`);
  }
  return parsed.data;
}
