// An agreement's life (issue 26 point 2). What is stored moves only along TRANSITIONS; "expired"
// is also what a sent or viewed agreement reads as once its links' expiry has passed, without a
// write (nothing can be signed after it, whether or not a job has stored it yet).
export const AGREEMENT_STATUSES = ['draft', 'sent', 'viewed', 'signed', 'declined', 'expired', 'withdrawn'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** A signer's own state: a couple signs one agreement, each on their own link. */
export const SIGNER_STATUSES = ['pending', 'sent', 'viewed', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** The statuses the photographer can still act on (withdraw) and a signer can still open. */
export const OPEN_STATUSES: readonly AgreementStatus[] = ['sent', 'viewed'];

export const TRANSITIONS: Readonly<Record<AgreementStatus, readonly AgreementStatus[]>> = {
  draft: ['sent'],
  sent: ['viewed', 'signed', 'declined', 'expired', 'withdrawn'],
  viewed: ['signed', 'declined', 'expired', 'withdrawn'],
  signed: [],
  declined: [],
  expired: [],
  withdrawn: [],
};

export const canMove = (from: AgreementStatus, to: AgreementStatus): boolean => TRANSITIONS[from].includes(to);

/** The status an agreement reads as at `now`: an open one past its expiry is expired. */
export const statusAt = (stored: AgreementStatus, expiresAt: string | undefined | null, now: Date): AgreementStatus =>
  OPEN_STATUSES.includes(stored) && expiresAt && Date.parse(expiresAt) <= now.getTime() ? 'expired' : stored;

/** Days a sent agreement's links stay valid unless the photographer chooses. */
export const AGREEMENT_EXPIRY_DAYS_DEFAULT = 14;
export const AGREEMENT_EXPIRY_DAYS_MAX = 90;
/** Signers of one agreement (a couple, a company's two representatives...). */
export const AGREEMENT_SIGNERS_MAX = 4;
