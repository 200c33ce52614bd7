// VERI*FACTU answers (issue 24 points 2 and 4) against the local AEAT over mutual TLS: a record
// refused (Incorrecto) or accepted with errors is corrected by a new chained record of the same
// invoice with Subsanacion and RechazoPrevio as the AEAT's rules give them, which the stand-in
// validates against the XSD and accepts; the invoice itself never changes; a refusal is told in
// the app and by mail with the catalogue's message; the certificate's expiry is warned once 30
// days ahead, and an expired certificate leaves the records pendiente while invoicing goes on.
import { getDocument } from '@fotostudio/shared/contracts/billing/document-routes';
import { correctInvoiceRecord } from '@fotostudio/shared/contracts/billing/verifactu-correction';
import { getInvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { listVerifactuStates } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { spanishMessages } from '@fotostudio/shared/errors/messages-es';
import { chainLinkOf, type RegistroAlta } from '@fotostudio/shared/verifactu/record-fields';
import { verifyChain } from '@fotostudio/shared/verifactu/chain';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { submissionStates, submitPending, turnSubmissionOn } from '../src/billing/verifactu/submit-records.js';
import { chainRecords, parseRecord } from '../src/billing/verifactu-records.js';
import { db } from '../src/data/database.js';
import { moveNoticeScanMark, readNoticeScanMark, readNotificationsNewestFirst } from '../src/data/stores/notifications.js';
import { handler as submitHandler } from '../src/events/verifactu-submit/handler.js';
import { toNotification } from '../src/notifications/inbox.js';
import { runNoticeScan } from '../src/notifications/notice-scan.js';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { aeatControl, aeatHeld, aeatMessageCount, closeAeatAgent, fakeClock, newIssuer, randomNif, type Issuer } from './support/aeat.js';
import { documentBody, documentOf } from './support/billing.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';

afterAll(() => closeAeatAgent());

const CENSUS_ERROR = { code: 1110, description: 'Error en el bloque Destinatario. El NIF no está identificado en el censo de la AEAT.' };

const issue = async (issuer: Issuer) => {
  const answer = await callApi({ method: 'POST', path: '/api/billing/invoices', token: issuer.user.accessToken, body: documentBody() });
  expect(answer.status, answer.text).toBe(201);
  return documentOf(answer);
};
const correct = (issuer: Issuer, invoiceId: string, body: object) =>
  callApi({ method: 'POST', path: correctInvoiceRecord.path.replace('{invoiceId}', invoiceId), token: issuer.user.accessToken, body });
const verification = async (issuer: Issuer, invoiceId: string) =>
  responseOf(getInvoiceVerification, await callApi({ method: 'GET', path: getInvoiceVerification.path.replace('{invoiceId}', invoiceId), token: issuer.user.accessToken }));
const altasOf = async (issuer: Issuer, invoiceId: string) =>
  (await chainRecords(issuer.photographerId, issuer.nif)).filter((item) => item.documentId === invoiceId).map((item) => ({ item, record: parseRecord(item) as RegistroAlta }));
const notificationsOf = async (photographerId: string) => (await readNotificationsNewestFirst(photographerId, 50)).map(toNotification);

describe('correcting a record the AEAT refused or accepted with errors', () => {
  beforeEach(async () => {
    await aeatControl({ reset: true });
  });

  it('makes a chained record of the same invoice with Subsanacion and RechazoPrevio as the AEAT says, which the AEAT accepts; the invoice does not change', async () => {
    const issuer = await newIssuer('aeat-corrections');
    const refused = await issue(issuer);
    const withErrors = await issue(issuer);
    const refusedBefore = documentOf(await callApi({ method: 'GET', path: getDocument.path.replace('{documentId}', refused.documentId), token: issuer.user.accessToken }));
    await aeatControl({ refuse: { NumSerieFactura: refused.number, ...CENSUS_ERROR } });
    await aeatControl({ refuse: { NumSerieFactura: withErrors.number, code: 2004, description: 'Aviso.', acceptWithErrors: true } });
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    expect((await submissionStates(issuer.photographerId, issuer.nif)).map((state) => state.state)).toEqual(['Incorrecto', 'AceptadoConErrores']);

    // Refused, never held by the AEAT: Subsanacion S, RechazoPrevio X, with the corrected recipient.
    const recipientNif = randomNif();
    const [original] = await altasOf(issuer, refused.documentId);
    const headBefore = (await chainRecords(issuer.photographerId, issuer.nif)).at(-1);
    const corrected = responseOf(correctInvoiceRecord, await correct(issuer, refused.documentId, { recipient: { name: 'Estudio Corregido SL', taxId: recipientNif } }));
    expect(corrected.records.map((record) => [record.kind, record.subsanacion, record.rechazoPrevio, record.submission?.state ?? 'pendiente'])).toEqual([
      ['alta', false, null, 'Incorrecto'],
      ['alta', true, 'X', 'pendiente'],
    ]);
    expect(corrected.records[1]?.recipient).toEqual({ name: 'Estudio Corregido SL', taxId: recipientNif, idType: 'nif', countryCode: null });
    const [, correction] = await altasOf(issuer, refused.documentId);
    expect(original && correction && headBefore).toBeTruthy();
    if (!original || !correction || !headBefore) return;
    expect(correction.item.position).toBe(String(Number(headBefore.position) + 1).padStart(10, '0'));
    expect(correction.record).toMatchObject({ Subsanacion: 'S', RechazoPrevio: 'X', Destinatarios: [{ NombreRazon: 'Estudio Corregido SL', NIF: recipientNif }] });
    expect(correction.record.Encadenamiento).toEqual({ RegistroAnterior: chainLinkOf(parseRecord(headBefore)) });
    // The same invoice, its number, date, type, description and amounts as recorded.
    for (const field of ['IDFactura', 'TipoFactura', 'DescripcionOperacion', 'Desglose', 'CuotaTotal', 'ImporteTotal', 'NombreRazonEmisor'] as const) {
      expect(correction.record[field], field).toEqual(original.record[field]);
    }
    expect(verifyChain((await chainRecords(issuer.photographerId, issuer.nif)).map(parseRecord)).every((check) => check.chainVerified)).toBe(true);
    // The invoice list reads it pendiente too (left out of the answered invoices) until the AEAT answers.
    const listed = responseOf(listVerifactuStates, await callApi({ method: 'GET', path: listVerifactuStates.path, token: issuer.user.accessToken }));
    expect(listed.invoices.map((entry) => entry.invoiceId)).toEqual([withErrors.documentId]);
    // Corrected once: the correction is pendiente until answered.
    const again = await correct(issuer, refused.documentId, {});
    expect([again.status, errorCodeOf(again)]).toEqual([409, 'billing.verifactu_correction_pending']);

    // Accepted with errors (held): Subsanacion S and no RechazoPrevio; the recipient kept.
    const resent = responseOf(correctInvoiceRecord, await correct(issuer, withErrors.documentId, {}));
    expect(resent.records.map((record) => [record.subsanacion, record.rechazoPrevio])).toEqual([[false, null], [true, null]]);
    expect(resent.records[1]?.recipient).toEqual(resent.records[0]?.recipient);

    // The AEAT refuses that correction: the next one says the AEAT holds the invoice and refused before (RechazoPrevio S).
    await aeatControl({ refuse: { NumSerieFactura: withErrors.number, code: 1100, description: 'Valor o tipo incorrecto del campo.' } });
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    expect((await submissionStates(issuer.photographerId, issuer.nif)).map((state) => state.state)).toEqual(['Incorrecto', 'AceptadoConErrores', 'Correcto', 'Incorrecto']);
    const third = responseOf(correctInvoiceRecord, await correct(issuer, withErrors.documentId, {}));
    expect(third.records.map((record) => record.rechazoPrevio)).toEqual([null, null, 'S']);
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    expect((await submissionStates(issuer.photographerId, issuer.nif)).map((state) => state.state)).toEqual(['Incorrecto', 'AceptadoConErrores', 'Correcto', 'Incorrecto', 'Correcto']);
    const held = await aeatHeld(issuer.nif);
    expect(Object.fromEntries(held.map((record) => [record.NumSerieFactura, record.state]))).toEqual({ [refused.number]: 'Correcta', [withErrors.number]: 'Correcta' });
    expect(held.find((record) => record.NumSerieFactura === refused.number)?.huella).toBe(correction.record.Huella);

    // A Correcto record has nothing to correct; the invoice item is as it was issued.
    const correct3 = await correct(issuer, refused.documentId, { recipient: { name: 'Otro Nombre', taxId: recipientNif } });
    expect([correct3.status, errorCodeOf(correct3)]).toEqual([409, 'billing.verifactu_correction_not_needed']);
    const refusedAfter = documentOf(await callApi({ method: 'GET', path: getDocument.path.replace('{documentId}', refused.documentId), token: issuer.user.accessToken }));
    expect(refusedAfter).toEqual(refusedBefore);
    expect((await verification(issuer, refused.documentId)).records.every((record) => record.chainVerified)).toBe(true);
  }, 60_000);

  it('refuses a recipient a record cannot carry, with its catalogue code, and makes no record; corrects a record once when asked twice at once', async () => {
    const issuer = await newIssuer('aeat-correction-bad');
    const invoice = await issue(issuer);
    const pending = await correct(issuer, invoice.documentId, {});
    expect([pending.status, errorCodeOf(pending)]).toEqual([409, 'billing.verifactu_correction_pending']);
    await aeatControl({ refuse: { NumSerieFactura: invoice.number, ...CENSUS_ERROR } });
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    const bad = await correct(issuer, invoice.documentId, { recipient: { name: 'Estudio', taxId: '12345678A' } });
    expect([bad.status, errorCodeOf(bad)]).toEqual([400, 'tax_id.wrong_letter']);
    expect(await chainRecords(issuer.photographerId, issuer.nif)).toHaveLength(1);
    // Two corrections at once: one record is made, the other sees it pendiente.
    const both = await Promise.all([correct(issuer, invoice.documentId, {}), correct(issuer, invoice.documentId, {})]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.map((answer) => errorCodeOf(answer)).filter(Boolean)).toEqual(['billing.verifactu_correction_pending']);
    expect(await chainRecords(issuer.photographerId, issuer.nif)).toHaveLength(2);
  });
});

describe('the notice of a refusal', () => {
  it('tells a record refused or accepted with errors in the app and by mail, with the catalogue message and the invoice link, once', async () => {
    await aeatControl({ reset: true });
    const issuer = await newIssuer('aeat-refusal-notice');
    const refused = await issue(issuer);
    const accepted = await issue(issuer);
    await aeatControl({ refuse: { NumSerieFactura: refused.number, ...CENSUS_ERROR } });
    await submitPending(issuer.photographerId, issuer.nif, { clock: fakeClock() });
    const notices = await eventually(async () => {
      const found = (await notificationsOf(issuer.photographerId)).filter((notification) => notification.kind === 'verifactuRefused');
      return found.length > 0 ? found : undefined;
    }, 20_000);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'verifactuRefused', documentId: refused.documentId, number: refused.number, state: 'Incorrecto', errorCode: 1110 });
    const mail = await eventually(async () => (await mailsTo(issuer.user.email)).find((found) => found.subject.includes(refused.number)), 20_000);
    expect(mail.subject).toBe(`La AEAT ha rechazado el registro de la factura ${refused.number}`);
    const message = spanishMessages['verifactu.aeat_nif_not_in_census'].replace('{code}', '1110').replace('{text}', CENSUS_ERROR.description);
    expect(mail.body.text).toContain(message);
    expect(mail.body.text).toContain(`/dashboard/invoices?kind=invoice&open=${refused.documentId}`);
    expect((await mailsTo(issuer.user.email)).some((found) => found.subject.includes(accepted.number))).toBe(false);

    // The same answer written again (a duplicate delivery) tells nothing more.
    const [answer] = (await db().entities.verifactuAnswer.query.byChain({ photographerId: issuer.photographerId }).go({ consistent: true })).data;
    if (!answer) throw new Error('no answer stored');
    await db().entities.verifactuAnswer.put({ ...answer, answeredAt: new Date().toISOString() }).go();
    const marker = await issue(issuer);
    await aeatControl({ refuse: { NumSerieFactura: marker.number, code: 2004, description: 'Aviso.', acceptWithErrors: true } });
    await submitPending(issuer.photographerId, issuer.nif, { clock: { ...fakeClock(), now: () => new Date(Date.now() + 120_000) } });
    // The stream is ordered: once the later answer is told, the rewritten one was handled.
    await eventually(async () => ((await notificationsOf(issuer.photographerId)).some((n) => n.kind === 'verifactuRefused' && n.documentId === marker.documentId) ? true : undefined), 20_000);
    expect((await notificationsOf(issuer.photographerId)).filter((n) => n.kind === 'verifactuRefused').map((n) => n.kind === 'verifactuRefused' && n.state)).toEqual(['AceptadoConErrores', 'Incorrecto']);
    expect((await mailsTo(issuer.user.email)).filter((found) => found.subject.includes(refused.number))).toHaveLength(1);
  }, 60_000);
});

describe('the certificate expiry', () => {
  const DAY = 86_400_000;
  // The scan's mark is one item for everybody (notice-scan.test.ts also sets it): put back as found.
  let markBefore: string | undefined;
  afterAll(async () => {
    const now = await readNoticeScanMark();
    if (markBefore === undefined) await db().entities.noticeScanMark.delete({ scan: 'notices' }).go();
    else await moveNoticeScanMark(now, markBefore);
  });
  const setMark = async (at: Date) => {
    markBefore ??= await readNoticeScanMark();
    expect(await moveNoticeScanMark(await readNoticeScanMark(), at.toISOString())).toBe(true);
  };
  const certificateNotices = async (photographerId: string) =>
    (await notificationsOf(photographerId)).filter((n) => n.kind === 'certificateExpiring' || n.kind === 'certificateExpired').map((n) => n.kind);

  it('warns 30 days ahead, once, in the app and by mail', async () => {
    const start = new Date();
    const notAfter = new Date(start.getTime() + 40 * DAY);
    const issuer = await newIssuer('cert-expiring', { notAfter });
    await setMark(new Date(start.getTime() + 1_000));
    await runNoticeScan({ now: new Date(start.getTime() + 9 * DAY) });
    expect(await certificateNotices(issuer.photographerId)).toEqual([]);
    await runNoticeScan({ now: new Date(start.getTime() + 11 * DAY) });
    expect(await certificateNotices(issuer.photographerId)).toEqual(['certificateExpiring']);
    await runNoticeScan({ now: new Date(start.getTime() + 12 * DAY) });
    expect(await certificateNotices(issuer.photographerId)).toEqual(['certificateExpiring']);
    const mails = (await mailsTo(issuer.user.email)).filter((mail) => mail.subject.startsWith('Tu certificado electrónico caduca'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain('/dashboard/settings?tab=billing');
  }, 60_000);

  it('an expired certificate stops no invoice: the records wait as pendiente and the photographer is told once', async () => {
    const issuer = await newIssuer('cert-expired');
    await turnSubmissionOn(issuer.photographerId, new Date());
    const before = await aeatMessageCount();
    // The certificate expired a minute ago, after the scan's last run (its item's expiry moved into the past: a real one cannot be uploaded expired).
    const expiredAt = Date.now() - 60_000;
    await setMark(new Date(expiredAt - 60_000));
    await db().entities.verifactuCertificate.patch({ photographerId: issuer.photographerId }).set({ notAfter: new Date(expiredAt).toISOString() }).go();
    const invoice = await issue(issuer);
    const event = { Records: [{ messageId: 'm-1', body: JSON.stringify({ photographerId: issuer.photographerId, issuerNif: issuer.nif }) }] } as unknown as SQSEvent;
    expect(await submitHandler(event, { getRemainingTimeInMillis: () => 60_000 } as never)).toEqual({ batchItemFailures: [] });
    expect((await submissionStates(issuer.photographerId, issuer.nif)).map((state) => [state.documentId, state.state])).toEqual([[invoice.documentId, 'pendiente']]);
    expect(await aeatMessageCount()).toBe(before);
    await runNoticeScan({ now: new Date(Date.now() + 1_000) });
    await runNoticeScan({ now: new Date(Date.now() + 2_000) });
    expect((await certificateNotices(issuer.photographerId)).filter((kind) => kind === 'certificateExpired')).toHaveLength(1);
    const status = await callApi({ method: 'GET', path: '/api/billing/verifactu/submission', token: issuer.user.accessToken });
    expect((status.body as { certificate: { expired: boolean } }).certificate.expired).toBe(true);
  }, 60_000);
});
