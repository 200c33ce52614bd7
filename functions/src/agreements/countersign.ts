// The photographer's countersignature (issue 26 point 2, "countersigned after"; docs/agreements.md
// "Countersignature"). An agreement sent with `countersign` becomes `awaitingCountersignature` when
// its last signer signs (signing.ts), and the photographer is notified (here). They sign in the
// app with the same signature pad; one write conditioned on the agreement still awaiting it makes
// it `signed` with their signature, so of two countersignatures at once one is written and only
// that request stores the signed PDF (both parties' signatures, the audit page with both events)
// once and mails it to everyone (signed-pdf.ts).
import type { Agreement, studioSignatureInput } from '@fotostudio/shared/contracts/agreements';
import { storedStudioSignature } from '@fotostudio/shared/stored/agreement-signature';
import type * as z from 'zod';
import { db } from '../data/database.js';
import { recordCountersignature } from '../data/stores/agreements.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { notify } from '../notifications/notify.js';
import { agreementNoticeEmail } from './agreement-lifecycle.js';
import { completeSignedAgreement } from './signed-pdf.js';
import type { SigningWitness } from './signing.js';
import { toAgreement } from './views.js';

const readAgreement = async (photographerId: string, agreementId: string) => {
  const { data } = await db().entities.agreement.get({ photographerId, agreementId }).go({ consistent: true });
  if (!data) throw new DomainError('agreements.not_found');
  return data;
};

/**
 * Tells the photographer an agreement waits for their countersignature (notification
 * `agreementAwaitingCountersignature`, in the app and by email as their preferences say). Once per
 * agreement (its event key); a failure is logged: the agreement shows as waiting in the list and
 * the dashboard all the same.
 */
export const notifyAwaitingCountersignature = async (photographerId: string, agreementId: string, now: Date = new Date()): Promise<void> => {
  try {
    const agreement = await readAgreement(photographerId, agreementId);
    const content = {
      kind: 'agreementAwaitingCountersignature' as const,
      agreementId,
      title: agreement.title,
      clientName: agreement.clientName,
      clientsSignedAt: agreement.clientsSignedAt ?? now.toISOString(),
    };
    await notify(photographerId, {
      content,
      at: new Date(content.clientsSignedAt),
      eventKey: agreementId,
      email: (preferences) => agreementNoticeEmail(content, preferences),
    });
  } catch (error) {
    logger.error('agreements: the photographer was not told the agreement waits for their countersignature', { agreementId, error });
  }
};

/**
 * The photographer countersigns: only an agreement every signer has signed and that awaits them
 * (`agreements.not_awaiting_countersignature` otherwise, also to the loser of two at once).
 */
export const countersignAgreement = async (
  photographerId: string,
  agreementId: string,
  input: z.output<typeof studioSignatureInput>,
  witness: SigningWitness,
  now: Date = new Date(),
): Promise<Agreement> => {
  const agreement = await readAgreement(photographerId, agreementId);
  if (agreement.status !== 'awaitingCountersignature') throw new DomainError('agreements.not_awaiting_countersignature');
  const signedAt = now.toISOString();
  const studioSignature = storedStudioSignature.encode({ name: input.name, signature: input.signature, signedAt, countersigned: true, ip: witness.ip, userAgent: witness.userAgent });
  if (!(await recordCountersignature(photographerId, agreementId, studioSignature, signedAt))) throw new DomainError('agreements.not_awaiting_countersignature');
  await completeSignedAgreement(photographerId, agreementId, now);
  return toAgreement(await readAgreement(photographerId, agreementId), now);
};
