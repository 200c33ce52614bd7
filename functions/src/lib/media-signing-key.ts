// The private key that signs /media/ URLs: given directly (local stand-in) or read once
// per cold start from Secrets Manager (AWS), where operators store it.
// Read over the JSON protocol (aws-json.ts): the gallery function carries no SDK client.
import { awsJsonCall, SECRETS_MANAGER } from './aws-json.js';
import { mediaSigningConfig } from './config.js';

export interface MediaSigningKey {
  keyPairId: string;
  privateKey: string;
}

let cached: Promise<MediaSigningKey | undefined> | undefined;

const load = async (): Promise<MediaSigningKey | undefined> => {
  const { MEDIA_SIGNING_KEY_ID, MEDIA_SIGNING_PRIVATE_KEY, MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID } = mediaSigningConfig();
  if (!MEDIA_SIGNING_KEY_ID) return undefined;
  if (MEDIA_SIGNING_PRIVATE_KEY) return { keyPairId: MEDIA_SIGNING_KEY_ID, privateKey: MEDIA_SIGNING_PRIVATE_KEY };
  if (!MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID) return undefined;
  const secret = await awsJsonCall<{ SecretString?: string }>(SECRETS_MANAGER, 'GetSecretValue', { SecretId: MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID });
  const privateKey = secret.SecretString?.trim();
  return privateKey?.startsWith('-----BEGIN') ? { keyPairId: MEDIA_SIGNING_KEY_ID, privateKey } : undefined;
};

/** Undefined while no key is configured: media then has no URL rather than a broken one. */
export const mediaSigningKey = (): Promise<MediaSigningKey | undefined> => {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
};
