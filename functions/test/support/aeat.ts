// The local AEAT from the tests' side: its control endpoint (refuse a record, waits, failures)
// over the same mutual TLS, what it holds, and a photographer with an issuer NIF of their own
// and its certificate uploaded (submission off: the tests send with submitPending).
import { randomInt } from 'node:crypto';
import { Agent, request } from 'node:https';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { uploadSubmissionCertificate } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import type { SubmissionClock } from '../../src/billing/verifactu/submit-records.js';
import { callApi, responseOf } from './api.js';
import { completeBillingSettings } from './billing.js';
import { testCertificate, type TestCertificateOptions } from './certificates.js';
import { createPhotographer, type TestUser } from './cognito-users.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set by the local stack`);
  return value;
};

let agent: Agent | undefined;
const aeatAgent = () => (agent ??= new Agent({ pfx: Buffer.from(env('VERIFACTU_CERT_P12'), 'base64'), passphrase: env('VERIFACTU_CERT_PASSWORD'), ca: env('VERIFACTU_AEAT_CA_PEM') }));
export const closeAeatAgent = () => agent?.destroy();

const aeatCall = (path: string, body = ''): Promise<string> =>
  new Promise((resolve, reject) => {
    const req = request(`${new URL(env('VERIFACTU_AEAT_ENDPOINT')).origin}/__aeat${path}`, { method: 'POST', agent: aeatAgent() }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end(body);
  });

export const aeatControl = (order: object) => aeatCall('/control', JSON.stringify(order));
export const aeatHeld = async (nif: string) =>
  (JSON.parse(await aeatCall('/records')) as { IDEmisorFactura: string; NumSerieFactura: string; state: string; huella: string }[]).filter((held) => held.IDEmisorFactura === nif);
export const aeatMessageCount = async () => (JSON.parse(await aeatCall('/messages')) as unknown[]).length;

/** A clock the tests move: sleeping moves it on at once. */
export const fakeClock = (): SubmissionClock => {
  let now = Date.now();
  return { now: () => new Date(now), sleep: async (ms) => { now += ms; } };
};

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export const randomNif = () => {
  const digits = randomInt(10_000_000, 99_999_999);
  return `${digits}${DNI_LETTERS[digits % 23]}`;
};

export interface Issuer {
  user: TestUser;
  photographerId: string;
  nif: string;
}

export const newIssuer = async (label: string, certificate: TestCertificateOptions = {}): Promise<Issuer> => {
  const user = await createPhotographer(label);
  const nif = randomNif();
  const settings = responseOf(putBillingSettings, await completeBillingSettings(user.accessToken, { taxId: nif }));
  responseOf(uploadSubmissionCertificate, await callApi({ method: 'PUT', path: uploadSubmissionCertificate.path, token: user.accessToken, body: testCertificate({ personNif: nif, ...certificate }) }));
  return { user, photographerId: user.sub, nif: settings.settings.taxId };
};
