// Named viewers on one link (issue 28 point 2), on the gallery page: this person's own list (what
// the draft saver saves for them), the others' lists as last read, and their union by the shared
// rule (shared/src/gallery/viewer-lists.ts), which the counter, the limit, the review and the
// confirmation take, with who chose each photo for "Todas (unión)". The others' lists are read
// again every few seconds while the page is visible (`gallery.viewerLists`, answered `unchanged`
// while nobody saved: the notifications' cheap poll, docs/notifications.md), so each person sees
// the others' hearts and the union's counter move without a reload; this person's own list is
// always the one on screen, so the counter is the shared rule over what the server will price.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GalleryChoices, GalleryData, GalleryViewerList } from '@fotostudio/shared/contracts/gallery';
import { chosenByOf, viewerUnion } from '@fotostudio/shared/gallery/viewer-lists';
import { selectionCounter } from '@fotostudio/shared/pricing/selection-counter';
import { codeOfError, galleryApi } from './api';
import { isSelected, restoreDraft, type ToggleResult } from './choices';

/** How often the others' lists are asked for while the page is visible. */
export const LIVE_REFRESH_MS = 5_000;

/**
 * Polls the link's lists while `active` and the page is visible, from the draft's revision
 * `savedAt`; `onLists` gets them whenever someone saved. A link that closed meanwhile (someone
 * confirmed) goes to `onLinkGone`; other failures are tried again at the next turn.
 */
const useLiveLists = (linkKey: string, active: boolean, savedAt: string | null, onLists: (lists: GalleryViewerList[]) => void, onLinkGone: (code: string) => void): void => {
  const since = useRef(savedAt);
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking: AbortController | null = null;
    const poll = (): void => {
      timer = undefined;
      if (asking || document.visibilityState !== 'visible') return;
      const controller = new AbortController();
      asking = controller;
      galleryApi.viewerLists(linkKey, since.current, controller.signal).then(
        (answer) => {
          asking = null;
          since.current = answer.savedAt;
          if (!answer.unchanged) onLists(answer.viewers);
          timer = setTimeout(poll, LIVE_REFRESH_MS);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          asking = null;
          const code = codeOfError(error, 'gallery.load_failed');
          if (code === 'gallery.password_required' || code.startsWith('gallery.link_') || code === 'gallery.selection_deadline_passed') onLinkGone(code);
          else timer = setTimeout(poll, LIVE_REFRESH_MS);
        },
      );
    };
    // Back on a hidden tab: ask at once, then every few seconds again.
    const visible = (): void => {
      if (document.visibilityState !== 'visible') return;
      if (timer !== undefined) clearTimeout(timer);
      poll();
    };
    timer = setTimeout(poll, LIVE_REFRESH_MS);
    document.addEventListener('visibilitychange', visible);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      asking?.abort();
      document.removeEventListener('visibilitychange', visible);
    };
  }, [linkKey, active, onLists, onLinkGone]);
};

export const useViewerLists = (gallery: GalleryData, viewer: { viewerId: string; name: string } | null, linkKey: string, onLinkGone: (code: string) => void) => {
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
  // Live only where several people may choose: someone on the link has a name.
  useLiveLists(linkKey, viewer !== null || lists.some((list) => list.name !== ''), gallery.draftSavedAt, setLists, onLinkGone);
  return { choices, setChoices, others, union, chosenBy, setLists, unionRefuses };
};
