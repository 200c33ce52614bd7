// The summaries and examples of ../../billing/verifactu.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { exportVerifactuRecords, getInvoiceRecordXml, getInvoiceVerification } from '../../billing/verifactu.js';
import { EXAMPLE_ID } from '../../ids.js';
import { routeDocs } from '../route-doc.js';

export const billingVerifactuDocs = [
  routeDocs(getInvoiceVerification, {
    summary: "An invoice's VERI*FACTU records, their huellas and whether the chain verifies from the first record up to each (recomputed).",
    example: { params: { invoiceId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(getInvoiceRecordXml, {
    summary: "One of an invoice's VERI*FACTU records as the AEAT's XML, as a short-lived link.",
    example: { params: { invoiceId: EXAMPLE_ID }, query: { record: 'alta' }, body: {} },
  }),
  routeDocs(exportVerifactuRecords, {
    summary: "The VERI*FACTU records of a period for an inspector: a ZIP of the records' XML and a CSV summary with each chain's check, as a short-lived link.",
    example: { params: {}, query: { from: '2026-01-01', to: '2026-03-31' }, body: {} },
  }),
];
