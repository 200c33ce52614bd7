// The photographer's side of share links and selections (spec sections 2 "Share-link modal",
// "extend-link dialog", 3 "Share token", "Session selection", 4 "Share link", 7 getShareToken,
// createSessionUrl, updateShareToken, invalidate-meta-cache). Routes of the sessions domain.
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { galleryChoices, galleryPriceResult, GALLERY_PASSWORD_MAX } from './gallery.js';
import { codedRule, defineRoute } from './route.js';
import { customUrlProblem } from '../gallery/link-address.js';

export const SHARE_LINK_DAYS_MIN = 1;
export const SHARE_LINK_DAYS_MAX = 365;
/** What the share dialog proposes for a new link (the spec does not show its default). */
export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MESSAGE_MAX = 500;
export const SHARE_LINK_PASSWORD_MIN = 4;
/** What a link's selection deadline did when it passed (share-link entity `deadlineOutcome`). */
export const DEADLINE_OUTCOMES = ['confirmed', 'closed'] as const;
export type DeadlineOutcome = (typeof DEADLINE_OUTCOMES)[number];
/**
 * The selection deadline a write sets: an ISO date-time with its offset (the dialog sends the
 * Europe/Madrid wall time it shows), or null for none. Absent on create: the package's days.
 */
const selectionDeadline = z.iso.datetime({ offset: true }).nullable().optional();

/**
 * `active`: the client can open it. `inactive`: the photographer disabled it. `expired`: its
 * valid-until date passed (activating needs an extension). `closed`: the client confirmed the
 * selection (the photographer can reopen it for changes).
 */
export const SHARE_LINK_STATUSES = ['active', 'inactive', 'expired', 'closed'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

const days = z.number().int().min(SHARE_LINK_DAYS_MIN).max(SHARE_LINK_DAYS_MAX);
const linkTitle = z.string().trim().min(1).max(120);
const message = z.string().trim().max(SHARE_LINK_MESSAGE_MAX).nullable().optional();
const password = z.string().min(SHARE_LINK_PASSWORD_MIN).max(GALLERY_PASSWORD_MAX);

const customUrl = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = customUrlProblem(value);
    if (problem === 'reserved') ctx.addIssue({ code: 'custom', ...codedRule('share.custom_url_reserved', 'that address is used by the app') });
    else if (problem) ctx.addIssue({ code: 'custom', ...codedRule('share.custom_url_invalid', 'letters, digits and hyphens, 3 to 60') });
  });

export const shareLink = z.object({
  /** The secret part of the address (26 characters). */
  token: z.string(),
  /** The full public URL: /{businessSlug}/{personalSlug}/{sessionSlug}, or /gallery/{token}. */
  url: z.string(),
  customUrl: z.string().nullable(),
  /** The full public URL of the custom address, when one is set. */
  customUrlFull: z.string().nullable(),
  title: z.string(),
  message: z.string().nullable(),
  /** The default comment the message was filled from, if any. */
  commentId: z.string().nullable(),
  durationDays: z.number(),
  status: z.enum(SHARE_LINK_STATUSES),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  validUntil: z.string(),
  closedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The selection deadline (issue 28 point 2): ISO date-time, or null (links made before it, or none chosen). */
  selectionDeadline: z.string().nullable(),
  /** What the deadline did: the draft confirmed as it stood, or the link closed keeping the draft; null before it passed (or with none). */
  deadlineOutcome: z.enum(DEADLINE_OUTCOMES).nullable(),
});
export type ShareLink = z.infer<typeof shareLink>;

/**
 * Generating the link, or generating it again (a new link replaces the old one: its token and
 * custom address stop working). Generating again keeps the old link's password, message (and
 * comment) and validity (its valid-until date with any extension, and its days) for every
 * field left out; `null` clears message, comment or password, and `durationDays` starts a new
 * validity from now. The custom address is never kept: the new link has the one sent, which
 * cannot be the old link's (409 `share.custom_url_replaced`). A first link without
 * `durationDays` is valid for SHARE_LINK_DEFAULT_DAYS.
 */
/**
 * What a link is made and changed with, besides its title. `selectionDeadline`: absent, a new link
 * takes the package's days to choose (none when it has none) and a generated-again link keeps its
 * own; in a change, a new deadline (its reminders and outcome start again: a link closed at its
 * deadline opens until the new one), or null for none.
 */
const shareLinkSettings = {
  message,
  /** Fills the message from a default comment (raising its in-use count). */
  commentId: id.nullable().optional(),
  customUrl: customUrl.nullable().optional(),
  password: password.nullable().optional(),
  selectionDeadline,
};

export const shareLinkInput = z.object({ title: linkTitle, durationDays: days.optional(), ...shareLinkSettings }).strict();
export type ShareLinkInput = z.infer<typeof shareLinkInput>;

/** Only the fields sent change; `null` clears custom URL, comment, message or password. */
export const shareLinkUpdate = z.object({ title: linkTitle.optional(), ...shareLinkSettings }).strict();
export type ShareLinkUpdate = z.infer<typeof shareLinkUpdate>;

export const shareLinkStatusInput = z
  .object({
    active: z.boolean(),
    /** Needed to activate an expired link: it is extended by these days from now. */
    extendDays: days.optional(),
  })
  .strict();

export const shareLinkExtendInput = z.object({ days }).strict();

const sessionParams = z.object({ sessionId: id }).strict();
const linkAnswer = z.object({ link: shareLink });

export const getShareLink = defineRoute({
  id: 'sessions.getShareLink',
  domain: 'sessions',
  method: 'GET',
  path: '/api/sessions/{sessionId}/share-link',
  auth: 'photographer',
  params: sessionParams,
  response: z.object({ link: shareLink.nullable() }),
});

export const createShareLink = defineRoute({
  id: 'sessions.createShareLink',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions/{sessionId}/share-link',
  auth: 'photographer',
  params: sessionParams,
  body: shareLinkInput,
  response: linkAnswer,
  successStatus: 201,
});

export const updateShareLink = defineRoute({
  id: 'sessions.updateShareLink',
  domain: 'sessions',
  method: 'PATCH',
  path: '/api/sessions/{sessionId}/share-link',
  auth: 'photographer',
  params: sessionParams,
  body: shareLinkUpdate,
  response: linkAnswer,
});

export const setShareLinkStatus = defineRoute({
  id: 'sessions.setShareLinkStatus',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions/{sessionId}/share-link/status',
  auth: 'photographer',
  params: sessionParams,
  body: shareLinkStatusInput,
  response: linkAnswer,
});

export const extendShareLink = defineRoute({
  id: 'sessions.extendShareLink',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions/{sessionId}/share-link/extend',
  auth: 'photographer',
  params: sessionParams,
  body: shareLinkExtendInput,
  response: linkAnswer,
});

export const refreshShareLinkPreview = defineRoute({
  id: 'sessions.refreshShareLinkPreview',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions/{sessionId}/share-link/preview',
  auth: 'photographer',
  params: sessionParams,
  response: z.object({ refreshedAt: z.string(), paths: z.array(z.string()) }),
});

/** A chosen product as the photographer reads it: names resolved at confirmation time. */
export const selectedProductLine = z.object({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  variantValue: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
});
export type SelectedProductLine = z.infer<typeof selectedProductLine>;

/** One confirmed version of the client's selection; every version is kept. */
/** One named viewer's list as the photographer sees it (issue 28 point 2): the photos they chose, in their order. */
export const selectionViewerList = z.object({ viewerId: z.string(), name: z.string(), imageIds: z.array(z.string()) });
export type SelectionViewerList = z.infer<typeof selectionViewerList>;

export const sessionSelection = z.object({
  version: z.number(),
  confirmedAt: z.string(),
  images: z.array(
    z.object({
      imageId: z.string(),
      fileName: z.string(),
      /** Null when the image was removed from the session after the confirmation. */
      thumbUrl: z.string().nullable(),
      comment: z.string().nullable(),
      products: z.array(selectedProductLine),
    }),
  ),
  additionalProducts: z.array(selectedProductLine),
  generalComment: z.string().nullable(),
  fullGallerySelected: z.boolean(),
  price: galleryPriceResult,
  /** The extras the client paid in the gallery to confirm this version (issue 25 point 4); null when none were. */
  paidInGallery: z.object({ paymentId: z.string(), amountCents: z.number() }).nullable(),
  /** The named viewers' lists whose union this version is (empty for versions confirmed by one unnamed client, and before named viewers). */
  viewers: z.array(selectionViewerList),
  /** The name of the viewer who confirmed; null when not named. */
  confirmedBy: z.string().nullable(),
});
export type SessionSelection = z.infer<typeof sessionSelection>;

export const listSessionSelections = defineRoute({
  id: 'sessions.listSelections',
  domain: 'sessions',
  method: 'GET',
  path: '/api/sessions/{sessionId}/selections',
  auth: 'photographer',
  params: sessionParams,
  response: z.object({
    selections: z.array(sessionSelection),
    draft: galleryChoices.nullable(),
    draftSavedAt: z.string().nullable(),
    /** The draft's named viewers' lists (issue 28 point 2): `draft` is their union. Empty when nobody was named. */
    draftViewers: z.array(selectionViewerList),
  }),
});

export const reopenSessionSelection = defineRoute({
  id: 'sessions.reopenSelection',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions/{sessionId}/selections/reopen',
  auth: 'photographer',
  params: sessionParams,
  response: linkAnswer,
});
