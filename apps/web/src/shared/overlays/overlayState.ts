/** Spec 1 §3: the account state's modal flags and the alert content. */
export const OVERLAY_FLAGS = ['subscribe', 'wallet', 'alert', 'wrongnetwork', 'approval'] as const;
export type OverlayFlag = (typeof OVERLAY_FLAGS)[number];

export interface OverlayState {
  open: Record<OverlayFlag, boolean>;
  alertMessage: string;
  /** The message's language when it is not the page's (a BCP 47 tag, e.g. 'ko'), else null. */
  alertLanguage: string | null;
}

export type OverlayAction =
  | { type: 'open'; flag: OverlayFlag }
  | { type: 'close'; flag: OverlayFlag }
  | { type: 'alert'; message: string; language?: string };

export const initialOverlayState: OverlayState = {
  open: { subscribe: false, wallet: false, alert: false, wrongnetwork: false, approval: false },
  alertMessage: '',
  alertLanguage: null,
};

export function overlayReducer(state: OverlayState, action: OverlayAction): OverlayState {
  switch (action.type) {
    case 'open':
      return { ...state, open: { ...state.open, [action.flag]: true } };
    case 'close':
      return { ...state, open: { ...state.open, [action.flag]: false } };
    case 'alert':
      return {
        open: { ...state.open, alert: true },
        alertMessage: action.message,
        alertLanguage: action.language ?? null,
      };
  }
}
