// Marking a session's images for removal, in the Images tab (the proofs) and the Entrega tab
// (the delivery's finals) alike: marked images go only on save and can be restored until then
// (spec section 4 "Image edits"); the names whose files could not be deleted come back.
import { useState } from 'react';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { errorCodeOf } from '../../../lib/api-client';

export interface MarkedRemovals {
  marked: ReadonlySet<string>;
  /** The marked images still listed: what a save removes. */
  markedShown: readonly { imageId: string }[];
  saving: boolean;
  /** The names whose files the last save could not delete. */
  notDeleted: string[];
  toggle: (imageId: string) => void;
  restoreAll: () => void;
  save: () => Promise<void>;
}

/** `remove` is the set's removal route (the list is read again either way). */
export const useMarkedRemovals = (listed: readonly { imageId: string }[], remove: (imageIds: string[]) => Promise<{ deletedErrors: string[] }>): MarkedRemovals => {
  const errorMessage = useErrorMessage();
  const toast = useCatalogueToast();
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [notDeleted, setNotDeleted] = useState<string[]>([]);
  const markedShown = listed.filter((image) => marked.has(image.imageId));

  const toggle = (imageId: string) => {
    const next = new Set(marked);
    if (next.has(imageId)) next.delete(imageId);
    else next.add(imageId);
    setMarked(next);
  };

  const save = async () => {
    if (markedShown.length === 0 || saving) return;
    setSaving(true);
    try {
      const result = await remove(markedShown.map((image) => image.imageId));
      setMarked(new Set());
      setNotDeleted(result.deletedErrors);
      if (result.deletedErrors.length > 0) toast.showCode('sessions.files_not_deleted', { names: result.deletedErrors.join(', ') });
      else toast.showCode('sessions.images_updated');
    } catch (error) {
      toast.showCode('sessions.images_update_failed', { msg: errorMessage(errorCodeOf(error)) });
    } finally {
      setSaving(false);
    }
  };

  return { marked, markedShown, saving, notDeleted, toggle, restoreAll: () => setMarked(new Set()), save };
};
