import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';

/**
 * Asks before deleting one catalogue item. The server has the last word: an item still
 * in use is refused (catalog.*_in_use) and its catalogue message is shown as a toast,
 * while the item stays listed.
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
