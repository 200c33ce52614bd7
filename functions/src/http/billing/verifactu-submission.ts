import { getVerifactuSubmission, listVerifactuStates, setVerifactuRepresentation, setVerifactuSubmission, uploadSubmissionCertificate } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { correctInvoiceRecord } from '@fotostudio/shared/contracts/billing/verifactu-correction';
import { invoiceAeatStates } from '../../billing/invoice-verification.js';
import { correctInvoiceRecord as correctRecord } from '../../billing/verifactu/correct-record.js';
import { storeCertificate } from '../../billing/verifactu/certificate.js';
import { queueBacklog, setOperatorRepresentation, setSubmission, submissionStatus } from '../../billing/verifactu/submission-switch.js';
import { submissionEnabled } from '../../billing/verifactu/submit-records.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';

export const verifactuSubmissionHandlers = [
  photographerRoute(getVerifactuSubmission, async ({ caller }) => submissionStatus(caller.photographerId, new Date())),
  photographerRoute(uploadSubmissionCertificate, async ({ caller, body }) => {
    const now = new Date();
    await storeCertificate(caller.photographerId, body, { now });
    const status = await submissionStatus(caller.photographerId, now);
    // Records that waited for a certificate (none, or an expired one) go now.
    if (status.enabled) await queueBacklog(caller.photographerId, `certificate-${now.getTime()}`);
    return status;
  }),
  photographerRoute(setVerifactuSubmission, async ({ caller, body }) => setSubmission(caller.photographerId, body.enabled, new Date())),
  photographerRoute(setVerifactuRepresentation, async ({ caller, body }) => setOperatorRepresentation(caller.photographerId, body.byOperator, new Date())),
  photographerRoute(listVerifactuStates, async ({ caller }) => {
    const [enabled, invoices] = await Promise.all([submissionEnabled(caller.photographerId), invoiceAeatStates(caller.photographerId)]);
    return { enabled, invoices };
  }),
  photographerRoute(correctInvoiceRecord, async ({ caller, params, body }) => correctRecord(caller.photographerId, params.invoiceId, body)),
];
