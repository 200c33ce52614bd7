// Signing an agreement (issue 26 point 3, docs/agreements.md "Signing"): the one-time code's
// limits, the signer's identity document and the signature as drawn or typed. Pure, used by
// both ends: the web page checks the same rules before it sends.
import { checkTaxId } from '../tax/tax-id.js';

/** The emailed code: 6 digits, valid 10 minutes, 5 wrong tries, 5 codes an hour per signer. */
export const SIGN_CODE_DIGITS = 6;
export const SIGN_CODE_VALID_MINUTES = 10;
export const SIGN_CODE_MAX_ATTEMPTS = 5;
export const SIGN_CODE_MAX_SENDS = 5;
export const SIGN_CODE_SEND_WINDOW_MINUTES = 60;
/** How long a verified code lets its signer sign: long enough to read, write and draw. */
export const SIGN_CODE_VERIFIED_MINUTES = 30;
export const SIGN_CODE_PATTERN = /^\d{6}$/;

export const SIGNER_ID_TYPES = ['dni', 'nie', 'passport'] as const;
export type SignerIdType = (typeof SIGNER_ID_TYPES)[number];

/** Spaces and hyphens dropped, upper case: how an ID number is checked and stored. */
export const cleanIdNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** A passport number: 5 to 20 letters and digits (ICAO 9303 allows up to 9; other documents' are longer). */
const PASSPORT = /^[A-Z0-9]{5,20}$/;

/**
 * Whether the number is a valid document of that type: a DNI (8 digits and its letter, or a
 * K/L/M personal NIF) or an NIE (X/Y/Z, 7 digits and its letter) by their control letter, as the
 * invoices' tax ids are checked (tax/tax-id.ts); a passport by its form only.
 */
export const isValidIdNumber = (type: SignerIdType, value: string): boolean => {
  const clean = cleanIdNumber(value);
  if (type === 'passport') return PASSPORT.test(clean);
  const check = checkTaxId(clean);
  return check.isValid && check.type === (type === 'dni' ? 'NIF' : 'NIE');
};

/**
 * A drawn signature's strokes, in a 1000 x 300 box: each stroke the points the pen passed
 * (x, y rounded to whole units). Kept as vectors (a few KB), drawn as lines in the PDF.
 */
export const SIGNATURE_BOX = { width: 1000, height: 300 } as const;
export const SIGNATURE_MAX_POINTS = 5_000;
export const SIGNATURE_MAX_STROKES = 200;
export type SignatureStrokes = [number, number][][];

/** A signature as signed: drawn strokes, or the signer's name typed as their signature. */
export type Signature = { kind: 'drawn'; strokes: SignatureStrokes } | { kind: 'typed'; text: string };

export const pointCount = (strokes: SignatureStrokes): number => strokes.reduce((n, stroke) => n + stroke.length, 0);
