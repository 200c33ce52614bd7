// The key pair that signs media URLs, standing in for a CloudFront public key in a trusted
// key group. Generated once into the data folder so signed URLs survive restarts.
import { generateKeyPairSync, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MediaSigningKey {
  /** Looks like a CloudFront public key id (`K...`). */
  keyPairId: string;
  privateKeyPem: string;
  privateKeyPath: string;
  publicKeyPem: string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const loadOrCreateSigningKey = (directory: string): MediaSigningKey => {
  const privateKeyPath = join(directory, 'private-key.pem');
  const publicKeyPath = join(directory, 'public-key.pem');
  const idPath = join(directory, 'key-pair-id');
  if (!existsSync(privateKeyPath) || !existsSync(publicKeyPath) || !existsSync(idPath)) {
    mkdirSync(directory, { recursive: true });
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    const keyPairId = `K${Array.from({ length: 13 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;
    writeFileSync(privateKeyPath, privateKey, { mode: 0o600 });
    writeFileSync(publicKeyPath, publicKey);
    writeFileSync(idPath, keyPairId);
  }
  return {
    keyPairId: readFileSync(idPath, 'utf8').trim(),
    privateKeyPem: readFileSync(privateKeyPath, 'utf8'),
    privateKeyPath,
    publicKeyPem: readFileSync(publicKeyPath, 'utf8'),
  };
};
