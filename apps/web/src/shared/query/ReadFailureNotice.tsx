import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readFailureStore } from './readFailureStore';
import './ReadFailureNotice.css';

/**
 * The shell's word that some figures on the page could not be loaded (readFailures.ts): shown
 * while any read on screen failed on the way, gone by itself once they answer. A polite live
 * region, so a screen reader hears it once; the button tries again at once.
 */
export function ReadFailureNotice() {
  const { t } = useTranslation();
  const { failing } = useSyncExternalStore(
    readFailureStore.subscribe,
    readFailureStore.getSnapshot,
    readFailureStore.getSnapshot,
  );
  return (
    <div className="read-failure" role="status" aria-live="polite" data-testid="read-failure">
      {failing > 0 ? (
        <p className="read-failure__box">
          <span>{t('read_failed')}</span>
          <button
            type="button"
            className="read-failure__retry"
            onClick={readFailureStore.retryNow}
            data-testid="read-failure-retry"
          >
            {t('read_retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
