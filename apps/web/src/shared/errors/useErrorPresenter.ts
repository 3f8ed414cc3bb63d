import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createLogger } from '../lib/logger';
import { useAlert } from '../overlays';
import { type DescribeOptions, describeError, type UserError } from './describeError';
import { errorKey } from './errorCodes';

export interface PresentOptions extends DescribeOptions {
  /** What was attempted, for the log line: 'reward claim' logs "reward claim failed". */
  action?: string;
}

export interface ErrorPresenter {
  /** Maps any failure (thrown, or an API `{result: 0}` reply) and logs it at its level. */
  describe: (failure: unknown, options?: PresentOptions) => UserError;
  /** The catalogue text of a described failure, for inline messages. */
  text: (error: UserError) => string;
  /** Spec 3 §8: alerts open the shared alert modal. */
  alert: (error: UserError) => void;
  /** describe, then alert: the usual way a failure reaches the person. */
  show: (failure: unknown, options?: PresentOptions) => UserError;
}

/**
 * THE way a failure reaches people and developers: one mapper (describeError), one catalogue
 * (`errors`, keys `error.<code>`), one alert, one logger tagged with `feature`.
 */
export function useErrorPresenter(feature: string): ErrorPresenter {
  const { t } = useTranslation('errors');
  const { showAlert } = useAlert();
  // The overlay controls change with every overlay state; the presenter should not.
  const latestAlert = useRef(showAlert);
  latestAlert.current = showAlert;

  return useMemo(() => {
    const logger = createLogger(feature);
    const text = (error: UserError) =>
      error.serverText ?? t(errorKey(error.code), { reason: error.reason ?? '' });
    const describe = (failure: unknown, options: PresentOptions = {}) => {
      const error = describeError(failure, options);
      logger[error.logLevel](`${options.action ?? 'request'} failed: ${error.code}`, failure);
      return error;
    };
    const alert = (error: UserError) => latestAlert.current(text(error));
    return {
      describe,
      text,
      alert,
      show: (failure, options) => {
        const error = describe(failure, options);
        alert(error);
        return error;
      },
    };
  }, [feature, t]);
}
