// The merge fields a template may hold (issue 26 point 1): filled from the client, the session,
// the quote and the photographer's business data when an agreement is made, then editable in the
// draft. The web app's labels are its i18n files' (`agreements.fields.<field>`).
import * as z from 'zod';

export const MERGE_FIELDS = [
  'clientName',
  'clientEmail',
  'clientTaxId',
  'clientAddress',
  'sessionTitle',
  'sessionDate',
  'sessionTime',
  'sessionPlace',
  'packageName',
  'price',
  'deposit',
  'businessName',
  'businessTaxId',
  'businessAddress',
  'businessEmail',
  'businessPhone',
  'agreementDate',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** The most characters of one merge value (an address, a place). */
export const MERGE_VALUE_MAX = 500;

/** A value for each field used; a field without one renders as a blank line. */
export const mergeValues = z.partialRecord(z.enum(MERGE_FIELDS), z.string().max(MERGE_VALUE_MAX));
export type MergeValues = z.infer<typeof mergeValues>;
