// What a photographer is told when a client confirms a selection: the app's notification and
// the email, each if their settings ask for it (settings: notifications.clientSelections).
import type { Language } from '@fotostudio/shared/constants';
import type { GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { SessionItem } from '../../data/entities/session.js';
import { config } from '../../lib/config.js';
import { escapeHtml } from '../../mail/html.js';
import en from '../../mail/locales/en/selection.json';
import es from '../../mail/locales/es/selection.json';
import { fillIn, mailTexts } from '../../mail/mail-texts.js';
import type { Notice } from '../../notifications/notify.js';

const texts = mailTexts(es, en);

export const selectionNotice = (
  session: Pick<SessionItem, 'sessionId' | 'title' | 'clientName'>,
  selection: { version: number; imageCount: number; fullGallery: boolean; price: GalleryPriceResult },
  preferences: { language: Language; currency: Parameters<typeof formatMoney>[1] },
  appUrl: string,
) => {
  const { tax } = selection.price;
  // Under IGIC or IPSI (issue 22 point 3) the same sentences name that tax instead of IVA/VAT.
  const named = (words: string) => (tax?.tax ? words.replace(/\b(IVA|VAT)\b/g, tax.tax) : words);
  const text = { ...texts[preferences.language], totalVatIncluded: named(texts[preferences.language].totalVatIncluded), vatLine: named(texts[preferences.language].vatLine) };
  const money = (cents: number) => formatMoney(cents, preferences.currency, preferences.language);
  const body = fillIn(text.body, { client: session.clientName, title: session.title, version: selection.version });
  const facts = [
    `${text.images}: ${selection.fullGallery ? '∞' : selection.imageCount}`,
    // The total the client confirmed, VAT included, and its breakdown (issue 22 A); a price
    // confirmed before prices carried their tax says its total alone, as it did.
    tax ? `${text.totalVatIncluded}: ${money(tax.totalCents)}` : `${text.total}: ${money(selection.price.totalPriceCents)}`,
    ...(tax?.rows ?? []).map((row) =>
      row.vat.kind === 'exempt'
        ? fillIn(text.exemptLine, { base: money(row.baseCents) })
        : fillIn(text.vatLine, { base: money(row.baseCents), rate: row.vat.ratePercent, quota: money(row.quotaCents) }),
    ),
  ];
  const link = `${appUrl.replace(/\/$/, '')}/dashboard/sessions/${session.sessionId}`;
  return {
    subject: fillIn(text.subject, { title: session.title }),
    text: `${body}\n\n${facts.join('\n')}\n\n${text.action}: ${link}`,
    html: `<p>${escapeHtml(body)}</p>\n<p>${facts.map(escapeHtml).join('<br>')}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
  };
};

/** The notice of a confirmed selection for `notify`: the app's entry and this email. */
export const selectionConfirmedNotice = (
  session: SessionItem,
  selection: { version: number; confirmedAt: string; imageCount: number; fullGallery: boolean; price: GalleryPriceResult },
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
  email: (preferences) => selectionNotice(session, selection, preferences, config().APP_URL),
});
