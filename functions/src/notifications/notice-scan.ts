// The notices that come from time passing (issue 23 point 2), found by a scheduled run
// (functions/src/events/notice-scan/handler.ts; daily, docs/notifications.md): a gallery link
// that expires within 3 days, an archived session deleted tomorrow, an invoice past its due
// date neither paid nor cancelled (billing's `overdue` rule, read the same way). Each goes
// through `notify` once per event.
//
// When an event "becomes due": the start (in Europe/Madrid, as billing's days) of the first day
// it is due (the link's expiry day − 3, the deletion day − 1, the due date + 1), or the item's
// last write when later (a link made with 2 days' validity, an invoice issued past its due
// date, one marked unpaid again). A run handles the events that became due in its window:
// after the mark of the run before (`noticeScanMark`) up to its `now`. The first run only sets
// the mark, so what was already due when this landed sends nothing (no burst).
import type { NotificationContent } from '@fotostudio/shared/stored/notification';
import { formatMoney } from '@fotostudio/shared/format/money';
import { CERTIFICATE_EXPIRY_NOTICE_DAYS, LINK_EXPIRY_NOTICE_DAYS } from '@fotostudio/shared/constants';
import { addDays, madridDayStart, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { db, ENTITY_NAME_ATTRIBUTE } from '../data/database.js';
import { moveNoticeScanMark, readNoticeScanMark, scanNoticeCandidates, type NoticeCandidate } from '../data/stores/notifications.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/notices.json';
import es from '../mail/locales/es/notices.json';
import { fillIn, mailTexts } from '../mail/mail-texts.js';
import { notify, type Notice } from './notify.js';
import { certificateEmail } from '../billing/verifactu/certificate-notices.js';
import { invoicePagePath } from '@fotostudio/shared/billing/invoice-page-address';

/** Whether an invoice's public link opens today (not revoked, not past its last day), as billing/invoice-link.ts reads it. */
const openLinkOf = (link: { revokedAt?: string | undefined; expiresOn?: string | undefined } | undefined, today: string): boolean =>
  Boolean(link && !link.revokedAt && (!link.expiresOn || link.expiresOn >= today));

const DAY_MS = 86_400_000;

const texts = mailTexts(es, en);

/** A link is told about from this many days before the day it expires. */
interface DueEvent {
  photographerId: string;
  /** The event's instant for the notification (deterministic per event, so a repeat is refused). */
  dueFrom: number;
  /** When it became due: `dueFrom`, or the item's last write when later. */
  becameDue: number;
  eventKey: string;
  content: NotificationContent;
}

const later = (dueFrom: number, updatedAt: string | undefined): number => Math.max(dueFrom, updatedAt ? Date.parse(updatedAt) : 0);

/** The due events among the candidates; the links' sessions are read for their title and client. */
const dueEvents = async (candidates: NoticeCandidate[]): Promise<DueEvent[]> => {
  const links = candidates.filter((c): c is Extract<NoticeCandidate, { [ENTITY_NAME_ATTRIBUTE]: 'shareLink' }> => c[ENTITY_NAME_ATTRIBUTE] === 'shareLink');
  const { data: linkSessions } = links.length
    ? await db().entities.session.get(links.map(({ photographerId, sessionId }) => ({ photographerId, sessionId }))).go()
    : { data: [] };
  const sessionOf = new Map(linkSessions.map((s) => [`${s.photographerId}#${s.sessionId}`, s]));
  const events: DueEvent[] = [];
  for (const candidate of candidates) {
    switch (candidate[ENTITY_NAME_ATTRIBUTE]) {
      case 'shareLink': {
        const session = sessionOf.get(`${candidate.photographerId}#${candidate.sessionId}`);
        // An archived session's link opens nothing: its deletion notice is the one that matters.
        if (!session || session.archivedAt) break;
        const dueFrom = madridDayStart(addDays(todayInMadrid(new Date(candidate.validUntil)), -LINK_EXPIRY_NOTICE_DAYS));
        events.push({
          photographerId: candidate.photographerId,
          dueFrom,
          becameDue: later(dueFrom, candidate.updatedAt),
          eventKey: `${candidate.sessionId}#${candidate.validUntil}`,
          content: { kind: 'linkExpiring', sessionId: candidate.sessionId, sessionTitle: session.title, clientName: session.clientName, validUntil: candidate.validUntil },
        });
        break;
      }
      case 'session': {
        const expiresAt = candidate.expiresAt ?? 0;
        const dueFrom = madridDayStart(addDays(todayInMadrid(new Date(expiresAt * 1000)), -1));
        events.push({
          photographerId: candidate.photographerId,
          dueFrom,
          becameDue: later(dueFrom, candidate.updatedAt),
          eventKey: `${candidate.sessionId}#${expiresAt}`,
          content: {
            kind: 'sessionDeletionTomorrow',
            sessionId: candidate.sessionId,
            sessionTitle: candidate.title,
            clientName: candidate.clientName,
            deletesAt: new Date(expiresAt * 1000).toISOString(),
          },
        });
        break;
      }
      case 'billingDocument': {
        const dueFrom = madridDayStart(addDays(candidate.dueDate, 1));
        events.push({
          photographerId: candidate.photographerId,
          dueFrom,
          becameDue: later(dueFrom, candidate.updatedAt),
          eventKey: `${candidate.documentId}#${candidate.dueDate}`,
          content: {
            kind: 'invoiceOverdue',
            documentId: candidate.documentId,
            number: candidate.number,
            clientName: candidate.clientName,
            totalCents: candidate.totalCents,
            dueDate: candidate.dueDate,
            ...(openLinkOf(candidate.publicLink, todayInMadrid()) ? { pagePath: invoicePagePath(candidate.publicLink?.token ?? '') } : {}),
          },
        });
        break;
      }
      case 'verifactuCertificate': {
        // Once per certificate (its holder and expiry name it): warned 30 days ahead (or on
        // upload when it expires sooner), told again when it has expired.
        const notAfter = Date.parse(candidate.notAfter);
        const warnFrom = notAfter - CERTIFICATE_EXPIRY_NOTICE_DAYS * DAY_MS;
        const certificate = { holder: candidate.holder, notAfter: candidate.notAfter };
        events.push({
          photographerId: candidate.photographerId,
          dueFrom: warnFrom,
          becameDue: later(warnFrom, candidate.uploadedAt),
          eventKey: `${candidate.notAfter}#${candidate.holder}#expiring`,
          content: { kind: 'certificateExpiring', ...certificate },
        });
        events.push({
          photographerId: candidate.photographerId,
          dueFrom: notAfter,
          becameDue: later(notAfter, candidate.uploadedAt),
          eventKey: `${candidate.notAfter}#${candidate.holder}#expired`,
          content: { kind: 'certificateExpired', ...certificate },
        });
        break;
      }
    }
  }
  return events;
};

/** The notice's email, in the photographer's language; it links to the screen the panel opens. */
export const noticeEmail = (
  content: NotificationContent,
  preferences: { language: 'es' | 'en'; currency: Parameters<typeof formatMoney>[1]; timezone: string },
  appUrl: string,
) => {
  const text = texts[preferences.language];
  const base = appUrl.replace(/\/$/, '');
  const dateOf = (value: string | number, timeZone: string) =>
    new Intl.DateTimeFormat(preferences.language, { dateStyle: 'long', timeZone }).format(new Date(value));
  const mail = (subject: string, body: string, action: string, link: string) => ({
    subject,
    text: `${body}\n\n${action}: ${link}`,
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  });
  switch (content.kind) {
    case 'linkExpiring': {
      const values = { title: content.sessionTitle, client: content.clientName, date: dateOf(content.validUntil, preferences.timezone) };
      return mail(fillIn(text.linkExpiringSubject, values), fillIn(text.linkExpiringBody, values), text.openSession, `${base}/dashboard/sessions/${content.sessionId}`);
    }
    case 'sessionDeletionTomorrow': {
      const values = { title: content.sessionTitle, client: content.clientName, date: dateOf(content.deletesAt, preferences.timezone) };
      return mail(fillIn(text.sessionDeletionSubject, values), fillIn(text.sessionDeletionBody, values), text.openSession, `${base}/dashboard/sessions/${content.sessionId}`);
    }
    case 'invoiceOverdue': {
      const values = {
        number: content.number,
        client: content.clientName,
        total: formatMoney(content.totalCents, 'EUR', preferences.language),
        // A calendar day: shown as it is, whatever the photographer's zone.
        date: dateOf(`${content.dueDate}T12:00:00Z`, 'UTC'),
      };
      // Its page's link, to send the client as a reminder: they see what is due there and pay online when the studio takes payments.
      const body = content.pagePath ? `${fillIn(text.invoiceOverdueBody, values)} ${fillIn(text.invoiceOverduePage, { url: `${base}${content.pagePath}` })}` : fillIn(text.invoiceOverdueBody, values);
      return mail(
        fillIn(text.invoiceOverdueSubject, values),
        body,
        text.openInvoice,
        `${base}/dashboard/invoices?kind=invoice&open=${encodeURIComponent(content.documentId)}`,
      );
    }
    case 'certificateExpiring':
    case 'certificateExpired':
      return certificateEmail(content, preferences, appUrl);
    case 'selectionConfirmed':
    case 'sessionArchived':
    case 'storageAlert':
    case 'verifactuRefused':
    case 'agreementExpired':
    case 'agreementDeclined':
    case 'invoicePaymentReceived':
    case 'agreementSigned':
    case 'selectionDeadlinePassed':
    case 'deliveryExpired':
    case 'agreementAwaitingCountersignature':
    case 'invoicePaymentRefunded':
      throw new Error(`${content.kind} is not a scanned notice`);
  }
};

const noticeOf = (event: DueEvent): Notice => ({
  content: event.content,
  at: new Date(event.dueFrom),
  eventKey: event.eventKey,
  email: (preferences) => noticeEmail(event.content, preferences, appConfig().APP_URL),
});

export interface NoticeScanResult {
  /** True on the first run: the mark was set and nothing notified. */
  firstRun: boolean;
  /** The events of this run's window that were stored or mailed (a repeat of one stored before is not). */
  notified: number;
  /** The mark did not move: another run moved it meanwhile. */
  overtaken: boolean;
}

/**
 * One run at `now`: notifies every event that became due after the mark and by `now`, then
 * moves the mark to `now`. A failed notice fails the run without moving the mark, so the next
 * run (or a retry) tries the window again: a repeat of an event already stored is refused by
 * `notify` (its id comes from the event).
 */
export const runNoticeScan = async ({ now = new Date() }: { now?: Date } = {}): Promise<NoticeScanResult> => {
  const mark = await readNoticeScanMark();
  if (mark === undefined) {
    const moved = await moveNoticeScanMark(undefined, now.toISOString());
    return { firstRun: true, notified: 0, overtaken: !moved };
  }
  const since = Date.parse(mark);
  if (now.getTime() <= since) return { firstRun: false, notified: 0, overtaken: false };
  const today = todayInMadrid(now);
  const candidates = await scanNoticeCandidates({
    now,
    linkHorizon: new Date(madridDayStart(addDays(today, LINK_EXPIRY_NOTICE_DAYS + 1)) - 1).toISOString(),
    deletionHorizon: Math.floor((madridDayStart(addDays(today, 2)) - 1) / 1000),
    today,
    certificateHorizon: new Date(now.getTime() + CERTIFICATE_EXPIRY_NOTICE_DAYS * DAY_MS).toISOString(),
  });
  const inWindow = (await dueEvents(candidates)).filter((event) => event.becameDue > since && event.becameDue <= now.getTime());
  const failures: unknown[] = [];
  let notified = 0;
  for (const event of inWindow) {
    try {
      const sent = await notify(event.photographerId, noticeOf(event));
      if (sent.app || sent.email) notified += 1;
    } catch (error) {
      // A closed account has nobody to tell; anything else fails the run after the others.
      if (error instanceof DomainError && error.code === 'photographer.not_found') continue;
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `notice scan: ${failures.length} notice(s) failed`);
  const moved = await moveNoticeScanMark(mark, now.toISOString());
  return { firstRun: false, notified, overtaken: !moved };
};
