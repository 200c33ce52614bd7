// A large zip is also mailed to the session's client: it takes a while to build, and the
// client may have closed the gallery by the time it is ready.
import type { Language } from '@fotostudio/shared/constants';
import { requireAccount } from '../../account/photographer-account.js';
import { db } from '../../data/database.js';
import type { GalleryDownloadItem } from '../../data/entities/share-link.js';
import { escapeHtml } from '../../mail/html.js';
import { sendMail } from '../../mail/send-mail.js';
import { galleryItemUrl } from '../../media/gallery-media.js';
import { zipItemOf } from '../../media/object-keys.js';

const MESSAGES: Record<Language, (input: { title: string; business: string; url: string; until: string; megabytes: number }) => { subject: string; text: string }> = {
  es: ({ title, business, url, until, megabytes }) => ({
    subject: `Tus fotos de «${title}» están listas para descargar`,
    text: `Hola:\n\n${business} te ha preparado todas las fotos de «${title}» en un archivo zip (${megabytes} MB).\n\nDescárgalo aquí: ${url}\n\nEl enlace funciona hasta el ${until}.`,
  }),
  en: ({ title, business, url, until, megabytes }) => ({
    subject: `Your photos of “${title}” are ready to download`,
    text: `Hello,\n\n${business} has prepared all the photos of “${title}” in a zip file (${megabytes} MB).\n\nDownload it here: ${url}\n\nThe link works until ${until}.`,
  }),
};

/**
 * Mails the zip's link (signed until the zip expires) to the client's primary address, in the
 * photographer's language, answered to the photographer. Answers the address, or undefined
 * when the client has none.
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
  // Usable for the zip's days while the gallery link is open, and never past the link's end.
  const expires = new Date(Math.min(download.expiresAt * 1000, Date.parse(link.validUntil)));
  const url = await galleryItemUrl({ photographerId, sessionId, link }, 'zip', zipItemOf(download), new Date(), expires);
  if (!url) throw new Error('media URLs cannot be signed: no signing key is configured');
  const language = settings.preferences.language;
  const business = photographer.businessName ?? photographer.name ?? '';
  const { subject, text } = MESSAGES[language]({
    title: session.title,
    business,
    url,
    until: expires.toLocaleDateString(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: settings.preferences.timezone }),
    megabytes: Math.round(download.bytes / (1024 * 1024)),
  });
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)}</p>`)
    .join('\n');
  await sendMail({ to: [to], fromName: business || undefined, replyTo: photographer.email, subject, text, html });
  return to;
};
