/** Spec 1 §9 and spec 3 "Navigation bar": the shell's timing and scroll constants. */
export const MODAL_ANIMATION_MS = 500;
export const NAVBAR_SCROLL_THROTTLE_MS = 66;
export const HEADER_SCROLL_THRESHOLD_PX = 100;
export const SNACKBAR_DURATION_MS = 3000;
