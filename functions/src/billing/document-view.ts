// What a stored quote or invoice prints: its snapshot of the issuer and client, its priced
// lines named in the document's language, the session's date as the date of the operation.
import type { Language } from '@fotostudio/shared/constants';
import type { VatCategory } from '@fotostudio/shared/tax/invoice-totals';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import type { BillingDocumentView, DocumentKind } from './pdf/billing-document-view.js';

/** The fields of a stored document the PDF needs (the API's billing document has them all). */
export interface PrintableDocument {
  kind: DocumentKind;
  number: string;
  issueDate: string;
  dueDate: string;
  paymentConditions: string | null;
  notes: string | null;
  issuer: {
    businessName: string;
    legalForm: string;
    taxId: string;
    address: string;
    city: string;
    postalCode: string;
    country: string;
    email: string;
    phone: string;
    iban: string | null;
    bankName: string | null;
    additionalTerms: string | null;
  };
  client: { name: string; taxId: string; address: string; city: string; postalCode: string; country: string | null; email: string; phone: string; language: Language };
  session: { title: string; date: string | null };
  lines: { kind: 'session' | 'extra_photos' | 'complete_gallery' | 'product'; name: string | null; variant: string | null; quantity: number; unitPriceCents: number; vat: VatCategory }[];
  totals: { irpf: { ratePercent: number } | null };
}

export const documentView = (document: PrintableDocument): BillingDocumentView => {
  const language = document.client.language;
  const kinds = DOCUMENT_MESSAGES[language].lineKinds;
  const { issuer, client } = document;
  return {
    kind: document.kind,
    language,
    // Spanish invoices are in euros; the billing documents carry no other currency.
    currency: 'EUR',
    number: document.number,
    issueDate: document.issueDate,
    operationDate: document.kind === 'invoice' ? document.session.date : null,
    dueDate: document.dueDate,
    issuer: {
      name: issuer.businessName,
      legalForm: issuer.legalForm,
      taxId: issuer.taxId,
      address: issuer.address,
      city: issuer.city,
      postalCode: issuer.postalCode,
      country: issuer.country,
      email: issuer.email,
      phone: issuer.phone,
      iban: issuer.iban,
      bankName: issuer.bankName,
      additionalTerms: issuer.additionalTerms,
    },
    client: { name: client.name, taxId: client.taxId, address: client.address, city: client.city, postalCode: client.postalCode, country: client.country ?? '', email: client.email, phone: client.phone },
    lines: document.lines.map((line) => ({
      description:
        line.kind === 'product'
          ? [line.name, line.variant].filter(Boolean).join(' · ')
          : line.kind === 'session'
            ? kinds.session(document.session.title)
            : kinds[line.kind],
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vat: line.vat,
    })),
    irpfRatePercent: document.totals.irpf?.ratePercent ?? null,
    paymentConditions: document.paymentConditions,
    notes: document.notes,
  };
};
