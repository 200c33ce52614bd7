// The signer's side of an agreement (issue 26 point 5, docs/agreements.md "The signer's link"):
// the `agreementLink` caller kind resolves a private link's token to one signer of one agreement
// while it is open, and the signer reads the agreement there. The first open marks the signer
// and the agreement viewed (a conditioned write: opening again, or two opens at once, change it once).
// A signed agreement's links stay open for reading and for the signed PDF (signing.ts refuses a
// second signature); so do those of one awaiting the photographer's countersignature.
import { LINK_READABLE_STATUSES, statusAt } from '@fotostudio/shared/agreements/agreement-status';
import { renderDocumentHtml } from '@fotostudio/shared/agreements/rich-text';
import type { SignerAgreement } from '@fotostudio/shared/contracts/agreements';
import { storedAgreementDocument, storedMergeValues } from '@fotostudio/shared/stored/agreement-document';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { requireAccount } from '../account/photographer-account.js';
import { db } from '../data/database.js';
import type { AgreementItem, AgreementSignerItem } from '../data/entities/agreements.js';
import { markSignerViewed } from '../data/stores/agreements.js';
import { DomainError } from '../lib/errors.js';
import { senderNameOf } from './agreements.js';
import { verifiedUntilOf } from './sign-code.js';

/** The agreement as stored now (a consistent read). */
export const readAgreementItem = async (photographerId: string, agreementId: string): Promise<AgreementItem> => {
  const { data } = await db().entities.agreement.get({ photographerId, agreementId }).go({ consistent: true });
  if (!data) throw new DomainError('agreements.link_invalid');
  return data;
};

/** The agreement and the signer a link opens. */
export interface LinkedSigner {
  agreement: AgreementItem;
  signer: AgreementSignerItem;
}

/**
 * The signer a token opens, for the agreement link holder (http/agreements/agreement-link-route.ts):
 * an unknown token is `agreements.link_invalid`; an agreement no longer open (withdrawn, past its
 * expiry, declined) or a link replaced by a resend is `agreements.link_closed`; a signed one still
 * opens, to be read and its signed PDF downloaded, and one awaiting the countersignature, to be read. Nothing but the token names the agreement.
 */
export const signerOfLink = async (token: string, now: Date = new Date()): Promise<LinkedSigner> => {
  const { data: key } = await db().entities.agreementLink.get({ token }).go({ consistent: true });
  if (!key) throw new DomainError('agreements.link_invalid');
  const { data: agreement } = await db().entities.agreement.get({ photographerId: key.photographerId, agreementId: key.agreementId }).go({ consistent: true });
  const signer = agreement?.signers.find((s) => s.signerId === key.signerId);
  if (!agreement || !signer) throw new DomainError('agreements.link_invalid');
  const status = statusAt(agreement.status, agreement.expiresAt, now);
  // A link replaced by a resend (the signer holds a newer one) is closed, as an expired one.
  if (signer.token !== token || !LINK_READABLE_STATUSES.includes(status)) throw new DomainError('agreements.link_closed');
  return { agreement, signer };
};

/** The agreement as its signer reads it; the first open marks the signer and the agreement viewed. */
export const openSignerAgreement = async ({ agreement, signer }: LinkedSigner, now: Date = new Date()): Promise<SignerAgreement> => {
  let current = agreement;
  if (signer.status === 'sent') {
    // Written, or written meanwhile by another open (the condition failed): read as it is now.
    await markSignerViewed(agreement.photographerId, agreement.agreementId, agreement.signers.indexOf(signer), signer.signerId, now);
    current = (await db().entities.agreement.get({ photographerId: agreement.photographerId, agreementId: agreement.agreementId }).go({ consistent: true })).data ?? agreement;
  }
  const me = current.signers.find((s) => s.signerId === signer.signerId) ?? signer;
  const account = await requireAccount(current.photographerId);
  const document = decodeStored(storedAgreementDocument, current.document, 'agreement document');
  const mergeValues = decodeStored(storedMergeValues, current.mergeValues, 'agreement merge values');
  return {
    studio: { name: senderNameOf(account), email: account.photographer.email },
    title: current.title,
    language: current.language,
    status: statusAt(current.status, current.expiresAt, now),
    html: renderDocumentHtml(document, mergeValues),
    signer: {
      name: me.name,
      language: me.language,
      status: me.status,
      viewedAt: me.viewedAt ?? null,
      signedAt: me.signedAt ?? null,
      verifiedUntil: verifiedUntilOf(me, now),
    },
    signerCount: current.signers.length,
    signedCount: current.signers.filter((s) => s.status === 'signed').length,
    signedPdf: current.status === 'signed',
    sentAt: current.sentAt ?? null,
    expiresAt: current.expiresAt ?? null,
  };
};
