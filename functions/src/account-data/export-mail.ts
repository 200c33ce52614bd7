// The photographer's mail when their data export is ready: a link to the settings' data
// section (the ZIP's own link is short-lived and signed on each visit), in their language.
import type { Language } from '@fotostudio/shared/constants';
import { requireAccount } from '../account/photographer-account.js';
import { db } from '../data/database.js';
import { appConfig } from '../lib/config.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/account-data.json';
import es from '../mail/locales/es/account-data.json';
import { fillIn, mailTexts } from '../mail/mail-texts.js';
import { sendMail } from '../mail/send-mail.js';

const texts = mailTexts(es, en);

/** Where the app shows the export (web: settings, tab `data`). */
export const accountDataUrl = (): string => `${appConfig().APP_URL.replace(/\/$/, '')}/dashboard/settings?tab=data`;

export interface ExportReadyFacts {
  url: string;
  megabytes: number;
  until: string;
}

export const exportReadyMail = (language: Language, facts: ExportReadyFacts): { subject: string; text: string; html: string } => {
  const subject = texts[language].exportReadySubject;
  const text = fillIn(texts[language].exportReadyText, { ...facts });
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(escapeHtml(facts.url), `<a href="${escapeHtml(facts.url)}">${escapeHtml(facts.url)}</a>`)}</p>`)
    .join('\n');
  return { subject, text, html };
};

/** Mails the photographer that the export is ready; answers the address. */
export const mailExportReady = async (photographerId: string): Promise<string> => {
  const [{ photographer, settings }, { data: job }] = await Promise.all([
    requireAccount(photographerId),
    db().entities.accountExport.get({ photographerId }).go({ consistent: true }),
  ]);
  if (!job) throw new Error('the export is gone');
  const language = settings.preferences.language;
  const { subject, text, html } = exportReadyMail(language, {
    url: accountDataUrl(),
    megabytes: Math.max(1, Math.round(job.bytes / (1024 * 1024))),
    until: new Date(job.expiresAt * 1000).toLocaleDateString(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: settings.preferences.timezone }),
  });
  await sendMail({ to: [photographer.email], subject, text, html });
  return photographer.email;
};
