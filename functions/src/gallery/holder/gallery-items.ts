// The items the gallery function reads, each by its key, through plain-table.ts (no ElectroDB
// in the gallery function's bundle: docs/data.md, "The gallery function's plain data path").
import type { ContactItem } from '../../data/entities/contact.js';
import type { BillingSettingsItem } from '../../data/entities/billing.js';
import type { GalleryDownloadItem, GalleryDraftItem, SessionSelectionItem, ShareLinkItem, ShareLinkKeyItem } from '../../data/entities/share-link.js';
import type { PhotographerItem } from '../../data/entities/photographer.js';
import type { ProductItem } from '../../data/entities/product.js';
import type { SessionFinanceItem } from '../../data/entities/session-finance.js';
import type { SessionImageItem } from '../../data/entities/session-image.js';
import type { SessionPackageItem } from '../../data/entities/session-package.js';
import type { SessionItem } from '../../data/entities/session.js';
import type { UploadItem } from '../../data/entities/upload.js';
import { itemKeys, itemQueries } from '../../data/item-keys.js';
import { getItem, getItems, queryItems, type QueryOptions } from '../../data/plain-table.js';
import type { ReadUploads } from '../../media/media-urls.js';

const CONSISTENT = { consistent: true };

export const readSession = (photographerId: string, sessionId: string, options: { consistent?: boolean } = {}) =>
  getItem<SessionItem>('session', itemKeys.session(photographerId, sessionId), options);

export const readPhotographer = (photographerId: string) => getItem<PhotographerItem>('photographer', itemKeys.photographer(photographerId));

export const readContact = (photographerId: string, contactId: string) => getItem<ContactItem>('contact', itemKeys.contact(photographerId, contactId));
/** The photographer's billing settings: how the prices are taxed (VAT rate, VAT included or not). */
export const readBillingSettings = (photographerId: string) => getItem<BillingSettingsItem>('billingSettings', itemKeys.billingSettings(photographerId));

export const readSessionPackage = (photographerId: string, packageId: string) =>
  getItem<SessionPackageItem>('sessionPackage', itemKeys.sessionPackage(photographerId, packageId));

export const readSessionFinance = (photographerId: string, sessionId: string) =>
  getItem<SessionFinanceItem>('sessionFinance', itemKeys.sessionFinance(photographerId, sessionId), CONSISTENT);

export const readSessionImage = (photographerId: string, sessionId: string, imageId: string) =>
  getItem<SessionImageItem>('sessionImage', itemKeys.sessionImage(photographerId, sessionId, imageId));

export const readShareLinkItem = (photographerId: string, sessionId: string) =>
  getItem<ShareLinkItem>('shareLink', itemKeys.shareLink(photographerId, sessionId), CONSISTENT);

export const readShareLinkKey = (linkKey: string) => getItem<ShareLinkKeyItem>('shareLinkKey', itemKeys.shareLinkKey(linkKey));

export const readGalleryDraft = (photographerId: string, sessionId: string) =>
  getItem<GalleryDraftItem>('galleryDraft', itemKeys.galleryDraft(photographerId, sessionId), CONSISTENT);

/** A confirmed version of the session's selection (the one a closed link was closed on: `link.selectionVersion`). */
export const readSessionSelection = (photographerId: string, sessionId: string, version: number) =>
  getItem<SessionSelectionItem>('sessionSelection', itemKeys.sessionSelection(photographerId, sessionId, version), CONSISTENT);

export const readGalleryDownload = (photographerId: string, sessionId: string, downloadId: string) =>
  getItem<GalleryDownloadItem>('galleryDownload', itemKeys.galleryDownload(photographerId, sessionId, downloadId), CONSISTENT);

export const readGalleryDownloads = (photographerId: string, sessionId: string) =>
  queryItems<GalleryDownloadItem>('galleryDownload', itemQueries.galleryDownloads(photographerId, sessionId), CONSISTENT);

/** The session's image items; with `attributes`, only those (the rest of the type is then absent). */
export const readSessionImages = (photographerId: string, sessionId: string, options: QueryOptions) =>
  queryItems<SessionImageItem>('sessionImage', itemQueries.sessionImages(photographerId, sessionId), options);

export const readSessionFinal = (photographerId: string, sessionId: string, finalId: string) =>
  getItem<SessionImageItem>('sessionFinal', itemKeys.sessionFinal(photographerId, sessionId, finalId), CONSISTENT);

/** The session's finals (the delivery's set); with `attributes`, only those. */
export const readSessionFinals = (photographerId: string, sessionId: string, options: QueryOptions) =>
  queryItems<SessionImageItem>('sessionFinal', itemQueries.sessionFinals(photographerId, sessionId), options);

export const readProducts = (photographerId: string) => queryItems<ProductItem>('product', itemQueries.products(photographerId));

export const readUploads: ReadUploads = (photographerId, objectKeys) =>
  getItems<UploadItem>(
    'upload',
    objectKeys.map((objectKey) => itemKeys.upload(photographerId, objectKey)),
  );
