// The operator's certificate acting as representative (issue 24 point 2, second option): a
// photographer without a certificate of their own declares the operator their representative
// in Settings → Billing, turns VERI*FACTU on, and their records reach the local AEAT with the
// operator's certificate (locally the local AEAT's test certificate, the stand-in of the
// Secrets Manager secret on AWS). Withdrawn, their own certificate is needed again.
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { getVerifactuSubmission, setVerifactuRepresentation, setVerifactuSubmission } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configuredOperatorCertificate, operatorCertificate } from '../src/billing/verifactu/operator-certificate.js';
import { submissionCertificate } from '../src/billing/verifactu/submission-certificate.js';
import { submissionStates } from '../src/billing/verifactu/submit-records.js';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const randomNif = () => {
  const digits = randomInt(10_000_000, 99_999_999);
  return `${digits}${DNI_LETTERS[digits % 23]}`;
};

describe("the operator's certificate as representative", () => {
  it('is offered locally, lets a photographer without a certificate turn VERI*FACTU on, and sends their records with it', async () => {
    const user = await createPhotographer('vf-operator');
    const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
    const nif = responseOf(putBillingSettings, await completeBillingSettings(user.accessToken, { taxId: randomNif() })).settings.taxId;
    expect(responseOf(getVerifactuSubmission, await api('GET', getVerifactuSubmission.path))).toMatchObject({ certificate: null, operatorRepresentationOffered: true, representedByOperator: false });
    // Neither a certificate of their own nor the operator declared: it cannot go on.
    expect(errorCodeOf(await api('PUT', setVerifactuSubmission.path, { enabled: true }))).toBe('billing.verifactu_certificate_required');
    expect(await submissionCertificate(user.sub, nif)).toBeUndefined();

    expect(responseOf(setVerifactuRepresentation, await api('PUT', setVerifactuRepresentation.path, { byOperator: true })).representedByOperator).toBe(true);
    // The submission presents the operator's certificate, as its provider gives it.
    const operator = await operatorCertificate(new Date());
    if (!operator) throw new Error('no operator certificate locally');
    expect(await submissionCertificate(user.sub, nif)).toEqual(operator);
    expect(responseOf(setVerifactuSubmission, await api('PUT', setVerifactuSubmission.path, { enabled: true })).enabled).toBe(true);
    expect((await api('POST', '/api/billing/invoices', documentBody())).status).toBe(201);
    const states = await eventually(async () => {
      const read = await submissionStates(user.sub, nif);
      return read.length === 1 && read[0]?.state !== 'pendiente' ? read : undefined;
    }, 30_000, 300);
    expect(states.map((record) => record.state)).toEqual(['Correcto']);

    // Withdrawn: their own certificate again (none), so nothing is presented.
    expect(responseOf(setVerifactuRepresentation, await api('PUT', setVerifactuRepresentation.path, { byOperator: false })).representedByOperator).toBe(false);
    expect(await submissionCertificate(user.sub, nif)).toBeUndefined();
  }, 60_000);

  it('is not presented once expired (the provider is read at each submission)', async () => {
    const provider = configuredOperatorCertificate();
    expect(provider).toBeDefined();
    expect(await operatorCertificate(new Date('2100-01-01T00:00:00Z'), provider)).toBeUndefined();
  });
});
