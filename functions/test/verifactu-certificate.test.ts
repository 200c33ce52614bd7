// The photographer's certificate and VERI*FACTU switch (issue 24 points 1 and 2): the checks
// (wrong password, expired, not yet valid, another NIF, an entity representative's with and
// without the representation declared), envelope encryption (round trip; neither the file nor
// the password is ever answered or stored in the clear), the switch's rules on an injected
// clock, and turning it on sending the records already issued to the local AEAT.
import { randomInt } from 'node:crypto';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { getInvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { getVerifactuSubmission, listVerifactuStates, setVerifactuSubmission, uploadSubmissionCertificate, CERTIFICATE_MAX_BYTES } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { describe, expect, it } from 'vitest';
import { convertQuoteInput } from '@fotostudio/shared/contracts/billing/document-input';
import { convertQuote } from '../src/billing/issue-invoice.js';
import { checkInvoiceNumber } from '../src/billing/number-check.js';
import { findCertificate, openCertificate } from '../src/billing/verifactu/certificate.js';
import { configuredKeyProvider } from '../src/billing/verifactu/certificate-keys.js';
import { obligationDateOf, setSubmission, submissionStatus } from '../src/billing/verifactu/submission-switch.js';
import { submissionCertificate } from '../src/billing/verifactu/submission-certificate.js';
import { submissionStates, turnSubmissionOn } from '../src/billing/verifactu/submit-records.js';
import { chainRecords, parseRecord } from '../src/billing/verifactu-records.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { testCertificate, type TestCertificateOptions } from './support/certificates.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';

const DAY = 86_400_000;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const randomNif = () => {
  const digits = randomInt(10_000_000, 99_999_999);
  return `${digits}${DNI_LETTERS[digits % 23]}`;
};
/** A CIF of an S.L. (B + 7 digits + a control digit). */
const randomCif = () => {
  const digits = String(randomInt(1_000_000, 9_999_999));
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    if (index % 2 === 0) sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
    else sum += digit;
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
};

interface Issuer {
  user: TestUser;
  photographerId: string;
  nif: string;
}
const newIssuer = async (label: string, changes: Record<string, unknown> = {}): Promise<Issuer> => {
  const user = await createPhotographer(label);
  const settings = responseOf(putBillingSettings, await completeBillingSettings(user.accessToken, { taxId: randomNif(), ...changes }));
  return { user, photographerId: user.sub, nif: settings.settings.taxId };
};
const upload = (issuer: Issuer, certificate: { file: string; password: string }, representative = false): Promise<ApiAnswer> =>
  callApi({ method: 'PUT', path: uploadSubmissionCertificate.path, token: issuer.user.accessToken, body: { ...certificate, representative } });
const refusal = (answer: ApiAnswer) => {
  const body = answer.body as { error?: { code: string; issues?: { path: string }[] } };
  return { status: answer.status, code: errorCodeOf(answer), field: body.error?.issues?.[0]?.path };
};
const uploadRefusal = async (issuer: Issuer, options: TestCertificateOptions, representative = false, password?: string) => {
  const certificate = testCertificate(options);
  return refusal(await upload(issuer, password === undefined ? certificate : { ...certificate, password }, representative));
};

describe('the photographer\'s VERI*FACTU certificate', () => {
  it('refuses a wrong password, an expired or not yet valid certificate and another NIF, on the field, with catalogue codes', async () => {
    const issuer = await newIssuer('cert-checks');
    expect(await uploadRefusal(issuer, { personNif: issuer.nif }, false, 'otra-clave')).toEqual({ status: 400, code: 'billing.certificate_wrong_password', field: 'password' });
    expect(await uploadRefusal(issuer, { personNif: issuer.nif, notBefore: new Date(Date.now() - 800 * DAY), notAfter: new Date(Date.now() - DAY) })).toEqual({
      status: 400,
      code: 'billing.certificate_expired',
      field: 'file',
    });
    expect(await uploadRefusal(issuer, { personNif: issuer.nif, notBefore: new Date(Date.now() + DAY), notAfter: new Date(Date.now() + 800 * DAY) })).toEqual({
      status: 400,
      code: 'billing.certificate_not_yet_valid',
      field: 'file',
    });
    expect(await uploadRefusal(issuer, { personNif: randomNif() })).toEqual({ status: 400, code: 'billing.certificate_nif_mismatch', field: 'file' });
    expect(refusal(await upload(issuer, { file: Buffer.from('not a certificate').toString('base64'), password: 'x' }))).toEqual({ status: 400, code: 'billing.certificate_unreadable', field: 'file' });
    expect(refusal(await upload(issuer, { file: 'A'.repeat(Math.ceil((CERTIFICATE_MAX_BYTES * 4) / 3) + 8 * 1024), password: 'x' })).code).toBe('billing.certificate_too_large');
    // Nothing was stored.
    expect(responseOf(getVerifactuSubmission, await callApi({ method: 'GET', path: getVerifactuSubmission.path, token: issuer.user.accessToken })).certificate).toBeNull();
  });

  it('takes an entity representative\'s certificate (VATES- organizationIdentifier) only with the representation declared, and records it', async () => {
    const company = await newIssuer('cert-representative', { legalForm: 'sl', taxId: randomCif(), legalName: null });
    const person = randomNif();
    expect(await uploadRefusal(company, { personNif: person, entityNif: company.nif })).toEqual({ status: 400, code: 'billing.certificate_nif_mismatch', field: 'representative' });
    // Another entity's, declared or not.
    expect(await uploadRefusal(company, { personNif: person, entityNif: randomCif() }, true)).toEqual({ status: 400, code: 'billing.certificate_nif_mismatch', field: 'file' });
    const status = responseOf(uploadSubmissionCertificate, await upload(company, testCertificate({ personNif: person, entityNif: company.nif, holder: 'GARCIA PEREZ LUCIA - REPRESENTANTE' }), true));
    expect(status.certificate).toMatchObject({ nif: company.nif, representativeNif: person, representationDeclared: true, holder: 'GARCIA PEREZ LUCIA - REPRESENTANTE', issuerCa: 'Fotostudio local AEAT test CA' });
  });

  it('stores it encrypted under a data key of its own, answers only what it says of itself, and opens it back for the submission', async () => {
    const issuer = await newIssuer('cert-encrypted');
    const certificate = testCertificate({ personNif: issuer.nif, password: 'una-clave-muy-secreta', notAfter: new Date(Date.now() + 20 * DAY) });
    const answer = await upload(issuer, certificate);
    const status = responseOf(uploadSubmissionCertificate, answer);
    expect(status.certificate).toMatchObject({ nif: issuer.nif, representativeNif: null, expired: false, expiresSoon: true });
    const read = await callApi({ method: 'GET', path: getVerifactuSubmission.path, token: issuer.user.accessToken });
    for (const text of [answer.text, read.text]) {
      expect(text).not.toContain(certificate.file.slice(0, 64));
      expect(text).not.toContain(certificate.password);
      expect(text).not.toMatch(/ciphertext|wrappedKey/);
    }
    const item = await findCertificate(issuer.photographerId);
    if (!item) throw new Error('no certificate stored');
    const stored = JSON.stringify(item);
    expect(stored).not.toContain(certificate.file.slice(0, 64));
    expect(stored).not.toContain(certificate.password);
    // Round trip: the submission gets the very file and password back.
    const opened = await submissionCertificate(issuer.photographerId, issuer.nif);
    expect(opened?.pfx.toString('base64')).toBe(certificate.file);
    expect(opened?.passphrase).toBe(certificate.password);
    // The data key is bound to its photographer: copied to another's item it does not open.
    await expect(openCertificate({ ...item, photographerId: 'someone-else' }, configuredKeyProvider())).rejects.toThrow();
    // Expired by the clock, for another NIF: none.
    expect(await submissionCertificate(issuer.photographerId, issuer.nif, new Date(Date.now() + 21 * DAY))).toBeUndefined();
    expect(await submissionCertificate(issuer.photographerId, randomNif())).toBeUndefined();
  });
});

describe('the VERI*FACTU switch', () => {
  it('takes the obligation date from the legal form: corporate-tax payers 1 Jan 2027, the self-employed 1 Jul 2027', () => {
    expect(obligationDateOf('sl')).toBe('2027-01-01');
    expect(obligationDateOf('cooperative')).toBe('2027-01-01');
    expect(obligationDateOf('self_employed')).toBe('2027-07-01');
    expect(obligationDateOf('community_of_property')).toBe('2027-07-01');
  });

  it('needs a valid certificate to go on, and can go off only before the issuer\'s obligation date (injected clock)', async () => {
    const issuer = await newIssuer('switch-rules');
    const before = new Date('2027-06-30T20:00:00Z'); // 30 June in Madrid (22:00)
    await expect(setSubmission(issuer.photographerId, true, before)).rejects.toMatchObject({ code: 'billing.verifactu_certificate_required' });
    responseOf(uploadSubmissionCertificate, await upload(issuer, testCertificate({ personNif: issuer.nif, notAfter: new Date('2030-01-01T00:00:00Z') })));
    // A certificate expired by then does not do.
    await expect(setSubmission(issuer.photographerId, true, new Date('2030-01-02T00:00:00Z'))).rejects.toMatchObject({ code: 'billing.verifactu_certificate_required' });
    expect(await setSubmission(issuer.photographerId, true, before)).toMatchObject({ enabled: true, obligationDate: '2027-07-01', canTurnOff: true });
    expect(await setSubmission(issuer.photographerId, false, before)).toMatchObject({ enabled: false, since: null });
    await setSubmission(issuer.photographerId, true, before);
    // 1 July 2027 in Madrid (00:30 CEST is 22:30 UTC the day before): compulsory.
    const from = new Date('2027-06-30T22:30:00Z');
    expect(await submissionStatus(issuer.photographerId, from)).toMatchObject({ enabled: true, canTurnOff: false });
    await expect(setSubmission(issuer.photographerId, false, from)).rejects.toMatchObject({ code: 'billing.verifactu_cannot_turn_off' });
    expect((await submissionStatus(issuer.photographerId, from)).enabled).toBe(true);
  });

  it('from the issuer\'s obligation date, issuing needs the switch on: refused while off, with the date, taking no number (injected clock)', async () => {
    const issuer = await newIssuer('switch-compulsory');
    const quote = async () => {
      const answer = await callApi({ method: 'POST', path: '/api/billing/quotes', token: issuer.user.accessToken, body: documentBody({ issueDate: '2026-12-01', dueDate: '2026-12-15' }) });
      expect(answer.status, answer.text).toBe(201);
      return documentOf(answer).documentId;
    };
    const [first, second] = [await quote(), await quote()];
    // 30 June 2027 in Madrid: before a self-employed issuer's date, off is allowed.
    const before = new Date('2027-06-30T20:00:00Z');
    expect((await convertQuote(issuer.photographerId, first, convertQuoteInput.parse({}), before)).invoice).toMatchObject({ number: '2027-0001', verifactuSwitch: 'off' });
    // 1 July 2027 in Madrid: compulsory, so refused while off, and the number stays free.
    const from = new Date('2027-06-30T22:30:00Z');
    await expect(convertQuote(issuer.photographerId, second, convertQuoteInput.parse({}), from)).rejects.toMatchObject({
      code: 'billing.verifactu_compulsory',
      issues: [{ path: 'verifactu', message: '2027-07-01' }],
    });
    expect((await checkInvoiceNumber(issuer.photographerId, {}, from)).nextNumber).toBe('2027-0002');
    // On (no certificate here, so nothing is sent), the same conversion is issued.
    await turnSubmissionOn(issuer.photographerId, before);
    expect((await convertQuote(issuer.photographerId, second, convertQuoteInput.parse({}), from)).invoice).toMatchObject({ number: '2027-0002', verifactuSwitch: 'on' });
  });

  it('turned on, sends the records already issued to the local AEAT in chain order: pendiente until answered, then Correcto', async () => {
    const issuer = await newIssuer('switch-backlog');
    for (let i = 0; i < 3; i += 1) expect((await callApi({ method: 'POST', path: '/api/billing/invoices', token: issuer.user.accessToken, body: documentBody() })).status).toBe(201);
    responseOf(uploadSubmissionCertificate, await upload(issuer, testCertificate({ personNif: issuer.nif })));
    expect((await submissionStates(issuer.photographerId, issuer.nif)).map((record) => record.state)).toEqual(['pendiente', 'pendiente', 'pendiente']);
    const status = responseOf(setVerifactuSubmission, await callApi({ method: 'PUT', path: setVerifactuSubmission.path, token: issuer.user.accessToken, body: { enabled: true } }));
    expect(status.enabled).toBe(true);
    const states = await eventually(async () => {
      const read = await submissionStates(issuer.photographerId, issuer.nif);
      return read.every((record) => record.state === 'Correcto') ? read : undefined;
    }, 30_000, 300);
    expect(states.map((record) => record.answer?.csv)).toEqual(states.map(() => expect.any(String)));
    const numbers = (await chainRecords(issuer.photographerId, issuer.nif)).map((item) => {
      const record = parseRecord(item);
      return record.kind === 'alta' ? record.IDFactura.NumSerieFactura : '';
    });
    expect(numbers).toHaveLength(3);
    // The invoice list's states and the Verification tab's answer (issue 24 point 4).
    const listed = responseOf(listVerifactuStates, await callApi({ method: 'GET', path: listVerifactuStates.path, token: issuer.user.accessToken }));
    expect(listed.enabled).toBe(true);
    expect(listed.invoices.map((entry) => entry.state)).toEqual(['Correcto', 'Correcto', 'Correcto']);
    const invoiceId = listed.invoices[0]?.invoiceId ?? '';
    const verification = responseOf(getInvoiceVerification, await callApi({ method: 'GET', path: `/api/billing/invoices/${invoiceId}/verification`, token: issuer.user.accessToken }));
    expect(verification.submissionEnabled).toBe(true);
    expect(verification.records[0]?.submission).toMatchObject({ state: 'Correcto', errorCode: null, csv: expect.any(String) });
  }, 60_000);
});
