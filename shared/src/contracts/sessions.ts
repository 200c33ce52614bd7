// Photo sessions (spec sections 3 "Session", "Session finance", 4 "Session archiving",
// "Image edits", 5 "Session form", "Session finance", "Session update", "Image upload").
// Money is integer cents; dates are `YYYY-MM-DD`, times `HH:mm:ss` in the photographer's
// time zone.
import * as z from 'zod';
import { entityId as id } from './ids.js';
import { codedRule, defineRoute } from './route.js';
import { normaliseSessionDate, normaliseSessionTime } from '../sessions/session-fields.js';
import { imageSetRoutes } from './session-image-uploads.js';
import { galleryLook } from '../gallery/gallery-look.js';
import { publishedDeliveryView } from './session-delivery.js';
import {
  EDITABLE_SESSION_STATUSES,
  IMAGE_FAILURE_REASONS,
  SESSION_IMAGE_STATUSES,
  SESSION_STATUSES,
  SESSION_TYPES,
} from '../sessions/session-enums.js';

// The contract's clients take the session's vocabulary from here.
export * from '../sessions/session-enums.js';

const money = z.number().int().nonnegative().max(100_000_000);
const title = z.string().trim().min(3).max(120);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** `''` or null clear; `YYYY-MM-DD` or a full ISO date-time are accepted and kept as `YYYY-MM-DD`. */
const sessionDate = z.preprocess(normaliseSessionDate, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable());
/** `''` or null clear; hours and minutes only (`HH:mm`, or `HH:mm:00`), kept as `HH:mm:00`. */
const sessionTime = z.preprocess(normaliseSessionTime, z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:00$/).nullable());

const calendarNeedsDate = (value: { calendarSync?: boolean | undefined; date?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (value.calendarSync && !value.date) {
    ctx.addIssue({ code: 'custom', path: ['date'], ...codedRule('sessions.calendar_needs_date', 'calendar sync needs a date') });
  }
};

export const financeFields = {
  totalPriceCents: money,
  paidCents: money,
  extraPhotos: z.number().int().nonnegative().max(100_000),
  additionalProductsCents: money,
  completeGalleryPriceCents: money,
};

const paidWithinTotal = (value: { paidCents?: number | undefined; totalPriceCents?: number | undefined }, ctx: z.RefinementCtx) => {
  if (value.paidCents !== undefined && value.totalPriceCents !== undefined && value.paidCents > value.totalPriceCents) {
    ctx.addIssue({ code: 'custom', path: ['paidCents'], ...codedRule('sessions.paid_above_total', 'paid is above the total') });
  }
};

/** Step 2 of the wizard. The base price is the package's and is not sent. */
export const financeInput = z
  .object({ totalPriceCents: money.optional(), paidCents: money.optional() })
  .strict()
  .superRefine(paidWithinTotal);

export const sessionDataFields = {
  title,
  description: optionalText(2000),
  date: sessionDate.optional(),
  time: sessionTime.optional(),
  durationMinutes: z.number().int().min(5).max(24 * 60).nullable().optional(),
  location: optionalText(200),
  notes: optionalText(2000),
  sessionType: z.enum(SESSION_TYPES),
  galleryComment: optionalText(500),
  calendarSync: z.boolean(),
};

export const sessionInput = z
  .object({
    clientId: id,
    packageId: id,
    ...sessionDataFields,
    finance: financeInput.optional(),
  })
  .strict()
  .superRefine(calendarNeedsDate);
export type SessionInput = z.infer<typeof sessionInput>;

const hasSomeField = (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined);
/** Only for a body that is otherwise valid: unknown fields are a validation error, not "nothing to save". */
const noFieldRule = {
  ...codedRule('sessions.update_empty', 'no field to update'),
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/**
 * Only these fields may change. The client and package are fixed at creation: sending them
 * with other values is `sessions.client_package_fixed`. An update with no field is
 * `sessions.update_empty`.
 */
export const sessionUpdate = z
  .object({
    clientId: id.optional(),
    packageId: id.optional(),
    title: title.optional(),
    description: sessionDataFields.description,
    date: sessionDate.optional(),
    time: sessionTime.optional(),
    durationMinutes: sessionDataFields.durationMinutes,
    location: sessionDataFields.location,
    notes: sessionDataFields.notes,
    sessionType: z.enum(SESSION_TYPES).optional(),
    galleryComment: sessionDataFields.galleryComment,
    calendarSync: z.boolean().optional(),
    status: z.enum(EDITABLE_SESSION_STATUSES).optional(),
    /** The client gallery's cover: one of the session's ready images (`sessions.cover_not_ready` otherwise). */
    coverImageId: id.optional(),
    /** The client gallery's layout, theme and typeface (shared/src/gallery/gallery-look.ts). */
    galleryLook: galleryLook.optional(),
  })
  .strict()
  .refine(hasSomeField, noFieldRule);
export type SessionUpdate = z.infer<typeof sessionUpdate>;

/** Finance update: allowed fields only; the base price comes from the package. */
export const financeUpdate = z
  .object({
    totalPriceCents: financeFields.totalPriceCents.optional(),
    paidCents: financeFields.paidCents.optional(),
    extraPhotos: financeFields.extraPhotos.optional(),
    additionalProductsCents: financeFields.additionalProductsCents.optional(),
    completeGalleryPriceCents: financeFields.completeGalleryPriceCents.optional(),
  })
  .strict()
  // Paid against total is the server's rule (financeChangeRefusal): recorded payments may take paid above the total.
  .refine(hasSomeField, noFieldRule);
export type FinanceUpdate = z.infer<typeof financeUpdate>;

export const sessionFinance = z.object({
  basePriceCents: z.number(),
  totalPriceCents: z.number(),
  paidCents: z.number(),
  /** The part of paid received through recorded payments (invoices, gallery extras): the total cannot be set below it. */
  recordedPaidCents: z.number(),
  /** Total less paid: negative when recorded payments paid beyond the total (a balance in the client's favour). */
  remainingCents: z.number(),
  extraPhotos: z.number(),
  additionalProductsCents: z.number(),
  completeGalleryPriceCents: z.number(),
  /** The confirmed gallery selection version the finance follows (null before the client confirms one). */
  selectionVersion: z.number().nullable(),
  /** True when the read limit (10 a minute per session) answered an empty placeholder. */
  placeholder: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SessionFinance = z.infer<typeof sessionFinance>;

export const sessionSummary = z.object({
  sessionId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  sessionType: z.enum(SESSION_TYPES),
  galleryComment: z.string().nullable(),
  calendarSync: z.boolean(),
  status: z.enum(SESSION_STATUSES),
  /** The client has confirmed a selection in the gallery. */
  hasSelection: z.boolean(),
  imageCount: z.number(),
  coverUrl: z.string().nullable(),
  coverThumbhash: z.string().nullable(),
  /** The image the client gallery opens on (the first ready image unless the photographer chose another). */
  coverImageId: z.string().nullable(),
  /** The client gallery's look; the defaults for a session that never chose one. */
  galleryLook: galleryLook,
  /** Set while archived: the session and its photos are deleted at `deleteAt`. */
  archivedAt: z.string().nullable(),
  deleteAt: z.string().nullable(),
  /** The published delivery of the finals and where it stands (open until its end, expired, withdrawn); none published: null. */
  delivery: publishedDeliveryView.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** What the session's package decides about its images and gallery. */
export const sessionPackageTerms = z.object({
  packageId: z.string(),
  name: z.string(),
  priceCents: z.number(),
  includedPhotos: z.number(),
  extraPhotoPriceCents: z.number(),
  watermark: z.boolean(),
  allowDownload: z.boolean(),
  allowFullGallery: z.boolean(),
  fullGalleryPriceCents: z.number().nullable(),
});

export const compressionResult = z.object({
  fileName: z.string(),
  originalBytes: z.number(),
  keptBytes: z.number(),
  ratioPercent: z.number(),
  kept: z.enum(['original', 'compressed']),
});
export type CompressionResult = z.infer<typeof compressionResult>;

export const sessionImage = z.object({
  imageId: z.string(),
  fileName: z.string(),
  status: z.enum(SESSION_IMAGE_STATUSES),
  failureReason: z.enum(IMAGE_FAILURE_REASONS).nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  thumbhash: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  gridUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  compression: compressionResult.nullable(),
  createdAt: z.string(),
});
export type SessionImage = z.infer<typeof sessionImage>;

const sessionParams = z.object({ sessionId: id }).strict();
/** The routes on one session of the photographer's: what each of them repeats. */
const onSession = { domain: 'sessions', auth: 'photographer', params: sessionParams } as const;

export const SESSION_VIEWS = ['current', 'archived'] as const;

export const sessionListQuery = z
  .object({
    view: z.enum(SESSION_VIEWS).default('current'),
    search: z.string().trim().max(100).optional(),
    sessionType: z.enum(SESSION_TYPES).optional(),
    status: z.enum(SESSION_STATUSES).optional(),
    selected: z.enum(['true', 'false']).optional(),
    clientId: id.optional(),
    /** Sessions dated in [from, to] (calendar month view). */
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(24),
  })
  .strict();

export const sessionPage = z.object({
  sessions: z.array(sessionSummary),
  totalCount: z.number(),
  totalPages: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const sessionDetail = z.object({
  session: sessionSummary,
  finance: sessionFinance,
  package: sessionPackageTerms,
});
export type SessionDetail = z.infer<typeof sessionDetail>;

export const listSessions = defineRoute({
  id: 'sessions.list',
  domain: 'sessions',
  method: 'GET',
  path: '/api/sessions',
  auth: 'photographer',
  query: sessionListQuery,
  response: sessionPage,
});

export const createSession = defineRoute({
  id: 'sessions.create',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions',
  auth: 'photographer',
  body: sessionInput,
  response: sessionDetail,
  successStatus: 201,
});

export const getSession = defineRoute({
  id: 'sessions.get',
  ...onSession,
  method: 'GET',
  path: '/api/sessions/{sessionId}',
  response: sessionDetail,
});

export const updateSession = defineRoute({
  id: 'sessions.update',
  ...onSession,
  method: 'PATCH',
  path: '/api/sessions/{sessionId}',
  body: sessionUpdate,
  response: sessionDetail,
});

export const getSessionFinance = defineRoute({
  id: 'sessions.getFinance',
  ...onSession,
  method: 'GET',
  path: '/api/sessions/{sessionId}/finance',
  response: z.object({ finance: sessionFinance }),
});

export const updateSessionFinance = defineRoute({
  id: 'sessions.updateFinance',
  ...onSession,
  method: 'PATCH',
  path: '/api/sessions/{sessionId}/finance',
  body: financeUpdate,
  response: z.object({ finance: sessionFinance }),
});

export const archiveSession = defineRoute({
  id: 'sessions.archive',
  ...onSession,
  method: 'POST',
  path: '/api/sessions/{sessionId}/archive',
  response: z.object({ session: sessionSummary }),
});

export const restoreSession = defineRoute({
  id: 'sessions.restore',
  ...onSession,
  method: 'POST',
  path: '/api/sessions/{sessionId}/restore',
  response: z.object({ session: sessionSummary }),
});

export const deleteSession = defineRoute({
  id: 'sessions.delete',
  ...onSession,
  method: 'DELETE',
  path: '/api/sessions/{sessionId}',
  response: z.object({ deleted: z.literal(true) }),
});

export const listSessionImages = defineRoute({
  id: 'sessions.listImages',
  ...onSession,
  method: 'GET',
  path: '/api/sessions/{sessionId}/images',
  response: z.object({ images: z.array(sessionImage), limit: z.number() }),
});

export const {
  tickets: createImageUploads,
  part: recordImagePart,
  complete: completeImageUpload,
  remove: removeSessionImages,
} = imageSetRoutes({
  name: 'Image',
  folder: 'images',
  item: { param: 'imageId', params: z.object({ sessionId: id, imageId: id }).strict() },
});

export const sessionEmailInput = z
  .object({
    to: z.email().max(254),
    cc: z.array(z.email().max(254)).max(10).optional(),
    subject: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(10_000),
    /** Attach the session as an .ics calendar event (needs a date). */
    attachCalendar: z.boolean().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    // Spec: "To, subject and message are required", with its own message.
    const blank = (field: unknown) => typeof field !== 'string' || field.trim() === '';
    if (blank(value.to) || blank(value.subject) || blank(value.message)) {
      ctx.addIssue({ code: 'custom', path: [], ...codedRule('email.required_fields', 'to, subject and message are required') });
    }
  });

export const sendSessionEmail = defineRoute({
  id: 'sessions.sendEmail',
  ...onSession,
  method: 'POST',
  path: '/api/sessions/{sessionId}/email',
  body: sessionEmailInput,
  response: z.object({ sent: z.literal(true), messageId: z.string() }),
});
