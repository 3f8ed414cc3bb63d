import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/catalogueLoaders';

function namespaceOf(key: string): string {
  const separator = key.indexOf(':');
  return separator > 0 ? key.slice(0, separator) : SHELL_NAMESPACE;
}

/** Writes the route's translated title and meta description into the document head. */
export function RouteMeta({ titleKey, descriptionKey }: { titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation([namespaceOf(titleKey), namespaceOf(descriptionKey), SHELL_NAMESPACE]);
  const pageTitle = t(titleKey);
  const description = t(descriptionKey);
  const siteName = t('common:site_name');

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteName}` : siteName;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [pageTitle, description, siteName]);

  return null;
}
