// What a stored quote or invoice prints: its snapshot of the issuer and client, its priced
// lines named in the document's language, the session's date as the date of the operation.
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import type { VatCategory } from '@fotostudio/shared/tax/invoice-totals';
import { isPercentRate, ratesOfTax, taxOfTerritory, type IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import type { BillingDocumentView } from './pdf/billing-document-view.js';

/**
 * A stored rate the document's tax can have: IVA's by law; IGIC's and IPSI's any percent (IPSI's
 * are the photographer's, which may change after the document was made).
 */
const isRateOf = (tax: IndirectTax, rate: number): boolean => (tax === 'IVA' ? ratesOfTax('IVA').includes(rate) : isPercentRate(rate));

/** The API's VAT category (any number) as the totals function's (a rate the law allows). */
const vatCategoryOf = (vat: BillingDocument['lines'][number]['vat'], tax: IndirectTax): VatCategory => {
  if (vat.kind === 'exempt' || vat.kind === 'not_subject') return vat;
  if (!isRateOf(tax, vat.ratePercent)) throw new Error(`stored document has an unknown ${tax} rate: ${vat.ratePercent}`);
  return { kind: 'rate', ratePercent: vat.ratePercent };
};

/** By substitution, the original's amount (kept when it was rectified) and this invoice's. */
const rectifiedAmountsOf = ({ rectification, totals }: BillingDocument): NonNullable<BillingDocumentView['rectification']>['amounts'] => {
  if (rectification?.method !== 'S' || rectification.originalBaseCents === undefined || rectification.originalVatCents === undefined) return undefined;
  return {
    original: { baseCents: rectification.originalBaseCents, vatCents: rectification.originalVatCents },
    corrected: { baseCents: totals.baseCents, vatCents: totals.vatCents },
  };
};

export const toBillingDocumentView = (document: BillingDocument): BillingDocumentView => {
  const language = document.client.language;
  const kinds = DOCUMENT_MESSAGES[language].lineKinds;
  const { issuer, client } = document;
  // The document's tax, by the territory in its issuer snapshot (issue 22 point 3): IVA when none.
  const tax = taxOfTerritory(issuer.taxTerritory);
  return {
    kind: document.kind,
    language,
    // Spanish invoices are in euros; the billing documents carry no other currency.
    currency: 'EUR',
    number: document.number,
    issueDate: document.issueDate,
    // The stored operation date (null: the issue date's); an invoice issued before it was stored printed its session's date.
    operationDate: document.kind === 'invoice' ? (document.operationDate !== undefined ? document.operationDate : document.session.date) : null,
    dueDate: document.dueDate,
    issuer: {
      name: issuer.businessName,
      legalName: issuer.legalName ?? null,
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
    client: {
      name: client.name,
      taxId: client.taxId,
      address: client.address,
      city: client.city,
      postalCode: client.postalCode,
      country: client.country ?? '',
      email: client.email,
      phone: client.phone,
      idType: client.idType,
      countryCode: client.countryCode ?? null,
    },
    // Art. 6.1.m: a service to an EU business not subject here is taxed by the recipient.
    reverseCharge: client.idType === 'eu_vat' && document.lines.some((line) => line.vat.kind === 'not_subject'),
    // Art. 6.1.n: the issuer's cash basis, as it was when the document was made.
    cashBasis: issuer.taxRegime === 'cash_basis',
    lines: document.lines.map((line) => ({
      description:
        line.kind === 'product'
          ? [line.name, line.variant].filter(Boolean).join(' · ')
          : line.kind === 'session'
            ? kinds.session(document.session.title)
            : kinds[line.kind],
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vat: vatCategoryOf(line.vat, tax),
    })),
    irpfRatePercent: document.totals.irpf?.ratePercent ?? null,
    pricesIncludeVat: document.pricesIncludeVat ?? false,
    ...(tax !== 'IVA' ? { tax } : {}),
    paymentConditions: document.paymentConditions,
    ...(document.deposit ? { deposit: { cents: document.deposit.cents, percent: document.deposit.percent } } : {}),
    notes: document.notes,
    invoiceType: document.invoiceType,
    rectification: document.rectification && {
      originalNumber: document.rectification.originalNumber,
      originalIssueDate: document.rectification.originalIssueDate,
      method: document.rectification.method,
      reason: document.rectification.reason,
      amounts: rectifiedAmountsOf(document),
    },
    substitutes: document.substitutes?.map(({ number, issueDate }) => ({ number, issueDate })),
  };
};
