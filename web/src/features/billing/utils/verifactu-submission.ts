// What the VERI*FACTU section of Settings → Billing shows (issue 24 points 1 and 2), as plain
// logic the web unit tests check: which certificate notice, what the mode means right now, and
// on which field of the upload form a refusal goes.
import type { AeatState, VerifactuSubmissionStatus } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import type { VerifactuRecordCheck } from '@fotostudio/shared/contracts/billing/verifactu';

export type CertificateField = 'file' | 'password' | 'representative';

const FIELD_OF_CODE: Record<string, CertificateField> = {
  'billing.certificate_wrong_password': 'password',
  'billing.certificate_unreadable': 'file',
  'billing.certificate_too_large': 'file',
  'billing.certificate_expired': 'file',
  'billing.certificate_not_yet_valid': 'file',
  'billing.certificate_no_nif': 'file',
  'billing.certificate_nif_mismatch': 'file',
};

/** The form field a refusal belongs on (the API's issue path when it names one). */
export const certificateFieldOf = (code: string, issuePath?: string): CertificateField | undefined =>
  issuePath === 'file' || issuePath === 'password' || issuePath === 'representative' ? issuePath : FIELD_OF_CODE[code];

/** Which warning the certificate needs: none, expiring within 30 days, or expired. */
export const certificateNotice = (status: VerifactuSubmissionStatus): 'expired' | 'expiresSoon' | null => {
  if (!status.certificate) return null;
  if (status.certificate.expired) return 'expired';
  return status.certificate.expiresSoon ? 'expiresSoon' : null;
};

/**
 * The sentence that says what the mode means now: on and sending; on but waiting for a valid
 * certificate (records stay pendiente); off before the obligation date (no legend, no QR,
 * nothing sent); or off with no billing settings yet.
 */
export const modeState = (status: VerifactuSubmissionStatus): 'on' | 'onWaiting' | 'off' | 'offNoSettings' => {
  // Represented by the operator, the operator's certificate sends them (issue 24 point 2, second option).
  if (status.enabled) return status.representedByOperator || (status.certificate && !status.certificate.expired) ? 'on' : 'onWaiting';
  return status.obligationDate ? 'off' : 'offNoSettings';
};

/** The file as base64 (what the upload route takes), from its bytes. */
export const base64OfBytes = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** The badge tone of an AEAT state: accepted, accepted with errors or refused (to correct), waiting. */
export const aeatStateTone = (state: AeatState): 'success' | 'warning' | 'accent' | 'neutral' =>
  state === 'Correcto' ? 'success' : state === 'AceptadoConErrores' ? 'warning' : state === 'Incorrecto' ? 'accent' : 'neutral';

/**
 * The AEAT state an invoice of the list shows: its answer, `pendiente` for an issued invoice
 * without one while the mode is on, nothing while it is off (not being sent) or for a quote.
 */
export const aeatStateOfInvoice = (
  invoice: { documentId: string; kind: string; number: string | null },
  states: { enabled: boolean; invoices: readonly { invoiceId: string; state: AeatState }[] } | undefined,
): AeatState | null => {
  if (!states || invoice.kind !== 'invoice' || !invoice.number) return null;
  const answered = states.invoices.find((entry) => entry.invoiceId === invoice.documentId);
  if (answered) return answered.state;
  return states.enabled ? 'pendiente' : null;
};

/** The record "Corregir y reenviar" applies to: the invoice's latest registration record, refused or accepted with errors, of an invoice not cancelled. */
export const correctableRecord = (records: readonly VerifactuRecordCheck[]): VerifactuRecordCheck | undefined => {
  if (records.some((record) => record.kind === 'anulacion')) return undefined;
  const latest = [...records].reverse().find((record) => record.kind === 'alta');
  const state = latest?.submission?.state;
  return state === 'Incorrecto' || state === 'AceptadoConErrores' ? latest : undefined;
};
