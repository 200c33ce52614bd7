// The forms' tickets: the minimum-fill-time half of the bot check, single-use and bound to one
// form. `site.formTicket` hands out `<form>.<issued-at ms>.<id>.<HMAC-SHA256 b64url>` (the id
// 128 random bits in hex); a submit of that form must bring it back no sooner than
// FORM_TICKET_MIN_FILL_SECONDS and no later than FORM_TICKET_MAX_AGE_SECONDS after issue. The
// signature makes form and issue time unforgeable: a script cannot backdate its ticket or use
// it on another form. The submit that stores its form spends the ticket in the same
// transaction (a `formTicketSpent` item, not-exists): a second submit with it is refused
// (storeSpendingTicket), and a refused submit spends nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  FORM_TICKET_MAX_AGE_SECONDS,
  FORM_TICKET_MIN_FILL_SECONDS,
  SITE_FORMS,
  type FormTicket,
  type SiteFormKind,
} from '@fotostudio/shared/contracts/site';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { transact, writeItems } from '../data/database.js';
import { refusedAmong, type TransactionOutcome } from '../data/transaction.js';
import { derivedKey } from '../lib/derived-key.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

const ticketKey = (): Promise<Buffer> => derivedKey('site-form-ticket/v1');

const signatureOf = (key: Buffer, form: string, issuedAt: string, ticketId: string): Buffer =>
  createHmac('sha256', key).update(`form-ticket:${form}:${issuedAt}:${ticketId}`).digest();

export const issueFormTicket = async (form: SiteFormKind, now = new Date()): Promise<FormTicket> => {
  const issuedAt = String(now.getTime());
  const ticketId = randomBytes(16).toString('hex');
  return {
    ticket: `${form}.${issuedAt}.${ticketId}.${signatureOf(await ticketKey(), form, issuedAt, ticketId).toString('base64url')}`,
    minFillSeconds: FORM_TICKET_MIN_FILL_SECONDS,
    maxAgeSeconds: FORM_TICKET_MAX_AGE_SECONDS,
  };
};

export type TicketProblem = 'malformed' | 'bad_signature' | 'other_form' | 'too_fast' | 'too_old';

/** What a checked ticket spends: its id, its form, and when the spent mark may go (TTL, seconds). */
export interface SpentTicket {
  ticketId: string;
  form: SiteFormKind;
  expiresAt: number;
}

const isForm = (value: string): value is SiteFormKind => (SITE_FORMS as readonly string[]).includes(value);

export const checkTicket = async (ticket: string, form: SiteFormKind, now = new Date()): Promise<SpentTicket | TicketProblem> => {
  const match = /^([a-z]+)\.(\d{13})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  const [, issuedFor, issuedAt, ticketId, signature] = match ?? [];
  if (!issuedFor || !issuedAt || !ticketId || !signature || !isForm(issuedFor)) return 'malformed';
  const expected = signatureOf(await ticketKey(), issuedFor, issuedAt, ticketId);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  if (issuedFor !== form) return 'other_form';
  const ageMs = now.getTime() - Number(issuedAt);
  if (ageMs < FORM_TICKET_MIN_FILL_SECONDS * 1000) return 'too_fast';
  if (ageMs > FORM_TICKET_MAX_AGE_SECONDS * 1000) return 'too_old';
  return { ticketId, form, expiresAt: Math.ceil((Number(issuedAt) + FORM_TICKET_MAX_AGE_SECONDS * 1000) / 1000) + 60 };
};

/**
 * The ticket to spend when `form` is stored, or the refusal `site.bot_detected` unless it is
 * ours, for this form, and its age is human. Whether it was spent before is answered by the
 * storing transaction (storeSpendingTicket).
 */
export const requireHumanTicket = async (ticket: string, form: SiteFormKind, now = new Date()): Promise<SpentTicket> => {
  const checked = await checkTicket(ticket, form, now);
  if (typeof checked === 'object') return checked;
  logger.info('site: form refused by the bot check', { form, problem: checked });
  throw new DomainError('site.bot_detected');
};

/**
 * Runs a form's storing transaction, whose first item is the ticket's spent mark (created with
 * a not-exists condition), and answers its outcome: a mark already there is 409
 * `site.form_ticket_used`; a transaction cancelled by a conflict (submits of one ticket at once)
 * runs again, when the mark tells the later ones apart. Other cancellations are the caller's.
 */
export const storeSpendingTicket = (build: Parameters<typeof writeItems>[0]): Promise<TransactionOutcome> =>
  retryLostRaces(async () => {
    const outcome = await transact(writeItems(build));
    if (refusedAmong(outcome, 0, 1)) throw new DomainError('site.form_ticket_used');
    if (!outcome.committed && outcome.codes.includes('TransactionConflict')) return TRY_AGAIN;
    return outcome;
  }, 'general.changed_meanwhile');
