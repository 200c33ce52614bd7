// The local stand-in of the KMS key photographers' VERI*FACTU certificates are encrypted under
// (functions/src/billing/verifactu/certificate-keys.ts, `localKeyProvider`): 32 random bytes
// made at the first start and kept in the data folder, so certificates stored by one run open
// in the next.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The key, base64 (VERIFACTU_CERT_LOCAL_KEY). */
export const loadOrCreateCertificateKey = (file: string): string => {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
};
