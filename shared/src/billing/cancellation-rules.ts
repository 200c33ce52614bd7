// Cancellation is for mistakes (issue 22 point 7): an issued invoice may be cancelled (its
// VERI*FACTU RegistroAnulacion) only while it has not reached its client and has no
// rectifying invoice. Once it has, it stays issued and a rectifying invoice corrects it.
// A simplified invoice a full one (F3) has replaced is neither cancelled nor rectified: the F3
// took its place in the record, and a correction goes to the F3.
import type { ErrorCode } from '../errors/catalogue.js';

export interface CancellableInvoice {
  /** Set when it was emailed, marked sent or its PDF downloaded. */
  deliveredAt?: string | null | undefined;
  /** Set when it was marked sent (or emailed); invoices from before `deliveredAt` existed count as delivered by it. */
  sentAt?: string | null | undefined;
  rectifiedBy?: readonly unknown[] | null | undefined;
  /** The F3 that replaced this simplified invoice, if one did. */
  substitutedBy?: unknown;
}

export const isDelivered = (invoice: CancellableInvoice): boolean => Boolean(invoice.deliveredAt || invoice.sentAt);

/** Why the invoice can no longer be cancelled (a rectifying invoice is offered instead), or null. */
export const cancellationRefusal = (invoice: CancellableInvoice): ErrorCode | null => {
  if (invoice.substitutedBy) return 'billing.cancel_substituted';
  if ((invoice.rectifiedBy?.length ?? 0) > 0) return 'billing.cancel_rectified';
  if (isDelivered(invoice)) return 'billing.cancel_delivered';
  return null;
};

/** Why the invoice can no longer be rectified (cancelled, or replaced by an F3), or null. */
export const rectificationRefusal = (invoice: { status: string; substitutedBy?: unknown }): ErrorCode | null => {
  if (invoice.status === 'cancelled') return 'billing.rectify_cancelled';
  if (invoice.substitutedBy) return 'billing.rectify_substituted';
  return null;
};
