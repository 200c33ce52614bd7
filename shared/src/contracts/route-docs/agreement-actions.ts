// The summaries and examples of ../agreement-actions.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { countersignAgreement, declineSignerAgreement, extendAgreement, getAgreementPdf, getSignerPdf, remindAgreement, resendAgreement, sendSignCode, signAgreement, verifySignCode } from '../agreement-actions.js';
import { EXAMPLE_ID } from '../ids.js';
import { routeDocs } from './route-doc.js';

const exampleLink = { agreementToken: 'x'.repeat(43) };

export const agreementActionsDocs = [
  routeDocs(remindAgreement, {
    summary: 'Mails a reminder with their link to each signer who has not signed or declined; at most once every 24 hours (`agreements.reminder_too_soon`).',
    example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(extendAgreement, {
    summary: 'Moves the expiry of a sent or expired unsigned agreement to `expiresInDays` from now; the signers keep their links.',
    example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: { expiresInDays: 7 } },
  }),
  routeDocs(resendAgreement, {
    summary: 'Sends a sent or expired unsigned agreement again: new links valid `expiresInDays`, mailed to each signer who has not signed; the old links answer closed.',
    example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: { expiresInDays: 14 } },
  }),
  routeDocs(declineSignerAgreement, {
    summary: 'The signer declines the agreement on their link (with an optional reason): it becomes declined, its links close, and the photographer is notified.',
    example: { params: { agreementToken: 'x'.repeat(43) }, query: {}, body: { reason: 'Hemos elegido otra fecha.' } },
  }),
  routeDocs(sendSignCode, {
    summary: "Emails the signer a one-time code (6 digits, valid 10 minutes) that proves they hold their email; 5 codes an hour at most.",
    example: { params: exampleLink, query: {}, body: {} },
  }),
  routeDocs(verifySignCode, {
    summary: 'Checks the one-time code (5 wrong tries per code); a right one lets this signer sign for 30 minutes.',
    example: { params: exampleLink, query: {}, body: { code: '123456' } },
  }),
  routeDocs(signAgreement, {
    summary: "Signs as this link's signer, after a verified code: full name, ID number, the signature and the acceptance, with the IP, user agent and time. When every signer has signed the agreement is signed and its PDF stored once.",
    example: {
      params: exampleLink,
      query: {},
      body: { fullName: 'Lucía García Pérez', idType: 'dni', idNumber: '12345678Z', signature: { kind: 'typed', text: 'Lucía García' }, accepted: true },
    },
  }),
  routeDocs(getSignerPdf, {
    summary: 'A short-lived link to the signed PDF; `file` is null until every signer has signed.',
    example: { params: exampleLink, query: {}, body: {} },
  }),
  routeDocs(getAgreementPdf, {
    summary: 'A short-lived link to the agreement\'s signed PDF; `file` is null until every signer has signed.',
    example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(countersignAgreement, {
    summary:
      'The photographer signs an agreement every signer has signed (`awaitingCountersignature`): it becomes signed, its PDF (both signatures, the audit page with both events) is stored once and mailed to both parties. Otherwise `agreements.not_awaiting_countersignature`.',
    example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: { name: 'Estudio Luz', signature: { kind: 'typed', text: 'Estudio Luz' } } },
  }),
];
