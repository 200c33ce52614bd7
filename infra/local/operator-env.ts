// The running local stack's environment, written to its data folder at start so that the
// operator commands (`npm run beta`, `npm run analytics`) run the same use cases against it as
// they would against AWS. Secrets stay out: the access key is in credentials.json beside it and
// the media signing key is not needed by the commands.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dataLayout } from './paths.js';
import { readStackCredentials } from './iam/stack-credentials.js';

const SECRET_VARIABLES = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'MEDIA_SIGNING_PRIVATE_KEY', 'VERIFACTU_CERT_P12', 'VERIFACTU_CERT_PASSWORD', 'VERIFACTU_CERT_LOCAL_KEY']);

export const writeOperatorEnv = (file: string, env: Record<string, string>): void => {
  const published = Object.fromEntries(Object.entries(env).filter(([name]) => !SECRET_VARIABLES.has(name)));
  writeFileSync(file, `${JSON.stringify(published, null, 2)}\n`, { mode: 0o600 });
};

/** The stack's environment with its access key, or undefined when no stack ever started in `dataDir`. */
export const readOperatorEnv = (dataDir: string): Record<string, string> | undefined => {
  const layout = dataLayout(dataDir);
  const credentials = readStackCredentials(layout.credentials);
  if (!credentials || !existsSync(layout.operatorEnv)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(layout.operatorEnv, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const env = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { ...env, AWS_ACCESS_KEY_ID: credentials.accessKeyId, AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey };
  } catch {
    return undefined;
  }
};
