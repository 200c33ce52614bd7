// Rectifying invoices (RD 1619/2012 art. 15; TipoFactura R1-R5): a new invoice in the
// rectifying series that corrects an issued one, by substitution (its lines are the whole
// corrected invoice) or by differences (its lines are the change, possibly negative). The
// original is never edited: the transaction that issues the rectifying invoice, its number
// and its VERI*FACTU record also appends it to the original's `rectifiedBy`, on the
// condition that the original is still not cancelled nor replaced by an F3. It is checked as
// a new invoice is (the trade's rates, exemptions and IRPF: requireTradeRates) under the tax of
// the original's territory, not today's settings' (an IGIC invoice is rectified under IGIC).
import { rectificationRefusal } from '@fotostudio/shared/billing/cancellation-rules';
import { isSimplifiedType, type RectifyingInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import type { IssuerSnapshot } from '@fotostudio/shared/contracts/billing/document';
import { DEFAULT_TAX_TERRITORY } from '@fotostudio/shared/tax/indirect-tax';
import { checkTaxId } from '@fotostudio/shared/tax/tax-id';
import type { RectifyInvoiceValues } from '@fotostudio/shared/contracts/billing/document-input';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { appendRectifiedBy } from '../data/stores/billing.js';
import { DomainError } from '../lib/errors.js';
import { addDays, daysBetween } from '@fotostudio/shared/dates/billing-days';
import { contentOf, contentOfItem, issuerSnapshotOf, recordedTypeOf, type DocumentContent, type DocumentValues } from './document-content.js';
import { requireDocumentItem, requireKind } from './documents.js';
import { issueNumbered, requireTradeRates, withOperationDate } from './issue-invoice.js';
import { requireCompleteSettings, seriesOfType } from './settings.js';

/**
 * R5 rectifies an invoice recorded as simplified (F2 or R5) and nothing else; R1-R4 the
 * others, a qualified simplified invoice (recorded as F1, art. 7.2) among them.
 */
const rectifyingTypeOf = (original: BillingDocumentItem, asked: RectifyingInvoiceType | undefined): RectifyingInvoiceType => {
  const simplified = isSimplifiedType(recordedTypeOf(original) ?? 'F1');
  const type = asked ?? (simplified ? 'R5' : undefined);
  if (!type || (type === 'R5') !== simplified) throw new DomainError('billing.rectification_type_mismatch');
  return type;
};

/** The rectifying invoice's values: the original's client and session with the new lines. */
const valuesOf = (original: DocumentContent, values: RectifyInvoiceValues): DocumentValues => ({
  issueDate: values.issueDate,
  dueDate: values.dueDate ?? values.issueDate,
  paymentConditions: values.paymentConditions ?? original.paymentConditions,
  notes: values.notes ?? null,
  description: values.description ?? null,
  client: {
    clientId: original.client.clientId,
    name: original.client.name,
    email: original.client.email,
    taxId: original.client.taxId,
    phone: original.client.phone,
    address: original.client.address,
    city: original.client.city,
    postalCode: original.client.postalCode,
    country: original.client.country,
    isProfessional: original.client.isProfessional,
    language: original.client.language,
  },
  session: { ...original.session },
  pricing: values.pricing,
  products: values.products,
  irpfRatePercent: values.irpfRatePercent,
  // A rectifying invoice prices its lines as its original did.
  pricesIncludeVat: original.pricesIncludeVat,
});

/** Today's issuer data under the original's tax territory (absent there: common territory, IVA). */
const issuerOfRectification = (today: IssuerSnapshot, original: DocumentContent): IssuerSnapshot => {
  const { taxTerritory: _today, ...issuer } = today;
  const territory = original.issuer.taxTerritory;
  return territory && territory !== DEFAULT_TAX_TERRITORY ? { ...issuer, taxTerritory: territory } : issuer;
};

/**
 * Why the original cannot be rectified now that a condition on it failed: cancelled or replaced
 * by an F3 meanwhile (a concurrent request won), as it reads now.
 */
const refusalNow = async (photographerId: string, invoiceId: string): Promise<DomainError> => {
  const refusal = rectificationRefusal(await requireDocumentItem(photographerId, invoiceId));
  return new DomainError(refusal ?? 'general.changed_meanwhile');
};

export const rectifyInvoice = async (
  photographerId: string,
  invoiceId: string,
  values: RectifyInvoiceValues,
  now = new Date(),
): Promise<{ invoice: BillingDocumentItem; original: BillingDocumentItem }> => {
  const original = await requireKind(photographerId, invoiceId, 'invoice');
  const refusal = rectificationRefusal(original);
  if (refusal) throw new DomainError(refusal);
  const type = rectifyingTypeOf(original, values.rectificationType);
  if (type === 'R5' && values.irpfRatePercent !== null) throw new DomainError('billing.simplified_no_irpf');
  if (values.issueDate < original.issueDate) throw new DomainError('billing.rectification_date_before_original');
  const dueDate = values.dueDate ?? addDays(values.issueDate, Math.max(1, daysBetween(original.issueDate, original.dueDate)));
  const settings = await requireCompleteSettings(photographerId);
  const originalContent = contentOfItem(original);
  const territory = originalContent.issuer.taxTerritory ?? DEFAULT_TAX_TERRITORY;
  const { client } = originalContent;
  requireTradeRates({ ...settings, taxTerritory: territory }, { ...values, invoiceType: type, client: { ...client, isCompany: checkTaxId(client.taxId).isCompany } });
  const content = withOperationDate(
    contentOf({ ...valuesOf(originalContent, values), dueDate }, issuerOfRectification(await issuerSnapshotOf(settings), originalContent), originalContent.client.language),
    undefined,
    values.issueDate,
  );
  const method = values.method;
  const issued = await issueNumbered(
    photographerId,
    settings,
    {
      content,
      invoiceType: type,
      rectification: { original, method, reason: values.reason },
      series: seriesOfType(settings, type),
      issueDate: values.issueDate,
      dueDate,
      internalNotes: values.internalNotes ?? undefined,
      requestedNumber: values.number || undefined,
      now,
    },
    (invoice) => [appendRectifiedBy(photographerId, invoiceId, { documentId: invoice.documentId, number: invoice.number, invoiceType: type })],
    () => refusalNow(photographerId, invoiceId),
  );
  const [invoice, rectified] = await Promise.all([requireDocumentItem(photographerId, issued.documentId), requireDocumentItem(photographerId, invoiceId)]);
  return { invoice, original: rectified };
};
