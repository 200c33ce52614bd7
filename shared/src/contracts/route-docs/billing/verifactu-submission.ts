// The summaries and examples of ../../billing/verifactu-submission.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getVerifactuSubmission, listVerifactuStates, setVerifactuRepresentation, setVerifactuSubmission, uploadSubmissionCertificate } from '../../billing/verifactu-submission.js';
import { routeDocs } from '../route-doc.js';

export const billingVerifactuSubmissionDocs = [
  routeDocs(getVerifactuSubmission, {
    summary: "The photographer's VERI*FACTU switch, obligation date and certificate (what it says of itself; never the file).",
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(uploadSubmissionCertificate, {
    summary: "Checks and stores (encrypted) the photographer's electronic certificate for submitting records to the AEAT.",
    example: { params: {}, query: {}, body: { file: 'MIIKAgEDMIIJyAYJKoZIhvcNAQcBoII=', password: 'secret', representative: false } },
  }),
  routeDocs(setVerifactuSubmission, {
    summary: 'Turns VERI*FACTU submission on (queues the records already issued, in chain order) or off (only before the obligation date).',
    example: { params: {}, query: {}, body: { enabled: true } },
  }),
  routeDocs(setVerifactuRepresentation, {
    summary: "Declares (or withdraws) the operator as the photographer's representative before the AEAT: their records then go with the operator's certificate.",
    example: { params: {}, query: {}, body: { byOperator: true } },
  }),
  routeDocs(listVerifactuStates, {
    summary: "The AEAT's answer for each of the photographer's answered invoices (an issued invoice not listed is pendiente), and whether submission is on.",
    example: { params: {}, query: {}, body: {} },
  }),
];
