// `gallery.confirmedSelection` (issue 28 point 4): what the client's link shows between the
// confirmation and the delivery, read-only. The version the link was closed on
// (`link.selectionVersion`; only confirmations set `closedAt`) as it was stored: its choices,
// the products' names and the price as confirmed (never priced again), who confirmed and how.
// Its photos come a page at a time from the session's ready-image list (gallery order, as the
// gallery pages them: gallery-pages.ts), under the gallery's own media signature and watermark.
import type { CONFIRMATION_WAYS, ConfirmedPhoto, ConfirmedSelection } from '@fotostudio/shared/contracts/gallery-confirmed';
import type { GalleryMedia } from '@fotostudio/shared/contracts/gallery';
import { galleryLookOf } from '@fotostudio/shared/gallery/gallery-look';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices, storedSelectionNames, storedSelectionPrice, storedViewerLists } from '@fotostudio/shared/stored/gallery-selection';
import type { SessionSelectionItem, ShareLinkItem } from '../../data/entities/share-link.js';
import { DomainError } from '../../lib/errors.js';
import { boundOf, signGalleryRenditions } from '../../media/gallery-media.js';
import { galleryBrandOf, renditionsFor } from './gallery-data.js';
import { readSessionPackage, readSessionSelection } from './gallery-items.js';
import { pageOf, selectedImagesOf } from './gallery-pages.js';
import type { Holder } from './holder-access.js';
import { readyImagesOf } from './ready-images.js';
import { linesOf, type StoredNames } from './stored-selection.js';

type ConfirmationWay = (typeof CONFIRMATION_WAYS)[number];

/** How the version came to be: a payment names itself; the deadline's run records its outcome on the link it closed. */
const wayOf = (version: SessionSelectionItem, link: ShareLinkItem): ConfirmationWay => {
  if (version.paymentId) return 'payment';
  const atDeadline = !version.confirmedBy && link.deadlineOutcome === 'confirmed' && link.deadlineHandledFor === link.selectionDeadline;
  return atDeadline ? 'deadline' : 'client';
};

const productLinesOf = (choices: Parameters<typeof linesOf>[0], names: StoredNames) =>
  linesOf(choices, names).map(({ productName, variantName, variantValue, quantity }) => ({ productName, variantName, variantValue, quantity }));

const firstName = (name: string): string | null => name.trim().split(/\s+/)[0] || null;

export const confirmedSelectionOf = async (holder: Holder, query: { offset: number; limit: number }): Promise<{ selection: ConfirmedSelection }> => {
  const { photographerId, sessionId, link, session } = holder;
  // Only confirmations close a link (closedAt); an open one has nothing confirmed to show.
  if (!link.closedAt) throw new DomainError('gallery.selection_not_confirmed');
  const [version, sessionPackage, ready, branding] = await Promise.all([
    readSessionSelection(photographerId, sessionId, link.selectionVersion),
    readSessionPackage(photographerId, session.packageId),
    readyImagesOf(session),
    galleryBrandOf(holder),
  ]);
  // A closed link always has the version it was closed on: one missing is a broken invariant.
  if (!version) throw new DomainError('gallery.link_invalid');
  const signed = await signGalleryRenditions({ photographerId, sessionId, link }, renditionsFor(sessionPackage?.watermark ?? true), boundOf(ready.images.map((image) => image.imageId)));
  if (!signed) throw new Error('gallery.confirmedSelection needs the media signing key to serve images');

  const choices = decodeStored(storedGalleryChoices, version.choices, 'confirmed selection choices');
  const names = decodeStored(storedSelectionNames, version.lines, 'confirmed selection names');
  const chosen = new Map(choices.images.map((image) => [image.imageId, image]));
  const list = choices.fullGallerySelected ? ready.images : selectedImagesOf(ready, [...chosen.keys()]);
  const page = pageOf(list, query);
  const images: ConfirmedPhoto[] = page.images.map((image) => {
    const choice = chosen.get(image.imageId);
    return { ...image, products: choice ? productLinesOf(choice.products, names) : [], comment: choice?.comment ?? null };
  });
  const viewers = version.viewers ? decodeStored(storedViewerLists, version.viewers, 'confirmed selection viewers') : [];

  return {
    selection: {
      title: link.title,
      branding,
      look: galleryLookOf(session),
      session: { title: session.title, clientFirstName: firstName(session.clientName) },
      media: { base: signed.base, expiresAt: signed.expiresAt.toISOString(), renditions: signed.renditions as GalleryMedia['renditions'] },
      version: version.version,
      confirmedAt: version.confirmedAt,
      confirmedHow: wayOf(version, link),
      confirmedBy: version.confirmedBy ?? null,
      viewers: viewers.map((viewer) => viewer.name).filter((name) => name !== ''),
      price: decodeStored(storedSelectionPrice, version.price, 'confirmed selection price'),
      fullGallerySelected: choices.fullGallerySelected,
      generalComment: choices.generalComment ?? null,
      additionalProducts: productLinesOf(choices.additionalProducts, names),
      photos: { images, offset: page.offset, total: list.length },
    },
  };
};
