import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { focusableIn } from './focusable';
import { Icon } from './icon';

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const;
/** Maximum width, from sm (24rem) to 5xl (64rem); never wider than the viewport. */
export type ModalSize = (typeof MODAL_SIZES)[number];

export const MODAL_HEIGHTS = ['auto', 60, 65, 70, 75, 80, 85, 90, 95] as const;
/** Percent of the viewport height, or `auto` to fit the content (capped at 95%). */
export type ModalHeight = (typeof MODAL_HEIGHTS)[number];

export interface ModalProps {
  open: boolean;
  /** Called on Escape, an overlay click or the close button; the parent sets `open` to false. */
  onClose: () => void;
  /** The dialog's accessible name (aria-labelledby). */
  title: ReactNode;
  /** Read after the title (aria-describedby). */
  description?: ReactNode;
  /** @default '5xl' */
  size?: ModalSize;
  /** @default 95 */
  height?: ModalHeight;
  /** Pinned below the scrolling body: the dialog's actions. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Focused when the dialog opens; by default the first focusable element of the body, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** @default true */
  closeOnOverlayClick?: boolean;
  /** Extra class on the dialog element. */
  className?: string;
  /**
   * The dialog holds edits that are not saved: Escape, an overlay click and the close
   * button first ask whether to discard them.
   */
  unsavedChanges?: boolean;
}

// Open dialogs, innermost last: Escape and the focus trap belong to the top one only.
const openDialogs: string[] = [];
let bodyOverflowBeforeFirstDialog = '';

const lockScroll = (id: string) => {
  if (openDialogs.length === 0) {
    bodyOverflowBeforeFirstDialog = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openDialogs.push(id);
};

const unlockScroll = (id: string) => {
  const index = openDialogs.lastIndexOf(id);
  if (index >= 0) openDialogs.splice(index, 1);
  if (openDialogs.length === 0) document.body.style.overflow = bodyOverflowBeforeFirstDialog;
};

const isTopDialog = (id: string) => openDialogs[openDialogs.length - 1] === id;

/**
 * A modal dialog (role=dialog, aria-modal) rendered over the page. While open, Tab and
 * Shift+Tab cycle inside it; Escape and an overlay click close it; on close, focus goes
 * back to the element that had it when the dialog opened.
 */
export const Modal = ({
  open,
  onClose,
  title,
  description,
  size = '5xl',
  height = 95,
  footer,
  children,
  initialFocus,
  closeOnOverlayClick = true,
  className,
  unsavedChanges = false,
}: ModalProps) => {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const keepEditing = useRef<HTMLButtonElement>(null);
  /** Every way of closing comes here: with unsaved edits it asks first. */
  const requestClose = () => {
    if (unsavedChanges) setAskingToDiscard(true);
    else onClose();
  };
  // The latest requestClose without re-running the open/close effect when the parent re-renders.
  const requestCloseRef = useRef(requestClose);
  useLayoutEffect(() => {
    requestCloseRef.current = requestClose;
  });
  useEffect(() => {
    if (!open) setAskingToDiscard(false);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll(id);

    const dialog = dialogRef.current;
    const first = initialFocus?.current ?? (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined);
    (first ?? dialog)?.focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTopDialog(id)) {
        event.stopPropagation();
        requestCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll(id);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, id, initialFocus]);

  if (!open) return null;

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog || !isTopDialog(id)) return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Only a press that starts and ends on the overlay closes: a text selection dragged out
  // of the dialog must not.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOverlayClick && pressStartedOnOverlay.current && event.target === event.currentTarget) requestClose();
    pressStartedOnOverlay.current = false;
  };

  return createPortal(
    <div className="modal-overlay" data-testid="modal-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['modal', `modal-${size}`, `modal-h-${height}`, className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={trapFocus}
      >
        <header className="modal-header">
          <div className="modal-heading">
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="modal-description">
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" className="icon-button modal-close" aria-label={t('ui.modal.close')} title={t('ui.modal.close')} onClick={requestClose}>
            <Icon name="close" size={20} />
          </button>
        </header>
        <div ref={bodyRef} className="modal-body">
          {children}
        </div>
        {footer ? <footer className="modal-footer">{footer}</footer> : null}
      </div>
      <Modal
        open={askingToDiscard}
        onClose={() => setAskingToDiscard(false)}
        title={t('ui.modal.discardTitle')}
        size="sm"
        height="auto"
        initialFocus={keepEditing}
        footer={
          <>
            <Button ref={keepEditing} variant="secondary" onClick={() => setAskingToDiscard(false)}>
              {t('ui.modal.keepEditing')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setAskingToDiscard(false);
                onClose();
              }}
            >
              {t('ui.modal.discard')}
            </Button>
          </>
        }
      >
        <p>{t('ui.modal.discardText')}</p>
      </Modal>
    </div>,
    document.body,
  );
};
