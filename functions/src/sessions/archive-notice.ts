// The email a photographer gets when a session is archived, if their notification settings
// ask for it (settings: notifications.sessionArchiving.email): when it will be deleted.
import type { Language } from '@fotostudio/shared/constants';
import type { SessionItem } from '../data/entities/session.js';
import { requireAccount } from '../account/photographer-account.js';
import { appConfig } from '../lib/config.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/archive.json';
import es from '../mail/locales/es/archive.json';
import { fillIn, mailTexts } from '../mail/mail-texts.js';
import { notify, type Notified } from '../notifications/notify.js';

const texts = mailTexts(es, en);

/** The deletion moment, in the photographer's zone and language. */
export const deletionDateText = async (expiresAt: number, timeZone: string, language: Language): Promise<string> => {
  // Imported on first use, like the calendar's (installed beside the bundle).
  const { DateTime } = await import('luxon');
  return DateTime.fromSeconds(expiresAt, { zone: timeZone }).setLocale(language).toLocaleString(DateTime.DATETIME_FULL);
};

export const archiveNotice = async (session: SessionItem, language: Language, timeZone: string, appUrl: string) => {
  const text = texts[language];
  const date = await deletionDateText(session.expiresAt ?? 0, timeZone, language);
  const body = fillIn(text.body, { title: session.title, date });
  const link = `${appUrl.replace(/\/$/, '')}/dashboard/sessions?view=archived`;
  return {
    subject: fillIn(text.subject, { title: session.title }),
    text: `${body}\n\n${text.action}: ${link}`,
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
  };
};

/**
 * Tells the photographer, on the channels their "session archiving" preference chooses, when the
 * archived session will be deleted; answers where it went.
 */
export const notifyArchived = async (photographerId: string, session: SessionItem): Promise<Notified> => {
  if (!session.expiresAt || !session.archivedAt) return { app: false, email: false };
  const deletesAt = new Date(session.expiresAt * 1000).toISOString();
  // The email's date is written before notify (it formats asynchronously).
  const { settings } = await requireAccount(photographerId);
  const email = await archiveNotice(session, settings.preferences.language, settings.preferences.timezone, appConfig().APP_URL);
  return notify(photographerId, {
    content: { kind: 'sessionArchived', sessionId: session.sessionId, sessionTitle: session.title, clientName: session.clientName, deletesAt },
    at: new Date(session.archivedAt),
    // One archiving: archived again after a restore is a new event.
    eventKey: `${session.sessionId}\n${session.archivedAt}`,
    email: () => email,
  });
};
