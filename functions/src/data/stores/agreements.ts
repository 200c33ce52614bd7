// The agreements domain's named store operations (docs/agreements.md, docs/data.md): every
// conditional write of templates, their versions, agreements and their signers' links.
import { db, isConditionalFailure, transact, writeItems } from '../database.js';
import { writtenUnlessRefused } from '../condition-failure.js';
import type { AgreementItem, AgreementSignerItem } from '../entities/agreements.js';
import { refusedAmong } from '../transaction.js';

type Entities = ReturnType<typeof db>['entities'];
type AgreementPatch = Parameters<ReturnType<Entities['agreement']['patch']>['set']>[0];

interface VersionValues {
  name: string;
  language: 'es' | 'en';
  /** JSON of the sanitised document. */
  document: string;
}

/** A new template: its head at version 1 and that version, together. */
export const createTemplateWithVersion = async (photographerId: string, templateId: string, values: VersionValues): Promise<void> => {
  const outcome = await transact(
    writeItems(({ agreementTemplate, agreementTemplateVersion }) => [
      agreementTemplate.create({ photographerId, templateId, name: values.name, language: values.language, version: 1 }).commit(),
      agreementTemplateVersion.create({ photographerId, templateId, version: 1, ...values }).commit(),
    ]),
  );
  if (!outcome.committed) throw new Error(`creating template ${templateId} failed: ${outcome.codes.join(', ')}`);
};

/**
 * Saves the version after `baseVersion`, only while the head is still at `baseVersion`: of two
 * edits of the same version one is saved, the other told `false` (never a lost edit).
 */
export const addTemplateVersion = async (photographerId: string, templateId: string, baseVersion: number, values: VersionValues): Promise<boolean> => {
  const version = baseVersion + 1;
  const outcome = await transact(
    writeItems(({ agreementTemplate, agreementTemplateVersion }) => [
      agreementTemplate
        .patch({ photographerId, templateId })
        .set({ version, name: values.name, language: values.language })
        .where((attr, op) => op.eq(attr.version, baseVersion))
        .commit(),
      agreementTemplateVersion.create({ photographerId, templateId, version, ...values }).commit(),
    ]),
  );
  if (outcome.committed) return true;
  if (refusedAmong(outcome, 0, 2)) return false;
  throw new Error(`saving version ${version} of template ${templateId} failed: ${outcome.codes.join(', ')}`);
};

/** Changes an agreement only while it is a draft; answers it as written. */
export const updateDraftAgreement = async (photographerId: string, agreementId: string, set: AgreementPatch): Promise<AgreementItem> => {
  const { data } = await db()
    .entities.agreement.patch({ photographerId, agreementId })
    .set(set)
    .where((attr, op) => op.eq(attr.status, 'draft'))
    .go({ response: 'all_new' });
  return data as AgreementItem;
};

/**
 * Sends a draft: the agreement becomes `sent` with its signers' links, and each link's lookup
 * item is written, in one transaction conditioned on the draft (two sends: one wins). False when
 * it is no longer a draft.
 */
export const markDraftSent = async (
  photographerId: string,
  agreementId: string,
  sent: { signers: AgreementSignerItem[]; sentAt: string; expiresAt: string; studioSignature?: string | undefined; countersign?: boolean },
): Promise<boolean> => {
  const outcome = await transact(
    writeItems(({ agreement, agreementLink }) => [
      agreement
        .patch({ photographerId, agreementId })
        .set({
          status: 'sent',
          signers: sent.signers,
          sentAt: sent.sentAt,
          expiresAt: sent.expiresAt,
          ...(sent.studioSignature ? { studioSignature: sent.studioSignature } : {}),
          ...(sent.countersign ? { countersign: true } : {}),
        })
        .where((attr, op) => op.eq(attr.status, 'draft'))
        .commit(),
      ...sent.signers.map((signer) =>
        agreementLink.create({ token: signer.token ?? '', photographerId, agreementId, signerId: signer.signerId }).commit(),
      ),
    ]),
  );
  if (outcome.committed) return true;
  if (refusedAmong(outcome, 0, 1)) return false;
  throw new Error(`sending agreement ${agreementId} failed: ${outcome.codes.join(', ')}`);
};

/** Withdraws an agreement that is sent or viewed and not past its expiry at `now`; answers it as written. */
export const withdrawOpenAgreement = async (photographerId: string, agreementId: string, now: Date): Promise<AgreementItem> => {
  const at = now.toISOString();
  const { data } = await db()
    .entities.agreement.patch({ photographerId, agreementId })
    .set({ status: 'withdrawn', withdrawnAt: at })
    .where((attr, op) => `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')}) AND ${op.gt(attr.expiresAt, at)}`)
    .go({ response: 'all_new' });
  return data as AgreementItem;
};

/** The attribute path of the signer at `index` of the list, for an update or a condition. */
const signerAt = <T>(signers: readonly T[], index: number): T => {
  const signer = signers[index];
  if (signer === undefined) throw new Error(`no signer path at ${index}`);
  return signer;
};

/**
 * A signer's first open of their link (issue 26 point 5): the signer at `index` (still `sent`,
 * checked by id) and the agreement become `viewed`, only while the agreement is sent or viewed
 * and not past its expiry at `now`. False when the condition fails (already viewed, withdrawn,
 * expired, changed meanwhile): opening again changes nothing.
 */
export const markSignerViewed = async (photographerId: string, agreementId: string, index: number, signerId: string, now: Date): Promise<boolean> => {
  const at = now.toISOString();
  try {
    await db()
      .entities.agreement.patch({ photographerId, agreementId })
      .data((attr, op) => {
        const signer = signerAt(attr.signers, index);
        op.set(attr.status, 'viewed');
        op.set(signer.status, 'viewed');
        op.set(signer.viewedAt, at);
      })
      .where((attr, op) => {
        const signer = signerAt(attr.signers, index);
        return `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')}) AND ${op.gt(attr.expiresAt, at)} AND ${op.eq(signer.signerId, signerId)} AND ${op.eq(signer.status, 'sent')}`;
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

// The lifecycle (issue 26, docs/agreements.md "Reminders, expiry, declining"). Every write is
// conditioned on the agreement as read (its status and its expiry), so a run twice, or a run
// racing the photographer's extension or the signer's decline, changes it once.

/**
 * The signer at `index` (checked by id, still sent or viewed) declines: they and the agreement
 * become `declined` with the time (and the signer's reason), only while the agreement is open and
 * not past its expiry at `now`. False when the condition fails (declined already, signed,
 * withdrawn, expired, changed meanwhile).
 */
export const markSignerDeclined = async (
  photographerId: string,
  agreementId: string,
  decline: { index: number; signerId: string; reason: string | undefined; now: Date },
): Promise<boolean> => {
  const at = decline.now.toISOString();
  try {
    await db()
      .entities.agreement.patch({ photographerId, agreementId })
      .data((attr, op) => {
        const signer = signerAt(attr.signers, decline.index);
        op.set(attr.status, 'declined');
        op.set(attr.declinedAt, at);
        op.set(signer.status, 'declined');
        op.set(signer.declinedAt, at);
        if (decline.reason) op.set(signer.declineReason, decline.reason);
      })
      .where((attr, op) => {
        const signer = signerAt(attr.signers, decline.index);
        return `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')}) AND ${op.gt(attr.expiresAt, at)} AND ${op.eq(signer.signerId, decline.signerId)} AND (${op.eq(signer.status, 'sent')} OR ${op.eq(signer.status, 'viewed')})`;
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

// Signing (issue 26 point 3, docs/agreements.md "Signing"). Each write below names one signer by
// list position and id and is conditioned on the agreement being open (sent or viewed, not past
// its expiry at `now`): a withdrawn, expired or signed agreement takes no code and no signature.
const conditioned = writtenUnlessRefused;

/**
 * Records the reminders `keys` of the signer at `index` (checked by id, still sent or viewed),
 * only while the agreement is open with the expiry `expiresAt` and none of the keys is recorded:
 * true means this caller mails the reminder; false that another run did, or that it no longer applies.
 */
export const recordSignerReminders = async (
  photographerId: string,
  agreementId: string,
  reminder: { index: number; signerId: string; expiresAt: string; keys: string[] },
): Promise<boolean> => {
  try {
    await db()
      .entities.agreement.patch({ photographerId, agreementId })
      .add({ remindersSent: reminder.keys })
      .where((attr, op) => {
        const signer = signerAt(attr.signers, reminder.index);
        return [
          `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')})`,
          op.eq(attr.expiresAt, reminder.expiresAt),
          op.eq(signer.signerId, reminder.signerId),
          `(${op.eq(signer.status, 'sent')} OR ${op.eq(signer.status, 'viewed')})`,
          ...reminder.keys.map((key) => op.notContains(attr.remindersSent, key)),
        ].join(' AND ');
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/**
 * A reminder by hand at `now`: recorded only while the agreement is open and unexpired and the
 * last one by hand was at or before `notAfter` (the rate limit). False when refused.
 */
export const recordManualReminder = async (photographerId: string, agreementId: string, now: Date, notAfter: Date): Promise<boolean> => {
  const at = now.toISOString();
  try {
    await db()
      .entities.agreement.patch({ photographerId, agreementId })
      .set({ remindedAt: at })
      .where((attr, op) => `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')}) AND ${op.gt(attr.expiresAt, at)} AND (${op.notExists(attr.remindedAt)} OR ${op.lte(attr.remindedAt, notAfter.toISOString())})`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/** Stores an open agreement whose expiry `expiresAt` (as read) has passed at `now` as expired; false when it no longer applies. */
export const markAgreementExpired = async (photographerId: string, agreementId: string, expiresAt: string, now: Date): Promise<boolean> => {
  try {
    await db()
      .entities.agreement.patch({ photographerId, agreementId })
      .set({ status: 'expired', expiredAt: now.toISOString() })
      .where((attr, op) => `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')}) AND ${op.eq(attr.expiresAt, expiresAt)} AND ${op.lte(attr.expiresAt, now.toISOString())}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/** Records that the photographer was told of the expiry `expiresAt` (the run's last step for it). */
export const markExpiryNotified = async (photographerId: string, agreementId: string, expiresAt: string, now: Date): Promise<void> => {
  try {
    await db()
      .entities.agreement.patch({ photographerId, agreementId })
      .set({ expiryNotifiedAt: now.toISOString() })
      .where((attr, op) => `${op.eq(attr.status, 'expired')} AND ${op.eq(attr.expiresAt, expiresAt)}`)
      .go();
  } catch (error) {
    // Extended or resent meanwhile: nothing is left to record.
    if (!isConditionalFailure(error)) throw error;
  }
};

/** The agreement as read, which an extension or a resend is conditioned on. */
interface ReadState {
  status: AgreementItem['status'];
  expiresAt: string;
}

/**
 * Moves the expiry of an agreement still as read (status and expiry) to `expiresAt`; an agreement
 * stored expired reads again as `status` (sent or viewed). The signers keep their links. Answers
 * it as written; a conditional failure is thrown (changed meanwhile).
 */
export const extendAgreementExpiry = async (
  photographerId: string,
  agreementId: string,
  read: ReadState,
  extension: { status: 'sent' | 'viewed'; expiresInDays: number; expiresAt: string; now: Date },
): Promise<AgreementItem> => {
  const { data } = await db()
    .entities.agreement.patch({ photographerId, agreementId })
    .set({ status: extension.status, expiresInDays: extension.expiresInDays, expiresAt: extension.expiresAt, extendedAt: extension.now.toISOString() })
    .remove(['expiredAt', 'expiryNotifiedAt'])
    .where((attr, op) => `${op.eq(attr.status, read.status)} AND ${op.eq(attr.expiresAt, read.expiresAt)}`)
    .go({ response: 'all_new' });
  return data as AgreementItem;
};

/**
 * Sends an agreement still as read again: it becomes `sent` with the signers given (new links for
 * those who have not signed) and the new expiry, and each new link's lookup item is written, in
 * one transaction. The old links' lookups stay: they answer closed (their token is no longer the
 * signer's). False when the agreement changed meanwhile.
 */
export const resendWithNewLinks = async (
  photographerId: string,
  agreementId: string,
  read: ReadState,
  resent: { signers: AgreementSignerItem[]; newLinks: AgreementSignerItem[]; sentAt: string; expiresInDays: number; expiresAt: string },
): Promise<boolean> => {
  const outcome = await transact(
    writeItems(({ agreement, agreementLink }) => [
      agreement
        .patch({ photographerId, agreementId })
        .set({ status: 'sent', signers: resent.signers, sentAt: resent.sentAt, expiresInDays: resent.expiresInDays, expiresAt: resent.expiresAt })
        .remove(['expiredAt', 'expiryNotifiedAt', 'extendedAt'])
        .where((attr, op) => `${op.eq(attr.status, read.status)} AND ${op.eq(attr.expiresAt, read.expiresAt)}`)
        .commit(),
      ...resent.newLinks.map((signer) =>
        agreementLink.create({ token: signer.token ?? '', photographerId, agreementId, signerId: signer.signerId }).commit(),
      ),
    ]),
  );
  if (outcome.committed) return true;
  if (refusedAmong(outcome, 0, 1)) return false;
  throw new Error(`resending agreement ${agreementId} failed: ${outcome.codes.join(', ')}`);
};

/** The agreements the lifecycle run looks at, of every photographer: open ones, and expired ones whose photographer was not told yet. */
export const scanLifecycleCandidates = async (): Promise<AgreementItem[]> => {
  const { data } = await db()
    .entities.agreement.scan.where(
      (attr, op) => `${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')} OR (${op.eq(attr.status, 'expired')} AND ${op.notExists(attr.expiryNotifiedAt)})`,
    )
    .go({ pages: 'all' });
  return data;
};

export interface SignCodeWrite {
  codeHash: string;
  codeSentAt: string;
  codeExpiresAt: string;
  codeSends: number;
  codeWindowStart: string;
}

/**
 * A new one-time code for the signer at `index`: its HMAC, expiry and the hour's send count,
 * only while that count is still what was read (`readSends`, undefined when none was sent) and
 * the signer has not signed: of two requests at once one writes, the other reads again.
 */
export const recordSignCode = (photographerId: string, agreementId: string, index: number, signerId: string, code: SignCodeWrite, readSends: number | undefined): Promise<boolean> =>
  conditioned(() =>
    db()
      .entities.agreement.patch({ photographerId, agreementId })
      .data((attr, op) => {
        const signer = signerAt(attr.signers, index);
        op.set(signer.codeHash, code.codeHash);
        op.set(signer.codeSentAt, code.codeSentAt);
        op.set(signer.codeExpiresAt, code.codeExpiresAt);
        op.set(signer.codeAttempts, 0);
        op.set(signer.codeSends, code.codeSends);
        op.set(signer.codeWindowStart, code.codeWindowStart);
        op.remove(signer.codeVerifiedAt);
      })
      .where((attr, op) => {
        const signer = signerAt(attr.signers, index);
        const sends = readSends === undefined ? op.notExists(signer.codeSends) : op.eq(signer.codeSends, readSends);
        return `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')}) AND ${op.gt(attr.expiresAt, code.codeSentAt)} AND ${op.eq(signer.signerId, signerId)} AND ${op.ne(signer.status, 'signed')} AND ${sends}`;
      })
      .go(),
  );

/** One wrong try on the code whose HMAC is `codeHash`, while it has tries left; false when it had none (or was replaced). */
export const recordWrongCode = (photographerId: string, agreementId: string, index: number, signerId: string, codeHash: string, maxAttempts: number): Promise<boolean> =>
  conditioned(() =>
    db()
      .entities.agreement.patch({ photographerId, agreementId })
      .data((attr, op) => {
        op.add(signerAt(attr.signers, index).codeAttempts, 1);
      })
      .where((attr, op) => {
        const signer = signerAt(attr.signers, index);
        return `${op.eq(signer.signerId, signerId)} AND ${op.eq(signer.codeHash, codeHash)} AND ${op.lt(signer.codeAttempts, maxAttempts)}`;
      })
      .go(),
  );

/**
 * A right code: the signer may sign from `now` on (for a while, see signing.ts). The code is used
 * up (its HMAC removed), and only while it is the signer's current code (the same HMAC), unexpired
 * at `now` and with tries left, on an open agreement.
 */
export const markCodeVerified = (photographerId: string, agreementId: string, index: number, signerId: string, codeHash: string, maxAttempts: number, now: Date): Promise<boolean> => {
  const at = now.toISOString();
  return conditioned(() =>
    db()
      .entities.agreement.patch({ photographerId, agreementId })
      .data((attr, op) => {
        const signer = signerAt(attr.signers, index);
        op.set(signer.codeVerifiedAt, at);
        op.remove(signer.codeHash);
      })
      .where((attr, op) => {
        const signer = signerAt(attr.signers, index);
        return `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')}) AND ${op.gt(attr.expiresAt, at)} AND ${op.eq(signer.signerId, signerId)} AND ${op.eq(signer.codeHash, codeHash)} AND ${op.gt(signer.codeExpiresAt, at)} AND ${op.lt(signer.codeAttempts, maxAttempts)} AND ${op.ne(signer.status, 'signed')}`;
      })
      .go(),
  );
};

export interface SignerSignature {
  signedAt: string;
  signedName: string;
  idType: 'dni' | 'nie' | 'passport';
  idNumber: string;
  /** JSON of the signature. */
  signature: string;
  signedIp: string;
  signedUserAgent: string;
  contentSha256: string;
}

/**
 * Records the signature of the signer at `index` (issue 26 points 3 and 5), once: only while the
 * agreement is open, that signer has not signed and verified a code after `verifiedSince`, and
 * every other signer is still in the state read (`others`). When `completes` (every other signer
 * was read as signed) the same write makes the agreement `signed`, or, for an agreement the
 * photographer countersigns, `awaitingCountersignature` with `clientsSignedAt`. So of two signers
 * racing, or one signing twice, each write sees the others as they are: exactly one completes it,
 * the other is refused and reads again (false).
 */
export const recordSignerSigned = (
  photographerId: string,
  agreementId: string,
  index: number,
  signerId: string,
  signed: SignerSignature,
  others: { index: number; status: AgreementSignerItem['status'] }[],
  completes: false | 'signed' | 'awaitingCountersignature',
  verifiedSince: string,
): Promise<boolean> =>
  conditioned(() =>
    db()
      .entities.agreement.patch({ photographerId, agreementId })
      .data((attr, op) => {
        const signer = signerAt(attr.signers, index);
        op.set(signer.status, 'signed');
        for (const [field, value] of Object.entries(signed) as [keyof SignerSignature, string][]) op.set(signer[field], value);
        if (completes === 'signed') {
          op.set(attr.status, 'signed');
          op.set(attr.signedAt, signed.signedAt);
        } else if (completes === 'awaitingCountersignature') {
          op.set(attr.status, 'awaitingCountersignature');
          op.set(attr.clientsSignedAt, signed.signedAt);
        }
      })
      .where((attr, op) => {
        const signer = signerAt(attr.signers, index);
        const othersAsRead = others.map((other) => op.eq(signerAt(attr.signers, other.index).status, other.status));
        return [
          `(${op.eq(attr.status, 'sent')} OR ${op.eq(attr.status, 'viewed')}) AND ${op.gt(attr.expiresAt, signed.signedAt)}`,
          op.eq(signer.signerId, signerId),
          op.ne(signer.status, 'signed'),
          op.gte(signer.codeVerifiedAt, verifiedSince),
          ...othersAsRead,
        ].join(' AND ');
      })
      .go(),
  );

/**
 * The photographer's countersignature (issue 26's leftovers): the agreement every signer signed
 * becomes `signed` with it, once. Conditioned on the agreement still awaiting it (and carrying no
 * studio signature yet): of two countersignatures at once one is written, the other is told false.
 */
export const recordCountersignature = (photographerId: string, agreementId: string, studioSignature: string, signedAt: string): Promise<boolean> =>
  conditioned(() =>
    db()
      .entities.agreement.patch({ photographerId, agreementId })
      .set({ status: 'signed', signedAt, studioSignature })
      .where((attr, op) => `${op.eq(attr.status, 'awaitingCountersignature')} AND ${op.notExists(attr.studioSignature)}`)
      .go(),
  );

/** The signed PDF written once, recorded once on the signed agreement; false when one is recorded already. */
export const recordSignedPdf = (photographerId: string, agreementId: string, key: string, sha256: string): Promise<boolean> =>
  conditioned(() =>
    db()
      .entities.agreement.patch({ photographerId, agreementId })
      .set({ signedPdfKey: key, signedPdfSha256: sha256 })
      .where((attr, op) => `${op.eq(attr.status, 'signed')} AND ${op.notExists(attr.signedPdfKey)}`)
      .go(),
  );

/**
 * The agreements made for a quote (issue 26 point 4), sent at least once: a draft never sent asks
 * nothing of the client yet. Read whole (a photographer's agreements are few), consistently, as
 * the quote's acceptance decides on them.
 */
export const sentAgreementsOfQuote = async (photographerId: string, quoteId: string): Promise<AgreementItem[]> => {
  const { data } = await db().entities.agreement.query.byAgreement({ photographerId }).go({ pages: 'all', consistent: true });
  return data.filter((item) => item.quoteId === quoteId && item.status !== 'draft');
};
