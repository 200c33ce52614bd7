// What a quote or invoice says: the issuer and client as they were when it was made, the
// session, the priced lines and the totals. Built once from the modal's values (totals only
// through the shared document-lines/invoice-totals functions) and stored as one JSON
// document; an issued invoice's content is never rebuilt.
import { amountDueOf } from '@fotostudio/shared/billing/invoice-payment-rules';
import { invoicePagePath } from '@fotostudio/shared/billing/invoice-page-address';
import { quotePagePath } from '@fotostudio/shared/billing/quote-page-address';
import { shownStatus } from '@fotostudio/shared/billing/shown-status';
import { quoteAcceptanceState, type QuoteAcceptanceState } from '@fotostudio/shared/billing/quote-acceptance';
import type { BillingDocument, DocumentClient, DocumentDeposit, DocumentSummary, IssuerSnapshot } from '@fotostudio/shared/contracts/billing/document';
import { depositCentsOf, type DepositRequest } from '@fotostudio/shared/billing/deposit-rules';
import type { InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { QuoteValues } from '@fotostudio/shared/contracts/billing/document-input';
import type { Language } from '@fotostudio/shared/constants';
import { documentTotals, extraPhotosCount } from '@fotostudio/shared/billing/document-lines';
import { lineBaseCents } from '@fotostudio/shared/tax/invoice-totals';
import { DEFAULT_TAX_TERRITORY, taxOfTerritory, territoryIssuesInvoices } from '@fotostudio/shared/tax/indirect-tax';
import { clientTaxProblems, lineTaxProblems } from '@fotostudio/shared/billing/tax-rules';
import { checkTaxId } from '@fotostudio/shared/tax/tax-id';
import { clientCountryCode } from '@fotostudio/shared/billing/client-id';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedDocumentContent, type DocumentContent } from '@fotostudio/shared/stored/billing-content';
import { db } from '../data/database.js';
import type { BillingDocumentItem, BillingSettingsItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';

export type DocumentValues = Omit<QuoteValues, 'internalNotes'>;

export type { DocumentContent };

/** The content a document item stores, decoded (a damaged one is an internal error). */
export const contentOfItem = (item: Pick<BillingDocumentItem, 'content'>): DocumentContent => decodeStored(storedDocumentContent, item.content, 'billing document content');

const nullable = <T>(value: T | null | undefined): T | null => value ?? null;

export const issuerSnapshotOf = async (settings: BillingSettingsItem): Promise<IssuerSnapshot> => {
  const { data: photographer } = await db().entities.photographer.get({ photographerId: settings.photographerId }).go();
  return {
    businessName: settings.businessName,
    legalForm: settings.legalForm,
    // Written only when set, so a company's snapshot is what it always was.
    ...(settings.legalName ? { legalName: settings.legalName } : {}),
    taxId: settings.taxId,
    address: settings.address,
    city: settings.city,
    postalCode: settings.postalCode,
    country: settings.country,
    email: settings.email,
    phone: settings.phone,
    taxRegime: settings.taxRegime,
    // Written only outside the common territory, so an IVA document's snapshot is what it always was.
    ...(settings.taxTerritory && settings.taxTerritory !== DEFAULT_TAX_TERRITORY ? { taxTerritory: settings.taxTerritory } : {}),
    series: settings.series,
    iban: nullable(settings.iban),
    bankName: nullable(settings.bankName),
    responsibleName: nullable(settings.responsibleName),
    additionalTerms: nullable(settings.additionalTerms),
    logoKey: nullable(photographer?.logoKey),
  };
};

/**
 * The issuer's tax on a document about to be stored (issue 22 point 3): its lines carry rates
 * the tax of the territory in its issuer snapshot offers (IPSI's from the settings), no
 * exemption outside IVA, no client abroad under IGIC or IPSI; and an invoice (`issuing`) is
 * never issued from País Vasco or Navarra, whose own systems apply, not VERI*FACTU. Refused
 * with the first problem's code, every field in the issues.
 */
export const requireIssuerTax = (
  content: Pick<DocumentContent, 'issuer' | 'client' | 'pricing' | 'products'>,
  settings: Pick<BillingSettingsItem, 'ipsiRatesPercent'>,
  issuing: boolean,
): void => {
  const territory = content.issuer.taxTerritory ?? DEFAULT_TAX_TERRITORY;
  if (issuing && !territoryIssuesInvoices(territory)) throw new DomainError('billing.territory_not_supported');
  const tax = taxOfTerritory(territory);
  const lines = [
    { path: ['pricing', 'sessionVat'], vat: content.pricing.sessionVat },
    ...content.products.map((line, i) => ({ path: ['products', i, 'vat'], vat: line.vat })),
  ];
  const problems = [...lineTaxProblems(lines, tax, settings.ipsiRatesPercent ?? []), ...clientTaxProblems(content.client, tax)];
  const [first] = problems;
  if (first) throw new DomainError(first.code, { issues: problems.map((p) => ({ path: p.path.join('.'), message: p.message })) });
};

/** The photographer's language: a document's language when neither the body nor its CRM client names one. */
export const photographerLanguage = async (photographerId: string): Promise<Language> => {
  const { data } = await db().entities.photographerSettings.get({ photographerId }).go();
  return data?.preferences.language ?? 'es';
};

/**
 * Refuses a CRM client or session the body names that the caller does not have; answers the
 * CRM client's preferred language, if it has one.
 */
const requireLinkedRecords = async (
  photographerId: string,
  values: Pick<DocumentValues, 'client' | 'session'>,
): Promise<{ clientLanguage: Language | undefined }> => {
  const { clientId } = values.client;
  const { sessionId } = values.session;
  const [client, session] = await Promise.all([
    clientId ? db().entities.contact.get({ photographerId, contactId: clientId }).go() : undefined,
    sessionId ? db().entities.session.get({ photographerId, sessionId }).go() : undefined,
  ]);
  if (clientId && (!client?.data || client.data.isDeleted)) throw new DomainError('billing.client_not_found');
  if (sessionId && !session?.data) throw new DomainError('sessions.not_found');
  return { clientLanguage: client?.data?.language };
};

/**
 * A new document's language (issue 22 A): the one its body names, else its CRM client's
 * preferred language, else the photographer's (the only rule before contacts had one, so a
 * contact without a language gets what it got before). It is stored in the document's
 * content: an issued invoice keeps the language it was issued in.
 */
export const newDocumentLanguage = async (
  photographerId: string,
  values: Pick<DocumentValues, 'client' | 'session'>,
): Promise<Language> => {
  const { clientLanguage } = await requireLinkedRecords(photographerId, values);
  return values.client.language ?? clientLanguage ?? photographerLanguage(photographerId);
};

/** The priced part of a content: its products with their amounts, its lines and totals (through the shared document-lines functions only). */
export const pricedContent = (
  pricing: DocumentValues['pricing'],
  products: DocumentValues['products'],
  irpfRatePercent: number | null,
  pricesIncludeVat: boolean | undefined,
): Pick<DocumentContent, 'products' | 'lines' | 'totals'> => {
  const { lines, totals } = documentTotals(pricing, products, irpfRatePercent, pricesIncludeVat);
  return {
    products: products.map((p) => ({ ...p, totalCents: lineBaseCents(p) })),
    lines: lines.map((line, i) => ({ ...line, baseCents: totals.lines[i]?.baseCents ?? 0, vatCents: totals.lines[i]?.vatCents ?? 0 })),
    totals: { breakdown: totals.breakdown, baseCents: totals.baseCents, vatCents: totals.vatCents, irpf: totals.irpf, totalCents: totals.totalCents },
  };
};

export const contentOf = (values: DocumentValues, issuer: IssuerSnapshot, fallbackLanguage: Language): DocumentContent => {
  const priced = pricedContent(values.pricing, values.products, values.irpfRatePercent, values.pricesIncludeVat);
  const taxId = checkTaxId(values.client.taxId);
  const client: DocumentClient = {
    clientId: nullable(values.client.clientId),
    name: values.client.name,
    email: values.client.email,
    taxId: taxId.cleanValue,
    taxIdType: taxId.type,
    isCompany: taxId.isCompany,
    isProfessional: values.client.isProfessional,
    phone: values.client.phone,
    address: values.client.address,
    city: values.client.city,
    postalCode: values.client.postalCode,
    country: nullable(values.client.country),
    language: values.client.language ?? fallbackLanguage,
    // Issue 22 point 1; written only when not a Spanish NIF, so such a client's content is what it always was.
    ...(values.client.idType && values.client.idType !== 'nif'
      ? { idType: values.client.idType, countryCode: clientCountryCode(values.client), viesCheckedOn: nullable(values.client.viesCheckedOn) }
      : {}),
  };
  return {
    paymentConditions: nullable(values.paymentConditions),
    notes: nullable(values.notes),
    description: nullable(values.description),
    issuer,
    client,
    session: {
      sessionId: nullable(values.session.sessionId),
      title: values.session.title,
      date: nullable(values.session.date),
      time: nullable(values.session.time),
      description: nullable(values.session.description),
    },
    pricing: { ...values.pricing, extraPhotosCount: extraPhotosCount(values.pricing) },
    products: priced.products,
    // Written only when set, so a VAT-excluded document's content is what it always was.
    ...(values.pricesIncludeVat ? { pricesIncludeVat: true } : {}),
    // A quote's deposit (issue 25 point 3), written only when asked, so every other document's content is what it always was.
    ...(values.deposit ? { deposit: storedDepositOf(values.deposit, priced.totals.totalCents) } : {}),
    lines: priced.lines,
    totals: priced.totals,
  };
};

/** The deposit as stored: what was asked and what it is in cents of the total (deposit-rules.ts). */
const storedDepositOf = (deposit: DepositRequest, totalCents: number): DocumentDeposit => ({
  kind: deposit.kind,
  amountCents: deposit.kind === 'amount' ? deposit.amountCents : null,
  percent: deposit.kind === 'percent' ? deposit.percent : null,
  cents: depositCentsOf(deposit, totalCents),
});

/** The attributes lists and filters read, beside the content. */
export const summaryAttributesOf = (content: DocumentContent) => ({
  clientId: content.client.clientId ?? undefined,
  clientName: content.client.name,
  sessionId: content.session.sessionId ?? undefined,
  sessionTitle: content.session.title,
  totalCents: content.totals.totalCents,
  content: JSON.stringify(content),
});

/** The TipoFactura an invoice's record has: its kind, or the one it was recorded as (a qualified simplified invoice: F1). */
export const recordedTypeOf = (item: Pick<BillingDocumentItem, 'kind' | 'invoiceType' | 'recordedType'>): InvoiceType | null =>
  item.kind === 'invoice' ? (item.recordedType ?? item.invoiceType ?? 'F1') : null;

/** An invoice's kind: F1 when it was issued before kinds existed; none for a quote. */
export const invoiceTypeOf = (item: Pick<BillingDocumentItem, 'kind' | 'invoiceType'>): InvoiceType | null =>
  item.kind === 'invoice' ? (item.invoiceType ?? 'F1') : null;


/** Per session id, the confirmed selection version its finance follows (documents.ts, `confirmedVersionsOf`). */
export type ConfirmedVersions = ReadonlyMap<string, number>;

/** A quote's selection version, outdated once its session's finance follows a newer one. */
const fromSelectionOf = (item: BillingDocumentItem, confirmed: ConfirmedVersions): BillingDocument['fromSelection'] => {
  if (item.selectionVersion === undefined) return null;
  const latest = item.sessionId ? confirmed.get(item.sessionId) : undefined;
  return { version: item.selectionVersion, outdated: latest !== undefined && latest > item.selectionVersion };
};

/** A quote's standing with its client (shared/src/billing/quote-acceptance.ts); null for an invoice. */
export const acceptanceStateOf = (item: Pick<BillingDocumentItem, 'kind' | 'acceptance' | 'depositInvoice'>): QuoteAcceptanceState | null =>
  item.kind === 'quote'
    ? quoteAcceptanceState({ accepted: Boolean(item.acceptance), depositDue: item.acceptance?.depositDue === true, depositPaid: Boolean(item.depositInvoice) })
    : null;

export const toDocumentSummary = (item: BillingDocumentItem, confirmed: ConfirmedVersions, today?: string): DocumentSummary => ({
  documentId: item.documentId,
  kind: item.kind,
  number: item.number,
  status: shownStatus(item, today),
  issueDate: item.issueDate,
  dueDate: item.dueDate,
  sentAt: nullable(item.sentAt),
  paidAt: nullable(item.paidAt),
  paidCents: item.paidCents ?? 0,
  amountDueCents: amountDueOf(item),
  paidThroughStripe: item.paidThroughStripe === true,
  convertedAt: nullable(item.convertedAt),
  invoiceId: nullable(item.invoiceId),
  originalQuoteId: nullable(item.originalQuoteId),
  invoiceType: invoiceTypeOf(item),
  substitutedBy: item.substitutedBy ? { ...item.substitutedBy } : null,
  recordedType: recordedTypeOf(item),
  fromSelection: fromSelectionOf(item, confirmed),
  acceptanceState: acceptanceStateOf(item),
  createdAt: item.createdAt,
  clientId: nullable(item.clientId),
  clientName: item.clientName,
  sessionId: nullable(item.sessionId),
  sessionTitle: item.sessionTitle,
  totalCents: item.totalCents,
});

export const toBillingDocument = (item: BillingDocumentItem, confirmed: ConfirmedVersions): BillingDocument => ({
  ...contentOfItem(item),
  documentId: item.documentId,
  kind: item.kind,
  number: item.number,
  series: item.series,
  sequence: item.sequence,
  status: shownStatus(item),
  issueDate: item.issueDate,
  dueDate: item.dueDate,
  internalNotes: nullable(item.internalNotes),
  sentAt: nullable(item.sentAt),
  deliveredAt: nullable(item.deliveredAt ?? item.sentAt),
  paidAt: nullable(item.paidAt),
  paidCents: item.paidCents ?? 0,
  amountDueCents: amountDueOf(item),
  paidThroughStripe: item.paidThroughStripe === true,
  publicLink: item.publicLink
    ? { token: item.publicLink.token, path: (item.kind === 'quote' ? quotePagePath : invoicePagePath)(item.publicLink.token), createdAt: item.publicLink.createdAt, expiresOn: item.publicLink.expiresOn ?? null, revokedAt: item.publicLink.revokedAt ?? null }
    : null,
  cancelledAt: nullable(item.cancelledAt),
  cancelReason: nullable(item.cancelReason),
  convertedAt: nullable(item.convertedAt),
  invoiceId: nullable(item.invoiceId),
  originalQuoteId: nullable(item.originalQuoteId),
  originalQuoteNumber: nullable(item.originalQuoteNumber),
  invoiceType: invoiceTypeOf(item),
  recordedType: recordedTypeOf(item),
  rectification: item.rectification ? { ...item.rectification } : null,
  rectifiedBy: (item.rectifiedBy ?? []).map((entry) => ({ ...entry })),
  ...(item.substitutes ? { substitutes: item.substitutes.map((entry) => ({ ...entry })) } : {}),
  substitutedBy: item.substitutedBy ? { ...item.substitutedBy } : null,
  fromSelection: fromSelectionOf(item, confirmed),
  acceptance: item.acceptance ? { at: item.acceptance.at, ip: item.acceptance.ip, userAgent: item.acceptance.userAgent } : null,
  acceptanceState: acceptanceStateOf(item),
  depositInvoice: item.depositInvoice ? { documentId: item.depositInvoice.documentId, number: item.depositInvoice.number } : null,
  advanceOf: item.advanceOf ? { ...item.advanceOf } : null,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});
