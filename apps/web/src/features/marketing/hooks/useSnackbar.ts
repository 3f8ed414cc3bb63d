import { useCallback, useEffect, useRef, useState } from 'react';
import { SNACKBAR_DURATION_MS } from '../../../shared/config/uiConstants';

/** A message shown for `durationMs` (spec 1 §9: 3000 ms); showing it again restarts the timer. */
export function useSnackbar(durationMs: number = SNACKBAR_DURATION_MS) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), durationMs);
  }, [durationMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { visible, show };
}
