import * as RadixDialog from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { MODAL_ANIMATION_MS } from '../config/uiConstants';
import {
  attachFocusRecord,
  closeFocusRecord,
  type FocusReturnRecord,
  openFocusRecord,
  returnFocus,
} from './focusReturn';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible title; it also labels the dialog for assistive technology. */
  title: ReactNode;
  /** Optional description, announced with the title. */
  description?: ReactNode;
  /** Spec 1 §2: the dark backdrop shows for the wallet, alert, wrong-network and approval dialogs. */
  backdrop?: boolean;
  /** A click on the backdrop closes the dialog (false for the wrong-network picker). */
  dismissOnBackdrop?: boolean;
  /** Escape closes the dialog (false where a choice is mandatory). */
  dismissOnEscape?: boolean;
  /** 'top' stacks above every other dialog (the alert, which dialogs raise about themselves). */
  layer?: 'normal' | 'top';
  /** Hide the title visually while keeping it as the accessible name. */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

const animationStyle = { '--dialog-animation-ms': `${MODAL_ANIMATION_MS}ms` } as CSSProperties;

/**
 * While open, the dialog and its backdrop take the pointer whatever Radix thinks of the layer
 * order (a dialog opened under a top-layer alert would otherwise turn the alert's buttons off);
 * while animating out they let it through, so a closing backdrop swallows no click.
 */
function layerStyle(open: boolean): CSSProperties {
  return { ...animationStyle, pointerEvents: open ? 'auto' : 'none' };
}

/** Whether focus is in `content` (the closing dialog) or nowhere, i.e. still the dialog's to give back. */
function focusIsWith(content: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(content?.contains(active));
}

/**
 * The app's one modal: focus trapped inside, labelled by its title, animated in and out, and on
 * close focus goes back to the opener or the nearest sensible place (./focusReturn.ts). Radix
 * would return it to a `Dialog.Trigger`, which none of our code-opened dialogs has.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  backdrop = true,
  dismissOnBackdrop = true,
  dismissOnEscape = true,
  hideTitle = false,
  layer = 'normal',
  className,
  children,
}: DialogProps) {
  const focusRecord = useRef<FocusReturnRecord | null>(null);
  // Focus goes back as the dialog closes, before its exit animation and before anything else can
  // open: returned on unmount (Radix's close auto-focus), it landed after a menu the person had
  // opened meanwhile and closed that non-modal menu (issue 36: the wallet menu right after
  // connecting). Left alone when something else already took it (a dialog opening in its place).
  useLayoutEffect(() => {
    const record = focusRecord.current;
    if (open || !record?.open) return;
    closeFocusRecord(record);
    if (focusIsWith(record.content)) returnFocus(record);
  }, [open]);
  useEffect(
    () => () => {
      if (focusRecord.current) closeFocusRecord(focusRecord.current);
    },
    [],
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={[
            'dialog-backdrop',
            backdrop && 'dialog-backdrop--dark',
            layer === 'top' && 'dialog-layer-top',
          ]
            .filter(Boolean)
            .join(' ')}
          data-testid="dialog-backdrop"
          style={layerStyle(open)}
          // The backdrop closes its dialog itself, from the first frame of the opening animation.
          // Radix's own outside-press detection starts listening a task after the dialog mounts,
          // so on a busy machine a click made meanwhile reached the page first and was lost; and
          // it follows Radix's layer order, not what is on top.
          onClick={(event) => {
            if (open && dismissOnBackdrop && event.target === event.currentTarget) onClose();
          }}
        />
        <RadixDialog.Content
          className={['dialog', layer === 'top' && 'dialog-layer-top', className].filter(Boolean).join(' ')}
          style={layerStyle(open)}
          // Radix wires aria-describedby to the Description; without one it must be unset explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Only the backdrop's own click closes a dialog. Radix also reports presses outside the
          // content, deferred to the click, and still does so while the dialog animates out: a
          // button pressed on the page then reopened this dialog and Radix closed it again at once.
          // An open dialog's backdrop covers the page, so every press that should close it lands
          // on the backdrop anyway.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            // Fired before Radix moves focus inside, so the active element is still the opener.
            const record = openFocusRecord();
            attachFocusRecord(
              record,
              event.currentTarget instanceof HTMLElement ? event.currentTarget : null,
            );
            focusRecord.current = record;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Returned on close already; again only when focus is still in the leaving content.
            const record = focusRecord.current;
            if (record && focusIsWith(record.content)) returnFocus(record);
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissOnEscape) event.preventDefault();
          }}
        >
          <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
