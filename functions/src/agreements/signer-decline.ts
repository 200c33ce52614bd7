// The signer declines on their link (issue 26's lifecycle, docs/agreements.md "Declining"): with
// an optional reason, the signer and the agreement become `declined` (one write conditioned on
// both still open: declining twice, or declining while the other signer signs, changes it once),
// its links close, and the photographer is notified.
import { WAITING_SIGNER_STATUSES } from '@fotostudio/shared/agreements/agreement-status';
import type { SignerAgreement } from '@fotostudio/shared/contracts/agreements';
import { db } from '../data/database.js';
import { markSignerDeclined } from '../data/stores/agreements.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { notify } from '../notifications/notify.js';
import { agreementNoticeEmail } from './agreement-lifecycle.js';
import { openSignerAgreement, type LinkedSigner } from './signer-view.js';

export const declineAsSigner = async ({ agreement, signer }: LinkedSigner, reason: string | undefined, now: Date = new Date()): Promise<SignerAgreement> => {
  if (!WAITING_SIGNER_STATUSES.includes(signer.status)) throw new DomainError('agreements.link_closed');
  const index = agreement.signers.findIndex((s) => s.signerId === signer.signerId);
  const given = reason?.trim() || undefined;
  if (!(await markSignerDeclined(agreement.photographerId, agreement.agreementId, { index, signerId: signer.signerId, reason: given, now }))) {
    throw new DomainError('agreements.link_closed');
  }
  const content = {
    kind: 'agreementDeclined' as const,
    agreementId: agreement.agreementId,
    title: agreement.title,
    clientName: agreement.clientName,
    signerName: signer.name,
    reason: given ?? null,
  };
  try {
    await notify(agreement.photographerId, {
      content,
      at: now,
      eventKey: `${agreement.agreementId}#${signer.signerId}`,
      email: (preferences) => agreementNoticeEmail(content, preferences),
    });
  } catch (error) {
    // The decline is stored and shows in the photographer's list and dashboard; the signer is not told of a failed notice.
    logger.error('agreement decline: photographer not notified', { agreementId: agreement.agreementId, error });
  }
  const { data: current } = await db().entities.agreement.get({ photographerId: agreement.photographerId, agreementId: agreement.agreementId }).go({ consistent: true });
  const declined = current ?? agreement;
  return openSignerAgreement({ agreement: declined, signer: declined.signers[index] ?? signer }, now);
};
