import type { OutboundLinkId } from '@kingdoms/shared/site-content';

export type MediaArticleId =
  | 'landDevelopment'
  | 'landPresale'
  | 'landIntroduction'
  | 'preRegistration'
  | 'gameIntroduction'
  | 'whyStrategy';

export interface MediaArticle {
  id: MediaArticleId;
  linkId: OutboundLinkId;
}

/** The media page's six blog cards, in the spec's order (spec 1 §2 Media). */
export const MEDIA_ARTICLES: readonly MediaArticle[] = [
  { id: 'landDevelopment', linkId: 'blogLandDevelopment' },
  { id: 'landPresale', linkId: 'blogLandPresale' },
  { id: 'landIntroduction', linkId: 'blogLandIntroduction' },
  { id: 'preRegistration', linkId: 'blogPreRegistration' },
  { id: 'gameIntroduction', linkId: 'blogGameIntroduction' },
  { id: 'whyStrategy', linkId: 'blogWhyStrategy' },
];
