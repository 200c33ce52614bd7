// A full invoice in place of simplified ones (TipoFactura F3, "factura emitida en sustitución
// de facturas simplificadas"): a client who paid with simplified invoices later asks for one
// full invoice. The F3 carries their lines and names them (FacturasSustituidas in its
// record); the transaction that issues it, its number and its record also marks each of them
// `substitutedBy` (once, while not cancelled). Nothing else on them changes. Cancelling the F3
// gives them back their place (invoice-status.ts); releaseCancelledSubstitutions does it once
// for F3s cancelled before that rule.
import { documentPricingInput, documentSessionInput, type SubstituteInvoicesValues } from '@fotostudio/shared/contracts/billing/document-input';
import { DOCUMENT_PRODUCTS_MAX } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { markSubstituted, releaseSubstituted } from '../data/stores/billing.js';
import { db, transact } from '../data/database.js';
import { DomainError } from '../lib/errors.js';
import { addDays } from '@fotostudio/shared/dates/billing-days';
import { contentOf, contentOfItem, issuerSnapshotOf, newDocumentLanguage, recordedTypeOf, type DocumentContent, type DocumentValues } from './document-content.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { requireDocumentItem, requireKind } from './documents.js';
import { issueNumbered, seriesToIssue } from './issue-invoice.js';
import { requireCompleteSettings } from './settings.js';

/** The F3's due date when the request names none: 30 days after its issue. */
const DEFAULT_TERM_DAYS = 30;

/**
 * The simplified invoices an F3 may replace: issued as F2 and recorded as such (a qualified one,
 * art. 7.2, is already a full invoice), not rectified, not cancelled, not replaced yet, of the
 * client the F3 names (or of none), dated on or before it, priced the same way.
 */
const checkReplaceable = (originals: BillingDocumentItem[], values: SubstituteInvoicesValues): void => {
  for (const original of originals) {
    const content = contentOfItem(original);
    if (recordedTypeOf(original) !== 'F2' || (original.rectifiedBy ?? []).length > 0) {
      throw new DomainError('billing.substitution_not_simplified');
    }
    if (original.status === 'cancelled') throw new DomainError('billing.substitution_cancelled');
    if (original.substitutedBy) throw new DomainError('billing.substitution_already_substituted');
    if (content.client.clientId && content.client.clientId !== (values.client.clientId ?? null)) throw new DomainError('billing.substitution_other_client');
    if (values.issueDate < original.issueDate) throw new DomainError('billing.substitution_date_before_original');
  }
  const pricing = new Set(originals.map((original) => contentOfItem(original).pricesIncludeVat === true));
  if (pricing.size > 1) throw new DomainError('billing.substitution_mixed_prices');
};

/**
 * Why the F3 cannot replace them now that a condition on one failed: replaced, rectified or
 * cancelled meanwhile (a concurrent request won), as they read now.
 */
const refusalNow = async (photographerId: string, originals: BillingDocumentItem[], values: SubstituteInvoicesValues): Promise<DomainError> => {
  const now = await Promise.all(originals.map((original) => requireDocumentItem(photographerId, original.documentId)));
  try {
    checkReplaceable(now, values);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return new DomainError('general.changed_meanwhile');
};

/** The originals' printed lines, in order, as the F3's product lines (named as each original prints them). */
const linesOf = (originals: DocumentContent[], language: DocumentContent['client']['language']): DocumentValues['products'] => {
  const kinds = DOCUMENT_MESSAGES[language].lineKinds;
  const products = originals.flatMap((content) =>
    content.lines.map((line) => ({
      name: line.kind === 'product' ? (line.name ?? '') : line.kind === 'session' ? kinds.session(content.session.title) : kinds[line.kind],
      variant: line.kind === 'product' ? line.variant : null,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vat: line.vat,
    })),
  );
  if (products.length > DOCUMENT_PRODUCTS_MAX) throw new DomainError('billing.substitution_too_many_lines');
  return products as DocumentValues['products'];
};

export const substituteInvoices = async (
  photographerId: string,
  values: SubstituteInvoicesValues,
): Promise<{ invoice: BillingDocumentItem; substituted: BillingDocumentItem[] }> => {
  const ids = [...new Set(values.invoiceIds)];
  const session = documentSessionInput.parse({});
  // The CRM client named first: another photographer's is not found, whatever the invoices.
  const language = await newDocumentLanguage(photographerId, { client: values.client, session });
  const originals = await Promise.all(ids.map((id) => requireKind(photographerId, id, 'invoice')));
  checkReplaceable(originals, values);
  const settings = await requireCompleteSettings(photographerId);
  const series = seriesToIssue(settings, 'F1', values.series);
  const issuer = await issuerSnapshotOf(settings);
  const contents = originals.map(contentOfItem);
  const dueDate = values.dueDate ?? addDays(values.issueDate, DEFAULT_TERM_DAYS);
  const documentValues: DocumentValues = {
    issueDate: values.issueDate,
    dueDate,
    paymentConditions: values.paymentConditions ?? null,
    notes: values.notes ?? null,
    description: null,
    client: values.client,
    session,
    pricing: documentPricingInput.parse({}),
    products: linesOf(contents, language),
    // The simplified invoices withheld nothing (an F2 has no IRPF), nor does the invoice that replaces them.
    irpfRatePercent: null,
    pricesIncludeVat: contents[0]?.pricesIncludeVat === true,
  };
  const substitution = DOCUMENT_MESSAGES[language].substitution;
  const issued = await issueNumbered(
    photographerId,
    settings,
    {
      content: contentOf(documentValues, issuer, language),
      invoiceType: 'F3',
      series,
      issueDate: values.issueDate,
      dueDate,
      internalNotes: values.internalNotes ?? undefined,
      requestedNumber: values.number || undefined,
      substitutes: originals,
      fallbackDescription: substitution.description(originals.map((original) => original.number).join(', ')),
    },
    (invoice) => originals.map((original) => markSubstituted(photographerId, original.documentId, { documentId: invoice.documentId, number: invoice.number })),
    () => refusalNow(photographerId, originals, values),
  );
  const [invoice, ...substituted] = await Promise.all([
    requireDocumentItem(photographerId, issued.documentId),
    ...originals.map((original) => requireDocumentItem(photographerId, original.documentId)),
  ]);
  return { invoice, substituted };
};

/**
 * A data migration (data-migrations.ts): the simplified invoices an F3 cancelled before
 * cancelling released them still name it; release them (only while they name that F3).
 * Idempotent: a released invoice names no F3. Answers how many invoices it changed.
 */
export const releaseCancelledSubstitutions = async (): Promise<number> => {
  const { data: documents } = await db().entities.billingDocument.scan.go({ pages: 'all' });
  const byKey = new Map(documents.map((document) => [`${document.photographerId}/${document.documentId}`, document]));
  let released = 0;
  for (const f3 of documents.filter((document) => document.kind === 'invoice' && document.status === 'cancelled')) {
    for (const original of f3.substitutes ?? []) {
      if (byKey.get(`${f3.photographerId}/${original.documentId}`)?.substitutedBy?.documentId !== f3.documentId) continue;
      const outcome = await transact([releaseSubstituted(f3.photographerId, original.documentId, f3.documentId)]);
      if (outcome.committed) released += 1;
    }
  }
  return released;
};
