// Closing the account (issue 23 point 5; the pricing and legal pages' promise: "after cancelling
// you have 60 days to export your data"). The photographer asks in the settings' data tab; a
// link mailed to the account's address confirms it (only the token's hash is stored, valid 24
// hours, used once); the account is then closed with its deletion scheduled 60 days later
// (an `accountDeletionDue` item). Until that day the account works as before: the photographer
// can sign in, download their data, or reopen the account, which removes the schedule. The
// daily closure run (account-closure-run.ts) deletes it on the day.
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_CLOSURE_CONFIRM_HOURS, ACCOUNT_CLOSURE_EXPORT_DAYS } from '@fotostudio/shared/account-data';
import type { AccountClosure, AccountClosureAnswer } from '@fotostudio/shared/contracts/account-closure';
import type { Language } from '@fotostudio/shared/constants';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { requireAccount } from '../account/photographer-account.js';
import { db, isConditionalFailure, transact } from '../data/database.js';
import type { AccountClosureItem } from '../data/entities/account-closure.js';
import { closeAccount, putClosureRequest, withdrawClosure } from '../data/stores/account.js';
import { accountDataConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/account-data.json';
import es from '../mail/locales/es/account-data.json';
import { fillIn, mailTexts } from '../mail/mail-texts.js';
import { sendMail } from '../mail/send-mail.js';
import { accountDataUrl } from './export-mail.js';
import { recordsKeptUntil } from './record-retention.js';

const texts = mailTexts(es, en);

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const toClosure = (item: Pick<AccountClosureItem, 'status' | 'requestedAt' | 'emailedTo' | 'closedAt' | 'deleteOn'>): AccountClosure => ({
  status: item.status,
  requestedAt: item.requestedAt,
  emailedTo: item.emailedTo,
  closedAt: item.closedAt ?? null,
  deleteOn: item.deleteOn ?? null,
  recordsKeptUntil: item.deleteOn ? recordsKeptUntil(item.deleteOn) : null,
});

const readClosure = async (photographerId: string): Promise<AccountClosureItem | undefined> =>
  (await db().entities.accountClosure.get({ photographerId }).go({ consistent: true })).data ?? undefined;

export const getAccountClosure = async (photographerId: string): Promise<AccountClosureAnswer> => {
  const item = await readClosure(photographerId);
  return { closure: item ? toClosure(item) : null };
};

/** Where the confirmation link lands: the settings' data tab, which confirms with the token. */
export const closureConfirmUrl = (token: string): string => `${accountDataUrl()}&closeToken=${encodeURIComponent(token)}`;

const paragraphsHtml = (text: string, url: string): string =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)}</p>`)
    .join('\n');

export const closureConfirmMail = (language: Language, url: string, years: number) => {
  const text = fillIn(texts[language].closureConfirmText, { url, years });
  return { subject: texts[language].closureConfirmSubject, text, html: paragraphsHtml(text, url) };
};

export const closureDoneMail = (language: Language, facts: { date: string; keptUntil: string; url: string }) => {
  const text = fillIn(texts[language].closureDoneText, facts);
  return { subject: texts[language].closureDoneSubject, text, html: paragraphsHtml(text, facts.url) };
};

const longDate = (language: Language, day: string): string =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** Mails a new confirmation link (a new request replaces the last link); refused once closed. */
export const requestAccountClosure = async (photographerId: string, now = new Date()): Promise<AccountClosureAnswer> => {
  const { photographer, settings } = await requireAccount(photographerId);
  const token = randomBytes(24).toString('base64url');
  const item = {
    photographerId,
    status: 'requested' as const,
    requestedAt: now.toISOString(),
    emailedTo: photographer.email,
    tokenHash: hashOf(token),
    tokenExpiresAt: new Date(now.getTime() + ACCOUNT_CLOSURE_CONFIRM_HOURS * 3_600_000).toISOString(),
  };
  try {
    await putClosureRequest(item);
  } catch (error) {
    if (isConditionalFailure(error)) throw new DomainError('settings.closure_already_closed');
    throw error;
  }
  await sendMail({ to: [photographer.email], ...closureConfirmMail(settings.preferences.language, closureConfirmUrl(token), accountDataConfig().ACCOUNT_RECORD_RETENTION_YEARS) });
  return { closure: toClosure(item) };
};

/** Confirms with the mailed token: closed, the deletion scheduled after the export window. */
export const confirmAccountClosure = async (photographerId: string, token: string, now = new Date()): Promise<AccountClosureAnswer> => {
  const read = await readClosure(photographerId);
  if (!read) throw new DomainError('settings.closure_not_requested');
  if (read.status === 'closed') throw new DomainError('settings.closure_already_closed');
  const tokenHash = hashOf(token);
  if (read.tokenHash !== tokenHash) throw new DomainError('settings.closure_link_invalid');
  if (!read.tokenExpiresAt || Date.parse(read.tokenExpiresAt) <= now.getTime()) throw new DomainError('settings.closure_link_expired');
  const { photographer, settings } = await requireAccount(photographerId);
  const deleteOn = addDays(todayInMadrid(now), ACCOUNT_CLOSURE_EXPORT_DAYS);
  const outcome = await transact(closeAccount(photographerId, tokenHash, { closedAt: now.toISOString(), deleteOn, email: photographer.email }));
  // A concurrent confirmation or a newer request changed the item first.
  if (!outcome.committed) throw new DomainError('settings.closure_link_invalid');
  const language = settings.preferences.language;
  await sendMail({
    to: [photographer.email],
    ...closureDoneMail(language, { date: longDate(language, deleteOn), keptUntil: longDate(language, recordsKeptUntil(deleteOn)), url: accountDataUrl() }),
  });
  return getAccountClosure(photographerId);
};

/** Reopens the account or withdraws the request; nothing was deleted. */
export const cancelAccountClosure = async (photographerId: string): Promise<AccountClosureAnswer> => {
  const read = await readClosure(photographerId);
  if (!read) throw new DomainError('settings.closure_not_requested');
  const outcome = await transact(withdrawClosure(photographerId, { status: read.status, deleteOn: read.deleteOn }));
  if (!outcome.committed) throw new DomainError('general.changed_meanwhile');
  return { closure: null };
};
