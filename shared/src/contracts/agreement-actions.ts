// The routes of a sent agreement (issue 26): its lifecycle (reminders by hand, extending the
// expiry, resending with new links, the signer's decline; docs/agreements.md "Reminders, expiry,
// declining") and signing (the one-time code, the signature, the signed PDF; "Signing"). Beside
// agreements.ts, which holds the agreement, its signer's view and the routes that make and send it.
import * as z from 'zod';
import { AGREEMENT_DECLINE_REASON_MAX, AGREEMENT_EXPIRY_DAYS_MAX } from '../agreements/agreement-status.js';
import { cleanIdNumber, isValidIdNumber, SIGN_CODE_PATTERN, SIGNER_ID_TYPES } from '../agreements/signing.js';
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
  params: agreementParams,
  response: agreementResponse,
});

export const renewalInput = z.object({ expiresInDays: z.number().int().min(1).max(AGREEMENT_EXPIRY_DAYS_MAX) }).strict();
export type RenewalInput = z.infer<typeof renewalInput>;

export const extendAgreement = defineRoute({
  id: 'agreements.extend',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/extend',
  auth: 'photographer',
  params: agreementParams,
  body: renewalInput,
  response: agreementResponse,
});

export const resendAgreement = defineRoute({
  id: 'agreements.resend',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/resend',
  auth: 'photographer',
  params: agreementParams,
  body: renewalInput,
  response: agreementResponse,
});

export const declineInput = z.object({ reason: z.string().trim().max(AGREEMENT_DECLINE_REASON_MAX).optional() }).strict();
export type DeclineInput = z.infer<typeof declineInput>;

export const declineSignerAgreement = defineRoute({
  id: 'agreements.declineSigner',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/sign/{agreementToken}/decline',
  auth: 'agreementLink',
  params: signerLinkParams,
  body: declineInput,
  response: z.object({ agreement: signerAgreement }),
  noindex: true,
});

const signerLink = { params: signerLinkParams, noindex: true } as const;

export const sendSignCode = defineRoute({
  id: 'agreements.sendSignCode',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/sign/{agreementToken}/code',
  auth: 'agreementLink',
  ...signerLink,
  response: z.object({ codeExpiresAt: z.string(), sendsLeft: z.number() }),
});

export const verifySignCode = defineRoute({
  id: 'agreements.verifySignCode',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/sign/{agreementToken}/verify',
  auth: 'agreementLink',
  ...signerLink,
  body: z.object({ code: z.string().trim().max(20).refine((code) => SIGN_CODE_PATTERN.test(code), codedRule('agreements.code_invalid', 'six digits')) }).strict(),
  response: z.object({ verifiedUntil: z.string() }),
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
  ...signerLink,
  body: signInput,
  response: z.object({ agreement: signerAgreement }),
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
  ...signerLink,
  response: z.object({ file: agreementFile.nullable() }),
});

export const getAgreementPdf = defineRoute({
  id: 'agreements.getPdf',
  domain: 'agreements',
  method: 'GET',
  path: '/api/agreements/{agreementId}/pdf',
  auth: 'photographer',
  params: agreementParams,
  response: z.object({ file: agreementFile.nullable() }),
});

// The photographer's countersignature (issue 26 point 2's "countersigned after"): an agreement
// sent with `countersign` awaits it once every signer has signed.
export const countersignAgreement = defineRoute({
  id: 'agreements.countersign',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/countersign',
  auth: 'photographer',
  params: agreementParams,
  body: studioSignatureInput,
  response: agreementResponse,
});
