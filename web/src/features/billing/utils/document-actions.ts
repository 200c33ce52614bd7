// What can be done with a document in its status (invoices-design.md): a pending quote is
// edited, deleted or converted; a converted one is final. An issued invoice is never edited:
// it is sent, paid or unpaid, cancelled, or corrected by a rectifying invoice (a rectifying
// invoice too may be rectified; a cancelled one may not). A simplified invoice a full one (F3)
// replaced is neither cancelled nor rectified (issue 22 point 9): the detail says why.
import { rectificationRefusal } from '@fotostudio/shared/billing/cancellation-rules';
import type { DocumentKind, DocumentStatus } from '@fotostudio/shared/contracts/billing/vocabulary';

export interface AllowedActions {
  edit: boolean;
  remove: boolean;
  convert: boolean;
  send: boolean;
  markSent: boolean;
  markPaid: boolean;
  markUnpaid: boolean;
  cancel: boolean;
  rectify: boolean;
}

const UNPAID: readonly DocumentStatus[] = ['draft', 'sent', 'overdue', 'partly_paid'];

export const allowedActions = ({
  kind,
  status,
  sentAt,
  substitutedBy,
  paidThroughStripe,
}: {
  kind: DocumentKind;
  status: DocumentStatus;
  sentAt: string | null;
  /** A payment from Stripe is recorded against it: never marked unpaid by hand (the server refuses it, issue 25 point 2). */
  paidThroughStripe?: boolean | undefined;
  /** Only the detail knows it; a list row never offers cancel or rectify. */
  substitutedBy?: { number: string } | null | undefined;
}): AllowedActions => {
  const pendingQuote = kind === 'quote' && status === 'pending';
  const invoice = kind === 'invoice';
  return {
    edit: pendingQuote,
    remove: pendingQuote,
    convert: pendingQuote,
    send: status !== 'cancelled',
    markSent: invoice && UNPAID.includes(status) && sentAt === null,
    markPaid: invoice && UNPAID.includes(status),
    markUnpaid: invoice && status === 'paid' && paidThroughStripe !== true,
    // An invoice with payments recorded (partly paid) is not cancelled: the server refuses it too.
    cancel: invoice && UNPAID.includes(status) && status !== 'partly_paid' && !substitutedBy,
    rectify: invoice && rectificationRefusal({ status, substitutedBy }) === null,
  };
};
