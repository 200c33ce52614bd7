// What the photographer is told of a Stripe payment recorded against an invoice, when it is
// received (invoice-purpose.ts) and when it is refunded (refund-notice.ts): the figures both
// notices name, and the mail around each one's paragraphs, ending with the link that opens the
// invoice. Their words are mail/locales/<language>/invoice-payment.json.
import type { Language } from '@fotostudio/shared/constants';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { InvoicePaymentItem } from '../data/entities/invoice-payment.js';
import type { PhotographerSettingsItem } from '../data/entities/photographer-settings.js';
import { appConfig } from '../lib/config.js';
import { escapeHtml } from '../mail/html.js';
import en from '../mail/locales/en/invoice-payment.json';
import es from '../mail/locales/es/invoice-payment.json';
import { mailTexts } from '../mail/mail-texts.js';

const texts = mailTexts(es, en);

/** What the payment brought in: what it settled of the invoice and what it paid beyond that (overpaid). */
const receivedCents = (recorded: InvoicePaymentItem): number => Math.abs(recorded.amountCents) + (recorded.overpaidCents ?? 0);

/** The invoice and the payment's amount, as every payment notice's content names them. */
export const paymentNoticeFacts = (invoice: BillingDocumentItem, recorded: InvoicePaymentItem) => ({
  documentId: invoice.documentId,
  number: invoice.number,
  clientName: invoice.clientName,
  amountCents: receivedCents(recorded),
});

/** What a notice's mail writes its subject and paragraphs from. */
interface NoticeWords {
  text: (typeof texts)[Language];
  language: Language;
  /** The values every payment notice fills in. */
  values: { number: string; client: string; amount: string };
  money: (cents: number) => string;
}

/** A payment notice's mail in the photographer's language: `compose` writes its subject and paragraphs; the invoice's link follows them. */
export const paymentNoticeMail = (
  invoice: BillingDocumentItem,
  recorded: InvoicePaymentItem,
  preferences: PhotographerSettingsItem['preferences'],
  compose: (words: NoticeWords) => { subject: string; lines: string[] },
) => {
  const text = texts[preferences.language];
  const money = (cents: number) => formatMoney(cents, 'EUR', preferences.language);
  const values = { number: invoice.number, client: invoice.clientName, amount: money(receivedCents(recorded)) };
  const { subject, lines } = compose({ text, language: preferences.language, values, money });
  const link = `${appConfig().APP_URL}/dashboard/invoices?kind=invoice&open=${encodeURIComponent(invoice.documentId)}`;
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${text.openInvoice}: ${link}`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">${escapeHtml(text.openInvoice)}</a></p>`,
  };
};
