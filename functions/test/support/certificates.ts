// Electronic certificates for the tests, made with node-forge (no binary fixtures): an FNMT-like
// natural person's (NIF in the subject's serialNumber, IDCES-…) or an entity representative's
// (the entity's NIF in organizationIdentifier, VATES-…), as a .p12 with a password, signed by
// the local AEAT's test CA (so the stand-in accepts it over mutual TLS) or by a CA of its own.
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { inject } from 'vitest';

export interface TestCertificateOptions {
  personNif?: string;
  /** An entity representative's certificate: the entity's NIF. */
  entityNif?: string;
  holder?: string;
  notBefore?: Date;
  notAfter?: Date;
  password?: string;
  /** @default 'localAeatCa' */
  signer?: 'localAeatCa' | 'otherCa';
  /** Where the local AEAT's CA is (`<data folder>/aeat`); the functions tests' stack's by default (the browser tests pass theirs). */
  localCaDir?: string;
}

let keyPair: { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } | undefined;
/** One key for every test certificate (RSA key generation in JavaScript is slow). */
const testKey = () => {
  if (!keyPair) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey;
    keyPair = { privateKey: forgeKey, publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e) };
  }
  return keyPair;
};

/**
 * The functions tests' stack's data folder. Read through a widened `inject`: the browser tests
 * import this file too, and their project provides `e2e` (with its own dataDir), not `localStack`.
 */
const testStackDataDir = (): string => (inject as (key: string) => { dataDir: string })('localStack').dataDir;

const localCa = (dir = join(testStackDataDir(), 'aeat')) => {
  return {
    key: forge.pki.privateKeyFromPem(readFileSync(join(dir, 'ca.key'), 'utf8')),
    cert: forge.pki.certificateFromPem(readFileSync(join(dir, 'ca.pem'), 'utf8')),
  };
};

const otherCa = () => {
  const { privateKey, publicKey } = testKey();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = '02';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const name = [{ shortName: 'CN', value: 'AC Otra de pruebas' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(privateKey, forge.md.sha256.create());
  return { key: privateKey, cert };
};

let serial = 1000;

/** A .p12 (base64) with its password. */
export const testCertificate = (options: TestCertificateOptions = {}): { file: string; password: string } => {
  const { privateKey, publicKey } = testKey();
  const ca = (options.signer ?? 'localAeatCa') === 'localAeatCa' ? localCa(options.localCaDir) : otherCa();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  serial += 1;
  cert.serialNumber = serial.toString(16).padStart(4, '0');
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 2 * 365 * 86_400_000);
  const holder = options.holder ?? `PRUEBAS - ${options.personNif ?? options.entityNif ?? 'SIN NIF'}`;
  cert.setSubject([
    ...(options.personNif ? [{ type: '2.5.4.5', value: `IDCES-${options.personNif}` }] : []),
    ...(options.entityNif ? [{ type: '2.5.4.97', value: `VATES-${options.entityNif}` }] : []),
    { shortName: 'CN', value: holder },
  ]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([{ name: 'extKeyUsage', clientAuth: true }]);
  cert.sign(ca.key, forge.md.sha256.create());
  const password = options.password ?? 'clave-de-prueba';
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, { algorithm: 'aes256' });
  return { file: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary').toString('base64'), password };
};
