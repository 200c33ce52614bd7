import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueToast } from '../../hooks/use-catalogue-toast';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';
import { Spinner } from './spinner';
import { useToast } from './toast';

type Usage = 'checking' | 'free' | { inUse: string };

/**
 * Asks before deleting one item. With `checkInUse`, it first asks the server whether the
 * item is still used and, if so, only explains why it cannot be deleted: no Delete button
 * is offered for an item the server would refuse. The server keeps the last word: a
 * refusal (used since the check, already gone) shows its catalogue message as a toast.
 */
export const DeleteDialog = ({
  open,
  title,
  confirmLabel,
  deletedMessage,
  onDelete,
  onClose,
  checkInUse,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** Toast after a successful delete. */
  deletedMessage: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
  /** Reads the item's current usage; resolves with why it cannot be deleted, or null when it can. */
  checkInUse?: () => Promise<string | null>;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const [pending, setPending] = useState(false);
  const [usage, setUsage] = useState<Usage>('checking');
  const understood = useRef<HTMLButtonElement>(null);
  const check = useRef(checkInUse);
  check.current = checkInUse;

  useEffect(() => {
    if (!open) return undefined;
    const read = check.current;
    if (!read) return undefined;
    let current = true;
    // A failed check leaves the decision to the server, which refuses an item in use.
    read().then(
      (reason) => current && setUsage(reason === null ? 'free' : { inUse: reason }),
      () => current && setUsage('free'),
    );
    return () => {
      current = false;
      // The next item is checked afresh: never a frame of the last one's answer.
      setUsage('checking');
    };
  }, [open]);

  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
      toast.success(deletedMessage);
    } catch (error) {
      catalogueToast.showError(error);
    } finally {
      setPending(false);
      onClose();
    }
  };

  const shown: Usage = checkInUse ? usage : 'free';
  if (shown !== 'free') {
    return (
      <Modal
        open={open}
        onClose={onClose}
        title={title}
        size="md"
        height="auto"
        initialFocus={shown === 'checking' ? undefined : understood}
        footer={
          shown === 'checking' ? null : (
            <Button ref={understood} variant="secondary" onClick={onClose}>
              {t('ui.deleteDialog.understood')}
            </Button>
          )
        }
      >
        <div className="confirm-dialog-body">
          {shown === 'checking' ? <Spinner label={t('ui.deleteDialog.checking')} /> : <p>{shown.inUse}</p>}
        </div>
      </Modal>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      danger
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
};
