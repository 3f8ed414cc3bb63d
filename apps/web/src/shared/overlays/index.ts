export { AlertDialog } from './AlertDialog';
export { type OverlayControls, OverlayProvider, useAlert, useOverlays } from './OverlayProvider';
export { OVERLAY_FLAGS, type OverlayFlag } from './overlayState';
