// The submission of VERI*FACTU records to the AEAT (issue 24). The records themselves
// (billing.ts `verifactuRecord`) are never rewritten: what the AEAT answered for each is an
// item of its own beside it, and one item per issuer says how far its chain was sent.
import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

export const SUBMISSION_STATES = ['Correcto', 'AceptadoConErrores', 'Incorrecto'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/**
 * Whether a photographer's records go to the AEAT. Absent (every photographer before issue
 * 24): nothing is submitted, and the records already issued wait as `pendiente` until the
 * photographer's switch (the next step of issue 24) writes this item.
 */
export const verifactuSubmissionSwitchEntity = () => new Entity({
  model: { entity: 'verifactuSubmissionSwitch', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    /** When submission was turned on. */
    since: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type VerifactuSubmissionSwitchItem = EntityItem<ReturnType<typeof verifactuSubmissionSwitchEntity>>;

/** How far one issuer's chain went to the AEAT: the next position to send, and not before when (TiempoEsperaEnvio). */
export const verifactuSubmissionCursorEntity = () => new Entity({
  model: { entity: 'verifactuSubmissionCursor', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    issuerNif: { type: 'string', required: true, readOnly: true },
    nextPosition: { type: 'number', required: true },
    /** The AEAT's wait after the last message: the next one goes at this time at the earliest. */
    notBefore: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byIssuer: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['issuerNif'] },
    },
  },
});
export type VerifactuSubmissionCursorItem = EntityItem<ReturnType<typeof verifactuSubmissionCursorEntity>>;

/** The AEAT's answer for one record (by its issuer and chain position); a record without one is `pendiente`. */
export const verifactuAnswerEntity = () => new Entity({
  model: { entity: 'verifactuAnswer', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    issuerNif: { type: 'string', required: true, readOnly: true },
    /** The record's `position`, as the record stores it. */
    position: { type: 'string', required: true, readOnly: true },
    documentId: { type: 'string', required: true },
    state: { type: SUBMISSION_STATES, required: true },
    /** CodigoErrorRegistro and DescripcionErrorRegistro, for AceptadoConErrores and Incorrecto. */
    errorCode: { type: 'number' },
    errorText: { type: 'string' },
    /** The CSV of the message that carried the record (none when the message was refused whole). */
    csv: { type: 'string' },
    /** For a duplicate: the state the AEAT holds for the record it already had (Correcta, AceptadaConErrores, Anulada). */
    duplicateOf: { type: 'string' },
    answeredAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byChain: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['issuerNif', 'position'] },
    },
  },
});
export type VerifactuAnswerItem = EntityItem<ReturnType<typeof verifactuAnswerEntity>>;

/**
 * The photographer's electronic certificate for submitting (issue 24 point 2): what it says of
 * itself in the clear, the .p12 and its password only encrypted (AES-256-GCM under a data key
 * of its own, the data key wrapped by the key provider: KMS on AWS, a local key locally). No
 * route returns the encrypted attributes; only the submitting function decrypts them.
 */
export const verifactuCertificateEntity = () => new Entity({
  model: { entity: 'verifactuCertificate', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    holder: { type: 'string', required: true },
    nif: { type: 'string', required: true },
    representativeNif: { type: 'string' },
    /** Declared in the form: the photographer represents the entity whose NIF the certificate carries. */
    representationDeclared: { type: 'boolean', required: true },
    issuerCa: { type: 'string', required: true },
    notBefore: { type: 'string', required: true },
    notAfter: { type: 'string', required: true },
    uploadedAt: { type: 'string', required: true },
    /** The data key as the key provider wrapped it, base64. */
    wrappedKey: { type: 'string', required: true },
    /** iv, tag and ciphertext of `{ p12, password }` (JSON), base64. */
    iv: { type: 'string', required: true },
    tag: { type: 'string', required: true },
    ciphertext: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type VerifactuCertificateItem = EntityItem<ReturnType<typeof verifactuCertificateEntity>>;

/**
 * The photographer declared the operator their representative before the AEAT (issue 24 point 2,
 * second option): their records go with the operator's certificate (Secrets Manager on AWS,
 * billing/verifactu/operator-certificate.ts) instead of one they upload. Absent: their own.
 */
export const verifactuRepresentationEntity = () => new Entity({
  model: { entity: 'verifactuRepresentation', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    /** When the photographer declared it (the AEAT's power of attorney is their own step). */
    declaredAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byPhotographer: {
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type VerifactuRepresentationItem = EntityItem<ReturnType<typeof verifactuRepresentationEntity>>;
