// Every word a quote or invoice prints, in the client's language: billing/locales/<language>/document.json
// (the layout of every translation, docs/architecture.md "Translations").
import type { Language } from '@fotostudio/shared/constants';
import type { RectificationMethod, RectifyingInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import { fillIn, mailTexts } from '../mail/mail-texts.js';
import en from './locales/en/document.json';
import es from './locales/es/document.json';
import type { DocumentKind } from './pdf/billing-document-view.js';

export interface DocumentMessages {
  title: Record<DocumentKind, string>;
  /** The title of a simplified (F2) and of a rectifying (R1-R5) invoice. */
  simplifiedTitle: string;
  rectifyingTitle: string;
  /** A rectifying invoice's block: the invoice it rectifies, its type (art. 80 LIVA case), method and reason. */
  rectification: {
    heading: string;
    original: (number: string, date: string) => string;
    type: string;
    types: Record<RectifyingInvoiceType, string>;
    method: string;
    methods: Record<RectificationMethod, string>;
    reason: string;
    /** By substitution (art. 15.2): the original's amount, the new one and the difference, each as "label: base, VAT, total". */
    originalAmount: string;
    correctedAmount: string;
    difference: string;
    amount: (label: string, base: string, vat: string, total: string) => string;
  };
  /** An F3's block: the simplified invoices it replaces; its record's description when it has none. */
  substitution: {
    heading: string;
    replaces: (invoices: string) => string;
    invoice: (number: string, date: string) => string;
    description: (numbers: string) => string;
  };
  number: string;
  issueDate: string;
  operationDate: string;
  dueDate: Record<DocumentKind, string>;
  issuer: string;
  client: string;
  taxId: string;
  email: string;
  phone: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  amount: string;
  /** The price columns and the note of a document whose prices include VAT. */
  unitPriceVatIncluded: string;
  amountVatIncluded: string;
  pricesIncludeVat: string;
  exempt: string;
  /** A line not subject to Spanish VAT by location (N2), the client's identifier by its type, the mentions of art. 6.1.m and 6.1.n RD 1619/2012. */
  notSubject: string;
  idTypes: Record<'eu_vat' | 'passport' | 'residence_id' | 'other' | 'not_registered', string>;
  reverseCharge: string;
  cashBasis: string;
  taxBase: string;
  rate: string;
  vatQuota: string;
  totalBase: string;
  totalVat: string;
  irpf: (ratePercent: string) => string;
  total: string;
  payment: string;
  paymentConditions: string;
  iban: string;
  bank: string;
  /** An issued invoice's public page printed on its PDF (issue 25 point 2): when it can be paid online there, and when not. */
  payOnlineAt: string;
  invoiceOnlineAt: string;
  notes: string;
  terms: string;
  legalNotes: string;
  legalForm: string;
  /** The label of a self-employed issuer's trade name, printed beside the legal name. */
  tradeName: string;
  /** The session's own lines, which have no product name. */
  lineKinds: { session: (title: string) => string; extra_photos: string; complete_gallery: string };
  legalForms: Record<string, string>;
  page: (page: number, pages: number) => string;
  fileName: Record<DocumentKind, string>;
  /** Stamped on every page of a cancelled invoice's copy, and added to its file name. */
  cancelledStamp: string;
  cancelledFileSuffix: string;
  /** The line an emailed invoice's message ends with: its public page (issue 25 point 2). */
  pageLink: (url: string) => string;
  /** The same line when the invoice can be paid online ("Pagar ahora"). */
  payLink: (url: string) => string;
  /** The line an emailed quote's message ends with: its public page (issue 25 point 3). */
  quotePageLink: (url: string) => string;
  /** A quote's deposit (issue 25 point 3), as its PDF prints it: an amount, or a percentage of the total. */
  deposit: string;
  depositPercent: (percent: string) => string;
  /** The deposit invoice's line, the final invoice's deduction of it, and the Checkout line the client reads. */
  advanceLine: (quoteNumber: string) => string;
  deductionLine: (invoiceNumber: string) => string;
  /** The advance invoice's line of the gallery extras paid at confirmation (issue 25 point 4). */
  extrasAdvanceLine: (sessionTitle: string) => string;
  depositCheckout: (quoteNumber: string) => string;
}

/** The words as written in billing/locales/<language>/document.json, with `{placeholders}` for the phrases. */
type DocumentWords = typeof es;

const phrases = (words: DocumentWords): DocumentMessages => ({
  ...words,
  rectification: {
    ...words.rectification,
    original: (number, date) => fillIn(words.rectification.original, { number, date }),
    amount: (label, base, vat, total) => fillIn(words.rectification.amount, { label, base, vat, total }),
  },
  substitution: {
    heading: words.substitution.heading,
    replaces: (invoices) => fillIn(words.substitution.replaces, { invoices }),
    invoice: (number, date) => fillIn(words.substitution.invoice, { number, date }),
    description: (numbers) => fillIn(words.substitution.description, { numbers }),
  },
  irpf: (rate) => fillIn(words.irpf, { rate }),
  lineKinds: {
    session: (title) => (title ? fillIn(words.lineKinds.session, { title }) : words.lineKinds.sessionUntitled),
    extra_photos: words.lineKinds.extra_photos,
    complete_gallery: words.lineKinds.complete_gallery,
  },
  page: (page, pages) => fillIn(words.page, { page, pages }),
  pageLink: (url) => fillIn(words.pageLink, { url }),
  payLink: (url) => fillIn(words.payLink, { url }),
  quotePageLink: (url) => fillIn(words.quotePageLink, { url }),
  depositPercent: (percent) => fillIn(words.depositPercent, { percent }),
  advanceLine: (number) => fillIn(words.advanceLine, { number }),
  deductionLine: (number) => fillIn(words.deductionLine, { number }),
  extrasAdvanceLine: (title) => fillIn(words.extrasAdvanceLine, { title }),
  depositCheckout: (number) => fillIn(words.depositCheckout, { number }),
});

const words = mailTexts(es, en);

export const DOCUMENT_MESSAGES: Record<Language, DocumentMessages> = { es: phrases(words.es), en: phrases(words.en) };
