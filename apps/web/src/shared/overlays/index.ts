// AlertDialog and ConfirmDialog (ConfirmHost) are not re-exported: they pull in Radix, which the layout loads lazily.
export {
  type ConfirmOptions,
  type OverlayControls,
  OverlayProvider,
  useAlert,
  useConfirm,
  useOverlays,
} from './OverlayProvider';
export { OVERLAY_FLAGS, type OverlayFlag } from './overlayState';
