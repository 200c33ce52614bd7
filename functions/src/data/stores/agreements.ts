// The agreements domain's named store operations (docs/agreements.md, docs/data.md): every
// conditional write of templates, their versions, agreements and their signers' links.
import { db, isConditionalFailure, transact, writeItems } from '../database.js';
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
  sent: { signers: AgreementSignerItem[]; sentAt: string; expiresAt: string },
): Promise<boolean> => {
  const outcome = await transact(
    writeItems(({ agreement, agreementLink }) => [
      agreement
        .patch({ photographerId, agreementId })
        .set({ status: 'sent', signers: sent.signers, sentAt: sent.sentAt, expiresAt: sent.expiresAt })
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
