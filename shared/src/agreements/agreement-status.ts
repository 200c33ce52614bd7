// An agreement's life (issue 26 point 2). What is stored moves only along TRANSITIONS; "expired"
// is also what a sent or viewed agreement reads as once its links' expiry has passed, without a
// write (nothing can be signed after it, whether or not a job has stored it yet).
// `awaitingCountersignature` (issue 26's leftovers): every signer signed an agreement the
// photographer chose to countersign ("firmar después"); it becomes `signed` when they do.
export const AGREEMENT_STATUSES = ['draft', 'sent', 'viewed', 'signed', 'declined', 'expired', 'withdrawn', 'awaitingCountersignature'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** A signer's own state: a couple signs one agreement, each on their own link. */
export const SIGNER_STATUSES = ['pending', 'sent', 'viewed', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** The statuses the photographer can still act on (withdraw) and a signer can still open. */
export const OPEN_STATUSES: readonly AgreementStatus[] = ['sent', 'viewed'];

/** The statuses the photographer can extend or resend from: open, or expired unsigned. */
export const RENEWABLE_STATUSES: readonly AgreementStatus[] = ['sent', 'viewed', 'expired'];

/** The signer states still waiting for that signer: they are reminded, and may decline. */
export const WAITING_SIGNER_STATUSES: readonly SignerStatus[] = ['sent', 'viewed'];

// Resending (new links, issue 26's lifecycle) brings a sent, viewed or expired agreement back to
// `sent`; extending the expiry brings an expired one back to what it was (sent or viewed).
// Every signer's signature moves an agreement to countersign to `awaitingCountersignature`, which
// the photographer's countersignature alone moves on (no expiry, withdrawal or decline after it).
export const TRANSITIONS: Readonly<Record<AgreementStatus, readonly AgreementStatus[]>> = {
  draft: ['sent'],
  sent: ['sent', 'viewed', 'signed', 'declined', 'expired', 'withdrawn', 'awaitingCountersignature'],
  viewed: ['sent', 'signed', 'declined', 'expired', 'withdrawn', 'awaitingCountersignature'],
  signed: [],
  declined: [],
  expired: ['sent', 'viewed'],
  withdrawn: [],
  awaitingCountersignature: ['signed'],
};

/** The statuses a signer's link still opens in, to read the agreement (and, once signed, its PDF): open, or every signer signed. */
export const LINK_READABLE_STATUSES: readonly AgreementStatus[] = [...OPEN_STATUSES, 'awaitingCountersignature', 'signed'];

export const canMove = (from: AgreementStatus, to: AgreementStatus): boolean => TRANSITIONS[from].includes(to);

/** The status an agreement reads as at `now`: an open one past its expiry is expired. */
export const statusAt = (stored: AgreementStatus, expiresAt: string | undefined | null, now: Date): AgreementStatus =>
  OPEN_STATUSES.includes(stored) && expiresAt && Date.parse(expiresAt) <= now.getTime() ? 'expired' : stored;

/** Days a sent agreement's links stay valid unless the photographer chooses. */
export const AGREEMENT_EXPIRY_DAYS_DEFAULT = 14;
export const AGREEMENT_EXPIRY_DAYS_MAX = 90;
/** Signers of one agreement (a couple, a company's two representatives...). */
export const AGREEMENT_SIGNERS_MAX = 4;

/** Days before expiry a signer who has not signed is reminded by email, unless the draft says otherwise. */
export const AGREEMENT_REMINDER_DAYS_DEFAULT: readonly number[] = [3, 1];
/** The most reminder days a draft may list, and the furthest one. */
export const AGREEMENT_REMINDER_DAYS_COUNT_MAX = 5;
/** A reminder sent by hand waits this long after the one before (`agreements.reminder_too_soon`). */
export const AGREEMENT_MANUAL_REMINDER_HOURS = 24;
/** A decline's optional reason, at most. */
export const AGREEMENT_DECLINE_REASON_MAX = 1000;
