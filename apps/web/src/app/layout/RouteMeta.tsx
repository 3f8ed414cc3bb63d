import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/catalogueLoaders';

function namespaceOf(key: string): string {
  const separator = key.indexOf(':');
  return separator > 0 ? key.slice(0, separator) : SHELL_NAMESPACE;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Writes the route's translated title, meta description and Open Graph tags into the document
 * head (index.html carries English defaults for crawlers that do not run scripts).
 */
export function RouteMeta({ titleKey, descriptionKey }: { titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation([namespaceOf(titleKey), namespaceOf(descriptionKey), SHELL_NAMESPACE]);
  const pageTitle = t(titleKey);
  const description = t(descriptionKey);
  const siteName = t('common:site_name');

  useEffect(() => {
    const title = pageTitle ? `${pageTitle} | ${siteName}` : siteName;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.href);
  }, [pageTitle, description, siteName]);

  return null;
}
