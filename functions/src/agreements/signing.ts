// A signer signs (issue 26 points 3 and 5, docs/agreements.md "Signing"): with a code verified in
// the last 30 minutes, their full name, ID document and signature, having accepted. The write
// records the signature with the IP and user agent of the request and the time, conditioned on
// everything it decided from (store: recordSignerSigned); the signer whose write finds every
// other signer signed makes the agreement signed and runs the signed PDF's completion once, or,
// when the photographer countersigns, makes it await them and notifies them (countersign.ts).
import type { SignerAgreement } from '@fotostudio/shared/contracts/agreements';
import type { signInput } from '@fotostudio/shared/contracts/agreement-actions';
import type * as z from 'zod';
import { OPEN_STATUSES, statusAt } from '@fotostudio/shared/agreements/agreement-status';
import { storedSignature } from '@fotostudio/shared/stored/agreement-signature';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { recordSignerSigned } from '../data/stores/agreements.js';
import { DomainError } from '../lib/errors.js';
import { verifiedSince, verifiedUntilOf } from './sign-code.js';
import { notifyAwaitingCountersignature } from './countersign.js';
import { completeSignedAgreement, contentSha256Of } from './signed-pdf.js';
import { openSignerAgreement, readAgreementItem, type LinkedSigner } from './signer-view.js';

/** What the request tells of the signer's device: the viewer's IP as the edge saw it, and the user agent. */
export interface SigningWitness {
  ip: string;
  userAgent: string;
}


export const signAgreement = async (linked: LinkedSigner, input: z.output<typeof signInput>, witness: SigningWitness, now: Date = new Date()): Promise<SignerAgreement> => {
  const { photographerId, agreementId } = linked.agreement;
  const signedAt = now.toISOString();
  const completes = await retryLostRaces(async () => {
    const agreement = await readAgreementItem(photographerId, agreementId);
    const index = agreement.signers.findIndex((s) => s.signerId === linked.signer.signerId);
    const signer = agreement.signers[index];
    if (!signer) throw new DomainError('agreements.link_invalid');
    if (signer.status === 'signed') throw new DomainError('agreements.already_signed');
    if (!OPEN_STATUSES.includes(statusAt(agreement.status, agreement.expiresAt, now))) throw new DomainError('agreements.link_closed');
    if (!verifiedUntilOf(signer, now)) throw new DomainError('agreements.code_required');
    const others = agreement.signers.map((other, i) => ({ index: i, status: other.status })).filter((other) => other.index !== index);
    const last = others.every((other) => other.status === 'signed');
    const completes = last ? (agreement.countersign ? 'awaitingCountersignature' : 'signed') : false;
    const written = await recordSignerSigned(
      photographerId,
      agreementId,
      index,
      signer.signerId,
      {
        signedAt,
        signedName: input.fullName,
        idType: input.idType,
        idNumber: input.idNumber,
        signature: storedSignature.encode(input.signature),
        signedIp: witness.ip,
        signedUserAgent: witness.userAgent,
        contentSha256: contentSha256Of(agreement),
      },
      others,
      completes,
      verifiedSince(now),
    );
    // Refused: another signer signed meanwhile (read again to see whether this one is now the last), or this one twice.
    return written ? completes : TRY_AGAIN;
  }, 'general.changed_meanwhile', 10);
  if (completes === 'signed') await completeSignedAgreement(photographerId, agreementId, now);
  if (completes === 'awaitingCountersignature') await notifyAwaitingCountersignature(photographerId, agreementId, now);
  const current = await readAgreementItem(photographerId, agreementId);
  const me = current.signers.find((s) => s.signerId === linked.signer.signerId) ?? linked.signer;
  return openSignerAgreement({ agreement: current, signer: me }, now);
};
