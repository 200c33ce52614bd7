// A large zip is also mailed to the session's client: it takes a while to build, and the
// client may have closed the gallery by the time it is ready.
import type { Language } from '@fotostudio/shared/constants';
import { requireAccount } from '../../account/photographer-account.js';
import { db } from '../../data/database.js';
import type { GalleryDownloadItem } from '../../data/entities/share-link.js';
import { escapeHtml } from '../../mail/html.js';
import en from '../../mail/locales/en/download.json';
import es from '../../mail/locales/es/download.json';
import { clientLanguage, fillIn, mailTexts } from '../../mail/mail-texts.js';
import { sendMail } from '../../mail/send-mail.js';
import { galleryItemUrl } from '../../media/gallery-media.js';
import { zipItemOf, zipPartItemOf } from '../../media/object-keys.js';
import { publishedDeliveryOf } from '../../sessions/delivery-settings-of.js';

export interface DownloadMailFacts {
  title: string;
  business: string;
  /** The zip's link, or its parts' links one a line. */
  url: string;
  until: string;
  megabytes: number;
}

const texts = mailTexts(es, en);

/** The mail's subject, text and HTML (the link made clickable) in the given language. */
export const downloadMail = (language: Language, facts: DownloadMailFacts): { subject: string; text: string; html: string } => {
  const subject = fillIn(texts[language].subject, { ...facts });
  const text = fillIn(texts[language].text, { ...facts });
  const html = text
    .split('\n\n')
    .map((paragraph) =>
      facts.url
        .split('\n')
        .reduce((html, url) => html.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`), `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>\n')}</p>`),
    )
    .join('\n');
  return { subject, text, html };
};

/** The language the session's client is written to (and the zip's parts are named in). */
export const mailLanguageOf = async (photographerId: string, clientId: string): Promise<Language> => {
  const [{ data: client }, { settings }] = await Promise.all([db().entities.contact.get({ photographerId, contactId: clientId }).go(), requireAccount(photographerId)]);
  return clientLanguage(client, settings.preferences.language);
};

/**
 * Mails the zip's link (signed until the zip expires) to the client's primary address, in the
 * client's language (else the photographer's), answered to the photographer. Answers the
 * address, or undefined when the client has none.
 */
export const mailDownloadLink = async (download: GalleryDownloadItem): Promise<string | undefined> => {
  const { photographerId, sessionId } = download;
  const [{ data: session }, { data: link }] = await Promise.all([
    db().entities.session.get({ photographerId, sessionId }).go(),
    db().entities.shareLink.get({ photographerId, sessionId }).go({ consistent: true }),
  ]);
  // The zip's address lives under the link's grant: without the link there is nothing to send.
  if (!session || !link) return undefined;
  const [{ data: client }, { photographer, settings }] = await Promise.all([
    db().entities.contact.get({ photographerId, contactId: session.clientId }).go(),
    requireAccount(photographerId),
  ]);
  const to = client?.emails.primary;
  if (!to) return undefined;
  // Usable for the zip's days while the gallery link is open, and never past the link's end; the
  // finals' zip never past the delivery's end (the link's proofing end does not bound a delivery).
  const end = download.set === 'finals' ? publishedDeliveryOf(session)?.expiresAt : link.validUntil;
  if (!end) return undefined;
  const expires = new Date(Math.min(download.expiresAt * 1000, Date.parse(end)));
  // A zip in parts: one link a line, in order.
  const partCount = download.partStarts?.length ?? 1;
  const items = partCount === 1 ? [zipItemOf(download)] : Array.from({ length: partCount }, (_, index) => zipPartItemOf(download, index + 1));
  const urls = await Promise.all(items.map((item) => galleryItemUrl({ photographerId, sessionId, link: { ...link, validUntil: end } }, 'zip', item, new Date(), expires)));
  if (urls.some((url) => !url)) throw new Error('media URLs cannot be signed: no signing key is configured');
  const url = urls.join('\n');
  const language = clientLanguage(client, settings.preferences.language);
  const business = photographer.businessName ?? photographer.name ?? '';
  const { subject, text, html } = downloadMail(language, {
    title: session.title,
    business,
    url,
    until: expires.toLocaleDateString(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: settings.preferences.timezone }),
    megabytes: Math.round(download.bytes / (1024 * 1024)),
  });
  await sendMail({ to: [to], fromName: business || undefined, replyTo: photographer.email, subject, text, html });
  return to;
};
