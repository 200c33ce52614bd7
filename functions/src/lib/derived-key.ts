// Keys derived (HKDF-SHA256, one label per use) from the media signing private key: a secret
// the functions already hold (Secrets Manager on AWS, the local stand-in's key locally), so no
// new secret has to be provisioned or rotated separately, and each derived key can be used for
// nothing but its own label's purpose.
import { hkdf } from 'node:crypto';
import { mediaSigningKey } from './media-signing-key.js';

const cache = new Map<string, Promise<Buffer>>();

export const derivedKey = (label: string): Promise<Buffer> => {
  let key = cache.get(label);
  if (!key) {
    key = (async () => {
      const signing = await mediaSigningKey();
      if (!signing) throw new Error(`${label} needs the media signing key, which is not configured`);
      return new Promise<Buffer>((resolve, reject) => {
        hkdf('sha256', signing.privateKey, 'fotostudio', label, 32, (error, derived) => (error ? reject(error) : resolve(Buffer.from(derived))));
      });
    })();
    key.catch(() => cache.delete(label));
    cache.set(label, key);
  }
  return key;
};
