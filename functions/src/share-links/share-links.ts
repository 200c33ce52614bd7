// The photographer's share link of a session (spec "Share-link modal", "extend-link dialog",
// 7 getShareToken, createSessionUrl, updateShareToken): one link per session. Every change is
// one transaction with the lookup items of its addresses (a replaced token or custom URL stops
// working at once; a custom URL is unique through its key item's not-exists condition) and
// with the in-use counts of the default comments it takes its message from.
import { SHARE_LINK_DEFAULT_DAYS, type ShareLink, type ShareLinkInput, type ShareLinkUpdate } from '@fotostudio/shared/contracts/share-links';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, transact } from '../data/database.js';
import { refusedAmong, type DeleteParams, type PutParams, type TransactItem, type UpdateParams } from '../data/transaction.js';
import { dropCommentUse, updateLinkAsRead } from '../data/stores/gallery.js';
import { sessionActiveCheck } from '../data/stores/sessions.js';
import type { ShareLinkItem } from '../data/entities/share-link.js';
import type { SessionItem } from '../data/entities/session.js';
import { cdnConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { requireActiveSession, requireSession } from '../sessions/session-store.js';
import { hashLinkPassword } from './link-password.js';
import { refreshLinkPreview } from './link-preview-refresh.js';
import { newLinkToken } from './link-store.js';
import { toShareLinkAt } from './link-view.js';
import { passedReminderKeys } from './selection-deadline-rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The session's share link, read consistently (the gallery function reads it through gallery/holder/gallery-items.ts). */
export const readShareLink = async (photographerId: string, sessionId: string): Promise<ShareLinkItem | undefined> =>
  (await db().entities.shareLink.get({ photographerId, sessionId }).go({ consistent: true })).data ?? undefined;

/** The link's fields a write decides (keys and timestamps aside); absent optionals are removed. */
export interface LinkFields {
  token: string;
  customUrl?: string | undefined;
  title: string;
  message?: string | undefined;
  commentId?: string | undefined;
  durationDays: number;
  active: boolean;
  validUntil: string;
  closedAt?: string | undefined;
  passwordHash?: string | undefined;
  passwordVersion: number;
  selectionVersion: number;
  /** Moves with each deactivation (the media grant changes: share-links/link-grant.ts). */
  accessVersion?: number | undefined;
  /** The selection deadline and what the hourly run recorded for it (gallery/selection-deadline.ts). */
  selectionDeadline?: string | undefined;
  deadlineReminders?: string[] | undefined;
  deadlineOutcome?: ShareLinkItem['deadlineOutcome'];
  deadlineHandledFor?: string | undefined;
  deadlineDoneFor?: string | undefined;
}

const OPTIONAL_FIELDS = ['customUrl', 'message', 'commentId', 'closedAt', 'passwordHash', 'selectionDeadline', 'deadlineReminders', 'deadlineOutcome', 'deadlineHandledFor', 'deadlineDoneFor'] as const;

const fieldsOf = (link: ShareLinkItem): LinkFields => ({
  token: link.token,
  customUrl: link.customUrl,
  title: link.title,
  message: link.message,
  commentId: link.commentId,
  durationDays: link.durationDays,
  active: link.active,
  validUntil: link.validUntil,
  closedAt: link.closedAt,
  passwordHash: link.passwordHash,
  passwordVersion: link.passwordVersion,
  selectionVersion: link.selectionVersion,
  accessVersion: link.accessVersion,
  selectionDeadline: link.selectionDeadline,
  deadlineReminders: link.deadlineReminders,
  deadlineOutcome: link.deadlineOutcome,
  deadlineHandledFor: link.deadlineHandledFor,
  deadlineDoneFor: link.deadlineDoneFor,
});

/**
 * The deadline fields a write sets (issue 28 point 2): `requested` undefined keeps the link's own
 * (with its reminders and outcome); a new value (or null: none) starts them again, so a link
 * closed at its deadline opens until the new one. A deadline must be ahead and not past the
 * link's expiry.
 */
const deadlineFields = (before: Partial<LinkFields> | undefined, requested: string | null | undefined, validUntil: string, now: number) => {
  if (requested === undefined) {
    return {
      selectionDeadline: before?.selectionDeadline,
      deadlineReminders: before?.deadlineReminders,
      deadlineOutcome: before?.deadlineOutcome,
      deadlineHandledFor: before?.deadlineHandledFor,
      deadlineDoneFor: before?.deadlineDoneFor,
    };
  }
  const none = { selectionDeadline: undefined, deadlineReminders: undefined, deadlineOutcome: undefined, deadlineHandledFor: undefined, deadlineDoneFor: undefined };
  if (requested === null) return none;
  const at = Date.parse(requested);
  if (at <= now) throw new DomainError('share.deadline_not_ahead');
  if (at > Date.parse(validUntil)) throw new DomainError('share.deadline_after_expiry');
  return newDeadline(new Date(at).toISOString(), now);
};

/** A deadline set now, with the reminders whose window it is already inside recorded unsent (a 2-day deadline gets no "3 days" mail). */
const newDeadline = (selectionDeadline: string, now: number) => {
  const skipped = passedReminderKeys(selectionDeadline, now);
  return { selectionDeadline, deadlineReminders: skipped.length ? skipped : undefined, deadlineOutcome: undefined, deadlineHandledFor: undefined, deadlineDoneFor: undefined };
};

/** A new link's deadline: the package's days to choose from now, never past the link's expiry; none when the package has none. */
const packageDeadline = async (session: SessionItem, validUntil: string, now: number): Promise<Partial<LinkFields>> => {
  const { data } = await db().entities.sessionPackage.get({ photographerId: session.photographerId, packageId: session.packageId }).go({ attributes: ['selectionDays'] });
  if (!data?.selectionDays) return {};
  return newDeadline(new Date(Math.min(now + data.selectionDays * DAY_MS, Date.parse(validUntil))).toISOString(), now);
};

const definedOf = (fields: LinkFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Omit<LinkFields, (typeof OPTIONAL_FIELDS)[number]> &
    Partial<LinkFields>;

const businessSlugOf = async (photographerId: string): Promise<string | undefined> =>
  (await db().entities.photographer.get({ photographerId }).go({ attributes: ['businessSlug'] })).data?.businessSlug;

export const toShareLink = async (link: ShareLinkItem, session: SessionItem): Promise<ShareLink> =>
  toShareLinkAt(link, session, await businessSlugOf(session.photographerId));

export const requireLink = async (photographerId: string, sessionId: string): Promise<ShareLinkItem> => {
  const link = await readShareLink(photographerId, sessionId);
  if (!link) throw new DomainError('share.not_found');
  return link;
};

/**
 * Writes `after` over `before` (or creates it) in one transaction with: the session still there
 * and not archived; the token's key item (a new token's created, a replaced one's deleted);
 * the custom URL's key item likewise (taken -> 409 share.custom_url_taken); the comments'
 * in-use counts (+1 on the new, -1 on the old; a comment that is not the photographer's
 * fails its patch -> 404 catalog.comment_not_found). False when another write came first.
 */
const commitLink = async (photographerId: string, sessionId: string, before: ShareLinkItem | undefined, after: LinkFields): Promise<boolean> => {
  const key = { photographerId, sessionId };
  const removed = OPTIONAL_FIELDS.filter((name) => after[name] === undefined && before?.[name] !== undefined);
  const steps: string[] = [];
  const items: TransactItem[] = [];
  const add = (step: string, item: TransactItem) => {
    steps.push(step);
    items.push(item);
  };
  const { shareLink, shareLinkKey, defaultComment } = db().entities;
  add('session', sessionActiveCheck(key));
  add('link', before ? updateLinkAsRead(key, before, definedOf(after), removed) : { Put: shareLink.create({ ...key, ...definedOf(after) }).params<PutParams>() });
  if (before?.token !== after.token) {
    add('token', { Put: shareLinkKey.create({ linkKey: after.token, kind: 'token', ...key }).params<PutParams>() });
    if (before) add('old-token', { Delete: shareLinkKey.delete({ linkKey: before.token }).params<DeleteParams>() });
  }
  if (before?.customUrl !== after.customUrl) {
    if (after.customUrl) add('custom-url', { Put: shareLinkKey.create({ linkKey: after.customUrl, kind: 'customUrl', ...key }).params<PutParams>() });
    if (before?.customUrl) add('old-custom-url', { Delete: shareLinkKey.delete({ linkKey: before.customUrl }).params<DeleteParams>() });
  }
  if (before?.commentId !== after.commentId) {
    if (after.commentId) {
      add('comment', { Update: defaultComment.patch({ photographerId, commentId: after.commentId }).add({ linkRefs: 1 }).params<UpdateParams>() });
    }
    if (before?.commentId) add('old-comment', dropCommentUse(photographerId, before.commentId));
  }
  const outcome = await transact(items);
  if (outcome.committed) return true;
  const failed = new Set(steps.filter((_, index) => refusedAmong(outcome, index, index + 1)));
  if (failed.has('session')) {
    await requireActiveSession(photographerId, sessionId);
    return false;
  }
  if (failed.has('custom-url')) throw new DomainError('share.custom_url_taken');
  if (failed.has('comment')) throw new DomainError('catalog.comment_not_found');
  // The link changed meanwhile, or (once in 2^130) a new token collided: read again.
  return false;
};

/** Runs a change from a fresh read until it commits; answers the link as written. */
const changeLink = async (
  photographerId: string,
  sessionId: string,
  change: (before: ShareLinkItem | undefined, session: SessionItem) => Promise<LinkFields>,
): Promise<ShareLink> =>
  retryLostRaces(async () => {
    const session = await requireActiveSession(photographerId, sessionId);
    const before = await readShareLink(photographerId, sessionId);
    const after = await change(before, session);
    if (!(await commitLink(photographerId, sessionId, before, after))) return TRY_AGAIN;
    await refreshPreviewAfterChange(photographerId, sessionId, before);
    return toShareLink(await requireLink(photographerId, sessionId), session);
  }, 'general.changed_meanwhile');

/**
 * Link previews show the title, message and cover: cached pages of the link's addresses (and
 * of addresses it no longer has) are refreshed after each change. The change stands if that
 * fails; the cache expires by itself within minutes.
 */
export const refreshPreviewAfterChange = async (
  photographerId: string,
  sessionId: string,
  before?: Pick<ShareLinkItem, 'token' | 'customUrl'>,
): Promise<void> => {
  // Without a CDN nothing caches the pages: skip the reads and the write a refresh costs.
  if (!cdnConfig().CDN_DISTRIBUTION_ID) return;
  try {
    await refreshLinkPreview(photographerId, sessionId, before);
  } catch (error) {
    logger.warn('link preview refresh failed', { sessionId, error });
  }
};

const commentText = async (photographerId: string, commentId: string): Promise<string> => {
  const { data } = await db().entities.defaultComment.get({ photographerId, commentId }).go();
  if (!data) throw new DomainError('catalog.comment_not_found');
  return data.text;
};

/** The message and comment a write asks for: a comment fills the message with its text. */
const messageOf = async (photographerId: string, input: { message?: string | null | undefined; commentId?: string | null | undefined }) =>
  input.commentId
    ? { commentId: input.commentId, message: await commentText(photographerId, input.commentId) }
    : { commentId: undefined, message: input.message || undefined };

const daysFrom = (from: number, days: number): string => new Date(from + days * DAY_MS).toISOString();

export const getShareLinkView = async (photographerId: string, sessionId: string): Promise<ShareLink | null> => {
  const session = await requireSession(photographerId, sessionId);
  const link = await readShareLink(photographerId, sessionId);
  return link ? toShareLink(link, session) : null;
};

/**
 * Generates the session's link; generating again replaces it (replaceShareLink). `forDelivery`:
 * the link a delivery's publication makes (sessions/delivery-publishing.ts), which needs finals,
 * not proofs, and keeps a link made meanwhile (another publication's) instead of replacing it.
 */
export const createShareLink = (photographerId: string, sessionId: string, input: ShareLinkInput, { forDelivery = false } = {}): Promise<ShareLink> =>
  changeLink(photographerId, sessionId, async (before, session) => {
    if (!forDelivery && session.imageCount < 1) throw new DomainError('share.session_has_no_images');
    if (before) return forDelivery ? fieldsOf(before) : replaceShareLink(photographerId, before, input);
    const durationDays = input.durationDays ?? SHARE_LINK_DEFAULT_DAYS;
    const now = Date.now();
    const validUntil = daysFrom(now, durationDays);
    const deadline = input.selectionDeadline === undefined ? await packageDeadline(session, validUntil, now) : deadlineFields(undefined, input.selectionDeadline, validUntil, now);
    return {
      ...(await messageOf(photographerId, input)),
      ...deadline,
      token: newLinkToken(),
      customUrl: input.customUrl ?? undefined,
      title: input.title,
      durationDays,
      active: true,
      validUntil,
      passwordHash: input.password ? await hashLinkPassword(input.password) : undefined,
      passwordVersion: 1,
      selectionVersion: 0,
    };
  });

/**
 * THE place where a link is replaced ("generate again"): the new link's fields, decided from
 * the old link and the request. The new link never names an address of the old one (a new
 * token; the custom address only if sent, and never the old one), so commitLink deletes the
 * old token's and custom address's key items in the transaction that writes the new link:
 * both stop resolving at once. Kept unless the request changes them: password (hash), message
 * and comment, validity (valid-until with any extension, and days), a confirmed selection.
 * Passes handed out for the old link end with its token (gallery-pass.ts). Anything else a
 * replacement must do to the old link belongs here.
 */
export const replaceShareLink = async (photographerId: string, before: ShareLinkItem, input: ShareLinkInput): Promise<LinkFields> => {
  const customUrl = input.customUrl ?? undefined;
  if (customUrl !== undefined && customUrl === before.customUrl) throw new DomainError('share.custom_url_replaced');
  const keepsMessage = input.message === undefined && input.commentId === undefined;
  const message = keepsMessage
    ? { message: before.message, commentId: before.commentId }
    : await messageOf(photographerId, { message: input.message === undefined ? before.message : input.message, commentId: input.commentId });
  const passwordHash =
    input.password === undefined ? before.passwordHash : input.password === null ? undefined : await hashLinkPassword(input.password);
  const validity =
    input.durationDays === undefined
      ? { durationDays: before.durationDays, validUntil: before.validUntil }
      : { durationDays: input.durationDays, validUntil: daysFrom(Date.now(), input.durationDays) };
  return {
    ...message,
    ...validity,
    // The deadline, its reminders and outcome are kept unless one is sent.
    ...deadlineFields(fieldsOf(before), input.selectionDeadline, validity.validUntil, Date.now()),
    token: newLinkToken(),
    customUrl,
    title: input.title,
    active: true,
    // A confirmed selection stays confirmed: the photographer reopens it explicitly.
    closedAt: before.closedAt,
    passwordHash,
    passwordVersion: before.passwordVersion + 1,
    selectionVersion: before.selectionVersion,
  };
};

export const updateShareLink = (photographerId: string, sessionId: string, input: ShareLinkUpdate): Promise<ShareLink> =>
  changeLink(photographerId, sessionId, async (before) => {
    if (!before) throw new DomainError('share.not_found');
    const fields = fieldsOf(before);
    const message =
      input.commentId !== undefined || input.message !== undefined
        ? await messageOf(photographerId, { message: input.message === undefined ? before.message : input.message, commentId: input.commentId })
        : {};
    const password =
      input.password === undefined
        ? {}
        : { passwordHash: input.password === null ? undefined : await hashLinkPassword(input.password), passwordVersion: before.passwordVersion + 1 };
    return {
      ...fields,
      ...message,
      ...password,
      ...deadlineFields(fields, input.selectionDeadline, before.validUntil, Date.now()),
      title: input.title ?? before.title,
      customUrl: input.customUrl === undefined ? before.customUrl : (input.customUrl ?? undefined),
    };
  });

export const setShareLinkStatus = (
  photographerId: string,
  sessionId: string,
  input: { active: boolean; extendDays?: number | undefined },
): Promise<ShareLink> =>
  changeLink(photographerId, sessionId, async (before) => {
    if (!before) throw new DomainError('share.not_found');
    const now = Date.now();
    const expired = Date.parse(before.validUntil) <= now;
    if (input.active && expired && input.extendDays === undefined) throw new DomainError('share.expired');
    const validUntil = input.active && input.extendDays !== undefined ? daysFrom(Math.max(Date.parse(before.validUntil), now), input.extendDays) : before.validUntil;
    // Deactivating revokes the media URLs handed out so far, for good: a reactivated link hands out new ones.
    const accessVersion = before.active && !input.active ? (before.accessVersion ?? 0) + 1 : before.accessVersion;
    return { ...fieldsOf(before), active: input.active, validUntil, accessVersion };
  });

export const extendShareLink = (photographerId: string, sessionId: string, days: number): Promise<ShareLink> =>
  changeLink(photographerId, sessionId, async (before) => {
    if (!before) throw new DomainError('share.not_found');
    return { ...fieldsOf(before), validUntil: daysFrom(Math.max(Date.parse(before.validUntil), Date.now()), days) };
  });
