// The session wizard's values as typed, their checks (spec section 5 "Session form",
// "Session finance") and what they send: the whole input on create, only the changed
// whitelisted fields on edit (section 5 "Session update").
import type { Currency, Language } from '@fotostudio/shared/constants';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import {
  SESSION_TYPES,
  sessionUpdate,
  type FinanceUpdate,
  type SessionDetail,
  type SessionFinance,
  type SessionInput,
  type SessionType,
  type SessionUpdate,
} from '@fotostudio/shared/contracts/sessions';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { formatMoneyInput, parseMoneyInput } from '@fotostudio/shared/format/money-input';
import { normaliseSessionDate, normaliseSessionTime, timeForInput } from '@fotostudio/shared/sessions/session-fields';
import { financeChangeRefusal } from '@fotostudio/shared/sessions/finance-change-refusal';
import { paidIsValid } from '@fotostudio/shared/sessions/session-finance';
import type { PickedClient } from '../../../components/client-picker';
import { placeIssues, type ContractIssue, type FieldProblem } from '../../../lib/field-problem';

export interface SessionFormValues {
  client: PickedClient | null;
  packageId: string;
  title: string;
  sessionType: SessionType | '';
  /** YYYY-MM-DD or ''. */
  date: string;
  /** HH:mm or ''. */
  time: string;
  duration: string;
  location: string;
  description: string;
  notes: string;
  galleryComment: string;
  calendarSync: boolean;
  /** Typed amounts; '' total means the base price, '' paid means 0. */
  totalPrice: string;
  paid: string;
}

export const SESSION_STEPS = ['session', 'finance', 'images'] as const;
export type SessionStep = (typeof SESSION_STEPS)[number];

/** A field's message: a catalogue code, or a key of sessions.form.errors. */
export type FormProblem = FieldProblem<'typeRequired' | 'durationInvalid' | 'totalInvalid' | 'tooLong'>;

export type SessionFormField =
  | 'client'
  | 'packageId'
  | 'title'
  | 'sessionType'
  | 'date'
  | 'time'
  | 'duration'
  | 'location'
  | 'description'
  | 'notes'
  | 'galleryComment'
  | 'basePrice'
  | 'totalPrice'
  | 'paid';

export type SessionFormErrors = Partial<Record<SessionFormField, FormProblem>>;

const STEP_OF_FIELD: Record<SessionFormField, SessionStep> = {
  client: 'session',
  packageId: 'session',
  title: 'session',
  sessionType: 'session',
  date: 'session',
  time: 'session',
  duration: 'session',
  location: 'session',
  description: 'session',
  notes: 'session',
  galleryComment: 'session',
  basePrice: 'finance',
  totalPrice: 'finance',
  paid: 'finance',
};

export const stepOfField = (field: SessionFormField): SessionStep => STEP_OF_FIELD[field];

export const TEXT_LIMITS = { title: 120, description: 2000, location: 200, notes: 2000, galleryComment: 500 } as const;

export const emptySessionForm = (): SessionFormValues => ({
  client: null,
  packageId: '',
  title: '',
  sessionType: '',
  date: '',
  time: '',
  duration: '',
  location: '',
  description: '',
  notes: '',
  galleryComment: '',
  calendarSync: false,
  totalPrice: '',
  paid: '',
});

export const sessionFormOf = (detail: SessionDetail, currency: Currency, language: Language): SessionFormValues => {
  const { session, finance } = detail;
  return {
    client: { contactId: session.clientId, name: session.clientName },
    packageId: session.packageId,
    title: session.title,
    sessionType: session.sessionType,
    date: session.date ?? '',
    time: timeForInput(session.time),
    duration: session.durationMinutes === null ? '' : String(session.durationMinutes),
    location: session.location ?? '',
    description: session.description ?? '',
    notes: session.notes ?? '',
    galleryComment: session.galleryComment ?? '',
    calendarSync: session.calendarSync,
    totalPrice: formatMoneyInput(finance.totalPriceCents, currency, language),
    paid: formatMoneyInput(finance.paidCents, currency, language),
  };
};

export const isSessionType = (value: string): value is SessionType => (SESSION_TYPES as readonly string[]).includes(value);

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

interface CheckedData {
  title: string;
  sessionType: SessionType;
  date: string | null;
  time: string | null;
  durationMinutes: number | null;
  location: string | null;
  description: string | null;
  notes: string | null;
  galleryComment: string | null;
  calendarSync: boolean;
}

/** Step 1: every field with its own message. `dateTypingError` is the date input's own (an incomplete or impossible date). */
export const checkSessionStep = (
  values: SessionFormValues,
  dateTypingError: boolean,
): { ok: true; data: CheckedData } | { ok: false; errors: SessionFormErrors } => {
  const errors: SessionFormErrors = {};
  if (!values.client) errors.client = { code: 'sessions.client_required' };
  if (!values.packageId) errors.packageId = { code: 'sessions.package_required' };
  if (values.title.trim().length < 3) errors.title = { code: 'sessions.title_required' };
  for (const field of ['title', 'description', 'location', 'notes', 'galleryComment'] as const) {
    if (!errors[field] && values[field].trim().length > TEXT_LIMITS[field]) errors[field] = { message: 'tooLong', max: TEXT_LIMITS[field] };
  }
  if (!isSessionType(values.sessionType)) errors.sessionType = { message: 'typeRequired' };
  const date = normaliseSessionDate(values.date);
  if (dateTypingError || (date !== null && (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)))) {
    errors.date = { code: 'sessions.date_invalid' };
  } else if (values.calendarSync && date === null) {
    errors.date = { code: 'sessions.calendar_needs_date' };
  }
  const time = normaliseSessionTime(values.time);
  if (time !== null && (typeof time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d:00$/.test(time))) errors.time = { code: 'sessions.time_invalid' };
  const durationText = values.duration.trim();
  const duration = durationText === '' ? null : Number(durationText);
  if (duration !== null && (!/^\d+$/.test(durationText) || duration < 5 || duration > 24 * 60)) errors.duration = { message: 'durationInvalid' };
  if (Object.keys(errors).length > 0 || !isSessionType(values.sessionType)) return { ok: false, errors };
  const data: CheckedData = {
    title: values.title.trim(),
    sessionType: values.sessionType,
    date: date as string | null,
    time: time as string | null,
    durationMinutes: duration,
    location: optional(values.location),
    description: optional(values.description),
    notes: optional(values.notes),
    galleryComment: optional(values.galleryComment),
    calendarSync: values.calendarSync,
  };
  // The session's fields as the contract takes them (the update's rules are the creation's).
  const parsed = sessionUpdate.safeParse(data);
  if (parsed.success) return { ok: true, data };
  const placed = placeIssues(parsed.error.issues, stepFieldOf, problemOfIssue);
  return { ok: false, errors: placed.form ? { ...placed.fields, title: placed.fields.title ?? placed.form } : placed.fields };
};

/** The contract's session fields as the form names them. */
const stepFieldOf = (path: readonly PropertyKey[]): SessionFormField | null => {
  const [first] = path;
  if (first === 'durationMinutes') return 'duration';
  const fields: readonly PropertyKey[] = ['title', 'sessionType', 'date', 'time', 'location', 'description', 'notes', 'galleryComment'];
  return fields.includes(first ?? '') ? (first as SessionFormField) : null;
};

/** A contract issue as the session form says it. */
const problemOfIssue = (issue: ContractIssue): FormProblem => {
  const code = catalogueCodeOfIssues([{ code: issue.code, params: issue.params }]);
  if (code) return { code };
  switch (issue.path[0]) {
    case 'title':
      return issue.code === 'too_big' ? { message: 'tooLong', max: Number(issue.maximum) } : { code: 'sessions.title_required' };
    case 'sessionType':
      return { message: 'typeRequired' };
    case 'durationMinutes':
      return { message: 'durationInvalid' };
    case 'date':
      return { code: 'sessions.date_invalid' };
    case 'time':
      return { code: 'sessions.time_invalid' };
    default:
      return issue.code === 'too_big' ? { message: 'tooLong', max: Number(issue.maximum) } : { code: 'general.validation' };
  }
};

export interface CheckedFinance {
  totalPriceCents: number;
  paidCents: number;
}

/**
 * Step 2: the base price comes from the package (required); the total defaults to it; an
 * empty paid amount is 0, else it must be a valid, positive number not above the total.
 */
export const checkFinanceStep = (
  values: Pick<SessionFormValues, 'totalPrice' | 'paid'>,
  basePriceCents: number | null,
  currency: Currency,
  /** The finance as saved, when editing one. */
  saved?: Pick<SessionFinance, 'totalPriceCents' | 'paidCents' | 'recordedPaidCents'>,
): { ok: true; finance: CheckedFinance } | { ok: false; errors: SessionFormErrors } => {
  if (basePriceCents === null) return { ok: false, errors: { basePrice: { code: 'sessions.base_price_required' } } };
  const errors: SessionFormErrors = {};
  let totalPriceCents = basePriceCents;
  if (values.totalPrice.trim() !== '') {
    const total = parseMoneyInput(values.totalPrice, currency);
    if (total.ok) totalPriceCents = total.minorUnits;
    else errors.totalPrice = { message: 'totalInvalid' };
  }
  let paidCents = 0;
  if (values.paid.trim() !== '') {
    const paid = parseMoneyInput(values.paid, currency);
    if (paid.ok) paidCents = paid.minorUnits;
    else errors.paid = { code: 'sessions.paid_invalid' };
  }
  if (!errors.paid && !errors.totalPrice) {
    // Editing: the server's rule against the saved finance (recorded payments may keep paid above the total).
    const refusal = saved ? financeChangeRefusal(saved, { totalPriceCents, paidCents }) : paidIsValid(paidCents, totalPriceCents) ? null : 'sessions.paid_above_total';
    if (refusal === 'sessions.total_below_recorded_payments') errors.totalPrice = { code: refusal };
    else if (refusal) errors.paid = { code: refusal };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, finance: { totalPriceCents, paidCents } };
};

/** What POST /api/sessions receives. */
export const sessionInputOf = (values: SessionFormValues, data: CheckedData, finance: CheckedFinance): SessionInput | null => {
  if (!values.client || !values.packageId) return null;
  return { clientId: values.client.contactId, packageId: values.packageId, ...data, finance };
};

/** Only the whitelisted fields that differ from the saved session; null when none does. */
export const sessionUpdateOf = (saved: SessionDetail['session'], data: CheckedData): SessionUpdate | null => {
  const update: SessionUpdate = {};
  const keys = Object.keys(data) as (keyof CheckedData)[];
  for (const key of keys) {
    if (data[key] !== saved[key]) Object.assign(update, { [key]: data[key] });
  }
  return Object.keys(update).length > 0 ? update : null;
};

/** Only the finance amounts that differ from the saved ones; null when none does. */
export const financeUpdateOf = (saved: SessionDetail['finance'], finance: CheckedFinance): FinanceUpdate | null => {
  const update: FinanceUpdate = {};
  if (finance.totalPriceCents !== saved.totalPriceCents) update.totalPriceCents = finance.totalPriceCents;
  if (finance.paidCents !== saved.paidCents) update.paidCents = finance.paidCents;
  return Object.keys(update).length > 0 ? update : null;
};

/** The field an API refusal of the form belongs to, so it shows there. */
export const fieldOfCode = (code: ErrorCode): SessionFormField | null => {
  switch (code) {
    case 'sessions.client_required':
    case 'sessions.client_not_client':
      return 'client';
    case 'sessions.package_required':
    case 'sessions.package_inactive':
      return 'packageId';
    case 'sessions.title_required':
      return 'title';
    case 'sessions.date_invalid':
    case 'sessions.calendar_needs_date':
      return 'date';
    case 'sessions.time_invalid':
      return 'time';
    case 'sessions.paid_above_total':
    case 'sessions.paid_invalid':
    case 'sessions.paid_below_recorded_payments':
      return 'paid';
    case 'sessions.total_below_recorded_payments':
      return 'totalPrice';
    case 'sessions.base_price_required':
      return 'basePrice';
    default:
      return null;
  }
};
