// A dialog: focus moves in and stays in (Tab wraps), Escape and a click on the backdrop
// close it, the page behind does not scroll, and focus returns to where it was.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../i18n';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `full` for the photo viewer: the whole screen, dark. */
  variant?: 'sheet' | 'full';
  /** Keys the modal handles besides Escape and Tab (arrows in the viewer). */
  onKey?: (event: KeyboardEvent) => void;
  hideTitle?: boolean;
  /** When this changes (a step of the dialog), focus goes to its new first field again. */
  focusKey?: string;
}

export const Modal = ({ title, onClose, children, variant = 'sheet', onKey, hideTitle = false, focusKey }: ModalProps) => {
  const { t } = useI18n();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const keyRef = useRef(onKey);
  keyRef.current = onKey;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.current;
    first?.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key === 'Tab' && dialog.current) {
        const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        const firstItem = items[0];
        const lastItem = items[items.length - 1];
        if (!firstItem || !lastItem) {
          event.preventDefault();
          return;
        }
        const inside = dialog.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === firstItem || !inside)) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && (document.activeElement === lastItem || !inside)) {
          event.preventDefault();
          firstItem.focus();
        }
        return;
      }
      keyRef.current?.(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    (dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.current)?.focus();
  }, [focusKey]);

  return createPortal(
    <div
      className={`g-backdrop g-backdrop-${variant}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className={`g-dialog g-dialog-${variant}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="g-dialog-head">
          <h2 id={titleId} className={hideTitle ? 'g-visually-hidden' : 'g-dialog-title'}>
            {title}
          </h2>
          <button type="button" className="g-icon-button g-dialog-close" onClick={onClose} aria-label={t('common.close')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
};
