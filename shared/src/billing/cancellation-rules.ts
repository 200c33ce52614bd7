// Cancellation is for mistakes (issue 22 point 7): an issued invoice may be cancelled (its
// VERI*FACTU RegistroAnulacion) only while it has not reached its client and has no
// rectifying invoice. Once it has, it stays issued and a rectifying invoice corrects it.
import type { ErrorCode } from '../errors/catalogue.js';

export interface CancellableInvoice {
  /** Set when it was emailed, marked sent or its PDF downloaded. */
  deliveredAt?: string | null | undefined;
  /** Set when it was marked sent (or emailed); invoices from before `deliveredAt` existed count as delivered by it. */
  sentAt?: string | null | undefined;
  rectifiedBy?: readonly unknown[] | null | undefined;
}

export const isDelivered = (invoice: CancellableInvoice): boolean => Boolean(invoice.deliveredAt || invoice.sentAt);

/** Why the invoice can no longer be cancelled (a rectifying invoice is offered instead), or null. */
export const cancellationRefusal = (invoice: CancellableInvoice): ErrorCode | null => {
  if ((invoice.rectifiedBy?.length ?? 0) > 0) return 'billing.cancel_rectified';
  if (isDelivered(invoice)) return 'billing.cancel_delivered';
  return null;
};
