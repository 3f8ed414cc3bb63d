import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';

/** Shown when a page throws while rendering or its code chunk fails to load. */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <section className="route-error" role="alert">
      <h1 className="route-error__title">{t('error_title')}</h1>
      <p className="route-error__text">{t('error_message')}</p>
      <Button onClick={() => window.location.reload()}>{t('error_reload')}</Button>
    </section>
  );
}
