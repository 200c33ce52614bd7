import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Text of the confirming button, e.g. "Remove photo". */
  confirmLabel: string;
  /** @default the translated "Cancel" */
  cancelLabel?: string;
  /** Styles the confirming button as destructive. */
  danger?: boolean;
  /** While true the confirm button shows a spinner and nothing closes. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small modal that asks before an action; Cancel has the initial focus, the safe choice. */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="md"
      height="auto"
      initialFocus={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={close} disabled={pending}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm-dialog-body">{children}</div>
    </Modal>
  );
};
