// The email a photographer gets when a client confirms a selection, if their notification
// settings ask for it (settings: notifications.clientSelections.email).
import type { Language } from '@fotostudio/shared/constants';
import type { GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { formatMoney } from '@fotostudio/shared/format/money';
import { requireAccount } from '../../account/photographer-account.js';
import type { SessionItem } from '../../data/entities/session.js';
import { config } from '../../lib/config.js';
import { escapeHtml } from '../../mail/html.js';
import en from '../../mail/locales/en/selection.json';
import es from '../../mail/locales/es/selection.json';
import { fillIn, mailTexts } from '../../mail/mail-texts.js';
import { sendMail } from '../../mail/send-mail.js';

const texts = mailTexts(es, en);

export const selectionNotice = (
  session: Pick<SessionItem, 'sessionId' | 'title' | 'clientName'>,
  selection: { version: number; imageCount: number; fullGallery: boolean; price: GalleryPriceResult },
  preferences: { language: Language; currency: Parameters<typeof formatMoney>[1] },
  appUrl: string,
) => {
  const text = texts[preferences.language];
  const money = (cents: number) => formatMoney(cents, preferences.currency, preferences.language);
  const body = fillIn(text.body, { client: session.clientName, title: session.title, version: selection.version });
  const { tax } = selection.price;
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

/** Sends the notice when asked for; resolves false when the photographer did not ask. */
export const notifySelection = async (
  photographerId: string,
  session: SessionItem,
  selection: { version: number; imageCount: number; fullGallery: boolean; price: GalleryPriceResult },
): Promise<boolean> => {
  const { photographer, settings } = await requireAccount(photographerId);
  if (!settings.notifications.clientSelections.email) return false;
  await sendMail({ to: [photographer.email], ...selectionNotice(session, selection, settings.preferences, config().APP_URL) });
  return true;
};
