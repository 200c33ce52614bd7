// The access key of the local stack, standing in for the IAM credentials of the functions and
// the operator. Generated at first start into the data folder, so a signature made with a
// key everyone can read in the repository opens nothing on the origin.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface StackCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const isCredentials = (value: unknown): value is StackCredentials =>
  typeof value === 'object' &&
  value !== null &&
  'accessKeyId' in value &&
  'secretAccessKey' in value &&
  typeof value.accessKeyId === 'string' &&
  typeof value.secretAccessKey === 'string' &&
  value.accessKeyId !== '' &&
  value.secretAccessKey !== '';

/** The credentials kept in `file`, or undefined when there are none (the stack never started there). */
export const readStackCredentials = (file: string): StackCredentials | undefined => {
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isCredentials(parsed) ? { accessKeyId: parsed.accessKeyId, secretAccessKey: parsed.secretAccessKey } : undefined;
  } catch {
    return undefined;
  }
};

export const loadOrCreateStackCredentials = (file: string): StackCredentials => {
  const known = readStackCredentials(file);
  if (known) return known;
  const credentials = {
    // The shape of an IAM access key id (AKIA + 16 upper-case characters).
    accessKeyId: `AKIALOCAL${randomBytes(6).toString('hex').toUpperCase().slice(0, 11)}`,
    secretAccessKey: randomBytes(30).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
};
