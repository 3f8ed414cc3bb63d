import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { initialOverlayState, type OverlayFlag, type OverlayState, overlayReducer } from './overlayState';

export interface OverlayControls {
  state: OverlayState;
  isOpen: (flag: OverlayFlag) => boolean;
  open: (flag: OverlayFlag) => void;
  close: (flag: OverlayFlag) => void;
  showAlert: (message: string, options?: AlertOptions) => void;
}

export interface AlertOptions {
  /** The message's language when a rule fixes it, not the page's (spec 1 §8: 'ko'). */
  language?: string;
}

const OverlayContext = createContext<OverlayControls | null>(null);

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(overlayReducer, initialOverlayState);
  const controls = useMemo<OverlayControls>(
    () => ({
      state,
      isOpen: (flag) => state.open[flag],
      open: (flag) => dispatch({ type: 'open', flag }),
      close: (flag) => dispatch({ type: 'close', flag }),
      showAlert: (message, options) => dispatch({ type: 'alert', message, language: options?.language }),
    }),
    [state],
  );
  return <OverlayContext.Provider value={controls}>{children}</OverlayContext.Provider>;
}

export function useOverlays(): OverlayControls {
  const controls = useContext(OverlayContext);
  if (!controls) throw new Error('useOverlays() needs an <OverlayProvider> above it');
  return controls;
}

/** `showAlert(message)` opens the one alert dialog with an already translated message. */
export function useAlert(): { showAlert: OverlayControls['showAlert'] } {
  const { showAlert } = useOverlays();
  return { showAlert };
}
