// What a photographer is told when a client confirms a selection: the app's notification and
// the email, each if their settings ask for it (settings: notifications.clientSelections).
import type { Language } from '@fotostudio/shared/constants';
import type { GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { SessionItem } from '../../data/entities/session.js';
import { appConfig } from '../../lib/config.js';
import { escapeHtml } from '../../mail/html.js';
import en from '../../mail/locales/en/selection.json';
import es from '../../mail/locales/es/selection.json';
import { fillIn, mailTexts } from '../../mail/mail-texts.js';
import type { Notice } from '../../notifications/notify.js';

const texts = mailTexts(es, en);

/** The words a price's facts need; the receipt's and the notice's files both have them. */
interface PriceWords {
  total: string;
  totalVatIncluded: string;
  vatLine: string;
  exemptLine: string;
}

/**
 * The total the client confirmed, VAT included, and its breakdown (issue 22 A); a price confirmed
 * before prices carried their tax says its total alone, as it did. Under IGIC or IPSI (issue 22
 * point 3) the same sentences name that tax instead of IVA/VAT. The photographer's notice and the
 * client's receipt (selection-receipt.ts) say it with these same lines.
 */
export const priceFacts = (price: GalleryPriceResult, words: PriceWords, money: (cents: number) => string): string[] => {
  const { tax } = price;
  const named = (text: string) => (tax?.tax ? text.replace(/\b(IVA|VAT)\b/g, tax.tax) : text);
  return [
    tax ? `${named(words.totalVatIncluded)}: ${money(tax.totalCents)}` : `${words.total}: ${money(price.totalPriceCents)}`,
    ...(tax?.rows ?? []).map((row) =>
      row.vat.kind === 'exempt'
        ? fillIn(words.exemptLine, { base: money(row.baseCents) })
        : fillIn(named(words.vatLine), { base: money(row.baseCents), rate: row.vat.ratePercent, quota: money(row.quotaCents) }),
    ),
  ];
};

/** A chosen photo as the mails list it: its file name and the client's comment. */
export interface ChosenFile {
  fileName: string;
  comment?: string | null | undefined;
}

export const selectionNotice = (
  session: Pick<SessionItem, 'sessionId' | 'title' | 'clientName'>,
  selection: { version: number; imageCount: number; fullGallery: boolean; price: GalleryPriceResult; files?: ChosenFile[]; generalComment?: string | null | undefined },
  preferences: { language: Language; currency: Parameters<typeof formatMoney>[1] },
  appUrl: string,
) => {
  const text = texts[preferences.language];
  // The client confirmed euros (the gallery prices in EUR); the display currency converts only the dashboard's figures.
  const money = (cents: number) => formatMoney(cents, 'EUR', preferences.language);
  const body = fillIn(text.body, { client: session.clientName, title: session.title, version: selection.version });
  const facts = [`${text.images}: ${selection.fullGallery ? '∞' : selection.imageCount}`, ...priceFacts(selection.price, text, money)];
  // The file names (what the photographer finds in Lightroom) with the client's comments.
  const files = (selection.files ?? []).map((file) => (file.comment ? fillIn(text.fileComment, { file: file.fileName, comment: file.comment }) : file.fileName));
  const general = selection.generalComment ? [fillIn(text.generalComment, { comment: selection.generalComment })] : [];
  const listed = files.length ? [`${text.files}:`, ...files] : [];
  const link = `${appUrl.replace(/\/$/, '')}/dashboard/sessions/${session.sessionId}`;
  const paragraphs = [[body], facts, listed, general].filter((lines) => lines.length > 0);
  return {
    subject: fillIn(text.subject, { title: session.title }),
    text: `${paragraphs.map((lines) => lines.join('\n')).join('\n\n')}\n\n${text.action}: ${link}`,
    html: `${paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
  };
};

/** The notice of a confirmed selection for `notify`: the app's entry and this email. */
export const selectionConfirmedNotice = (
  session: SessionItem,
  selection: { version: number; confirmedAt: string; imageCount: number; fullGallery: boolean; price: GalleryPriceResult; files?: ChosenFile[]; generalComment?: string | null | undefined },
): Notice => ({
  content: {
    kind: 'selectionConfirmed',
    sessionId: session.sessionId,
    sessionTitle: session.title,
    clientName: session.clientName,
    version: selection.version,
    imageCount: selection.imageCount,
    fullGallery: selection.fullGallery,
  },
  at: new Date(selection.confirmedAt),
  eventKey: `${session.sessionId}#${selection.version}`,
  email: (preferences) => selectionNotice(session, selection, preferences, appConfig().APP_URL),
});
