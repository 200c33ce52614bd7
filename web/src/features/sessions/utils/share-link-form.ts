// The share-link dialog's forms (spec sections 2 "Share-link modal", "extend-link dialog", 4
// "Share link": title and days required, days 1 to 365, message optional): what is typed, the
// checks before anything is sent, and the request each form sends.
import {
  SHARE_LINK_DAYS_MAX,
  SHARE_LINK_DAYS_MIN,
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_MESSAGE_MAX,
  SHARE_LINK_PASSWORD_MIN,
  shareLinkInput,
  shareLinkUpdate,
  type ShareLink,
  type ShareLinkInput,
  type ShareLinkUpdate,
} from '@fotostudio/shared/contracts/share-links';
import { GALLERY_PASSWORD_MAX } from '@fotostudio/shared/contracts/gallery';
import { customUrlProblem } from '@fotostudio/shared/gallery/link-address';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import { placeIssues, type ContractIssue, type FieldProblem } from '../../../lib/field-problem';

export const SHARE_LINK_TITLE_MAX = 120;

export interface ShareLinkValues {
  title: string;
  /** As typed; checked to be a whole number of days. */
  durationDays: string;
  message: string;
  /** The default comment the message was filled from; cleared when the message is edited by hand. */
  commentId: string | null;
  customUrl: string;
  /** A new password; empty keeps the current one (or none). */
  password: string;
  /** Editing a protected link: take its password away. */
  removePassword: boolean;
  /**
   * The selection deadline as a `datetime-local` value in Madrid's wall time (issue 28 point 2);
   * empty: on a new link the package's days to choose, on an existing one none.
   */
  selectionDeadline: string;
}

const MADRID = 'Europe/Madrid';

/** Madrid's offset from UTC at `instant`, in ms. */
const madridOffset = (instant: number): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: MADRID, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - Math.floor(instant / 1000) * 1000;
};

/** An instant as a `datetime-local` value in Madrid's wall time (`YYYY-MM-DDTHH:mm`). */
export const madridWallTime = (iso: string): string => {
  const instant = Date.parse(iso);
  return new Date(instant + madridOffset(instant)).toISOString().slice(0, 16);
};

/** A `datetime-local` value read as Madrid's wall time, as the instant (ISO, UTC), or null when it is not one. */
export const instantOfMadridWallTime = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const wall = Date.parse(`${value}:00Z`);
  if (Number.isNaN(wall)) return null;
  const guess = wall - madridOffset(wall);
  return new Date(wall - madridOffset(guess)).toISOString();
};

export type ShareLinkField = 'title' | 'durationDays' | 'message' | 'customUrl' | 'password' | 'selectionDeadline';
/** A sessions.share.validation message, or the custom address's catalogue code (invalid, reserved, taken). */
export type ShareLinkProblem = FieldProblem<'required' | 'tooLong' | 'daysRange' | 'passwordShort' | 'passwordLong'>;
export type ShareLinkErrors = Partial<Record<ShareLinkField, ShareLinkProblem>>;

/** A new link: the session's title, the default days, nothing else. */
export const newShareLinkValues = (sessionTitle: string): ShareLinkValues => ({
  title: sessionTitle.slice(0, SHARE_LINK_TITLE_MAX),
  durationDays: String(SHARE_LINK_DEFAULT_DAYS),
  message: '',
  commentId: null,
  customUrl: '',
  password: '',
  removePassword: false,
  selectionDeadline: '',
});

/** The edit form of an existing link, as it is now. */
export const shareLinkValuesOf = (link: ShareLink): ShareLinkValues => ({
  title: link.title,
  durationDays: String(link.durationDays),
  message: link.message ?? '',
  commentId: link.commentId,
  customUrl: link.customUrl ?? '',
  password: '',
  removePassword: false,
  selectionDeadline: link.selectionDeadline ? madridWallTime(link.selectionDeadline) : '',
});

/** Whole days from 1 to 365, or null. */
export const parseDays = (text: string): number | null => {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days >= SHARE_LINK_DAYS_MIN && days <= SHARE_LINK_DAYS_MAX ? days : null;
};

const customUrlOf = (values: ShareLinkValues) => values.customUrl.trim().toLowerCase();

const problemsOf = (values: ShareLinkValues, withDays: boolean): ShareLinkErrors => {
  const errors: ShareLinkErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = { message: 'required' };
  else if (title.length > SHARE_LINK_TITLE_MAX) errors.title = { message: 'tooLong', max: SHARE_LINK_TITLE_MAX };
  if (withDays && parseDays(values.durationDays) === null) errors.durationDays = { message: 'daysRange', min: SHARE_LINK_DAYS_MIN, max: SHARE_LINK_DAYS_MAX };
  if (values.message.trim().length > SHARE_LINK_MESSAGE_MAX) errors.message = { message: 'tooLong', max: SHARE_LINK_MESSAGE_MAX };
  const customUrl = customUrlOf(values);
  const urlProblem = customUrl === '' ? undefined : customUrlProblem(customUrl);
  if (urlProblem) errors.customUrl = { code: urlProblem === 'reserved' ? 'share.custom_url_reserved' : 'share.custom_url_invalid' };
  if (values.selectionDeadline !== '' && instantOfMadridWallTime(values.selectionDeadline) === null) errors.selectionDeadline = { code: 'general.validation' };
  if (values.password !== '' && !values.removePassword) {
    if (values.password.length < SHARE_LINK_PASSWORD_MIN) errors.password = { message: 'passwordShort', min: SHARE_LINK_PASSWORD_MIN };
    else if (values.password.length > GALLERY_PASSWORD_MAX) errors.password = { message: 'passwordLong', max: GALLERY_PASSWORD_MAX };
  }
  return errors;
};

type Checked<Body> = { body: Body; errors: null } | { body: null; errors: ShareLinkErrors };

const FIELD_OF_INPUT: Partial<Record<PropertyKey, ShareLinkField>> = {
  title: 'title',
  durationDays: 'durationDays',
  message: 'message',
  // The chosen comment fills the message: its select sits with it.
  commentId: 'message',
  customUrl: 'customUrl',
  password: 'password',
  selectionDeadline: 'selectionDeadline',
};

/** A contract issue as the share-link form says it. */
const problemOfIssue = (issue: ContractIssue): ShareLinkProblem => {
  const code = catalogueCodeOfIssues([{ code: issue.code, params: issue.params }]);
  if (code) return { code };
  if (issue.path[0] === 'durationDays') return { message: 'daysRange', min: SHARE_LINK_DAYS_MIN, max: SHARE_LINK_DAYS_MAX };
  if (issue.path[0] === 'password') return issue.code === 'too_big' ? { message: 'passwordLong', max: GALLERY_PASSWORD_MAX } : { message: 'passwordShort', min: SHARE_LINK_PASSWORD_MIN };
  if (issue.code === 'too_big') return { message: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { message: 'required' };
  return { code: 'general.validation' };
};

/**
 * The body as the contract takes it, or its issues under the fields that show them (one no
 * field names goes to the first, the title).
 */
const checkedBy = <Body>(schema: { safeParse: (body: unknown) => { success: true; data: Body } | { success: false; error: { issues: ContractIssue[] } } }, body: Body): Checked<Body> => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors: null };
  const placed = placeIssues(parsed.error.issues, (path) => FIELD_OF_INPUT[path[0] ?? ''] ?? null, problemOfIssue);
  return { body: null, errors: placed.form && !placed.fields.title ? { ...placed.fields, title: placed.form } : placed.fields };
};

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request that generates a link, or the problems to show by field. */
export const checkNewShareLink = (values: ShareLinkValues): Checked<ShareLinkInput> => {
  const errors = problemsOf(values, true);
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const customUrl = customUrlOf(values);
  return checkedBy<ShareLinkInput>(shareLinkInput, {
    title: values.title.trim(),
    durationDays: parseDays(values.durationDays) ?? SHARE_LINK_DEFAULT_DAYS,
    message: orNull(values.message),
    ...(values.commentId ? { commentId: values.commentId } : {}),
    ...(customUrl ? { customUrl } : {}),
    ...(values.password ? { password: values.password } : {}),
    ...(values.selectionDeadline ? { selectionDeadline: instantOfMadridWallTime(values.selectionDeadline) } : {}),
  });
};

/**
 * The update of an existing link with only what changed (the contract's PATCH: a field not
 * sent stays; null clears), or the problems to show. `body` is empty when nothing changed.
 */
export const checkShareLinkUpdate = (link: ShareLink, values: ShareLinkValues): Checked<ShareLinkUpdate> => {
  const errors = problemsOf(values, false);
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const body: ShareLinkUpdate = {};
  const title = values.title.trim();
  if (title !== link.title) body.title = title;
  const message = orNull(values.message);
  if (message !== link.message) body.message = message;
  if (values.commentId !== link.commentId) body.commentId = values.commentId;
  const customUrl = orNull(customUrlOf(values));
  if (customUrl !== link.customUrl) body.customUrl = customUrl;
  if (values.removePassword) {
    if (link.hasPassword) body.password = null;
  } else if (values.password !== '') {
    body.password = values.password;
  }
  const deadline = values.selectionDeadline ? instantOfMadridWallTime(values.selectionDeadline) : null;
  const current = link.selectionDeadline ? madridWallTime(link.selectionDeadline) : '';
  if (values.selectionDeadline !== current) body.selectionDeadline = deadline;
  return checkedBy<ShareLinkUpdate>(shareLinkUpdate, body);
};

/** The extend dialog's days, or the problem to show. */
export const checkExtendDays = (text: string): { days: number; error: null } | { days: null; error: ShareLinkProblem } => {
  const days = parseDays(text);
  return days === null ? { days: null, error: { message: 'daysRange', min: SHARE_LINK_DAYS_MIN, max: SHARE_LINK_DAYS_MAX } } : { days, error: null };
};

/**
 * Activating asks for days first when the link is expired, or inactive past its date (its
 * status then says inactive, but the server would refuse it with share.expired).
 */
export const activationNeedsDays = (link: Pick<ShareLink, 'status' | 'validUntil'>, now: number): boolean =>
  link.status === 'expired' || Date.parse(link.validUntil) <= now;

/** The addresses of a link, the custom one first when there is one. */
export const linkAddresses = (link: ShareLink): string[] => (link.customUrlFull ? [link.customUrlFull, link.url] : [link.url]);

/** WhatsApp's share address: the message (when any) and the link, for a chat the user picks. */
export const whatsappShareUrl = (message: string | null, url: string): string => {
  const text = message && message.trim() !== '' ? `${message.trim()}\n\n${url}` : url;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
};
