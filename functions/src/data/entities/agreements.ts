// Agreements (issue 26, docs/agreements.md): templates with their versions, agreements with
// their signers, and the lookup item of each signer's private link.
import { AGREEMENT_STATUSES, SIGNER_STATUSES } from '@fotostudio/shared/agreements/agreement-status';
import { LANGUAGES } from '@fotostudio/shared/constants';
import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

/** A template's head: its name and language as of its latest version, and that version's number. */
export const agreementTemplateEntity = () => new Entity({
  model: { entity: 'agreementTemplate', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    templateId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    language: { type: LANGUAGES, required: true },
    /** The latest version; raised only together with that version's item (stores/agreements.ts). */
    version: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byTemplate: {
      collection: 'agreements',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['templateId'] },
    },
  },
});

/** One saved version of a template, never changed after: agreements name the version they were made from. */
export const agreementTemplateVersionEntity = () => new Entity({
  model: { entity: 'agreementTemplateVersion', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    templateId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 6, char: '0' } },
    name: { type: 'string', required: true, readOnly: true },
    language: { type: LANGUAGES, required: true, readOnly: true },
    /** JSON of the sanitised document (`storedAgreementDocument`, shared/src/stored/agreement-document.ts). */
    document: { type: 'string', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byVersion: {
      collection: 'agreements',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['templateId', 'version'] },
    },
  },
});

const optionalText = { type: 'string' } as const;

export const agreementEntity = () => new Entity({
  model: { entity: 'agreement', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    agreementId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    status: { type: AGREEMENT_STATUSES, required: true },
    templateId: { type: 'string', required: true, readOnly: true },
    templateVersion: { type: 'number', required: true, readOnly: true },
    clientId: { type: 'string', required: true, readOnly: true },
    clientName: { type: 'string', required: true },
    sessionId: { ...optionalText, readOnly: true },
    quoteId: { ...optionalText, readOnly: true },
    language: { type: LANGUAGES, required: true, readOnly: true },
    /** JSON of the document copied from the template version (`storedAgreementDocument`): later template edits leave it as made. */
    document: { type: 'string', required: true, readOnly: true },
    /** JSON of the merge values (`storedMergeValues`), filled at creation and edited in the draft. */
    mergeValues: { type: 'string', required: true },
    signers: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          signerId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          language: { type: LANGUAGES, required: true },
          status: { type: SIGNER_STATUSES, required: true },
          /** The private link's secret (the `agreementLink` item's key), set when sent. */
          token: optionalText,
          sentAt: optionalText,
          viewedAt: optionalText,
          // The lifecycle (issue 26): a decline on the link, with its optional reason.
          declinedAt: optionalText,
          declineReason: optionalText,
          // Signing (issue 26 point 3; docs/agreements.md "Signing"). The one-time code: only its
          // HMAC is kept, with its expiry, the wrong tries on it and the codes sent in the hour.
          codeHash: optionalText,
          codeSentAt: optionalText,
          codeExpiresAt: optionalText,
          codeAttempts: { type: 'number' },
          codeSends: { type: 'number' },
          codeWindowStart: optionalText,
          /** When a right code was entered: signing is allowed for 30 minutes after. */
          codeVerifiedAt: optionalText,
          signedAt: optionalText,
          /** The full name and ID document the signer typed when signing. */
          signedName: optionalText,
          idType: { type: ['dni', 'nie', 'passport'] as const },
          idNumber: optionalText,
          /** JSON of the signature (`storedSignature`, shared/src/stored/agreement-signature.ts). */
          signature: optionalText,
          signedIp: optionalText,
          signedUserAgent: optionalText,
          /** SHA-256 (hex) of the content this signer signed (the rendered document's UTF-8 bytes). */
          contentSha256: optionalText,
        },
      },
    },
    expiresInDays: { type: 'number', required: true },
    sentAt: optionalText,
    expiresAt: optionalText,
    withdrawnAt: optionalText,
    // The lifecycle (issue 26, docs/agreements.md "Reminders, expiry, declining"); all optional,
    // so agreements stored before read as they were (no reminder days: the default 3 and 1).
    /** Days before expiry the signers who have not signed are reminded. */
    reminderDays: { type: 'list', items: { type: 'number' } },
    /** The reminders mailed, each `<signerId>#<days before>#<expiresAt>`: each one once. */
    remindersSent: { type: 'set', items: 'string' },
    /** The last reminder sent by hand. */
    remindedAt: optionalText,
    /** When the expiry was last moved (extended): reminders count from it, as from `sentAt`. */
    extendedAt: optionalText,
    declinedAt: optionalText,
    /** When the lifecycle run stored the agreement expired, and when it notified the photographer. */
    expiredAt: optionalText,
    expiryNotifiedAt: optionalText,
    /** JSON of the photographer's own signature applied when sending (`storedStudioSignature`), if they gave one. */
    studioSignature: optionalText,
    /** When the last signer signed: the agreement became `signed`. */
    signedAt: optionalText,
    /** The signed PDF, written once (agreements/<photographerId>/signed/), and the SHA-256 (hex) of its bytes. */
    signedPdfKey: optionalText,
    signedPdfSha256: optionalText,
    // The photographer's countersignature (issue 26's leftovers); absent on agreements sent
    // before it existed, which read as not countersigned (their studio signature, if any, was
    // applied when sending).
    /** Chosen when sending: the photographer signs after every signer ("firmar después"). */
    countersign: { type: 'boolean' },
    /** When every signer had signed an agreement to countersign: it became `awaitingCountersignature`. */
    clientsSignedAt: optionalText,
    ...timestamps,
  },
  indexes: {
    byAgreement: {
      collection: 'agreements',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['agreementId'] },
    },
  },
});

/** A signer's private link: the public lookup from its secret to the agreement and the signer (the next step's signer caller). */
export const agreementLinkEntity = () => new Entity({
  model: { entity: 'agreementLink', version: '1', service: 'fotostudio' },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    photographerId: { type: 'string', required: true, readOnly: true },
    agreementId: { type: 'string', required: true, readOnly: true },
    signerId: { type: 'string', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byToken: {
      // Secrets are case-sensitive; ElectroDB would lower-case them by default.
      pk: { field: 'pk', composite: ['token'], casing: 'none' },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type AgreementTemplateItem = EntityItem<ReturnType<typeof agreementTemplateEntity>>;
export type AgreementTemplateVersionItem = EntityItem<ReturnType<typeof agreementTemplateVersionEntity>>;
export type AgreementItem = EntityItem<ReturnType<typeof agreementEntity>>;
export type AgreementSignerItem = AgreementItem['signers'][number];
