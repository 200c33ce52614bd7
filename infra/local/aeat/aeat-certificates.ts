// The local AEAT's certificates, made with openssl at the first start into the data folder and
// kept there: a test CA, the server's certificate (subjectAltName IP:127.0.0.1, so Node's TLS
// accepts it) and a client certificate as a PKCS#12 file with a password, whose subject carries
// the holder's NIF in `serialNumber` as FNMT certificates do (IDCES-<NIF>). The stand-in only
// accepts callers whose certificate this CA signed.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The NIF the local client certificate carries (the demo studio's issuer NIF). */
export const LOCAL_AEAT_CLIENT_NIF = '12345678Z';

export interface AeatCertificates {
  caPem: string;
  serverKeyPem: string;
  serverCertPem: string;
  /** The client certificate and key, PKCS#12 (AES-256, OpenSSL 3's default). */
  clientP12: Buffer;
  clientPassword: string;
}

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });

const FILES = ['ca.key', 'ca.pem', 'server.key', 'server.pem', 'client.p12', 'client-password.txt'] as const;

const make = (dir: string): void => {
  const days = '3650';
  openssl(dir, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', days, '-subj', '/CN=Fotostudio local AEAT test CA']);
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1']);
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  openssl(dir, ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', days, '-extfile', 'server.ext']);
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'client.key', '-out', 'client.csr', '-subj', `/serialNumber=IDCES-${LOCAL_AEAT_CLIENT_NIF}/CN=PRUEBAS LOCAL - ${LOCAL_AEAT_CLIENT_NIF}`]);
  writeFileSync(join(dir, 'client.ext'), 'extendedKeyUsage=clientAuth\n');
  openssl(dir, ['x509', '-req', '-in', 'client.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'client.pem', '-days', days, '-extfile', 'client.ext']);
  const password = randomBytes(12).toString('hex');
  writeFileSync(join(dir, 'client-password.txt'), password);
  openssl(dir, ['pkcs12', '-export', '-inkey', 'client.key', '-in', 'client.pem', '-out', 'client.p12', '-passout', `file:${join(dir, 'client-password.txt')}`]);
  for (const scratch of ['server.csr', 'server.ext', 'client.csr', 'client.ext', 'client.key', 'client.pem', 'ca.srl']) rmSync(join(dir, scratch), { force: true });
};

/** The certificates in `dir`, made there first if any is missing. */
export const loadOrCreateAeatCertificates = (dir: string): AeatCertificates => {
  mkdirSync(dir, { recursive: true });
  if (!FILES.every((file) => existsSync(join(dir, file)))) make(dir);
  const read = (file: (typeof FILES)[number]) => readFileSync(join(dir, file));
  return {
    caPem: read('ca.pem').toString('utf8'),
    serverKeyPem: read('server.key').toString('utf8'),
    serverCertPem: read('server.pem').toString('utf8'),
    clientP12: read('client.p12'),
    clientPassword: read('client-password.txt').toString('utf8').trim(),
  };
};
