// Stored session items to their API shapes.
import { galleryLookOf } from '@fotostudio/shared/gallery/gallery-look';
import { deliveryStateOf, type PublishedDelivery, type PublishedDeliveryView } from '@fotostudio/shared/contracts/session-delivery';
import type { SessionFinance, SessionImage, SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { remainingCents } from '@fotostudio/shared/sessions/session-finance';
import type { SessionPackageItem } from '../data/entities/session-package.js';
import type { SessionFinanceItem } from '../data/entities/session-finance.js';
import type { SessionImageItem } from '../data/entities/session-image.js';
import type { SessionItem } from '../data/entities/session.js';
import { publishedDeliveryOf } from './delivery-settings-of.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A published delivery as the photographer's answers show it, where it stands at `now`. */
export const deliveryView = (delivery: PublishedDelivery, now: Date): PublishedDeliveryView => ({
  state: deliveryStateOf(delivery, now),
  publishedAt: delivery.publishedAt,
  expiresAt: delivery.expiresAt,
  reminderSentAt: delivery.reminderSentAt ?? null,
  withdrawnAt: delivery.withdrawnAt ?? null,
});

/** What the photographer's answers (the sessions, the finals' list) show of the session's delivery; none published: null. */
export const toDeliveryView = (delivery: PublishedDelivery | undefined, now: Date): PublishedDeliveryView | null => (delivery ? deliveryView(delivery, now) : null);

export const toSessionSummary = (item: SessionItem, coverUrl: string | null, now = new Date()): SessionSummary => ({
  sessionId: item.sessionId,
  clientId: item.clientId,
  clientName: item.clientName,
  packageId: item.packageId,
  packageName: item.packageName,
  title: item.title,
  description: item.description ?? null,
  date: item.date ?? null,
  time: item.time ?? null,
  durationMinutes: item.durationMinutes ?? null,
  location: item.location ?? null,
  notes: item.notes ?? null,
  sessionType: item.sessionType,
  galleryComment: item.galleryComment ?? null,
  calendarSync: item.calendarSync,
  status: item.status,
  hasSelection: item.hasSelection,
  imageCount: item.imageCount,
  // An archived session's photos are not served until it is restored.
  coverUrl: item.archivedAt ? null : coverUrl,
  coverThumbhash: item.archivedAt ? null : (item.coverThumbhash ?? null),
  coverImageId: item.coverImageId ?? null,
  galleryLook: galleryLookOf(item),
  archivedAt: item.archivedAt ?? null,
  deleteAt: item.expiresAt ? new Date(item.expiresAt * 1000).toISOString() : null,
  delivery: toDeliveryView(publishedDeliveryOf(item), now),
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const toSessionFinance = (item: SessionFinanceItem): SessionFinance => ({
  basePriceCents: item.basePriceCents,
  totalPriceCents: item.totalPriceCents,
  paidCents: item.paidCents,
  recordedPaidCents: item.recordedPaidCents ?? 0,
  remainingCents: remainingCents(item),
  extraPhotos: item.extraPhotos,
  additionalProductsCents: item.additionalProductsCents,
  completeGalleryPriceCents: item.completeGalleryPriceCents,
  selectionVersion: item.selectionVersion ?? null,
  placeholder: false,
  updatedAt: item.updatedAt,
});

/** What the read limit answers instead of the finance (spec section 9). */
export const financePlaceholder = (): SessionFinance => ({
  basePriceCents: 0,
  totalPriceCents: 0,
  paidCents: 0,
  recordedPaidCents: 0,
  remainingCents: 0,
  extraPhotos: 0,
  additionalProductsCents: 0,
  completeGalleryPriceCents: 0,
  selectionVersion: null,
  placeholder: true,
  updatedAt: null,
});

export const toPackageTerms = (item: SessionPackageItem) => ({
  packageId: item.packageId,
  name: item.name,
  priceCents: item.priceCents,
  includedPhotos: item.includedPhotos,
  extraPhotoPriceCents: item.extraPhotoPriceCents,
  watermark: item.watermark,
  allowDownload: item.allowDownload,
  allowFullGallery: item.allowFullGallery,
  fullGalleryPriceCents: item.fullGalleryPriceCents ?? null,
});

export const toSessionImage = (item: SessionImageItem, urlOf: ((key: string) => string) | null): SessionImage => {
  const url = (key: string | undefined) => (item.status === 'ready' && key && urlOf ? urlOf(key) : null);
  return {
    imageId: item.imageId,
    fileName: item.fileName,
    status: item.status,
    failureReason: item.failureReason ?? null,
    width: item.width ?? null,
    height: item.height ?? null,
    thumbhash: item.thumbhash ?? null,
    thumbUrl: url(item.thumbKey),
    gridUrl: url(item.gridKey),
    previewUrl: url(item.watermarkedKey ?? item.previewKey),
    compression: item.compression ? { fileName: item.fileName, ...item.compression } : null,
    createdAt: item.createdAt,
  };
};

/** Epoch seconds `days` after `now`, for TTL attributes. */
export const epochSecondsAfter = (now: Date, days: number): number => Math.floor((now.getTime() + days * DAY_MS) / 1000);
