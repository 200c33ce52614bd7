// The modal's starting values: empty for a new document (today, due in 30 days, the
// default VAT), or a saved quote's, and a CRM client's details as client fields.
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import type { DocumentKind } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { Contact } from '@fotostudio/shared/contracts/crm';
import type { Language } from '@fotostudio/shared/constants';
import { clientContactOf } from '@fotostudio/shared/billing/client-contact';
import { formatMoneyInput } from '@fotostudio/shared/format/money-input';
import { clientIdValuesOf } from '../../../components/client-id-form';
import type { TradeIssuer } from '@fotostudio/shared/billing/trade-tax-rules';
import { BILLING_CURRENCY } from './billing-currency';
import type { ClientValues, DocumentFormValues } from './document-form';
import { newRowId, vatChoiceOf, type IrpfChoice, type VatChoice } from './document-lines';
import { taxOfTerritory, type IndirectTax } from '@fotostudio/shared/tax/indirect-tax';

const DUE_IN_DAYS = 30;

export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const irpfChoiceOf = (rate: number | null): { irpf: IrpfChoice; irpfCustom: string } => {
  if (rate === null) return { irpf: 'none', irpfCustom: '' };
  if (rate === 15 || rate === 7) return { irpf: String(rate) as IrpfChoice, irpfCustom: '' };
  return { irpf: 'custom', irpfCustom: String(rate) };
};

/**
 * What the billing settings give a new document: the issuer's trade (issue 22 point 4), its
 * default withholding, and the tax its territory charges (issue 22 point 3; IVA when absent).
 */
export interface DocumentDefaults {
  issuer?: TradeIssuer | null;
  /** 15, 7 or null: the settings' `defaultIrpfRatePercent`, applied when the client is a business or professional. */
  irpfRatePercent?: number | null;
  tax?: IndirectTax;
  /** Under IPSI, the settings' rates the lines are offered. */
  ipsiRatesPercent?: readonly number[];
}

export const emptyDocumentValues = (kind: DocumentKind, today: string, vat: VatChoice, pricesIncludeVat = false, defaults: DocumentDefaults = {}): DocumentFormValues => ({
  kind,
  invoiceType: 'F1',
  client: { clientId: null, name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '', country: '', professional: false, idType: 'nif', countryCode: '', viesCheckedOn: '' },
  session: {
    sessionId: null,
    title: '',
    date: null,
    price: '',
    includedPhotos: '',
    extraPhotoPrice: '',
    selectedPhotos: '',
    completeGallery: false,
    completeGalleryPrice: '',
    vat,
  },
  issueDate: today,
  operationDate: '',
  dueDate: addDays(today, DUE_IN_DAYS),
  paymentConditions: '',
  notes: '',
  internalNotes: '',
  lines: [],
  ...irpfChoiceOf(defaults.irpfRatePercent ?? null),
  number: '',
  pricesIncludeVat,
  depositKind: 'none',
  depositValue: '',
  issuer: defaults.issuer ?? null,
  ...(defaults.tax && defaults.tax !== 'IVA' ? { tax: defaults.tax } : {}),
  ...(defaults.ipsiRatesPercent ? { ipsiRatesPercent: defaults.ipsiRatesPercent } : {}),
});

/** A saved document's client as the modal's client fields. */
export const documentClientValuesOf = (client: BillingDocument['client']): ClientValues => ({
  ...clientContactOf(client),
  country: client.country ?? '',
  professional: client.isProfessional,
  ...clientIdValuesOf(client),
});

/**
 * A saved quote's values, to edit it (amounts in the language's typing); `completeForInvoice`
 * checks its client as a full invoice's, to convert it after.
 */
export const documentValuesOf = (document: BillingDocument, language: Language, completeForInvoice = false, issuer: TradeIssuer | null = null): DocumentFormValues => {
  const money = (cents: number) => (cents === 0 ? '' : formatMoneyInput(cents, BILLING_CURRENCY, language));
  const count = (n: number) => (n === 0 ? '' : String(n));
  const { client, session, pricing } = document;
  return {
    kind: document.kind,
    invoiceType: document.invoiceType === 'F2' ? 'F2' : 'F1',
    client: documentClientValuesOf(client),
    session: {
      sessionId: session.sessionId,
      title: session.title,
      date: session.date,
      price: money(pricing.sessionPriceCents),
      includedPhotos: count(pricing.includedPhotos),
      extraPhotoPrice: money(pricing.extraPhotoPriceCents),
      selectedPhotos: count(pricing.selectedImagesCount),
      completeGallery: pricing.completeGallery,
      completeGalleryPrice: money(pricing.completeGalleryPriceCents),
      vat: vatChoiceOf(pricing.sessionVat),
    },
    issueDate: document.issueDate,
    operationDate: document.operationDate ?? '',
    dueDate: document.dueDate,
    paymentConditions: document.paymentConditions ?? '',
    notes: document.notes ?? '',
    internalNotes: document.internalNotes ?? '',
    lines: document.products.map((product) => ({
      rowId: newRowId(),
      name: product.name,
      variant: product.variant ?? '',
      quantity: String(product.quantity),
      unitPrice: formatMoneyInput(product.unitPriceCents, BILLING_CURRENCY, language),
      vat: vatChoiceOf(product.vat),
      // Lines made before issue 22 point 4 say neither: a service, not an art work (10 % is then refused when issued).
      ...(product.supply ? { supply: product.supply } : {}),
      ...(product.artWork ? { artWork: true } : {}),
    })),
    ...irpfChoiceOf(document.totals.irpf?.ratePercent ?? null),
    number: '',
    ...(completeForInvoice ? { completeForInvoice } : {}),
    pricesIncludeVat: document.pricesIncludeVat ?? false,
    depositKind: document.deposit?.kind ?? 'none',
    depositValue: document.deposit
      ? document.deposit.kind === 'amount'
        ? formatMoneyInput(document.deposit.amountCents ?? 0, BILLING_CURRENCY, language)
        : String(document.deposit.percent ?? '')
      : '',
    issuer,
    // The tax of the issuer when the quote was made (issue 22 point 3); absent: IVA.
    ...(taxOfTerritory(document.issuer.taxTerritory) !== 'IVA' ? { tax: taxOfTerritory(document.issuer.taxTerritory) } : {}),
  };
};

/** A CRM client's details as the document's client fields; what the CRM lacks stays as typed. */
export const clientValuesOf = (contact: Contact): Partial<ClientValues> => {
  const phone = contact.phones.primary ?? contact.phones.mobile ?? contact.phones.secondary;
  const filled: Partial<ClientValues> = { clientId: contact.contactId, name: contact.fullName, email: contact.emails.primary };
  if (contact.dni) filled.taxId = contact.dni;
  if (phone) filled.phone = phone;
  if (contact.address.street) filled.address = contact.address.street;
  if (contact.address.city) filled.city = contact.address.city;
  if (contact.address.postalCode) filled.postalCode = contact.address.postalCode;
  if (contact.address.country) filled.country = contact.address.country;
  return { ...filled, ...clientIdValuesOf({ ...contact, countryCode: contact.idCountry }) };
};
