import { useState, type ReactNode } from 'react';
import { useCatalogueToast } from '../../hooks/use-catalogue-toast';
import { ConfirmDialog } from './confirm-dialog';
import { useToast } from './toast';

/**
 * Asks before deleting one item. The server has the last word: a refusal (an item still
 * in use, one already gone) shows its catalogue message as a toast, and the item stays
 * listed until its list reloads.
 */
export const DeleteDialog = ({
  open,
  title,
  confirmLabel,
  deletedMessage,
  onDelete,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** Toast after a successful delete. */
  deletedMessage: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) => {
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const [pending, setPending] = useState(false);

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
