// Where the certificate a submission presents comes from: the operator's, when the photographer
// declared the operator their representative (operator-certificate.ts; issue 24 point 2, second
// option), else the photographer's own, uploaded in Settings → Billing (certificate.ts), when it
// carries the issuer's NIF and is valid now. Without one (none uploaded, expired, or for another
// NIF; no valid operator certificate) nothing is presented: the records stay `pendiente` and the
// photographer is told (events/verifactu-submit). Nothing else reads a certificate.
import type { ClientCertificate } from './aeat-client.js';
import { findCertificate, openCertificate } from './certificate.js';
import { operatorCertificate, representedByOperator } from './operator-certificate.js';

export const submissionCertificate = async (photographerId: string, issuerNif: string, now: Date = new Date()): Promise<ClientCertificate | undefined> => {
  if (await representedByOperator(photographerId)) return operatorCertificate(now);
  const item = await findCertificate(photographerId);
  if (!item || item.nif !== issuerNif.toUpperCase()) return undefined;
  if (now.getTime() > Date.parse(item.notAfter) || now.getTime() < Date.parse(item.notBefore)) return undefined;
  return openCertificate(item);
};
