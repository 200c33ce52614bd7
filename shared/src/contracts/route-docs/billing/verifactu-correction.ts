// The summaries and examples of ../../billing/verifactu-correction.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { correctInvoiceRecord } from '../../billing/verifactu-correction.js';
import { EXAMPLE_ID } from '../../ids.js';
import { routeDocs } from '../route-doc.js';

export const billingVerifactuCorrectionDocs = [
  routeDocs(correctInvoiceRecord, {
    summary:
      "Corrects the invoice's latest VERI*FACTU registration record the AEAT refused or accepted with errors: a new chained record of the same invoice (Subsanacion, RechazoPrevio) with the corrected recipient, queued (pendiente until answered).",
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: { recipient: { name: 'Laura Gómez Ruiz', taxId: '12345678Z' } } },
  }),
];
