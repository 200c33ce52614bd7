import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

/**
 * A session's share link (spec "Share token"); one per session, in the session's collection,
 * so archiving and the reaper treat it with the rest. `closedAt` is set by the one finalize
 * that wins (a conditional write) and cleared when the photographer reopens the selection.
 */
export const shareLinkEntity = () => new Entity({
  model: { entity: 'shareLink', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    /** 26 characters of lower-case base32: 130 random bits. Replaced when generated again. */
    token: { type: 'string', required: true },
    customUrl: { type: 'string' },
    title: { type: 'string', required: true },
    message: { type: 'string' },
    commentId: { type: 'string' },
    durationDays: { type: 'number', required: true },
    /** False while the photographer has disabled it. */
    active: { type: 'boolean', required: true },
    /** ISO date-time; past it the link is expired. */
    validUntil: { type: 'string', required: true },
    closedAt: { type: 'string' },
    /** scrypt, `scrypt$<salt b64url>$<hash b64url>`; absent when the link has no password. */
    passwordHash: { type: 'string' },
    /** Changes with the password, so passes handed out for an old password stop working. */
    passwordVersion: { type: 'number', required: true, default: 0 },
    /** Moves with each deactivation, so the link's media grant (share-links/link-grant.ts) changes and stays changed. */
    accessVersion: { type: 'number' },
    /** Confirmed selection versions so far; the next finalize writes version + 1. */
    selectionVersion: { type: 'number', required: true, default: 0 },
    previewRefreshedAt: { type: 'string' },
    /**
     * The selection deadline (issue 28 point 2, gallery/selection-deadline.ts): ISO date-time;
     * past it the gallery answers `gallery.selection_deadline_passed`. Absent on every link
     * before it, and on a link without one: no deadline.
     */
    selectionDeadline: { type: 'string' },
    /**
     * The client reminders recorded for the deadline, `<days>#<deadline>` (3 and 1 days before),
     * each once; a deadline set inside a reminder's window has that one recorded unsent.
     */
    deadlineReminders: { type: 'set', items: 'string' },
    /** What the deadline did, recorded once (absent before): the draft confirmed as it stood, or the link closed keeping it. */
    deadlineOutcome: { type: ['confirmed', 'closed'] as const },
    /** The deadline `deadlineOutcome` is for: a new deadline starts again. */
    deadlineHandledFor: { type: 'string' },
    /** The deadline whose passing the photographer was told of (or that needed no notice: confirmed before it); the hourly run is done with it. */
    deadlineDoneFor: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type ShareLinkItem = EntityItem<ReturnType<typeof shareLinkEntity>>;

/**
 * The public lookup from a link key (its token, or its custom URL) to the session it opens:
 * the only way in for a gallery visitor. Created and deleted in the same transactions as the
 * link, so a replaced token or a changed custom URL stops working at once. A custom URL's
 * item is created with a not-exists condition: that is what makes custom URLs unique.
 */
export const shareLinkKeyEntity = () => new Entity({
  model: { entity: 'shareLinkKey', version: '1', service: 'fotostudio' },
  attributes: {
    linkKey: { type: 'string', required: true, readOnly: true },
    kind: { type: ['token', 'customUrl'] as const, required: true, readOnly: true },
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['linkKey'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type ShareLinkKeyItem = EntityItem<ReturnType<typeof shareLinkKeyEntity>>;

/**
 * A revoked gallery media grant (share-links/link-grant.ts), kept while any URL signed under it
 * could still be valid: the table stream writes the grant to the edge's revocation store when
 * a link's grant changes, and deletes it from there when this item expires (TTL).
 */
export const mediaRevocationEntity = () => new Entity({
  model: { entity: 'mediaRevocation', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    grant: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    revokedAt: { type: 'string', required: true },
    /** Epoch seconds: the latest expiry of any URL signed under the grant. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byGrant: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['grant'] },
    },
  },
});
export type MediaRevocationItem = EntityItem<ReturnType<typeof mediaRevocationEntity>>;

/** What the client chose so far, saved as they go (JSON of `galleryChoices`). */
export const galleryDraftEntity = () => new Entity({
  model: { entity: 'galleryDraft', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    choices: { type: 'string', required: true },
    savedAt: { type: 'string', required: true },
    /**
     * A Checkout open for the extras of these choices (issue 25 point 4): the draft is frozen
     * until `checkoutExpiresAt` (unix seconds, the session's expiry) or until the payment's
     * outcome releases it. `checkoutConfirmation` holds what the confirmation stores once paid
     * (JSON: the price, the product names and the file names, as priced when it opened).
     * Absent on every draft saved before, and on a draft that has none open.
     */
    checkoutPaymentId: { type: 'string' },
    checkoutExpiresAt: { type: 'number' },
    checkoutUrl: { type: 'string' },
    checkoutAmountCents: { type: 'number' },
    checkoutConfirmation: { type: 'string' },
    /**
     * The named viewers' lists (issue 28 point 2; JSON, `storedViewerLists`): `choices` is then
     * their union. Absent on drafts saved before (written by the `gallery-viewer-lists`
     * migration) and on the draft a reopen writes without lists: read as one unnamed list.
     */
    viewers: { type: 'string' },
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type GalleryDraftItem = EntityItem<ReturnType<typeof galleryDraftEntity>>;

/**
 * One confirmed version of the client's selection. Append-only: every confirmation (the first
 * and those after a reopen) adds a version, so earlier ones stay viewable.
 */
export const sessionSelectionEntity = () => new Entity({
  model: { entity: 'sessionSelection', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 6, char: '0' } },
    confirmedAt: { type: 'string', required: true, readOnly: true },
    /** JSON of `galleryChoices` as confirmed. */
    choices: { type: 'string', required: true, readOnly: true },
    /** JSON of the chosen product variants' names and unit prices as they were at confirmation (see finalize.ts). */
    lines: { type: 'string', required: true, readOnly: true },
    /** JSON of the price result computed at confirmation. */
    price: { type: 'string', required: true, readOnly: true },
    /** JSON of `{ imageId: fileName }` for the selected images at confirmation. */
    fileNames: { type: 'string', required: true, readOnly: true },
    /** When the client's copy was mailed (gallery/workers/selection-receipt.ts); absent before, and on versions confirmed before receipts. */
    receiptSentAt: { type: 'string' },
    /** The Stripe payment of the extras, when the client paid them at confirmation (issue 25 point 4); absent otherwise. */
    paymentId: { type: 'string', readOnly: true },
    /** What that payment took, integer cents (VAT included). */
    paidCents: { type: 'number', readOnly: true },
    /**
     * The advance invoice of that payment (issue 25 point 4, billing/gallery-extras-invoice.ts):
     * set in the transaction that issues it (condition: absent), so it is issued once. Absent:
     * none issued (every version before it, and every version not paid in the gallery).
     */
    advanceInvoice: {
      type: 'map',
      properties: { documentId: { type: 'string', required: true }, number: { type: 'string', required: true }, paymentId: { type: 'string', required: true } },
    },
    /**
     * The named viewers' lists the confirmed union was made of (issue 28 point 2; JSON,
     * `storedViewerLists`) and the name of the one who confirmed; absent on versions confirmed
     * before named viewers, and read as no lists.
     */
    viewers: { type: 'string', readOnly: true },
    confirmedBy: { type: 'string', readOnly: true },
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: ['version'] },
    },
  },
});
export type SessionSelectionItem = EntityItem<ReturnType<typeof sessionSelectionEntity>>;

/**
 * Password tries on one link in one window, from every address (the link's ceiling, see
 * gallery/holder/unlock.ts); expires with the window (TTL).
 */
export const galleryPasswordTriesEntity = () => new Entity({
  model: { entity: 'galleryPasswordTries', version: '1', service: 'fotostudio' },
  attributes: {
    linkKey: { type: 'string', required: true, readOnly: true },
    window: { type: 'string', required: true, readOnly: true },
    tries: { type: 'number', required: true, default: 0 },
    /** Epoch ms of the last try let through; past the ceiling tries are spaced from it. Absent on items written before it existed. */
    lastTryAt: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byWindow: {
      pk: { field: 'pk', composite: ['linkKey'] },
      sk: { field: 'sk', composite: ['window'] },
    },
  },
});

/** Password tries on one link in one window from one client (an IPv4 address or an IPv6 /64); expires with the window (TTL). */
export const galleryPasswordClientTriesEntity = () => new Entity({
  model: { entity: 'galleryPasswordClientTries', version: '1', service: 'fotostudio' },
  attributes: {
    linkKey: { type: 'string', required: true, readOnly: true },
    window: { type: 'string', required: true, readOnly: true },
    client: { type: 'string', required: true, readOnly: true },
    tries: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['linkKey'] },
      sk: { field: 'sk', composite: ['window', 'client'] },
    },
  },
});

/** A zip of a gallery being built in the background (or built), expiring with its link (TTL). */
export const galleryDownloadEntity = () => new Entity({
  model: { entity: 'galleryDownload', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    downloadId: { type: 'string', required: true, readOnly: true },
    status: { type: ['preparing', 'ready', 'failed'] as const, required: true },
    imageCount: { type: 'number', required: true },
    bytes: { type: 'number', required: true, default: 0 },
    /** `downloads/<photographer>/<session>/<downloadId>.zip` */
    zipKey: { type: 'string', required: true, readOnly: true },
    emailedTo: { type: 'string' },
    failureReason: { type: 'string' },
    expiresAt: { type: 'number', required: true },
    /**
     * The split into parts (gallery/workers/download-builder.ts), set by the zip worker's first
     * run: the part size it planned with, and each part's first image as `<createdAt>#<imageId>`
     * (images in upload order) up to `planEnd`, the last image planned. A job from before parts
     * has none of them: its one zip is `zipKey`.
     */
    partBytes: { type: 'number' },
    partStarts: { type: 'list', items: { type: 'string' } },
    planEnd: { type: 'string' },
    /** The language the parts are named in ("2 de 3" / "2 of 3"): the client's, set with the plan; a job without it is Spanish. */
    language: { type: ['es', 'en'] as const },
    /** The checkpoint: parts 1..partsReady are complete in S3 (`parts` holds their facts). */
    partsReady: { type: 'number' },
    parts: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          bytes: { type: 'number', required: true },
          imageCount: { type: 'number', required: true },
          builtAt: { type: 'string', required: true },
        },
      },
    },
    /**
     * Which of the session's sets the zip is made of: the proofs (absent, every job before the
     * delivery) or the delivery's finals (issue 28 point 4, "Descargar todo" of the delivery gallery).
     */
    set: { type: ['proofs', 'finals'] as const },
    /**
     * A finals zip made under the delivery's watermark: of the watermarked full-resolution JPEGs
     * (`full`, the full size offered) or of the watermarked web size (`web`); absent: the clean
     * files. A job whose value is not the delivery's current one is never answered (downloads.ts).
     */
    watermarked: { type: ['full', 'web'] as const },
    /** When the build was last put on the zip queue (the stream queues it again when this changes: data-migrations.ts). */
    buildQueuedAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    bySession: {
      collection: 'session',
      pk: { field: 'pk', composite: ['photographerId', 'sessionId'] },
      sk: { field: 'sk', composite: ['downloadId'] },
    },
  },
});
export type GalleryDownloadItem = EntityItem<ReturnType<typeof galleryDownloadEntity>>;
