// The operator's own certificate, acting as representative (issue 24 point 2, second option):
// photographers who declare the operator their representative before the AEAT (Settings →
// Billing; the power of attorney at the AEAT is their own step) have their records sent with
// it instead of one they upload. The same injection as the certificate keys (certificate-keys.ts):
// a provider chosen by configuration. On AWS it is a Secrets Manager secret whose ARN alone is
// configuration (CDK context `verifactuOperatorCertificateSecretArn`; only the submitting worker
// may read it, infra/lib/events-stack.ts), holding `{"p12": "<base64>", "password": "..."}`;
// locally the local AEAT's test certificate (VERIFACTU_CERT_P12 and VERIFACTU_CERT_PASSWORD).
// It is read when a submission needs it, never stored, returned or logged.
import { decodeStored, storedJson } from '@fotostudio/shared/stored/json-codec';
import * as z from 'zod';
import { db } from '../../data/database.js';
import { awsJsonCall, SECRETS_MANAGER } from '../../lib/aws-json.js';
import { verifactuConfig } from '../../lib/config.js';
import type { ClientCertificate } from './aeat-client.js';
import { readCertificate } from './certificate.js';

/** The secret's JSON: the certificate file in base64 and its password. */
const operatorCertificateShape = z.object({ p12: z.string().min(1), password: z.string() });
const operatorCertificateFile = storedJson(operatorCertificateShape);
type OperatorCertificateFile = z.output<typeof operatorCertificateShape>;

export interface OperatorCertificateProvider {
  load(): Promise<OperatorCertificateFile>;
}

export const secretsManagerOperatorCertificate = (secretArn: string): OperatorCertificateProvider => ({
  load: async () => {
    const secret = await awsJsonCall<{ SecretString?: string }>(SECRETS_MANAGER, 'GetSecretValue', { SecretId: secretArn });
    return decodeStored(operatorCertificateFile, secret.SecretString ?? '{}', 'the operator certificate secret ({"p12", "password"})');
  },
});

export const localOperatorCertificate = (p12: string, password: string): OperatorCertificateProvider => ({ load: async () => ({ p12, password }) });

/** The deployment's provider: Secrets Manager when an ARN is configured, else the local test certificate; none when neither. */
export const configuredOperatorCertificate = (): OperatorCertificateProvider | undefined => {
  const { VERIFACTU_OPERATOR_CERT_SECRET_ARN, VERIFACTU_CERT_P12, VERIFACTU_CERT_PASSWORD } = verifactuConfig();
  if (VERIFACTU_OPERATOR_CERT_SECRET_ARN) return secretsManagerOperatorCertificate(VERIFACTU_OPERATOR_CERT_SECRET_ARN);
  if (VERIFACTU_CERT_P12) return localOperatorCertificate(VERIFACTU_CERT_P12, VERIFACTU_CERT_PASSWORD ?? '');
  return undefined;
};

/** Whether this deployment offers the operator as representative (it names an operator certificate). */
export const operatorRepresentationOffered = (): boolean => {
  const { VERIFACTU_OPERATOR_CERT_SECRET_ARN, VERIFACTU_CERT_P12 } = verifactuConfig();
  return Boolean(VERIFACTU_OPERATOR_CERT_SECRET_ARN ?? VERIFACTU_CERT_P12);
};

/** The operator's certificate for a submission when it is valid at `now`; undefined when none is configured or it is not valid. */
export const operatorCertificate = async (now: Date, provider = configuredOperatorCertificate()): Promise<ClientCertificate | undefined> => {
  if (!provider) return undefined;
  const { p12, password } = await provider.load();
  const pfx = Buffer.from(p12, 'base64');
  const read = await readCertificate(pfx, password);
  if (now.getTime() > read.notAfter.getTime() || now.getTime() < read.notBefore.getTime()) return undefined;
  return { pfx, passphrase: password };
};

export const representedByOperator = async (photographerId: string): Promise<boolean> =>
  Boolean((await db().entities.verifactuRepresentation.get({ photographerId }).go({ consistent: true })).data);

export const setRepresentation = async (photographerId: string, byOperator: boolean, now: Date): Promise<void> => {
  if (byOperator) await db().entities.verifactuRepresentation.put({ photographerId, declaredAt: now.toISOString() }).go();
  else await db().entities.verifactuRepresentation.delete({ photographerId }).go();
};
