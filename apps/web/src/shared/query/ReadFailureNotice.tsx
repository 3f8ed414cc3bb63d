import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readFailureStore } from './readFailureStore';
import './ReadFailureNotice.css';

/**
 * The shell's word that some figures on the page could not be loaded (readFailures.ts): shown
 * while any read on screen failed on the way, gone by itself once they answer. The polite live
 * region is there from the start (a region added with its text is often not read out), without a
 * role: the page's own status lines stay the only `status`. The button tries again at once.
 */
export function ReadFailureNotice() {
  const { t } = useTranslation();
  const { failing } = useSyncExternalStore(
    readFailureStore.subscribe,
    readFailureStore.getSnapshot,
    readFailureStore.getSnapshot,
  );
  return (
    <div className="read-failure" aria-live="polite" data-testid="read-failure">
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
