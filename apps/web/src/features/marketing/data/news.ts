import type { OutboundLinkId } from '@kingdoms/shared/site-content';

export type NewsArtVariant = 'castle' | 'drago' | 'egg' | 'map' | 'coin' | 'banner' | 'temple';

/**
 * One NEWS & MEDIA slide. The slides are configuration: edit this table (and the catalogue keys
 * news.<id>.title / news.<id>.summary) to publish different news without touching components.
 */
export interface NewsItem {
  id: string;
  /** ISO date shown on the slide, formatted for the visitor's locale. */
  date: string;
  linkId: OutboundLinkId;
  art: NewsArtVariant;
}

/** Spec 1 §9: 7 news slides. */
export const NEWS_ITEMS: readonly NewsItem[] = [
  { id: 'worldOpen', date: '2023-02-20', linkId: 'blogGameIntroduction', art: 'castle' },
  { id: 'landPortal', date: '2023-02-10', linkId: 'blogLandIntroduction', art: 'map' },
  { id: 'hatchery', date: '2023-01-28', linkId: 'medium', art: 'egg' },
  { id: 'legendary', date: '2023-01-15', linkId: 'medium', art: 'drago' },
  { id: 'lokaLaunch', date: '2023-01-05', linkId: 'lokaWhitepaper', art: 'coin' },
  { id: 'preRegistration', date: '2022-12-20', linkId: 'blogPreRegistration', art: 'banner' },
  { id: 'cvcSeason', date: '2022-12-01', linkId: 'blogWhyStrategy', art: 'temple' },
];
