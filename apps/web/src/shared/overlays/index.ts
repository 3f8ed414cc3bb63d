// AlertDialog and ConfirmDialog are not re-exported: they pull in Radix, which the layout loads lazily.
export { type OverlayControls, OverlayProvider, useAlert, useOverlays } from './OverlayProvider';
export { OVERLAY_FLAGS, type OverlayFlag } from './overlayState';
