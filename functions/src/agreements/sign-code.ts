// The one-time code that proves a signer holds the email their link was sent to (issue 26
// point 3, docs/agreements.md "Signing"): 6 digits, emailed in the signer's language, valid
// 10 minutes, 5 wrong tries per code, 5 codes an hour per signer. Only an HMAC of the code is
// stored (a key derived from the functions' secret, so a leaked table or export cannot be
// tried against the million codes). A right code lets that signer sign for 30 minutes.
import {
  SIGN_CODE_MAX_ATTEMPTS,
  SIGN_CODE_MAX_SENDS,
  SIGN_CODE_SEND_WINDOW_MINUTES,
  SIGN_CODE_VALID_MINUTES,
  SIGN_CODE_VERIFIED_MINUTES,
} from '@fotostudio/shared/agreements/signing';
import { OPEN_STATUSES, statusAt } from '@fotostudio/shared/agreements/agreement-status';
import { createHmac, randomInt } from 'node:crypto';
import { requireAccount } from '../account/photographer-account.js';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import type { AgreementSignerItem } from '../data/entities/agreements.js';
import { markCodeVerified, recordSignCode, recordWrongCode } from '../data/stores/agreements.js';
import { derivedKey } from '../lib/derived-key.js';
import { DomainError } from '../lib/errors.js';
import { sendMail } from '../mail/send-mail.js';
import { signingMail } from './agreement-mail.js';
import { senderNameOf } from './agreements.js';
import type { LinkedSigner } from './signer-view.js';
import { readAgreementItem } from './signer-view.js';

const MINUTE_MS = 60_000;

/** The HMAC a code is stored as, bound to its agreement and signer (a code of one signer never verifies another). */
export const signCodeHash = async (agreementId: string, signerId: string, code: string): Promise<string> =>
  createHmac('sha256', await derivedKey('agreement-sign-code')).update(`${agreementId}\n${signerId}\n${code}`).digest('hex');

/** Until when a verified code lets the signer sign; null when none does at `now`. */
export const verifiedUntilOf = (signer: AgreementSignerItem, now: Date): string | null => {
  if (!signer.codeVerifiedAt || signer.status === 'signed') return null;
  const until = Date.parse(signer.codeVerifiedAt) + SIGN_CODE_VERIFIED_MINUTES * MINUTE_MS;
  return until > now.getTime() ? new Date(until).toISOString() : null;
};

/** The earliest verification time that still lets a signer sign at `now`. */
export const verifiedSince = (now: Date): string => new Date(now.getTime() - SIGN_CODE_VERIFIED_MINUTES * MINUTE_MS).toISOString();

const requireUnsigned = (signer: AgreementSignerItem): void => {
  if (signer.status === 'signed') throw new DomainError('agreements.already_signed');
};

const requireOpen = (linked: LinkedSigner): void => {
  // A signed agreement's link still opens (to read, to download); it takes no code.
  if (linked.agreement.status === 'signed') throw new DomainError('agreements.already_signed');
};

/** A new code by email; answers its expiry and how many more can be asked for in the hour. */
export const sendSignCode = async (linked: LinkedSigner, now: Date = new Date()): Promise<{ codeExpiresAt: string; sendsLeft: number }> => {
  requireOpen(linked);
  const { photographerId, agreementId } = linked.agreement;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await signCodeHash(agreementId, linked.signer.signerId, code);
  const at = now.toISOString();
  const codeExpiresAt = new Date(now.getTime() + SIGN_CODE_VALID_MINUTES * MINUTE_MS).toISOString();
  const sends = await retryLostRaces(async () => {
    const agreement = await readAgreementItem(photographerId, agreementId);
    const index = agreement.signers.findIndex((s) => s.signerId === linked.signer.signerId);
    const signer = agreement.signers[index];
    if (!signer) throw new DomainError('agreements.link_invalid');
    requireUnsigned(signer);
    if (!OPEN_STATUSES.includes(statusAt(agreement.status, agreement.expiresAt, now))) throw new DomainError('agreements.link_closed');
    const windowOpen = signer.codeWindowStart !== undefined && Date.parse(signer.codeWindowStart) + SIGN_CODE_SEND_WINDOW_MINUTES * MINUTE_MS > now.getTime();
    const codeSends = windowOpen ? (signer.codeSends ?? 0) + 1 : 1;
    if (codeSends > SIGN_CODE_MAX_SENDS) throw new DomainError('agreements.code_sends_exceeded');
    const codeWindowStart = windowOpen && signer.codeWindowStart ? signer.codeWindowStart : at;
    const written = await recordSignCode(photographerId, agreementId, index, signer.signerId, { codeHash, codeSentAt: at, codeExpiresAt, codeSends, codeWindowStart }, signer.codeSends);
    // Refused: another request wrote meanwhile, or the agreement closed; the next read tells which.
    return written ? codeSends : TRY_AGAIN;
  }, 'general.changed_meanwhile', 10);
  const account = await requireAccount(photographerId);
  const business = senderNameOf(account);
  const mail = signingMail(linked.signer.language, 'code', { business, title: linked.agreement.title, name: linked.signer.name, code });
  await sendMail({ to: [linked.signer.email], fromName: business, replyTo: account.photographer.email, ...mail });
  return { codeExpiresAt, sendsLeft: SIGN_CODE_MAX_SENDS - sends };
};

/** Checks a code; a right one lets the signer sign until the time answered. */
export const verifySignCode = async (linked: LinkedSigner, code: string, now: Date = new Date()): Promise<{ verifiedUntil: string }> => {
  requireOpen(linked);
  const { photographerId, agreementId } = linked.agreement;
  const agreement = await readAgreementItem(photographerId, agreementId);
  const index = agreement.signers.findIndex((s) => s.signerId === linked.signer.signerId);
  const signer = agreement.signers[index];
  if (!signer) throw new DomainError('agreements.link_invalid');
  requireUnsigned(signer);
  // No current code: never asked, or used up by a right entry (which verified it).
  if (!signer.codeHash || !signer.codeExpiresAt) {
    if (verifiedUntilOf(signer, now)) return { verifiedUntil: verifiedUntilOf(signer, now) ?? '' };
    throw new DomainError('agreements.code_expired');
  }
  if ((signer.codeAttempts ?? 0) >= SIGN_CODE_MAX_ATTEMPTS) throw new DomainError('agreements.code_attempts_exceeded');
  if (Date.parse(signer.codeExpiresAt) <= now.getTime()) throw new DomainError('agreements.code_expired');
  const hash = await signCodeHash(agreementId, signer.signerId, code);
  if (hash === signer.codeHash) {
    if (await markCodeVerified(photographerId, agreementId, index, signer.signerId, hash, SIGN_CODE_MAX_ATTEMPTS, now)) {
      return { verifiedUntil: new Date(now.getTime() + SIGN_CODE_VERIFIED_MINUTES * MINUTE_MS).toISOString() };
    }
    // Changed meanwhile (a new code, too many tries at once, verified by another tab): read again.
    return verifySignCode(linked, code, now);
  }
  // A wrong try counts only while the code has tries left; the last one tells the signer to ask again.
  const counted = await recordWrongCode(photographerId, agreementId, index, signer.signerId, signer.codeHash, SIGN_CODE_MAX_ATTEMPTS);
  if (!counted || (signer.codeAttempts ?? 0) + 1 >= SIGN_CODE_MAX_ATTEMPTS) throw new DomainError('agreements.code_attempts_exceeded');
  throw new DomainError('agreements.code_invalid');
};
