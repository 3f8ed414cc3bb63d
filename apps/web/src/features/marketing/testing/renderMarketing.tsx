import type { MediaUrls, RuntimeConfig } from '@kingdoms/shared/runtime-config';
import type { SiteContent } from '@kingdoms/shared/site-content-schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { TEST_RUNTIME_CONFIG, TEST_SITE_CONTENT } from '../../../../test/runtimeConfigFixture';
import commonEn from '../../../i18n/locales/en.json';
import commonJa from '../../../i18n/locales/ja.json';
import commonKo from '../../../i18n/locales/ko.json';
import commonZh from '../../../i18n/locales/zh.json';
import { runtimeConfigQuery } from '../../../shared/config/runtimeConfig';
import { IsMobileContext } from '../../../shared/lib/device';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import ko from '../locales/ko.json';
import zh from '../locales/zh.json';

export const MARKETING_CATALOGUES = { en, ko, ja, zh } as const;
/** The shell's catalogue: shared components on the pages (sample notices) speak from it. */
const COMMON_CATALOGUES = { en: commonEn, ko: commonKo, ja: commonJa, zh: commonZh } as const;
export type TestLanguage = keyof typeof MARKETING_CATALOGUES;

/**
 * A private i18next instance with the marketing catalogue of `language` loaded up front. The page
 * gets it through <I18nextProvider>, not react-i18next's plugin: the plugin would make it the
 * global instance of every later file in the worker (the web tests share modules across files).
 */
export async function createTestI18n(language: TestLanguage): Promise<I18n> {
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: {
      [language]: { marketing: MARKETING_CATALOGUES[language], common: COMMON_CATALOGUES[language] },
    },
    ns: ['marketing', 'common'],
    defaultNS: 'marketing',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // Synchronous init, so tests running on fake timers do not wait on a setTimeout.
    initAsync: false,
  });
  return instance;
}

export function testRuntimeConfig(
  media: MediaUrls = {},
  content: SiteContent = TEST_SITE_CONTENT,
): RuntimeConfig {
  return { ...TEST_RUNTIME_CONFIG, media, content };
}

export interface RenderOptions {
  language?: TestLanguage;
  isMobile?: boolean;
  media?: MediaUrls;
  /** The site content of /config.json; every link and list configured by default. */
  content?: SiteContent;
}

/**
 * Renders a marketing page or component the way the app does (real catalogue, runtime config
 * already loaded, router, device context), with no network involved.
 */
export async function renderMarketing(
  ui: ReactElement,
  { language = 'en', isMobile = false, media = {}, content = TEST_SITE_CONTENT }: RenderOptions = {},
): Promise<RenderResult & { i18n: I18n }> {
  const i18n = await createTestI18n(language);
  const queryClient = new QueryClient();
  queryClient.setQueryData(runtimeConfigQuery.queryKey, testRuntimeConfig(media, content));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <IsMobileContext.Provider value={isMobile}>
          <MemoryRouter>{ui}</MemoryRouter>
        </IsMobileContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, i18n };
}
