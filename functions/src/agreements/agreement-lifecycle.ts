// The agreements' lifecycle around signing (issue 26 points 2 and 4; docs/agreements.md
// "Reminders, expiry, declining"): reminders by email to the signers who have not signed, some
// days before the expiry (scheduled, and by hand at most once a day); the expiry stored by the
// scheduled run and told to the photographer; the photographer extending the expiry or resending
// with new links. Every write is conditioned on the agreement as read, so a run twice, or two
// runs at once, remind and notify once.
import {
  AGREEMENT_MANUAL_REMINDER_HOURS,
  OPEN_STATUSES,
  RENEWABLE_STATUSES,
  WAITING_SIGNER_STATUSES,
  statusAt,
} from '@fotostudio/shared/agreements/agreement-status';
import type { Agreement } from '@fotostudio/shared/contracts/agreements';
import type { Language } from '@fotostudio/shared/constants';
import type { NotificationContent } from '@fotostudio/shared/stored/notification';
import { randomBytes } from 'node:crypto';
import { accountsReadOnce, requireAccount, type Account } from '../account/photographer-account.js';
import { db, isConditionalFailure } from '../data/database.js';
import type { AgreementItem, AgreementSignerItem } from '../data/entities/agreements.js';
import {
  extendAgreementExpiry,
  markAgreementExpired,
  markExpiryNotified,
  recordManualReminder,
  recordSignerReminders,
  resendWithNewLinks,
  scanLifecycleCandidates,
} from '../data/stores/agreements.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/agreement-lifecycle.json';
import es from '../mail/locales/es/agreement-lifecycle.json';
import { fillIn, mailTexts } from '../mail/mail-texts.js';
import { sendMail } from '../mail/send-mail.js';
import { notify } from '../notifications/notify.js';
import { linkMail, signerMail } from './agreement-mail.js';
import { senderNameOf } from './agreements.js';
import { reminderDaysOf, signerLinkOf, toAgreement } from './views.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const texts = mailTexts(es, en);

const isWaiting = (signer: AgreementSignerItem): boolean => WAITING_SIGNER_STATUSES.includes(signer.status);

/** Names one reminder of one signer for one expiry: recorded once, so it is mailed once. */
export const reminderKeyOf = (signerId: string, daysBefore: number, expiresAt: string): string => `${signerId}#${daysBefore}#${expiresAt}`;

/**
 * The reminder days due at `now` for an agreement: the day D is due from `expiresAt` − D days
 * until the expiry, and only when the links were sent (or the expiry last moved) before that
 * instant: links sent with 2 days' validity get no "3 days before" reminder.
 */
export const dueReminderDays = (item: Pick<AgreementItem, 'reminderDays' | 'expiresAt' | 'sentAt' | 'extendedAt'>, now: Date): number[] => {
  if (!item.expiresAt) return [];
  const expiresAt = Date.parse(item.expiresAt);
  const setAt = Math.max(item.sentAt ? Date.parse(item.sentAt) : 0, item.extendedAt ? Date.parse(item.extendedAt) : 0);
  if (now.getTime() >= expiresAt) return [];
  return reminderDaysOf(item).filter((days) => {
    const from = expiresAt - days * DAY_MS;
    return setAt < from && from <= now.getTime();
  });
};

/** The photographer's link to the agreement (the Agreements screen opens it). */
const agreementUrlOf = (agreementId: string): string => `${appConfig().APP_URL.replace(/\/$/, '')}/dashboard/agreements?agreement=${encodeURIComponent(agreementId)}`;

/** The reminder a signer receives, in their language, with their link. */
const reminderMail = (language: Language, facts: { business: string; title: string; name: string; token: string; expiresAt: string }) =>
  linkMail({ subject: texts[language].reminderSubject, text: texts[language].reminderText }, language, {
    business: facts.business,
    title: facts.title,
    name: facts.name,
    url: signerLinkOf(facts.token),
    expiresAt: facts.expiresAt,
  });

const mailReminder = async (account: Account, item: AgreementItem, signer: AgreementSignerItem, expiresAt: string): Promise<void> => {
  const business = senderNameOf(account);
  const mail = reminderMail(signer.language, { business, title: item.title, name: signer.name, token: signer.token ?? '', expiresAt });
  await sendMail({ to: [signer.email], fromName: business, replyTo: account.photographer.email, ...mail });
};

/** The photographer's mail for an agreement notification, in their language. */
export const agreementNoticeEmail = (
  content: Extract<NotificationContent, { kind: 'agreementExpired' | 'agreementDeclined' | 'agreementAwaitingCountersignature' }>,
  preferences: { language: Language; timezone: string },
) => {
  const words = texts[preferences.language];
  const link = agreementUrlOf(content.agreementId);
  const mail = (subject: string, body: string[]) => ({
    subject,
    text: `${body.join('\n\n')}\n\n${words.openAgreement}: ${link}`,
    html: `${body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">${escapeHtml(words.openAgreement)}</a></p>`,
  });
  if (content.kind === 'agreementExpired') {
    const values = {
      title: content.title,
      client: content.clientName,
      date: new Intl.DateTimeFormat(preferences.language, { dateStyle: 'long', timeStyle: 'short', timeZone: preferences.timezone }).format(new Date(content.expiresAt)),
    };
    return mail(fillIn(words.expiredSubject, values), [fillIn(words.expiredBody, values)]);
  }
  if (content.kind === 'agreementAwaitingCountersignature') {
    const values = { title: content.title, client: content.clientName };
    return mail(fillIn(words.awaitingSubject, values), [fillIn(words.awaitingBody, values)]);
  }
  const values = { title: content.title, client: content.clientName, signer: content.signerName, reason: content.reason ?? '' };
  return mail(fillIn(words.declinedSubject, values), [fillIn(words.declinedBody, values), ...(content.reason ? [fillIn(words.declinedReason, values)] : [])]);
};

const notifyExpired = async (item: AgreementItem & { expiresAt: string }): Promise<void> => {
  const content = { kind: 'agreementExpired' as const, agreementId: item.agreementId, title: item.title, clientName: item.clientName, expiresAt: item.expiresAt };
  await notify(item.photographerId, {
    content,
    at: new Date(item.expiresAt),
    // One expiry of one agreement: an agreement extended and expiring again is a new event.
    eventKey: `${item.agreementId}#${item.expiresAt}`,
    email: (preferences) => agreementNoticeEmail(content, preferences),
  });
};

export interface AgreementLifecycleResult {
  /** Reminder mails sent (one per signer and due moment). */
  reminded: number;
  /** Agreements stored expired by this run. */
  expired: number;
  /** Photographers told of an expiry by this run. */
  notified: number;
}

/**
 * One run at `now` (scheduled hourly, docs/agreements.md): every open agreement past its expiry
 * is stored expired and its photographer notified; every other open one reminds each waiting
 * signer of the reminder days now due. A reminder is recorded before it is mailed (a mail that
 * then fails is logged, not sent again); a notice that fails leaves the agreement unmarked, so the
 * next run tells it again (`notify` refuses a repeat it stored). Failures fail the run after the rest.
 */
export const runAgreementLifecycle = async ({ now = new Date() }: { now?: Date } = {}): Promise<AgreementLifecycleResult> => {
  const result: AgreementLifecycleResult = { reminded: 0, expired: 0, notified: 0 };
  const accountOf = accountsReadOnce();
  const failures: unknown[] = [];
  for (const item of await scanLifecycleCandidates()) {
    const { expiresAt } = item;
    if (!expiresAt) continue;
    try {
      if (statusAt(item.status, expiresAt, now) === 'expired') {
        if (item.status !== 'expired') {
          if (!(await markAgreementExpired(item.photographerId, item.agreementId, expiresAt, now))) continue;
          result.expired += 1;
        }
        await notifyExpired({ ...item, expiresAt });
        await markExpiryNotified(item.photographerId, item.agreementId, expiresAt, now);
        result.notified += 1;
        continue;
      }
      const due = dueReminderDays(item, now);
      if (due.length === 0) continue;
      for (const [index, signer] of item.signers.entries()) {
        if (!isWaiting(signer)) continue;
        const keys = due.map((days) => reminderKeyOf(signer.signerId, days, expiresAt)).filter((key) => !item.remindersSent?.includes(key));
        // Days missed together (the schedule stopped) are recorded together and mailed once.
        if (keys.length === 0 || !(await recordSignerReminders(item.photographerId, item.agreementId, { index, signerId: signer.signerId, expiresAt, keys }))) continue;
        try {
          await mailReminder(await accountOf(item.photographerId), item, signer, expiresAt);
          result.reminded += 1;
        } catch (error) {
          logger.error('agreement reminder not mailed', { agreementId: item.agreementId, signerId: signer.signerId, error });
        }
      }
    } catch (error) {
      // A closed account has nobody to tell; anything else fails the run after the others.
      if (error instanceof DomainError && error.code === 'photographer.not_found') continue;
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `agreement lifecycle: ${failures.length} agreement(s) failed`);
  return result;
};

const requireAgreementItem = async (photographerId: string, agreementId: string): Promise<AgreementItem> => {
  const { data } = await db().entities.agreement.get({ photographerId, agreementId }).go({ consistent: true });
  if (!data) throw new DomainError('agreements.not_found');
  return data;
};

/**
 * A reminder by hand: each waiting signer of an open agreement is mailed their link again. At
 * most one every 24 hours per agreement (`agreements.reminder_too_soon`, a conditioned write, so
 * two clicks at once mail once).
 */
export const remindAgreementNow = async (photographerId: string, agreementId: string, now: Date = new Date()): Promise<Agreement> => {
  const item = await requireAgreementItem(photographerId, agreementId);
  const { expiresAt } = item;
  if (!expiresAt || !OPEN_STATUSES.includes(statusAt(item.status, expiresAt, now))) throw new DomainError('agreements.not_open');
  const waiting = item.signers.filter(isWaiting);
  if (waiting.length === 0) throw new DomainError('agreements.nobody_to_remind');
  if (!(await recordManualReminder(photographerId, agreementId, now, new Date(now.getTime() - AGREEMENT_MANUAL_REMINDER_HOURS * HOUR_MS)))) {
    const current = await requireAgreementItem(photographerId, agreementId);
    if (!OPEN_STATUSES.includes(statusAt(current.status, current.expiresAt, now))) throw new DomainError('agreements.not_open');
    throw new DomainError('agreements.reminder_too_soon');
  }
  const account = await requireAccount(photographerId);
  for (const signer of waiting) await mailReminder(account, item, signer, expiresAt);
  return toAgreement(await requireAgreementItem(photographerId, agreementId), now);
};

/** The stored status an extension or a resend starts from, and its expiry; refused when not renewable. */
const renewableOf = (item: AgreementItem): { status: AgreementItem['status']; expiresAt: string } => {
  if (!RENEWABLE_STATUSES.includes(item.status) || !item.expiresAt) throw new DomainError('agreements.not_renewable');
  return { status: item.status, expiresAt: item.expiresAt };
};

/**
 * Moves the expiry of a sent (or expired unsigned) agreement to `days` from now; the signers keep
 * their links, which open again if it had expired. Reminders count from now for the new expiry.
 */
export const extendAgreement = async (photographerId: string, agreementId: string, days: number, now: Date = new Date()): Promise<Agreement> => {
  const item = await requireAgreementItem(photographerId, agreementId);
  const read = renewableOf(item);
  const status = item.status === 'expired' ? (item.signers.some((s) => s.status === 'viewed') ? 'viewed' : 'sent') : item.status === 'viewed' ? 'viewed' : 'sent';
  try {
    const written = await extendAgreementExpiry(photographerId, agreementId, read, { status, expiresInDays: days, expiresAt: new Date(now.getTime() + days * DAY_MS).toISOString(), now });
    return toAgreement(written, now);
  } catch (error) {
    if (isConditionalFailure(error)) throw new DomainError('general.changed_meanwhile');
    throw error;
  }
};

/**
 * Sends a sent (or expired unsigned) agreement again: each signer who has not signed gets a new
 * link, valid `days` from now, by email; their old links answer closed. Signers who signed keep theirs.
 */
export const resendAgreement = async (photographerId: string, agreementId: string, days: number, now: Date = new Date()): Promise<Agreement> => {
  const item = await requireAgreementItem(photographerId, agreementId);
  const read = renewableOf(item);
  const sentAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  const newLinks: AgreementSignerItem[] = [];
  const signers = item.signers.map((signer): AgreementSignerItem => {
    if (signer.status === 'signed') return signer;
    const renewed: AgreementSignerItem = { signerId: signer.signerId, name: signer.name, email: signer.email, language: signer.language, status: 'sent', token: randomBytes(32).toString('base64url'), sentAt };
    newLinks.push(renewed);
    return renewed;
  });
  if (!(await resendWithNewLinks(photographerId, agreementId, read, { signers, newLinks, sentAt, expiresInDays: days, expiresAt }))) throw new DomainError('general.changed_meanwhile');
  const account = await requireAccount(photographerId);
  const business = senderNameOf(account);
  for (const signer of newLinks) {
    const mail = signerMail(signer.language, { business, title: item.title, name: signer.name, url: signerLinkOf(signer.token ?? ''), expiresAt });
    await sendMail({ to: [signer.email], fromName: business, replyTo: account.photographer.email, ...mail });
  }
  return toAgreement(await requireAgreementItem(photographerId, agreementId), now);
};
