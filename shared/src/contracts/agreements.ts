// Agreements (issue 26; docs/agreements.md): contracts a client signs online. Named "agreements"
// in code, since "contracts" names these route schemas. This first step: templates (structured
// rich text with merge fields, kept in versions, provided ones in Spanish and English), and
// agreements made from a template for a client (optionally a session or a quote), edited as
// drafts, sent to their signers by email as private links, and withdrawn.
//
// - templates: GET/POST /api/agreement-templates, GET/PUT /api/agreement-templates/{templateId}
//   (a PUT makes a new version), GET /api/provided-agreement-templates;
// - agreements: GET/POST /api/agreements (`clientId`, `sessionId` filters),
//   GET/PUT /api/agreements/{agreementId} (a PUT changes a draft only),
//   POST /api/agreements/{agreementId}/send|withdraw;
// - the signer (the `agreementLink` caller kind, issue 26 point 5): GET /api/agreements/sign/{agreementToken},
//   the agreement as its signer reads it (its first open marks the signer and the agreement viewed);
//   POST .../code (a one-time code by email), POST .../verify, POST /api/agreements/sign/{agreementToken}
//   (signs), GET .../pdf (the signed PDF); GET /api/agreements/{agreementId}/pdf for the photographer;
// - the lifecycle (docs/agreements.md "Reminders, expiry, declining"): POST
//   /api/agreements/{agreementId}/remind|extend|resend, POST /api/agreements/sign/{agreementToken}/decline.
import * as z from 'zod';
import {
  AGREEMENT_EXPIRY_DAYS_MAX,
  AGREEMENT_REMINDER_DAYS_COUNT_MAX,
  AGREEMENT_SIGNERS_MAX,
  AGREEMENT_STATUSES,
  SIGNER_STATUSES,
} from '../agreements/agreement-status.js';
import { MERGE_FIELDS, mergeValues } from '../agreements/merge-fields.js';
import { PROVIDED_TEMPLATE_KINDS } from '../agreements/provided-kinds.js';
import type { AgreementDocument } from '../agreements/rich-text.js';
import { pointCount, SIGNATURE_BOX, SIGNATURE_MAX_POINTS, SIGNATURE_MAX_STROKES } from '../agreements/signing.js';
import { LANGUAGES } from '../constants.js';
import { entityId as id } from './ids.js';
import { codedRule, defineRoute } from './route.js';

/** An editor's document as sent: any JSON the server then sanitises (docs/agreements.md). */
const TEMPLATE_BODY_MAX_BYTES = 512 * 1024;
const editorDocument = z.object({ type: z.literal('doc'), content: z.array(z.unknown()).max(5_000) });

/** A document as the server answers it: sanitised, only the allowed nodes (shared/src/agreements/rich-text.ts). */
const storedDocument = z.custom<AgreementDocument>((value) => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc');

const templateName = z.string().trim().min(1).max(120);
const language = z.enum(LANGUAGES);

export const templateInput = z
  .object({
    name: templateName,
    language,
    document: editorDocument,
  })
  .strict();
export type TemplateInput = z.infer<typeof templateInput>;

export const templateUpdateInput = templateInput
  .extend({
    /** The version the edit started from: another edit saved meanwhile is refused, not overwritten. */
    baseVersion: z.number().int().min(1),
  })
  .strict();
export type TemplateUpdateInput = z.infer<typeof templateUpdateInput>;

export const templateSummary = z.object({
  templateId: z.string(),
  name: z.string(),
  language,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

export const agreementTemplate = templateSummary.extend({
  document: storedDocument,
  /** Every version, newest first; an agreement names the one it was made from. */
  versions: z.array(z.object({ version: z.number(), name: z.string(), createdAt: z.string() })),
});
export type AgreementTemplate = z.infer<typeof agreementTemplate>;

export const providedTemplate = z.object({
  kind: z.enum(PROVIDED_TEMPLATE_KINDS),
  language,
  name: z.string(),
  document: storedDocument,
});
export type ProvidedTemplate = z.infer<typeof providedTemplate>;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const signerInput = z.object({ name: z.string().trim().min(1).max(200), email, language }).strict();
export type SignerInput = z.infer<typeof signerInput>;

export const agreementInput = z
  .object({
    templateId: id,
    /** The template's version; its latest when left out. */
    templateVersion: z.number().int().min(1).optional(),
    clientId: id,
    sessionId: id.optional(),
    quoteId: id.optional(),
  })
  .strict();
export type AgreementInput = z.infer<typeof agreementInput>;

const reminderDays = z
  .array(z.number().int().min(1).max(AGREEMENT_EXPIRY_DAYS_MAX))
  .max(AGREEMENT_REMINDER_DAYS_COUNT_MAX)
  .refine((days) => new Set(days).size === days.length, 'each day once');

export const agreementUpdateInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    mergeValues,
    signers: z
      .array(signerInput)
      .min(1)
      .max(AGREEMENT_SIGNERS_MAX)
      .refine((signers) => new Set(signers.map((s) => s.email)).size === signers.length, codedRule('agreements.signer_twice', 'each signer once')),
    expiresInDays: z.number().int().min(1).max(AGREEMENT_EXPIRY_DAYS_MAX),
    /** Days before expiry each signer who has not signed is reminded by email (3 and 1 when left out). */
    reminderDays: reminderDays.optional(),
  })
  .strict();
export type AgreementUpdateInput = z.infer<typeof agreementUpdateInput>;

export const agreementSigner = z.object({
  signerId: z.string(),
  name: z.string(),
  email: z.string(),
  language,
  status: z.enum(SIGNER_STATUSES),
  /** The private link, once sent: copyable for WhatsApp. */
  link: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  /** When this signer declined on their link, and why (optional). */
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  signedAt: z.string().nullable(),
});
export type AgreementSigner = z.infer<typeof agreementSigner>;

export const agreementSummary = z.object({
  agreementId: z.string(),
  title: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  clientId: z.string(),
  clientName: z.string(),
  sessionId: z.string().nullable(),
  quoteId: z.string().nullable(),
  templateId: z.string(),
  templateVersion: z.number(),
  language,
  signerCount: z.number(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgreementSummary = z.infer<typeof agreementSummary>;

export const agreement = agreementSummary.extend({
  mergeValues,
  /** The merge fields the document uses, in order: the draft's form asks for these. */
  fields: z.array(z.enum(MERGE_FIELDS)),
  /** The document with the merge values in place, as safe HTML (every value escaped). */
  html: z.string(),
  signers: z.array(agreementSigner),
  expiresInDays: z.number(),
  withdrawnAt: z.string().nullable(),
  /** Days before expiry the signers who have not signed are reminded. */
  reminderDays: z.array(z.number()),
  /** The last reminder sent by hand (another waits 24 hours after it). */
  remindedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  /** When the lifecycle run stored it expired (it reads expired from `expiresAt` on). */
  expiredAt: z.string().nullable(),
  /** When the agreement became signed: the last signer's signature, or the photographer's countersignature. */
  signedAt: z.string().nullable(),
  /** The photographer signs after every signer (chosen when sending; false for agreements sent before it existed). */
  countersign: z.boolean(),
  /** When every signer had signed an agreement to countersign (it then awaits the photographer). */
  clientsSignedAt: z.string().nullable(),
  /** When the photographer's own signature was applied: when sending, or their countersignature; and the name they signed with. */
  studioSignedAt: z.string().nullable(),
  studioSignatureName: z.string().nullable(),
  /** The signed PDF's SHA-256 (hex), once stored (docs/agreements.md "The signed PDF"). */
  signedPdfSha256: z.string().nullable(),
});
export type Agreement = z.infer<typeof agreement>;

const signaturePoint = z.tuple([z.number().int().min(0).max(SIGNATURE_BOX.width), z.number().int().min(0).max(SIGNATURE_BOX.height)]);
export const signatureInput = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('drawn'), strokes: z.array(z.array(signaturePoint).min(1).max(SIGNATURE_MAX_POINTS)).max(SIGNATURE_MAX_STROKES) })
    .strict()
    .refine((s) => pointCount(s.strokes) >= 2, codedRule('agreements.signature_empty', 'a drawn signature of at least two points'))
    .refine((s) => pointCount(s.strokes) <= SIGNATURE_MAX_POINTS, codedRule('agreements.signature_empty', 'at most 5000 points')),
  z.object({ kind: z.literal('typed'), text: z.string().trim().max(120).refine((text) => text.length >= 2, codedRule('agreements.signature_empty', 'a typed signature')) }).strict(),
]);

/** The photographer's own signature: their name and a drawn or typed signature. */
export const studioSignatureInput = z.object({ name: z.string().trim().min(2).max(200), signature: signatureInput }).strict();
export type StudioSignatureInput = z.input<typeof studioSignatureInput>;

/**
 * The photographer's own signature, applied when sending (issue 26 point 2): it appears in the
 * signed PDF. Or `countersign`: they sign after every signer ("firmar después"), and the
 * agreement awaits their countersignature before it is signed. Not both.
 */
export const sendInput = z
  .object({ studioSignature: studioSignatureInput.optional(), countersign: z.boolean().optional() })
  .strict()
  .refine((input) => !(input.countersign && input.studioSignature), { ...codedRule('agreements.countersign_with_signature', 'sign now or countersign later, not both'), path: ['countersign'] });
export type SendInput = z.input<typeof sendInput>;

export const agreementListQuery = z.object({ clientId: id.optional(), sessionId: id.optional() }).strict();

const templateParams = z.object({ templateId: id }).strict();
export const agreementParams = z.object({ agreementId: id }).strict();
const templateResponse = z.object({ template: agreementTemplate });
export const agreementResponse = z.object({ agreement });
const templateBodyLimit = { bytes: TEMPLATE_BODY_MAX_BYTES, code: 'agreements.template_too_large' as const };

export const listTemplates = defineRoute({
  id: 'agreements.listTemplates',
  domain: 'agreements',
  method: 'GET',
  path: '/api/agreement-templates',
  auth: 'photographer',
  response: z.object({ templates: z.array(templateSummary) }),
});

export const listProvidedTemplates = defineRoute({
  id: 'agreements.listProvidedTemplates',
  domain: 'agreements',
  method: 'GET',
  path: '/api/provided-agreement-templates',
  auth: 'photographer',
  response: z.object({ templates: z.array(providedTemplate) }),
});

export const createTemplate = defineRoute({
  id: 'agreements.createTemplate',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreement-templates',
  auth: 'photographer',
  body: templateInput,
  response: templateResponse,
  successStatus: 201,
  bodyLimit: templateBodyLimit,
});

export const getTemplate = defineRoute({
  id: 'agreements.getTemplate',
  domain: 'agreements',
  method: 'GET',
  path: '/api/agreement-templates/{templateId}',
  auth: 'photographer',
  params: templateParams,
  query: z.object({ version: z.coerce.number().int().min(1).optional() }).strict(),
  response: templateResponse,
});

export const updateTemplate = defineRoute({
  id: 'agreements.updateTemplate',
  domain: 'agreements',
  method: 'PUT',
  path: '/api/agreement-templates/{templateId}',
  auth: 'photographer',
  params: templateParams,
  body: templateUpdateInput,
  response: templateResponse,
  bodyLimit: templateBodyLimit,
});

export const listAgreements = defineRoute({
  id: 'agreements.list',
  domain: 'agreements',
  method: 'GET',
  path: '/api/agreements',
  auth: 'photographer',
  query: agreementListQuery,
  response: z.object({ agreements: z.array(agreementSummary) }),
});

export const createAgreement = defineRoute({
  id: 'agreements.create',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements',
  auth: 'photographer',
  body: agreementInput,
  response: agreementResponse,
  successStatus: 201,
});

export const getAgreement = defineRoute({
  id: 'agreements.get',
  domain: 'agreements',
  method: 'GET',
  path: '/api/agreements/{agreementId}',
  auth: 'photographer',
  params: agreementParams,
  response: agreementResponse,
});

export const updateAgreement = defineRoute({
  id: 'agreements.update',
  domain: 'agreements',
  method: 'PUT',
  path: '/api/agreements/{agreementId}',
  auth: 'photographer',
  params: agreementParams,
  body: agreementUpdateInput,
  response: agreementResponse,
});

export const sendAgreement = defineRoute({
  id: 'agreements.send',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/send',
  auth: 'photographer',
  params: agreementParams,
  body: sendInput,
  response: agreementResponse,
});

export const withdrawAgreement = defineRoute({
  id: 'agreements.withdraw',
  domain: 'agreements',
  method: 'POST',
  path: '/api/agreements/{agreementId}/withdraw',
  auth: 'photographer',
  params: agreementParams,
  response: agreementResponse,
});

/** A signer's private link's secret: 32 random bytes, base64url (functions/src/agreements/agreements.ts). */
export const AGREEMENT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const signerLinkParams = z.object({ agreementToken: z.string().regex(AGREEMENT_LINK_TOKEN_PATTERN) }).strict();

/** The agreement as its signer reads it on their link: nothing of the other signers but their number. */
export const signerAgreement = z.object({
  /** The studio that sent it: its name, and the email its mails are answered to. */
  studio: z.object({ name: z.string(), email: z.string() }),
  title: z.string(),
  language,
  status: z.enum(AGREEMENT_STATUSES),
  /** The document with the merge values in place, as safe HTML (every value escaped). */
  html: z.string(),
  signer: z.object({
    name: z.string(),
    language,
    status: z.enum(SIGNER_STATUSES),
    viewedAt: z.string().nullable(),
    signedAt: z.string().nullable(),
    /** Until when a verified code lets this signer sign; null when no code is verified now. */
    verifiedUntil: z.string().nullable(),
  }),
  signerCount: z.number(),
  /** How many signers have signed. */
  signedCount: z.number(),
  /** Whether the signed PDF can be downloaded (every signer signed and it is stored). */
  signedPdf: z.boolean(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type SignerAgreement = z.infer<typeof signerAgreement>;

export const getSignerAgreement = defineRoute({
  id: 'agreements.getSigner',
  domain: 'agreements',
  method: 'GET',
  path: '/api/agreements/sign/{agreementToken}',
  auth: 'agreementLink',
  params: signerLinkParams,
  response: z.object({ agreement: signerAgreement }),
  noindex: true,
});
