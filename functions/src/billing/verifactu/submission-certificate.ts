// Where the certificate a submission presents comes from: for now the one of the deployment's
// configuration (locally the local AEAT's test certificate). The next step of issue 24 swaps
// this one function for the photographer's uploaded certificate (or the operator's
// representative one); nothing else reads a certificate.
import { config } from '../../lib/config.js';
import type { ClientCertificate } from './aeat-client.js';

export const submissionCertificate = async (_photographerId: string, _issuerNif: string): Promise<ClientCertificate | undefined> => {
  const { VERIFACTU_CERT_P12, VERIFACTU_CERT_PASSWORD } = config();
  return VERIFACTU_CERT_P12 ? { pfx: Buffer.from(VERIFACTU_CERT_P12, 'base64'), passphrase: VERIFACTU_CERT_PASSWORD ?? '' } : undefined;
};
