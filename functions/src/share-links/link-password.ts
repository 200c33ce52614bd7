// A share link's password (spec "Share token": a custom URL is guessable, so it may be
// protected). Stored as scrypt with a fresh salt: `scrypt$<salt b64url>$<hash b64url>`.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });

export const hashLinkPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
};

export const linkPasswordMatches = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
