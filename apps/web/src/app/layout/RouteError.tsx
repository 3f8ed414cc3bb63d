import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createLogger } from '../../shared/lib/logger';
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

/**
 * Catches a page's error and shows RouteError in its place, header and footer staying. The layout
 * keys it by path, so navigating elsewhere renders the next page afresh. (React offers error
 * boundaries only as class components.)
 */
const logger = createLogger('app');

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logger.error('a page failed to render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
