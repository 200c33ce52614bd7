// The delivery's mails (issue 28 point 4; docs/gallery.md "Delivery"): the client is told, in their
// language (else the photographer's), from the studio and answered to the photographer, that the
// finals are published (or the delivery extended) and until when, with their link, and reminded
// before it closes; the photographer's "Entrega caducada" notice mail opens the session.
import type { Language } from '@fotostudio/shared/constants';
import type { NotificationContent } from '@fotostudio/shared/stored/notification';
import type { Account } from '../account/photographer-account.js';
import { db } from '../data/database.js';
import type { SessionItem } from '../data/entities/session.js';
import { appConfig } from '../lib/config.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/delivery.json';
import es from '../mail/locales/es/delivery.json';
import { clientLanguage, fillIn, mailTexts } from '../mail/mail-texts.js';
import { sendMail } from '../mail/send-mail.js';

const texts = mailTexts(es, en);

/** The expiry as the client and the photographer read it: Madrid's wall time. */
const expiryText = (expiresAt: string, language: Language): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(expiresAt));
const expiryDay = (expiresAt: string, language: Language): string =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' }).format(new Date(expiresAt));

export type ClientDeliveryMail = 'published' | 'extended' | 'reminder';

/** The client's mail of the delivery, in their language, with their link made clickable. */
export const clientDeliveryMail = (
  kind: ClientDeliveryMail,
  language: Language,
  facts: { business: string; title: string; client: string; url: string; expiresAt: string },
) => {
  const words = texts[language];
  const values = { ...facts, expiry: expiryText(facts.expiresAt, language), expiryDay: expiryDay(facts.expiresAt, language) };
  const text = fillIn(words[`${kind}Text`], values);
  const link = `<a href="${escapeHtml(facts.url)}">${escapeHtml(facts.url)}</a>`;
  return {
    subject: fillIn(words[`${kind}Subject`], values),
    text,
    html: text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(escapeHtml(facts.url), link)}</p>`)
      .join('\n'),
  };
};

/**
 * Mails the session's client the delivery's `kind` with the link's `url`: the address it went to,
 * or null when their contact has no email.
 */
export const mailClientDelivery = async (
  kind: ClientDeliveryMail,
  account: Account,
  session: Pick<SessionItem, 'photographerId' | 'clientId' | 'title'>,
  url: string,
  expiresAt: string,
): Promise<string | null> => {
  const { data: client } = await db().entities.contact.get({ photographerId: session.photographerId, contactId: session.clientId }).go();
  const to = client?.emails.primary;
  if (!client || !to) return null;
  const { photographer } = account;
  const business = photographer.businessName || photographer.name || photographer.email;
  const language = clientLanguage(client, account.settings.preferences.language);
  const mail = clientDeliveryMail(kind, language, { business, title: session.title, client: client.firstName, url, expiresAt });
  await sendMail({ to: [to], fromName: business, replyTo: photographer.email, ...mail });
  return to;
};

type ExpiredContent = Extract<NotificationContent, { kind: 'deliveryExpired' }>;

/** The photographer's mail for the "Entrega caducada" notice, in their language; it opens the session. */
export const deliveryExpiredEmail = (content: ExpiredContent, preferences: { language: Language }) => {
  const words = texts[preferences.language];
  const values = { title: content.sessionTitle, client: content.clientName, expiry: expiryText(content.expiresAt, preferences.language) };
  const link = `${appConfig().APP_URL.replace(/\/$/, '')}/dashboard/sessions/${content.sessionId}`;
  const body = fillIn(words.expiredBody, values);
  return {
    subject: fillIn(words.expiredSubject, values),
    text: `${body}\n\n${words.openSession}: ${link}`,
    html: `<p>${escapeHtml(body)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(words.openSession)}</a></p>`,
  };
};
