// The VERI*FACTU submission certificate's notices (issue 24 point 2), from the notice scan
// (notifications/notice-scan.ts): `certificateExpiring` 30 days ahead and `certificateExpired`,
// each mailed in the photographer's language with a link to Settings → Billing. Kept apart from
// the refusal notice (answer-notices.ts) so the scan's bundle carries no error catalogue.
import type { Language } from '@fotostudio/shared/constants';
import type { NotificationContent } from '@fotostudio/shared/stored/notification';
import { escapeHtml } from '../../mail/html.js';
import en from '../../mail/locales/en/verifactu.json';
import es from '../../mail/locales/es/verifactu.json';
import { fillIn, mailTexts } from '../../mail/mail-texts.js';

export const verifactuTexts = mailTexts(es, en);

type CertificateContent = Extract<NotificationContent, { kind: 'certificateExpiring' | 'certificateExpired' }>;

/** A notice's mail: its paragraphs and one link. */
export const noticeMail = (subject: string, paragraphs: string[], action: string, link: string) => ({
  subject,
  text: `${paragraphs.join('\n\n')}\n\n${action}: ${link}`,
  html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
});

export const certificateEmail = (content: CertificateContent, preferences: { language: Language; timezone: string }, appUrl: string) => {
  const text = verifactuTexts[preferences.language];
  const values = { holder: content.holder, date: new Intl.DateTimeFormat(preferences.language, { dateStyle: 'long', timeZone: preferences.timezone }).format(new Date(content.notAfter)) };
  const expiring = content.kind === 'certificateExpiring';
  return noticeMail(
    fillIn(expiring ? text.certificateExpiringSubject : text.certificateExpiredSubject, values),
    [fillIn(expiring ? text.certificateExpiringBody : text.certificateExpiredBody, values)],
    text.openSettings,
    `${appUrl.replace(/\/$/, '')}/dashboard/settings?tab=billing`,
  );
};
