// Named viewers on one link (issue 28 point 2): several people who share a gallery link (a
// couple, a family) each keep their own list of favourites under a name they type, and the
// selection that is priced, limited and confirmed is the union of the lists. One rule, used by
// the gallery function (the draft's stored union, the confirmation's check) and by the gallery
// page (the live counter, "Todas (unión)"), so the two cannot disagree.
//
// The union: every photo chosen by anyone, once, in the order the lists were started (the first
// list's photos first, then the photos only later lists have, each in its list's order), so the
// package's included units go to the same photos on both sides. On a photo chosen by several
// people, each (product, variant) is taken once at the largest quantity anyone chose, not the
// sum: two people who both ask for "1 print 13x18" of the same photo mean the same print, and
// someone who wants more raises the quantity in their own list. The additional products follow
// the same rule; the full gallery is chosen when anyone chose it; comments are kept, each
// signed with its author's name when more than one person wrote one.
import type { GalleryChoices, GalleryImageChoice } from '../contracts/gallery.js';
import type { GalleryProductChoice } from '../contracts/gallery-price.js';

/**
 * The id of a link's first list when nobody named it: the list a draft saved before named
 * viewers becomes (the `gallery-viewer-lists` migration), and the one a client who skips
 * "¿Quién eres?" keeps. Ids are per link, so every link may have it.
 */
export const FIRST_VIEWER_ID = '00000000-0000-4000-8000-000000000001';

/** The most people who keep a list on one link. */
export const VIEWERS_PER_LINK_MAX = 10;
/** The longest name a viewer types. */
export const VIEWER_NAME_MAX = 40;
/** The comment limits of the gallery's contract (contracts/gallery.ts), which the union respects. */
const COMMENT_MAX = 500;
const GENERAL_COMMENT_MAX = 2000;

/** One person's list on a link. `name` is empty for the list of a link nobody named yet. */
export interface ViewerList {
  viewerId: string;
  name: string;
  choices: GalleryChoices;
  savedAt: string;
}

const mergeLines = (lines: readonly GalleryProductChoice[][]): GalleryProductChoice[] => {
  const merged = new Map<string, GalleryProductChoice>();
  for (const line of lines.flat()) {
    const key = `${line.productId}/${line.variantId}`;
    const held = merged.get(key);
    if (!held || held.quantity < line.quantity) merged.set(key, held ? { ...held, quantity: line.quantity } : { ...line });
  }
  return [...merged.values()];
};

/** The comments of several people as one: alone, as written; together, each signed with its author. */
const mergeComments = (comments: readonly { name: string; text: string | null | undefined }[], max: number): string | null => {
  const written = comments.filter((comment) => comment.text && comment.text.trim() !== '');
  if (written.length === 0) return null;
  const text = written.length === 1 ? (written[0]?.text ?? '') : written.map((comment) => (comment.name ? `${comment.name}: ${comment.text ?? ''}` : (comment.text ?? ''))).join('\n');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** The selection the lists make together (the rule in the header). */
export const viewerUnion = (lists: readonly Pick<ViewerList, 'name' | 'choices'>[]): GalleryChoices => {
  if (lists.length === 1 && lists[0]) return lists[0].choices;
  const byImage = new Map<string, { name: string; choice: GalleryImageChoice }[]>();
  for (const list of lists) {
    for (const choice of list.choices.images) {
      const held = byImage.get(choice.imageId);
      if (held) held.push({ name: list.name, choice });
      else byImage.set(choice.imageId, [{ name: list.name, choice }]);
    }
  }
  const images = [...byImage.entries()].map(([imageId, chosen]) => ({
    imageId,
    products: mergeLines(chosen.map(({ choice }) => choice.products)),
    comment: mergeComments(
      chosen.map(({ name, choice }) => ({ name, text: choice.comment })),
      COMMENT_MAX,
    ),
  }));
  return {
    images,
    additionalProducts: mergeLines(lists.map((list) => list.choices.additionalProducts)),
    fullGallerySelected: lists.some((list) => list.choices.fullGallerySelected),
    generalComment: mergeComments(
      lists.map((list) => ({ name: list.name, text: list.choices.generalComment })),
      GENERAL_COMMENT_MAX,
    ),
  };
};

/** Per photo, the names of the people whose list has it (in list order; an unnamed list counts as ''). */
export const chosenByOf = (lists: readonly Pick<ViewerList, 'name' | 'choices'>[]): Map<string, string[]> => {
  const chosenBy = new Map<string, string[]>();
  for (const list of lists) {
    for (const { imageId } of list.choices.images) {
      const names = chosenBy.get(imageId);
      if (names) names.push(list.name);
      else chosenBy.set(imageId, [list.name]);
    }
  }
  return chosenBy;
};

/** True when two selections have the same photos and the same full-gallery choice (what a confirmation of the union is checked on). */
export const sameSelection = (a: Pick<GalleryChoices, 'images' | 'fullGallerySelected'>, b: Pick<GalleryChoices, 'images' | 'fullGallerySelected'>): boolean => {
  if (a.fullGallerySelected !== b.fullGallerySelected || a.images.length !== b.images.length) return false;
  const ids = new Set(a.images.map((image) => image.imageId));
  return b.images.every((image) => ids.has(image.imageId));
};

/** A name as stored and compared: spaces at the ends and repeated inside taken off. */
export const cleanViewerName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** True when `name` names the same person as `other` (case and accents aside). */
export const sameViewerName = (name: string, other: string): boolean =>
  cleanViewerName(name).localeCompare(cleanViewerName(other), undefined, { sensitivity: 'base' }) === 0;
