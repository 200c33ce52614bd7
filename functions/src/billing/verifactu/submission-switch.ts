// The photographer's VERI*FACTU switch (issue 24 point 1).
//
// The obligation: RD 1007/2023 (Reglamento de requisitos de los sistemas informáticos de
// facturación), disposición final cuarta as amended by RDL 15/2025, makes a compliant system
// compulsory from 1 January 2027 for corporate-tax payers and from 1 July 2027 for everyone
// else (the self-employed); the dates are configuration (VERIFACTU_OBLIGATION_*), as a later
// change of the norm cannot be checked from here.
//
// Leaving the mode: the issue (point 1) states the rule as the regulation sets it for this
// product: the switch can be off only before the issuer's obligation date; from that date
// issuing requires it on, so it cannot be turned off. Turning it on needs a valid
// certificate and queues every record already issued, in chain order (one queue message per
// issuer NIF; the worker sends from the issuer's cursor), each `pendiente` until answered.
import type { VerifactuSubmissionStatus } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { db } from '../../data/database.js';
import { DomainError } from '../../lib/errors.js';
import { findSettings } from '../settings.js';
import { obligationDateOf, verifactuCompulsory } from './obligation.js';
import { certificateInfo, findCertificate } from './certificate.js';
import { operatorRepresentationOffered, representedByOperator, setRepresentation } from './operator-certificate.js';
import { queueSubmission } from './submission-queue.js';
import { turnSubmissionOn } from './submit-records.js';

export { obligationDateOf };

const switchOf = async (photographerId: string) => (await db().entities.verifactuSubmissionSwitch.get({ photographerId }).go({ consistent: true })).data ?? undefined;

export const submissionStatus = async (photographerId: string, now: Date): Promise<VerifactuSubmissionStatus> => {
  const [settings, certificate, on, byOperator] = await Promise.all([findSettings(photographerId), findCertificate(photographerId), switchOf(photographerId), representedByOperator(photographerId)]);
  const obligationDate = settings ? obligationDateOf(settings.legalForm) : null;
  return {
    certificate: certificate ? certificateInfo(certificate, now) : null,
    enabled: Boolean(on),
    since: on?.since ?? null,
    obligationDate,
    canTurnOff: settings === undefined || !verifactuCompulsory(settings.legalForm, now),
    operatorRepresentationOffered: operatorRepresentationOffered(),
    representedByOperator: byOperator,
  };
};

/** Queues each of the photographer's issuers, so what they have issued goes in chain order. */
export const queueBacklog = async (photographerId: string, cause: string): Promise<number> => {
  const { data: heads } = await db().entities.verifactuChainHead.query.byIssuer({ photographerId }).go({ pages: 'all', consistent: true });
  for (const head of heads) await queueSubmission({ photographerId, issuerNif: head.issuerNif }, cause);
  return heads.length;
};

/**
 * Records appended but not yet sent to the AEAT while submission is on (the chain heads ahead
 * of the submission cursors): the account's deletion waits for them (its certificate goes).
 */
export const pendingRecordCount = async (photographerId: string): Promise<number> => {
  if (!(await switchOf(photographerId))) return 0;
  const [{ data: heads }, { data: cursors }] = await Promise.all([
    db().entities.verifactuChainHead.query.byIssuer({ photographerId }).go({ pages: 'all', consistent: true }),
    db().entities.verifactuSubmissionCursor.query.byIssuer({ photographerId }).go({ pages: 'all', consistent: true }),
  ]);
  const next = new Map(cursors.map((cursor) => [cursor.issuerNif, cursor.nextPosition]));
  return heads.reduce((sum, head) => sum + Math.max(0, head.position - (next.get(head.issuerNif) ?? 1) + 1), 0);
};

export const setSubmission = async (photographerId: string, enabled: boolean, now: Date): Promise<VerifactuSubmissionStatus> => {
  const status = await submissionStatus(photographerId, now);
  if (enabled) {
    // Represented by the operator, its certificate presents the records (checked when they go).
    const ownValid = status.certificate && !status.certificate.expired && Date.parse(status.certificate.notBefore) <= now.getTime();
    if (!ownValid && !status.representedByOperator) {
      throw new DomainError('billing.verifactu_certificate_required', { issues: [{ path: 'enabled', message: 'no valid certificate' }] });
    }
    if (!status.enabled) await turnSubmissionOn(photographerId, now);
    await queueBacklog(photographerId, `on-${now.getTime()}`);
  } else if (status.enabled) {
    if (!status.canTurnOff) throw new DomainError('billing.verifactu_cannot_turn_off', { issues: [{ path: 'enabled', message: `compulsory since ${status.obligationDate}` }] });
    await db().entities.verifactuSubmissionSwitch.delete({ photographerId }).go();
  }
  return submissionStatus(photographerId, now);
};

/**
 * Declares (or withdraws) the operator as the photographer's representative before the AEAT
 * (issue 24 point 2, second option). Declared, their pending records go now with the operator's
 * certificate when submission is on.
 */
export const setOperatorRepresentation = async (photographerId: string, byOperator: boolean, now: Date): Promise<VerifactuSubmissionStatus> => {
  if (byOperator && !operatorRepresentationOffered()) throw new DomainError('billing.verifactu_operator_not_offered', { issues: [{ path: 'byOperator', message: 'no operator certificate is configured' }] });
  await setRepresentation(photographerId, byOperator, now);
  const status = await submissionStatus(photographerId, now);
  if (status.enabled) await queueBacklog(photographerId, `representation-${now.getTime()}`);
  return status;
};
