// The client's copy of a confirmed selection (issue 28 point 3): the photos as inline thumbnails
// with their products and comments, the other products, the general comment and the total with
// its tax, in the client's language, sent in the studio's name and answered to the photographer.
// Sent once per confirmed version: the selection records that its receipt went
// (`receiptSentAt`, set only while absent) before the mail is sent, so a redelivered stream
// record sends nothing more; a mail that then fails is logged, not sent twice.
import type { Language } from '@fotostudio/shared/constants';
import type { GalleryChoices, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { formatMoney } from '@fotostudio/shared/format/money';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices, storedSelectionFileNames, storedSelectionNames, storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import { readAccount } from '../../account/photographer-account.js';
import { db } from '../../data/database.js';
import { markReceiptSent } from '../../data/stores/gallery.js';
import { appConfig } from '../../lib/config.js';
import { logger } from '../../lib/logger.js';
import { escapeHtml } from '../../mail/html.js';
import en from '../../mail/locales/en/receipt.json';
import es from '../../mail/locales/es/receipt.json';
import { clientLanguage, fillIn, mailTexts } from '../../mail/mail-texts.js';
import { sendMail, type MailAttachment } from '../../mail/send-mail.js';
import { readObject } from '../../sessions/process-session-image.js';
import { loadSharp } from '../../images/sharp-module.js';
import { priceFacts } from './selection-mail.js';

const texts = mailTexts(es, en);

/** Thumbnails carried inline; a larger selection lists the rest by name (the mail stays a few MB). */
export const RECEIPT_INLINE_PHOTOS = 200;
/** The thumbnail's long edge in the mail, in pixels (shown at half that on screens of density 2). */
const THUMB_EDGE = 240;
const THUMB_READS = 8;

type Names = ReturnType<typeof storedSelectionNames.decode>;

/** A chosen product as the client reads it: its name, its variant and the units. */
const productText = (names: Names, choice: { productId: string; variantId: string; quantity: number }): string => {
  const product = names[choice.productId];
  const variant = product?.variants[choice.variantId];
  const name = product?.name ?? choice.productId;
  const detail = variant ? ` (${variant.name}: ${variant.value})` : '';
  return `${name}${detail} × ${choice.quantity}`;
};

export interface ReceiptPhoto {
  fileName: string;
  products: string[];
  comment?: string | null | undefined;
  /** The inline thumbnail's Content-ID; absent: listed without one. */
  cid?: string | undefined;
}

export interface ReceiptInput {
  business: string;
  replyEmail: string;
  title: string;
  clientFirstName: string;
  fullGallery: boolean;
  photos: ReceiptPhoto[];
  additionalProducts: string[];
  generalComment?: string | null | undefined;
  price: GalleryPriceResult;
}

/** The receipt's subject, text and HTML (its thumbnails are the caller's attachments). */
export const selectionReceipt = (input: ReceiptInput, language: Language, currency: Parameters<typeof formatMoney>[1]) => {
  const text = texts[language];
  const money = (cents: number) => formatMoney(cents, currency, language);
  const shown = input.photos.filter((photo) => photo.cid);
  const hidden = input.photos.length - shown.length;
  const photoLines = (photo: ReceiptPhoto) => [
    photo.fileName,
    ...(photo.products.length ? [fillIn(text.products, { products: photo.products.join(', ') })] : []),
    ...(photo.comment ? [fillIn(text.comment, { comment: photo.comment })] : []),
  ];
  const intro = [fillIn(text.greeting, { client: input.clientFirstName }), fillIn(text.body, { business: input.business, title: input.title })];
  const chosen = input.fullGallery ? [text.fullGallery] : [fillIn(text.photos, { count: input.photos.length })];
  const extras = input.additionalProducts.length ? [`${text.additionalProducts}: ${input.additionalProducts.join(', ')}`] : [];
  const general = input.generalComment ? [fillIn(text.generalComment, { comment: input.generalComment })] : [];
  const facts = priceFacts(input.price, text, money);
  const closing = [text.closing, fillIn(text.contact, { business: input.business, email: input.replyEmail })];
  const textBody = [
    intro.join('\n\n'),
    chosen.join('\n'),
    ...input.photos.map((photo) => photoLines(photo).join('\n')),
    ...[extras, general, facts, closing].filter((lines) => lines.length).map((lines) => lines.join('\n')),
  ].join('\n\n');
  const paragraph = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const cell = 'style="padding:6px 12px 6px 0;vertical-align:top"';
  const rows = shown
    .map(
      (photo) =>
        `<tr><td ${cell}><img src="cid:${escapeHtml(photo.cid ?? '')}" alt="${escapeHtml(photo.fileName)}" width="${THUMB_EDGE / 2}" style="display:block;max-width:${THUMB_EDGE / 2}px;height:auto;border-radius:4px"></td>` +
        `<td ${cell}>${photoLines(photo).map(escapeHtml).join('<br>')}</td></tr>`,
    )
    .join('\n');
  const unlisted = input.photos.filter((photo) => !photo.cid);
  const html = [
    ...intro.map((line) => paragraph([line])),
    paragraph(chosen),
    rows ? `<table role="presentation" style="border-collapse:collapse">\n${rows}\n</table>` : '',
    hidden ? paragraph([fillIn(text.morePhotos, { count: hidden }), ...unlisted.map((photo) => photoLines(photo).join(' · '))]) : '',
    ...[extras, general].filter((lines) => lines.length).map(paragraph),
    `<p><strong>${escapeHtml(facts[0] ?? '')}</strong>${facts.slice(1).map((line) => `<br>${escapeHtml(line)}`).join('')}</p>`,
    paragraph(closing),
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: fillIn(text.subject, { title: input.title }), text: textBody, html };
};

/** The photo's thumbnail as a small JPEG (every mail client shows JPEG; not all show WebP); undefined when it cannot be read. */
const thumbnailJpeg = async (key: string | undefined): Promise<Buffer | undefined> => {
  if (!key) return undefined;
  const object = await readObject(appConfig().MEDIA_BUCKET, key);
  if (!object) return undefined;
  const sharp = await loadSharp();
  return sharp(object.bytes).resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
};

/** Reads the thumbnails a few at a time, in order. */
const thumbnailsOf = async (keys: (string | undefined)[]): Promise<(Buffer | undefined)[]> => {
  const out: (Buffer | undefined)[] = new Array(keys.length);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const index = next++;
      out[index] = await thumbnailJpeg(keys[index]).catch((error: unknown) => {
        logger.warn('receipt: a thumbnail could not be read', { key: keys[index], error });
        return undefined;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(THUMB_READS, keys.length) }, worker));
  return out;
};

/**
 * Mails the client their copy of the confirmed version (once). Answers whether a mail went: no
 * mail when the session's client has no address, the account is gone, or it went before.
 */
export const sendSelectionReceipt = async (photographerId: string, sessionId: string, version: number, now = new Date()): Promise<boolean> => {
  const [{ data: selection }, { data: session }, { photographer, settings }] = await Promise.all([
    db().entities.sessionSelection.get({ photographerId, sessionId, version }).go({ consistent: true }),
    db().entities.session.get({ photographerId, sessionId }).go(),
    readAccount(photographerId),
  ]);
  if (!selection || !session || !photographer || !settings || selection.receiptSentAt) return false;
  const { data: client } = await db().entities.contact.get({ photographerId, contactId: session.clientId }).go();
  const to = client?.emails.primary;
  if (!client || !to) return false;
  const choices: GalleryChoices = decodeStored(storedGalleryChoices, selection.choices, 'selection choices');
  const names = decodeStored(storedSelectionNames, selection.lines, 'selection lines');
  const fileNames = decodeStored(storedSelectionFileNames, selection.fileNames, 'selection file names');
  const price = decodeStored(storedSelectionPrice, selection.price, 'selection price');
  const inline = choices.images.slice(0, RECEIPT_INLINE_PHOTOS);
  const { data: images } = inline.length
    ? await db()
        .entities.sessionImage.get(inline.map(({ imageId }) => ({ photographerId, sessionId, imageId })))
        .go({ attributes: ['imageId', 'thumbKey'] })
    : { data: [] };
  const thumbKeyOf = new Map(images.map((image) => [image.imageId, image.thumbKey]));
  if (!(await markReceiptSent({ photographerId, sessionId, version }, now.toISOString()))) return false;
  const thumbnails = await thumbnailsOf(inline.map(({ imageId }) => thumbKeyOf.get(imageId)));
  const attachments: MailAttachment[] = [];
  const photos: ReceiptPhoto[] = choices.images.map((image, index) => {
    const bytes = thumbnails[index];
    const fileName = fileNames[image.imageId] ?? image.imageId;
    const cid = bytes ? `photo-${index + 1}@receipt` : undefined;
    if (bytes && cid) attachments.push({ filename: `${String(index + 1).padStart(4, '0')}.jpg`, content: bytes, contentType: 'image/jpeg', cid });
    return { fileName, products: image.products.map((choice) => productText(names, choice)), comment: image.comment, cid };
  });
  const language = clientLanguage(client, settings.preferences.language);
  const business = photographer.businessName ?? photographer.name ?? photographer.email;
  const mail = selectionReceipt(
    {
      business,
      replyEmail: photographer.email,
      title: session.title,
      clientFirstName: client.firstName,
      fullGallery: choices.fullGallerySelected,
      photos,
      additionalProducts: choices.additionalProducts.map((choice) => productText(names, choice)),
      generalComment: choices.generalComment,
      price,
    },
    language,
    // The client pays in euros: the photographer's display currency is for their own figures.
    'EUR',
  );
  await sendMail({ to: [to], fromName: business, replyTo: photographer.email, ...mail, attachments });
  return true;
};
