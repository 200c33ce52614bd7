// The pass a protected link's holder gets for its password (`gallery.unlock`) and sends back
// in `x-gallery-pass`: `<payload b64url>.<HMAC-SHA256 b64url>` over `{token, passwordVersion,
// exp}`. It names the link's token and password version, so a regenerated token or a changed
// password ends every pass handed out before.
//
// The HMAC key is derived from the media signing private key with its own label
// (lib/derived-key.ts), so it can be used for nothing but passes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../../lib/derived-key.js';

/** How long a pass opens the gallery; the client types the password again after that. */
export const PASS_LIFETIME_MS = 12 * 60 * 60 * 1000;

interface PassClaims {
  token: string;
  passwordVersion: number;
  exp: number;
}

const passKey = (): Promise<Buffer> => derivedKey('gallery-pass/v1');

const mac = (key: Buffer, payload: string): Buffer => createHmac('sha256', key).update(payload).digest();

export const issuePass = async (link: { token: string; passwordVersion: number }, now = new Date()): Promise<{ pass: string; expiresAt: string }> => {
  const exp = now.getTime() + PASS_LIFETIME_MS;
  const claims: PassClaims = { token: link.token, passwordVersion: link.passwordVersion, exp };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { pass: `${payload}.${mac(await passKey(), payload).toString('base64url')}`, expiresAt: new Date(exp).toISOString() };
};

/** True when the pass was signed by us for this link's token and password version and has not expired. */
export const passOpens = async (pass: string | undefined, link: { token: string; passwordVersion: number }, now = new Date()): Promise<boolean> => {
  if (!pass || pass.length > 500) return false;
  const [payload, signature, ...rest] = pass.split('.');
  if (!payload || !signature || rest.length > 0) return false;
  const expected = mac(await passKey(), payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  let claims: Partial<PassClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PassClaims>;
  } catch {
    return false;
  }
  return claims.token === link.token && claims.passwordVersion === link.passwordVersion && typeof claims.exp === 'number' && claims.exp > now.getTime();
};
