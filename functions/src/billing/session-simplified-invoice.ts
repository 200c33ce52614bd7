// A simplified invoice (F2) straight from a session (issue 22 A), for a consumer who gives no
// NIF: priced exactly as send-to-invoicing's quote would be from the confirmed selection (the
// same quoteValuesOf), issued under the simplified invoice's own rules (the contract's F2
// rules, shared/src/billing/simplified-rules.ts: at most 3,000 EUR VAT included for a photo
// studio, no IRPF, never for an operation RD 1619/2012 art. 4.3 excludes). Refused when the
// session already has an invoice or a pending quote; the invoice claims the session as the
// quote does (sessionBilling, in the issuing transaction), so two requests at once issue one.
// A session whose extras were paid in the gallery and invoiced as an advance is refused
// (billing.session_advance_invoiced): its final invoice comes from the quote, which deducts it.
import { invoiceInput } from '@fotostudio/shared/contracts/billing/document-input';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';
import { requireSession } from '../sessions/session-store.js';
import { extrasAdvanceIdsOf } from './deposit-deduction.js';
import { documentsOfSession } from './documents.js';
import { issueInvoice } from './issue-invoice.js';
import { latestSelectionOf, quoteValuesOf } from './send-to-invoicing.js';
import { requireCompleteSettings } from './settings.js';

export const issueSessionSimplifiedInvoice = async (photographerId: string, sessionId: string): Promise<BillingDocumentItem> => {
  const session = await requireSession(photographerId, sessionId);
  // Extras paid in the gallery were invoiced as an advance (issue 25 point 4): a simplified
  // invoice cannot deduct it (its lines are 0 or more), the quote's conversion does.
  if ((await extrasAdvanceIdsOf(photographerId, sessionId)).length > 0) throw new DomainError('billing.session_advance_invoiced');
  const documents = await documentsOfSession(photographerId, sessionId);
  if (documents.some((d) => d.kind === 'invoice' && d.status !== 'cancelled')) throw new DomainError('billing.session_has_invoice');
  if (documents.some((d) => d.kind === 'quote' && d.status === 'pending')) throw new DomainError('billing.session_quote_pending');
  const settings = await requireCompleteSettings(photographerId);
  const quote = await quoteValuesOf(session, await latestSelectionOf(photographerId, sessionId), settings);
  const parsed = invoiceInput.safeParse({ ...quote, invoiceType: 'F2', irpfRatePercent: null });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new DomainError(catalogueCodeOfIssues(parsed.error.issues) ?? 'general.validation', { issues });
  }
  return issueInvoice(photographerId, parsed.data, { sessionId, claimed: () => new DomainError('billing.session_has_invoice') });
};
