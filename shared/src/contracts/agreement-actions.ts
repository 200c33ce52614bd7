// The routes of a sent agreement (issue 26): its lifecycle (reminders by hand, extending the
// expiry, resending with new links, the signer's decline; docs/agreements.md "Reminders, expiry,
// declining") and signing (the one-time code, the signature, the signed PDF; "Signing"). Beside
// agreements.ts, which holds the agreement, its signer's view and the routes that make and send it.
import * as z from 'zod';
import { AGREEMENT_DECLINE_REASON_MAX, AGREEMENT_EXPIRY_DAYS_MAX } from '../agreements/agreement-status.js';
import { cleanIdNumber, isValidIdNumber, SIGN_CODE_PATTERN, SIGNER_ID_TYPES } from '../agreements/signing.js';
import { EXAMPLE_ID } from './ids.js';
import { codedRule, defineRoute } from './route.js';
import { agreementParams, agreementResponse, signatureInput, signerAgreement, signerLinkParams, studioSignatureInput } from './agreements.js';

// The lifecycle (issue 26 points 2 and 4): reminders by hand, extending the expiry, resending with
// new links, and the signer's decline.

export const remindAgreement = defineRoute({
  id: 'agreements.remind',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/remind',
  auth: 'photographer',
  summary: 'Mails a reminder with their link to each signer who has not signed or declined; at most once every 24 hours (`agreements.reminder_too_soon`).',
  params: agreementParams,
  response: agreementResponse,
  example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: {} },
});

export const renewalInput = z.object({ expiresInDays: z.number().int().min(1).max(AGREEMENT_EXPIRY_DAYS_MAX) }).strict();
export type RenewalInput = z.infer<typeof renewalInput>;

export const extendAgreement = defineRoute({
  id: 'agreements.extend',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/extend',
  auth: 'photographer',
  summary: 'Moves the expiry of a sent or expired unsigned agreement to `expiresInDays` from now; the signers keep their links.',
  params: agreementParams,
  body: renewalInput,
  response: agreementResponse,
  example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: { expiresInDays: 7 } },
});

export const resendAgreement = defineRoute({
  id: 'agreements.resend',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/resend',
  auth: 'photographer',
  summary: 'Sends a sent or expired unsigned agreement again: new links valid `expiresInDays`, mailed to each signer who has not signed; the old links answer closed.',
  params: agreementParams,
  body: renewalInput,
  response: agreementResponse,
  example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: { expiresInDays: 14 } },
});

export const declineInput = z.object({ reason: z.string().trim().max(AGREEMENT_DECLINE_REASON_MAX).optional() }).strict();
export type DeclineInput = z.infer<typeof declineInput>;

export const declineSignerAgreement = defineRoute({
  id: 'agreements.declineSigner',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/sign/{agreementToken}/decline',
  auth: 'agreementLink',
  summary: 'The signer declines the agreement on their link (with an optional reason): it becomes declined, its links close, and the photographer is notified.',
  params: signerLinkParams,
  body: declineInput,
  response: z.object({ agreement: signerAgreement }),
  noindex: true,
  example: { params: { agreementToken: 'x'.repeat(43) }, query: {}, body: { reason: 'Hemos elegido otra fecha.' } },
});

const signerLink = { params: signerLinkParams, noindex: true } as const;
const exampleLink = { agreementToken: 'x'.repeat(43) };

export const sendSignCode = defineRoute({
  id: 'agreements.sendSignCode',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/sign/{agreementToken}/code',
  auth: 'agreementLink',
  summary: "Emails the signer a one-time code (6 digits, valid 10 minutes) that proves they hold their email; 5 codes an hour at most.",
  ...signerLink,
  response: z.object({ codeExpiresAt: z.string(), sendsLeft: z.number() }),
  example: { params: exampleLink, query: {}, body: {} },
});

export const verifySignCode = defineRoute({
  id: 'agreements.verifySignCode',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/sign/{agreementToken}/verify',
  auth: 'agreementLink',
  summary: 'Checks the one-time code (5 wrong tries per code); a right one lets this signer sign for 30 minutes.',
  ...signerLink,
  body: z.object({ code: z.string().trim().max(20).refine((code) => SIGN_CODE_PATTERN.test(code), codedRule('agreements.code_invalid', 'six digits')) }).strict(),
  response: z.object({ verifiedUntil: z.string() }),
  example: { params: exampleLink, query: {}, body: { code: '123456' } },
});

export const signInput = z
  .object({
    fullName: z.string().trim().max(200).refine((name) => name.length >= 3, codedRule('agreements.full_name_required', 'the full name')),
    idType: z.enum(SIGNER_ID_TYPES),
    idNumber: z.string().trim().max(40).transform(cleanIdNumber),
    signature: signatureInput,
    accepted: z.boolean().refine((accepted) => accepted, codedRule('agreements.acceptance_required', 'the signer accepts the agreement')),
  })
  .strict()
  .refine((input) => isValidIdNumber(input.idType, input.idNumber), { ...codedRule('agreements.id_number_invalid', 'a valid DNI, NIE or passport number'), path: ['idNumber'] });
export type SignInput = z.input<typeof signInput>;

export const signAgreement = defineRoute({
  id: 'agreements.sign',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/sign/{agreementToken}',
  auth: 'agreementLink',
  summary: "Signs as this link's signer, after a verified code: full name, ID number, the signature and the acceptance, with the IP, user agent and time. When every signer has signed the agreement is signed and its PDF stored once.",
  ...signerLink,
  body: signInput,
  response: z.object({ agreement: signerAgreement }),
  example: {
    params: exampleLink,
    query: {},
    body: { fullName: 'Lucía García Pérez', idType: 'dni', idNumber: '12345678Z', signature: { kind: 'typed', text: 'Lucía García' }, accepted: true },
  },
});

/** A short-lived link to a stored file (the media bucket, signed). */
export const agreementFile = z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() });
export type AgreementFile = z.infer<typeof agreementFile>;

export const getSignerPdf = defineRoute({
  id: 'agreements.getSignerPdf',
  domain: 'agreements',
  method: 'GET',
  path: '/api/agreements/sign/{agreementToken}/pdf',
  auth: 'agreementLink',
  summary: 'A short-lived link to the signed PDF; `file` is null until every signer has signed.',
  ...signerLink,
  response: z.object({ file: agreementFile.nullable() }),
  example: { params: exampleLink, query: {}, body: {} },
});

export const getAgreementPdf = defineRoute({
  id: 'agreements.getPdf',
  domain: 'agreements',
  method: 'GET',
  path: '/api/agreements/{agreementId}/pdf',
  auth: 'photographer',
  summary: 'A short-lived link to the agreement\'s signed PDF; `file` is null until every signer has signed.',
  params: agreementParams,
  response: z.object({ file: agreementFile.nullable() }),
  example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: {} },
});

// The photographer's countersignature (issue 26 point 2's "countersigned after"): an agreement
// sent with `countersign` awaits it once every signer has signed.
export const countersignAgreement = defineRoute({
  id: 'agreements.countersign',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/countersign',
  auth: 'photographer',
  summary:
    'The photographer signs an agreement every signer has signed (`awaitingCountersignature`): it becomes signed, its PDF (both signatures, the audit page with both events) is stored once and mailed to both parties. Otherwise `agreements.not_awaiting_countersignature`.',
  params: agreementParams,
  body: studioSignatureInput,
  response: agreementResponse,
  example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: { name: 'Estudio Luz', signature: { kind: 'typed', text: 'Estudio Luz' } } },
});
