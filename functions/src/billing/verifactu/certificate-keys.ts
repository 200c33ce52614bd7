// Envelope encryption of photographers' certificates (issue 24 point 2): each certificate is
// encrypted with a data key of its own (AES-256-GCM), and only the data key, wrapped by a key
// provider, is stored beside it. On AWS the provider is KMS (GenerateDataKey when a certificate
// is uploaded, Decrypt only in the submitting worker: infra/lib/events-stack.ts grants it to
// that function alone); locally it is a key kept in the data folder (infra/local/stack.ts).
// The photographer's id is bound to every wrapping (KMS encryption context, GCM associated
// data locally), so a wrapped key copied to another photographer's item does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import { kmsClient } from '../../lib/aws-clients.js';
import { verifactuConfig } from '../../lib/config.js';

export interface DataKey {
  plaintext: Buffer;
  wrapped: Buffer;
}

export interface CertificateKeyProvider {
  generateDataKey(photographerId: string): Promise<DataKey>;
  unwrap(wrapped: Buffer, photographerId: string): Promise<Buffer>;
}

export interface Sealed {
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

export const seal = (key: Buffer, plaintext: Buffer, associated: string): Sealed => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
};

export const open = (key: Buffer, sealed: Sealed, associated: string): Buffer => {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
};

/** A provider over a local key (32 bytes): the data key is sealed with it, `iv | tag | ciphertext`. */
export const localKeyProvider = (masterKey: Buffer): CertificateKeyProvider => ({
  generateDataKey: async (photographerId) => {
    const plaintext = randomBytes(32);
    const { iv, tag, ciphertext } = seal(masterKey, plaintext, photographerId);
    return { plaintext, wrapped: Buffer.concat([iv, tag, ciphertext]) };
  },
  unwrap: async (wrapped, photographerId) => open(masterKey, { iv: wrapped.subarray(0, 12), tag: wrapped.subarray(12, 28), ciphertext: wrapped.subarray(28) }, photographerId),
});

export const kmsKeyProvider = (keyId: string): CertificateKeyProvider => ({
  generateDataKey: async (photographerId) => {
    const answer = await kmsClient().send(new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: { photographerId } }));
    if (!answer.Plaintext || !answer.CiphertextBlob) throw new Error('KMS returned no data key');
    return { plaintext: Buffer.from(answer.Plaintext), wrapped: Buffer.from(answer.CiphertextBlob) };
  },
  unwrap: async (wrapped, photographerId) => {
    const answer = await kmsClient().send(new DecryptCommand({ KeyId: keyId, CiphertextBlob: wrapped, EncryptionContext: { photographerId } }));
    if (!answer.Plaintext) throw new Error('KMS returned no plaintext');
    return Buffer.from(answer.Plaintext);
  },
});

/** The deployment's provider: KMS when a key id is configured, else the local key. */
export const configuredKeyProvider = (): CertificateKeyProvider => {
  const { VERIFACTU_CERT_KMS_KEY_ID, VERIFACTU_CERT_LOCAL_KEY } = verifactuConfig();
  if (VERIFACTU_CERT_KMS_KEY_ID) return kmsKeyProvider(VERIFACTU_CERT_KMS_KEY_ID);
  if (VERIFACTU_CERT_LOCAL_KEY) return localKeyProvider(Buffer.from(VERIFACTU_CERT_LOCAL_KEY, 'base64'));
  throw new Error('neither VERIFACTU_CERT_KMS_KEY_ID nor VERIFACTU_CERT_LOCAL_KEY is set: certificates cannot be stored');
};
