// When and how a VERI*FACTU registration record is corrected (issue 24 point 4), by the AEAT's
// rules as its schema states them (SuministroInformacion.xsd, shared/test/fixtures/aeat):
// - Subsanacion (SubsanacionType S/N): 'S' marks a record that corrects an earlier record of the
//   same invoice (same IDFactura); absent reads as 'N'.
// - RechazoPrevio (RechazoPrevioType): 'N' (absent) "no ha habido rechazo previo por la AEAT";
//   'S' "ha habido rechazo previo por la AEAT"; 'X' "independientemente de si ha habido o no
//   algún rechazo previo por la AEAT, el registro de facturación no existe en la AEAT", and
//   "no deberían existir operaciones de alta (N,X), por lo que no se admiten": X only with
//   Subsanacion 'S'.
// So: a record accepted with errors is held by the AEAT and is corrected with Subsanacion S and
// no RechazoPrevio; a refused record (Incorrecto) of an invoice the AEAT holds nothing of is
// resent with Subsanacion S and RechazoPrevio X; a refused correction of an invoice the AEAT
// does hold (an earlier record accepted with errors) with Subsanacion S and RechazoPrevio S.
// A Correcto record needs no correction (a wrong issued invoice is rectified, not corrected)
// and a `pendiente` one has no answer to correct yet. The AEAT's "Validaciones y errores"
// document, which pairs these values with error codes, is not stored here: docs/billing.md
// says which of these readings could not be checked against it.

export type AnsweredState = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';

export type CorrectionFlags = { ok: true; rechazoPrevio: 'N' | 'S' | 'X' } | { ok: false; reason: 'pendiente' | 'Correcto' };

/**
 * The flags of the correction of an invoice's latest registration record, from the AEAT's
 * answer to it (`pendiente` when none yet) and whether the AEAT holds a record of the invoice
 * (an earlier one of its records answered Correcto or AceptadoConErrores).
 */
export const correctionFlags = (latest: AnsweredState | 'pendiente', aeatHoldsInvoice: boolean): CorrectionFlags => {
  if (latest === 'pendiente' || latest === 'Correcto') return { ok: false, reason: latest };
  if (latest === 'AceptadoConErrores') return { ok: true, rechazoPrevio: 'N' };
  return { ok: true, rechazoPrevio: aeatHoldsInvoice ? 'S' : 'X' };
};

/**
 * The catalogue's message for an AEAT error code (CodigoErrorRegistro), with the code and the
 * AEAT's own text as its values. 1110 is "El NIF no está identificado en el censo de la AEAT"
 * (the block it names, Destinatario among them, in the text), as the AEAT's answers carry it;
 * the AEAT's full list ("Validaciones y errores") is not stored here, so every other code is
 * told with the AEAT's text.
 */
export const AEAT_ERROR_MESSAGES: Readonly<Record<number, 'verifactu.aeat_nif_not_in_census'>> = { 1110: 'verifactu.aeat_nif_not_in_census' };

export const aeatErrorMessage = (code: number | null | undefined): 'verifactu.aeat_nif_not_in_census' | 'verifactu.aeat_error' =>
  (code !== null && code !== undefined ? AEAT_ERROR_MESSAGES[code] : undefined) ?? 'verifactu.aeat_error';
