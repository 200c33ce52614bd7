// Named viewers on one link (issue 28 point 2), on the gallery page: this person's own list (what
// the draft saver saves for them), the others' lists as last read, and their union by the shared
// rule (shared/src/gallery/viewer-lists.ts), which the counter, the limit, the review and the
// confirmation take, with who chose each photo for "Todas (unión)".
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GalleryChoices, GalleryData } from '@fotostudio/shared/contracts/gallery';
import { chosenByOf, viewerUnion } from '@fotostudio/shared/gallery/viewer-lists';
import { selectionCounter } from '@fotostudio/shared/pricing/selection-counter';
import { isSelected, restoreDraft, type ToggleResult } from './choices';

export const useViewerLists = (gallery: GalleryData, viewer: { viewerId: string; name: string } | null) => {
  // Unnamed: the link's one list (the first), as before named viewers.
  const mineId = viewer?.viewerId ?? gallery.viewers[0]?.viewerId;
  const [choices, setChoices] = useState<GalleryChoices>(() =>
    restoreDraft({ ...gallery, draft: gallery.viewers.find((list) => list.viewerId === mineId)?.choices ?? (gallery.viewers.length === 0 ? gallery.draft : null) }),
  );
  const [lists, setLists] = useState(gallery.viewers);
  const others = useMemo(() => lists.filter((list) => list.viewerId !== mineId), [lists, mineId]);
  // Every list in the link's order, this person's as it is on screen now.
  const allLists = useMemo(() => {
    const mine = { name: viewer?.name ?? '', choices };
    const inOrder = lists.map((list) => (list.viewerId === mineId ? mine : list));
    return lists.some((list) => list.viewerId === mineId) ? inOrder : [...inOrder, mine];
  }, [lists, mineId, viewer?.name, choices]);
  const union = useMemo(() => (others.length > 0 ? viewerUnion(allLists) : choices), [others.length, allLists, choices]);
  const chosenBy = useMemo(() => chosenByOf(allLists), [allLists]);
  const unionRef = useRef(union);
  useEffect(() => {
    unionRef.current = union;
  }, [union]);
  /**
   * Hearting `imageId` on `mine` refused by the package's limit on the union (a photo someone
   * else chose is in it already and adds nothing), or null when the union allows it.
   */
  const unionRefuses = useCallback(
    (mine: GalleryChoices, imageId: string): ToggleResult | null =>
      !isSelected(mine, imageId) && !isSelected(unionRef.current, imageId) && !selectionCounter(gallery.terms, unionRef.current).canAddPhoto
        ? { choices: mine, refused: true, removed: null }
        : null,
    [gallery.terms],
  );
  return { choices, setChoices, others, union, chosenBy, setLists, unionRefuses };
};
