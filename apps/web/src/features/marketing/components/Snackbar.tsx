export interface SnackbarProps {
  visible: boolean;
  message: string;
}

/** A transient status message at the bottom of the screen, announced politely. */
export function Snackbar({ visible, message }: SnackbarProps) {
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {visible ? <div className="snackbar">{message}</div> : null}
    </div>
  );
}
