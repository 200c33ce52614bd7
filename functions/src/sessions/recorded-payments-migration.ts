// Data migration `session-finance-recorded-payments` (issue 25 point 7): a session finance whose
// paid counted recorded payments before the finance kept that part (`recordedPaidCents`) gets it,
// summed from the invoice payments counted into it (`sessionCounted`, less what refunds took back).
// Then the photographer's edits follow `financeChangeRefusal`: a finance that payments took above
// its total can be edited again, and its total is not set below what they paid. Written only where
// absent, so it is idempotent; a payment recorded meanwhile writes the attribute first, and the
// migration then leaves that finance alone (it holds what was recorded since).
import { refundedOfApplied, signedPayment } from '@fotostudio/shared/billing/invoice-payment-rules';
import { fillRecordedPaid, scanSessionCountedPayments } from '../data/stores/invoice-payments.js';
import { findDocumentItem } from '../billing/documents.js';

/** What a counted payment still counts in its session's paid: what it settled, less what refunds took back. */
const countedCents = (payment: { amountCents: number; overpaidCents?: number | undefined; refundedCents?: number | undefined }, invoiceTotalCents: number): number =>
  payment.amountCents - signedPayment(invoiceTotalCents, refundedOfApplied(payment, payment.refundedCents ?? 0));

export const fillRecordedPaidCents = async (): Promise<number> => {
  const payments = await scanSessionCountedPayments();
  const bySession = new Map<string, { photographerId: string; sessionId: string; cents: number }>();
  for (const payment of payments) {
    const invoice = await findDocumentItem(payment.photographerId, payment.documentId);
    if (!invoice?.sessionId) continue;
    const key = `${payment.photographerId}#${invoice.sessionId}`;
    const entry = bySession.get(key) ?? { photographerId: payment.photographerId, sessionId: invoice.sessionId, cents: 0 };
    entry.cents += countedCents(payment, invoice.totalCents);
    bySession.set(key, entry);
  }
  let changed = 0;
  for (const { photographerId, sessionId, cents } of bySession.values()) {
    if (await fillRecordedPaid({ photographerId, sessionId }, cents)) changed += 1;
  }
  return changed;
};
