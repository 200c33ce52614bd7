// The minimum-fill-time half of the forms' bot check. `site.formTicket` hands out
// `<issued-at ms>.<HMAC-SHA256 b64url>`; a submit must bring it back no sooner than
// FORM_TICKET_MIN_FILL_SECONDS and no later than FORM_TICKET_MAX_AGE_SECONDS after issue.
// The signature makes the issue time unforgeable: a script cannot backdate its ticket.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_TICKET_MAX_AGE_SECONDS, FORM_TICKET_MIN_FILL_SECONDS, type FormTicket } from '@fotostudio/shared/contracts/site';
import { derivedKey } from '../lib/derived-key.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

const ticketKey = (): Promise<Buffer> => derivedKey('site-form-ticket/v1');

const signatureOf = (key: Buffer, issuedAt: string): Buffer => createHmac('sha256', key).update(`form-ticket:${issuedAt}`).digest();

export const issueFormTicket = async (now = new Date()): Promise<FormTicket> => {
  const issuedAt = String(now.getTime());
  return {
    ticket: `${issuedAt}.${signatureOf(await ticketKey(), issuedAt).toString('base64url')}`,
    minFillSeconds: FORM_TICKET_MIN_FILL_SECONDS,
    maxAgeSeconds: FORM_TICKET_MAX_AGE_SECONDS,
  };
};

export type TicketProblem = 'malformed' | 'bad_signature' | 'too_fast' | 'too_old';

export const ticketProblem = async (ticket: string, now = new Date()): Promise<TicketProblem | undefined> => {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match?.[1] || !match[2]) return 'malformed';
  const expected = signatureOf(await ticketKey(), match[1]);
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  const ageMs = now.getTime() - Number(match[1]);
  if (ageMs < FORM_TICKET_MIN_FILL_SECONDS * 1000) return 'too_fast';
  if (ageMs > FORM_TICKET_MAX_AGE_SECONDS * 1000) return 'too_old';
  return undefined;
};

/** Refuses the submit with `site.bot_detected` unless its ticket is ours and its age is human. */
export const requireHumanTicket = async (ticket: string, form: string, now = new Date()): Promise<void> => {
  const problem = await ticketProblem(ticket, now);
  if (!problem) return;
  logger.info('site: form refused by the bot check', { form, problem });
  throw new DomainError('site.bot_detected');
};
