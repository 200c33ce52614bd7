// The software producer's declaration (issue 24 point 7): the producer data come from the
// deployment's configuration (the local stack's test values here), and a deployment whose
// producer data are placeholders sends nothing to the AEAT: the submission worker refuses with
// a logged error, fails the message (SQS keeps it) and the records stay pendiente.
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { uploadSubmissionCertificate } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { getSoftwareDeclaration } from '@fotostudio/shared/contracts/site';
import { PLACEHOLDER_PRODUCER_NIF, producerProblems } from '@fotostudio/shared/verifactu/producer-declaration';
import type { SQSEvent } from 'aws-lambda';
import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aeatEndpoint } from '../src/billing/verifactu/aeat-client.js';
import { submissionStates, turnSubmissionOn } from '../src/billing/verifactu/submit-records.js';
import { handler as submitHandler } from '../src/events/verifactu-submit/handler.js';
import { resetConfig } from '../src/lib/config.js';
import { logger } from '../src/lib/logger.js';
import { callApi, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { testCertificate } from './support/certificates.js';
import { createPhotographer } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const randomNif = () => {
  const digits = randomInt(10_000_000, 99_999_999);
  return `${digits}${DNI_LETTERS[digits % 23]}`;
};
const realNif = process.env.VERIFACTU_PRODUCER_NIF;
afterEach(() => {
  process.env.VERIFACTU_PRODUCER_NIF = realNif;
  resetConfig();
  vi.restoreAllMocks();
});

describe('the producer declaration', () => {
  it('is complete with the local stack\'s test values, and the placeholder NIF or missing fields are problems', () => {
    expect(producerProblems({ name: 'x', nif: process.env.VERIFACTU_PRODUCER_NIF, address: 'a', version: '1', place: 'Madrid, España', date: '2026-11-29' })).toEqual([]);
    expect(producerProblems({ name: 'x', nif: PLACEHOLDER_PRODUCER_NIF, address: 'a', version: '1', place: 'Madrid, España', date: '2026-11-29' })).toEqual([
      `the producer NIF ${PLACEHOLDER_PRODUCER_NIF} is a placeholder`,
    ]);
    expect(producerProblems({ name: 'x', nif: 'B12345678', version: '1' })).toHaveLength(4);
  });

  it('is published by the public route with the configured producer data, the system\'s name and version, VERI*FACTU only', async () => {
    const declaration = responseOf(getSoftwareDeclaration, await callApi({ method: 'GET', path: getSoftwareDeclaration.path }));
    expect(declaration).toEqual({
      systemName: 'Fotostudio',
      systemId: 'FS',
      version: process.env.VERIFACTU_SOFTWARE_VERSION ?? '0.1.0',
      producerName: process.env.VERIFACTU_PRODUCER_NAME,
      producerNif: process.env.VERIFACTU_PRODUCER_NIF,
      address: process.env.VERIFACTU_PRODUCER_ADDRESS,
      verifactuOnly: true,
      multipleTaxpayers: true,
      date: process.env.VERIFACTU_DECLARATION_DATE,
      place: process.env.VERIFACTU_DECLARATION_PLACE,
      complete: true,
    });
    expect(declaration.producerName).toContain('PRUEBAS LOCALES');
  });

  it('with placeholder producer data the worker sends nothing, logs why, fails the message and the records stay pendiente; configured, it sends them', async () => {
    const user = await createPhotographer('vf-producer');
    const nif = responseOf(putBillingSettings, await completeBillingSettings(user.accessToken, { taxId: randomNif() })).settings.taxId;
    // On, and no certificate yet: the stack's own worker, told of each record by the table
    // stream whenever that runs, sends nothing meanwhile (it waits for a certificate), so what
    // this test's worker does is all that happens.
    await turnSubmissionOn(user.sub, new Date());
    for (let i = 0; i < 2; i += 1) expect((await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body: documentBody() })).status).toBe(201);
    const event = { Records: [{ messageId: 'producer-1', body: JSON.stringify({ photographerId: user.sub, issuerNif: nif }) }] } as unknown as SQSEvent;
    const context = { getRemainingTimeInMillis: () => 60_000 } as never;

    // Without the producer check, a message for an issuer without a certificate is handled (not a failure).
    process.env.VERIFACTU_PRODUCER_NIF = PLACEHOLDER_PRODUCER_NIF;
    resetConfig();
    const logged = vi.spyOn(logger, 'error');
    expect(await submitHandler(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'producer-1' }] });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('producer data are placeholders'), { problems: [`the producer NIF ${PLACEHOLDER_PRODUCER_NIF} is a placeholder`] });
    expect((await submissionStates(user.sub, nif)).map((record) => record.state)).toEqual(['pendiente', 'pendiente']);

    // Configured (the stack's worker runs with the local stack's producer data): the certificate
    // queues the backlog and the records reach the AEAT.
    responseOf(uploadSubmissionCertificate, await callApi({ method: 'PUT', path: uploadSubmissionCertificate.path, token: user.accessToken, body: testCertificate({ personNif: nif }) }));
    expect(
      await eventually(async () => {
        const states = (await submissionStates(user.sub, nif)).map((record) => record.state);
        return states.includes('pendiente') ? undefined : states;
      }, 30_000),
    ).toEqual(['Correcto', 'Correcto']);
  }, 60_000);
});

describe("the AEAT's environment (issue 24 point 3)", () => {
  it("sends to the configured address, else to the environment's web service from the WSDL", () => {
    expect(aeatEndpoint({ VERIFACTU_AEAT_ENVIRONMENT: 'test' })).toBe('https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP');
    expect(aeatEndpoint({ VERIFACTU_AEAT_ENVIRONMENT: 'production' })).toBe('https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP');
    expect(aeatEndpoint({ VERIFACTU_AEAT_ENDPOINT: 'https://127.0.0.1:4000/x', VERIFACTU_AEAT_ENVIRONMENT: 'production' })).toBe('https://127.0.0.1:4000/x');
  });
});
