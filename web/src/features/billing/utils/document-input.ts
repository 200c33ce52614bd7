// The session part of a document as lines, so the totals (live and sent) come from the one
// shared invoiceTotals: the session's price, and the photos selected beyond the included ones
// at the extra photo price.
import type { DocumentFormValues } from './document-form';
import type { LineRow } from './document-lines';

const wholeOrZero = (typed: string): number => (/^\d{1,6}$/.test(typed.trim()) ? Number(typed.trim()) : 0);

export const extraPhotosOf = (session: DocumentFormValues['session']): number =>
  Math.max(0, wholeOrZero(session.selectedPhotos) - wholeOrZero(session.includedPhotos));

/** The session's lines (none without a title) followed by the products. */
export const documentLinesOf = (values: DocumentFormValues, names: { session: string; extras: string }): LineRow[] => {
  const { session } = values;
  const lines: LineRow[] = [];
  if (session.title.trim() !== '') {
    if (session.price.trim() !== '')
      lines.push({ rowId: 'session', name: names.session, variant: '', quantity: '1', unitPrice: session.price, vat: session.vat });
    const extras = extraPhotosOf(session);
    if (extras > 0 && session.extraPhotoPrice.trim() !== '')
      lines.push({ rowId: 'extras', name: names.extras, variant: '', quantity: String(extras), unitPrice: session.extraPhotoPrice, vat: session.vat });
  }
  return [...lines, ...values.lines];
};
