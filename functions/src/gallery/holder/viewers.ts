// Named viewers on one link (issue 28 point 2; the rule of the union is
// shared/src/gallery/viewer-lists.ts): the lists live on the link's one draft item, `viewers`,
// beside their union in `choices`, which everything that reads a draft keeps reading (the
// photographer's view, the selected filter, a Checkout's freeze). Every change of a list is one
// conditional write of that item as read, so two people saving at once never lose each other's
// list and the stored union is always the union of the stored lists.
import { randomUUID } from 'node:crypto';
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import { storedViewerLists } from '@fotostudio/shared/stored/gallery-selection';
import { FIRST_VIEWER_ID, VIEWERS_PER_LINK_MAX, cleanViewerName, sameViewerName, viewerUnion, type ViewerList } from '@fotostudio/shared/gallery/viewer-lists';
import { TRY_AGAIN, retryLostRaces } from '../../data/conflict-retry.js';
import { saveDraftAsRead } from '../../data/stores/gallery-holder.js';
import { DomainError } from '../../lib/errors.js';
import { readGalleryDraft } from './gallery-items.js';
import type { Holder } from './holder-access.js';
import { readyImagesOf } from './ready-images.js';
import { viewerListsOf } from './stored-selection.js';

type SessionKey = Pick<Holder, 'photographerId' | 'sessionId'>;

const emptyChoices = (): GalleryChoices => ({ images: [], additionalProducts: [], fullGallerySelected: false, generalComment: null });

/** A savedAt past both now and the one read, so each save names a new revision of the draft. */
const nextSavedAt = (now: Date, read: string | null): string => {
  const readMs = read ? Date.parse(read) : Number.NaN;
  return new Date(Number.isNaN(readMs) || now.getTime() > readMs ? now.getTime() : readMs + 1).toISOString();
};

/**
 * Reads the draft, lets `change` make the new lists from the ones read, and writes them with
 * their union only while the draft is still as read; a save of another viewer meanwhile is read
 * again, a draft frozen by an open Checkout is `gallery.draft_frozen`.
 */
const changeLists = <T>(key: SessionKey, now: Date, change: (lists: ViewerList[], savedAt: string) => { lists: ViewerList[]; result: T }): Promise<T> =>
  retryLostRaces(async () => {
    const item = await readGalleryDraft(key.photographerId, key.sessionId);
    const nowS = Math.floor(now.getTime() / 1000);
    if (item?.checkoutExpiresAt !== undefined && item.checkoutExpiresAt > nowS) throw new DomainError('gallery.draft_frozen');
    const readSavedAt = item?.savedAt ?? null;
    const savedAt = nextSavedAt(now, readSavedAt);
    const { lists, result } = change(viewerListsOf(item), savedAt);
    const content = { choices: JSON.stringify(viewerUnion(lists)), viewers: storedViewerLists.encode(lists) };
    return (await saveDraftAsRead(key, content, savedAt, nowS, readSavedAt)) ? result : TRY_AGAIN;
  }, 'general.changed_meanwhile');

/**
 * Saves `viewerId`'s list (absent: the link's first list, as a client who never named
 * themselves saves it) and the union; answers when it was saved.
 */
export const saveViewerList = (key: SessionKey, viewerId: string | undefined, choices: GalleryChoices, now = new Date()): Promise<{ savedAt: string }> =>
  changeLists(key, now, (lists, savedAt) => {
    const id = viewerId ?? lists[0]?.viewerId ?? FIRST_VIEWER_ID;
    const mine = lists.find((list) => list.viewerId === id);
    if (!mine && (viewerId !== undefined || lists.length > 0)) throw new DomainError('gallery.viewer_not_found');
    const saved: ViewerList = { viewerId: id, name: mine?.name ?? '', choices, savedAt };
    return { lists: mine ? lists.map((list) => (list.viewerId === id ? saved : list)) : [saved], result: { savedAt } };
  });

/**
 * "¿Quién eres?": `name`'s list on the link. A name already there (case and accents aside) is
 * that person's list; a link whose only list nobody named yet (a draft from before named viewers,
 * or a client who skipped the question) gets it named, so the first person keeps what was chosen;
 * else a new empty list, at most `VIEWERS_PER_LINK_MAX`. Given `viewerId`, that list is renamed.
 */
export const nameViewer = (key: SessionKey, input: { viewerId?: string | undefined; name: string }, now = new Date()): Promise<{ viewer: { viewerId: string; name: string } }> => {
  const name = cleanViewerName(input.name);
  return changeLists(key, now, (lists, savedAt) => {
    const same = lists.find((list) => list.name !== '' && sameViewerName(list.name, name));
    if (input.viewerId !== undefined) {
      const mine = lists.find((list) => list.viewerId === input.viewerId);
      if (!mine) throw new DomainError('gallery.viewer_not_found');
      if (same && same.viewerId !== mine.viewerId) throw new DomainError('gallery.viewer_name_taken');
      return { lists: lists.map((list) => (list === mine ? { ...list, name } : list)), result: { viewer: { viewerId: mine.viewerId, name } } };
    }
    if (same) return { lists, result: { viewer: { viewerId: same.viewerId, name: same.name } } };
    const [only] = lists;
    if (lists.length === 1 && only?.name === '') return { lists: [{ ...only, name }], result: { viewer: { viewerId: only.viewerId, name } } };
    if (lists.length >= VIEWERS_PER_LINK_MAX) throw new DomainError('gallery.too_many_viewers');
    const viewerId = randomUUID();
    return { lists: [...lists, { viewerId, name, choices: emptyChoices(), savedAt }], result: { viewer: { viewerId, name } } };
  });
};

/**
 * `gallery.viewerLists`: the lists as stored, without photos that left the gallery (as
 * `gallery.get` answers them), or `unchanged` while the draft is still at `since`: one
 * consistent read of the draft, and of the ready-image list only when something moved.
 */
export const viewerListsSince = async (holder: Pick<Holder, 'photographerId' | 'sessionId' | 'session'>, since: string | undefined) => {
  const item = await readGalleryDraft(holder.photographerId, holder.sessionId);
  const savedAt = item?.savedAt ?? null;
  if (since !== undefined && savedAt === since) return { unchanged: true as const, savedAt };
  const ready = await readyImagesOf(holder.session);
  const viewers = viewerListsOf(item).map((list) => ({ ...list, choices: { ...list.choices, images: list.choices.images.filter((image) => ready.byId.has(image.imageId)) } }));
  return { unchanged: false as const, savedAt, viewers };
};
