// The email a photographer gets when a session is archived, if their notification settings
// ask for it (settings: notifications.sessionArchiving.email): when it will be deleted.
import type { Language } from '@fotostudio/shared/constants';
import type { SessionItem } from '../data/entities/session.js';
import { requireAccount } from '../account/photographer-account.js';
import { config } from '../lib/config.js';
import { escapeHtml } from '../mail/html.js';
import { sendMail } from '../mail/send-mail.js';

const texts: Record<Language, { subject: (title: string) => string; body: (title: string, date: string) => string; action: string }> = {
  es: {
    subject: (title) => `Sesión archivada: ${title}`,
    body: (title, date) => `La sesión «${title}» se ha archivado. Se eliminará, con sus fotos, el ${date} si no la restauras antes.`,
    action: 'Ver las sesiones archivadas',
  },
  en: {
    subject: (title) => `Session archived: ${title}`,
    body: (title, date) => `The session “${title}” has been archived. It will be deleted, with its photos, on ${date} unless you restore it first.`,
    action: 'See the archived sessions',
  },
};

/** The deletion moment, in the photographer's zone and language. */
export const deletionDateText = async (expiresAt: number, timeZone: string, language: Language): Promise<string> => {
  // Imported on first use, like the calendar's (installed beside the bundle).
  const { DateTime } = await import('luxon');
  return DateTime.fromSeconds(expiresAt, { zone: timeZone }).setLocale(language).toLocaleString(DateTime.DATETIME_FULL);
};

export const archiveNotice = async (session: SessionItem, language: Language, timeZone: string, appUrl: string) => {
  const text = texts[language];
  const date = await deletionDateText(session.expiresAt ?? 0, timeZone, language);
  const body = text.body(session.title, date);
  const link = `${appUrl.replace(/\/$/, '')}/dashboard/sessions?view=archived`;
  return {
    subject: text.subject(session.title),
    text: `${body}\n\n${text.action}: ${link}`,
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
  };
};

/** Sends the notice when the photographer asked for archiving emails; resolves false when not asked. */
export const notifyArchived = async (photographerId: string, session: SessionItem): Promise<boolean> => {
  const { photographer, settings } = await requireAccount(photographerId);
  if (!settings.notifications.sessionArchiving.email || !session.expiresAt) return false;
  const notice = await archiveNotice(session, settings.preferences.language, settings.preferences.timezone, config().APP_URL);
  await sendMail({ to: [photographer.email], ...notice });
  return true;
};
