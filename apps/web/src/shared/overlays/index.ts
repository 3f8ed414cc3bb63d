// AlertDialog is not re-exported: the layout loads it lazily (with Radix) when an alert is first shown.
export { type OverlayControls, OverlayProvider, useAlert, useOverlays } from './OverlayProvider';
export { OVERLAY_FLAGS, type OverlayFlag } from './overlayState';
