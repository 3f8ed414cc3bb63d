import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { initialOverlayState, type OverlayFlag, type OverlayState, overlayReducer } from './overlayState';

export interface OverlayControls {
  state: OverlayState;
  isOpen: (flag: OverlayFlag) => boolean;
  open: (flag: OverlayFlag) => void;
  close: (flag: OverlayFlag) => void;
  showAlert: (message: string, options?: AlertOptions) => void;
  /** The open "are you sure?" question (ConfirmHost shows it), null when none is asked. */
  confirmation: Confirmation | null;
  /** Asks `options`' question; resolves true on OK, false on Cancel, Escape or the backdrop. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

/** An "are you sure?" question: translated texts (each page's spec fixes its own wording). */
export interface ConfirmOptions {
  title: string;
  /** What will happen, shown under the title. */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The buttons' test ids are `${testId}-ok` and `${testId}-cancel`. */
  testId: string;
  /** Extra class on the dialog, e.g. a feature's dialog look. */
  className?: string;
}

export interface Confirmation extends ConfirmOptions {
  answer: (confirmed: boolean) => void;
}

export interface AlertOptions {
  /** The message's language when a rule fixes it, not the page's (spec 1 §8: 'ko'). */
  language?: string;
}

const OverlayContext = createContext<OverlayControls | null>(null);

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(overlayReducer, initialOverlayState);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const asked = useRef<Confirmation | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // One question at a time: a newer one answers the open one with "no".
        asked.current?.answer(false);
        const question: Confirmation = {
          ...options,
          answer: (confirmed) => {
            if (asked.current !== question) return;
            asked.current = null;
            setConfirmation(null);
            resolve(confirmed);
          },
        };
        asked.current = question;
        setConfirmation(question);
      }),
    [],
  );
  const controls = useMemo<OverlayControls>(
    () => ({
      state,
      isOpen: (flag) => state.open[flag],
      open: (flag) => dispatch({ type: 'open', flag }),
      close: (flag) => dispatch({ type: 'close', flag }),
      showAlert: (message, options) => dispatch({ type: 'alert', message, language: options?.language }),
      confirmation,
      confirm,
    }),
    [state, confirmation, confirm],
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

/**
 * THE "are you sure?" question of every page: `await confirm({ title, text, … })` is true when the
 * person pressed OK. The one dialog is mounted by the root layout (ConfirmHost); no feature
 * renders its own.
 */
export function useConfirm(): OverlayControls['confirm'] {
  return useOverlays().confirm;
}
