// The photographer's countersignature (issue 26's leftovers, docs/agreements.md
// "Countersignature"), over the real routes: an agreement sent with `countersign` is, once its
// signers have signed, `awaitingCountersignature` (no PDF yet, listed, on the dashboard's "needs
// you", the photographer notified); the photographer signs in the app and only then the signed
// PDF (both signatures, the audit page with both events) is stored once and mailed to both; two
// countersignatures at once yield one signed PDF; agreements sent without it are unchanged.
import { countersignAgreement, getAgreementPdf, getSignerPdf, signAgreement as signRoute } from '@fotostudio/shared/contracts/agreement-actions';
import { getAgreement as getAgreementRoute, getSignerAgreement, listAgreements } from '@fotostudio/shared/contracts/agreements';
import { getDashboard } from '@fotostudio/shared/contracts/dashboard';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { sentAgreement, signOnLink, tokenOf } from './support/agreement-signing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { mailsTo } from './support/mail.js';
import { pdfText } from './support/pdf-text.js';

const STUDIO_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) FotostudioStudio/1';
const studioDrawn = { kind: 'drawn' as const, strokes: [[[20, 150], [300, 40], [600, 250], [900, 100]]] };

describe('agreements: the photographer countersigns after the signers', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('agreement-countersign');
  });
  const api = (method: string, path: string, body?: unknown, from?: string): Promise<ApiAnswer> =>
    callApi({ method, path, token: user.accessToken, body, headers: { 'user-agent': STUDIO_BROWSER }, ...(from ? { from } : {}) });
  const stored = async (agreementId: string) => (await db().entities.agreement.get({ photographerId: user.sub, agreementId }).go({ consistent: true })).data;
  const countersign = (agreementId: string, name = 'Ana Estudio', from = '127.0.0.9') =>
    api('POST', `/api/agreements/${agreementId}/countersign`, { name, signature: studioDrawn }, from);
  const signedMailsTo = async (email: string, prefix: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith(prefix));

  it('waits for the photographer after every signer signed, then stores one PDF with both signatures and both events and mails it to both', async () => {
    const sent = await sentAgreement(user, [{ name: 'Lucia', language: 'es' }, { name: 'Tom', language: 'en' }], { countersign: true });
    expect(sent).toMatchObject({ status: 'sent', countersign: true, clientsSignedAt: null, studioSignedAt: null });
    const [lucia, tom] = sent.signers.map((s) => tokenOf(s.link));

    // Too early: the signers have not signed.
    const early = await countersign(sent.agreementId);
    expect([early.status, errorCodeOf(early)]).toEqual([409, 'agreements.not_awaiting_countersignature']);

    expect((await signOnLink(lucia ?? '', sent.emails[0] ?? '', 'Lucía Pérez García')).status).toBe(200);
    const last = await signOnLink(tom ?? '', sent.emails[1] ?? '', 'Tom Smith');
    expect(last.status, last.text).toBe(200);
    // Every signer signed: the agreement awaits the photographer, no PDF yet, nothing mailed as signed.
    expect(responseOf(signRoute, last).agreement).toMatchObject({ status: 'awaitingCountersignature', signedCount: 2, signedPdf: false });
    const waiting = await stored(sent.agreementId);
    expect(waiting).toMatchObject({ status: 'awaitingCountersignature', countersign: true });
    expect(waiting?.clientsSignedAt).toBe(waiting?.signers.map((s) => s.signedAt ?? '').sort().at(-1));
    expect(waiting?.signedAt).toBeUndefined();
    expect(waiting?.signedPdfKey).toBeUndefined();
    expect(responseOf(getSignerPdf, await callApi({ method: 'GET', path: `/api/agreements/sign/${lucia}/pdf` })).file).toBeNull();
    expect(responseOf(getAgreementPdf, await api('GET', `/api/agreements/${sent.agreementId}/pdf`)).file).toBeNull();
    expect(await signedMailsTo(sent.emails[0] ?? '', 'Contrato firmado')).toHaveLength(0);
    // The signer's link still opens and says so.
    expect(responseOf(getSignerAgreement, await callApi({ method: 'GET', path: `/api/agreements/sign/${tom}` })).agreement).toMatchObject({ status: 'awaitingCountersignature', signedPdf: false });

    // The photographer sees it: in the list, on "needs you", and notified (in the app and by email).
    const listed = responseOf(listAgreements, await api('GET', '/api/agreements')).agreements.find((a) => a.agreementId === sent.agreementId);
    expect(listed?.status).toBe('awaitingCountersignature');
    const dashboard = responseOf(getDashboard, await callRoute(getDashboard, user.accessToken));
    expect(dashboard.needsYou).toContainEqual({ kind: 'agreementCountersign', agreementId: sent.agreementId, title: sent.title, clientName: sent.clientName, clientsSignedAt: waiting?.clientsSignedAt });
    expect(dashboard.needsYouCounts.agreementCountersign).toBeGreaterThanOrEqual(1);
    const { data: notices } = await db().entities.notification.query.byPhotographer({ photographerId: user.sub }).go({ pages: 'all' });
    expect(notices.filter((n) => n.content.includes('"agreementAwaitingCountersignature"') && n.content.includes(sent.agreementId))).toHaveLength(1);
    expect((await mailsTo(user.email)).some((m) => m.subject.includes(sent.title) && m.subject.includes('espera tu firma'))).toBe(true);

    // The photographer countersigns: signed, its PDF stored once and mailed to everyone.
    const answer = await countersign(sent.agreementId);
    expect(answer.status, answer.text).toBe(200);
    const countersigned = responseOf(countersignAgreement, answer).agreement;
    expect(countersigned).toMatchObject({ status: 'signed', countersign: true, clientsSignedAt: waiting?.clientsSignedAt });
    const item = await stored(sent.agreementId);
    expect(item?.signedAt).toBe(countersigned.studioSignedAt);
    expect(Date.parse(item?.signedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(item?.clientsSignedAt ?? ''));
    expect(item?.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(item?.studioSignature ?? '{}')).toMatchObject({ name: 'Ana Estudio', countersigned: true, ip: '127.0.0.9', userAgent: STUDIO_BROWSER, signature: studioDrawn });

    const file = responseOf(getAgreementPdf, await api('GET', `/api/agreements/${sent.agreementId}/pdf`)).file;
    const pdf = new Uint8Array(await (await fetch(file?.url ?? '')).arrayBuffer());
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(item?.signedPdfSha256);
    const text = await pdfText(pdf);
    expect(text).toContain('Ana Estudio');
    expect(text).toContain('Lucía Pérez García');
    expect(text).toContain('Tom Smith');
    expect(text).toContain('Página de auditoría');
    // Both events: every signer's signature, and the studio's countersignature with its IP and browser.
    expect(text).toContain('Firmado por todos los firmantes; a la espera del estudio');
    expect(text).toContain('Contrafirmado por el estudio');
    expect(text).toContain(`${(item?.clientsSignedAt ?? '').slice(0, 19).replace('T', ' ')} UTC`);
    expect(text).toContain(`${(item?.signedAt ?? '').slice(0, 19).replace('T', ' ')} UTC`);
    expect(text).toContain('127.0.0.9');
    expect(text).toContain(STUDIO_BROWSER);
    expect(text).not.toContain('El estudio no aplicó su firma al enviar.');

    // Mailed to both parties, once each, in their language; the photographer gets it with the notice.
    expect(await signedMailsTo(sent.emails[0] ?? '', 'Contrato firmado')).toHaveLength(1);
    expect(await signedMailsTo(sent.emails[1] ?? '', 'Agreement signed')).toHaveLength(1);
    const toStudio = (await mailsTo(user.email)).filter((m) => m.subject.includes(sent.title) && m.attachments.some((a) => a.contentType === 'application/pdf'));
    expect(toStudio).toHaveLength(1);

    // Countersigning again is refused and changes nothing.
    const again = await countersign(sent.agreementId, 'Otra Firma');
    expect([again.status, errorCodeOf(again)]).toEqual([409, 'agreements.not_awaiting_countersignature']);
    expect(await stored(sent.agreementId)).toEqual(item);
  });

  it('two countersignatures at once: one is written, one PDF is stored and mailed once', async () => {
    const sent = await sentAgreement(user, [{ name: 'Lucia', language: 'es' }], { countersign: true });
    expect((await signOnLink(tokenOf(sent.signers[0]?.link ?? null), sent.emails[0] ?? '', 'Lucía Pérez García')).status).toBe(200);
    expect((await stored(sent.agreementId))?.status).toBe('awaitingCountersignature');

    const answers = await Promise.all(['Ana Estudio', 'Ana Estudio 2', 'Ana Estudio 3', 'Ana Estudio 4'].map((name) => countersign(sent.agreementId, name)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map(errorCodeOf)).toEqual(Array(3).fill('agreements.not_awaiting_countersignature'));
    const winner = answers.find((a) => a.status === 200);
    const item = await stored(sent.agreementId);
    expect(item?.status).toBe('signed');
    // The stored signature is the winner's, and the one PDF carries it.
    const name = (JSON.parse(item?.studioSignature ?? '{}') as { name?: string }).name;
    expect(responseOf(countersignAgreement, winner as ApiAnswer).agreement.studioSignedAt).toBe(item?.signedAt);
    const file = responseOf(getAgreementPdf, await api('GET', `/api/agreements/${sent.agreementId}/pdf`)).file;
    const pdf = new Uint8Array(await (await fetch(file?.url ?? '')).arrayBuffer());
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(item?.signedPdfSha256);
    const text = await pdfText(pdf);
    expect(text).toContain(name ?? 'missing');
    for (const other of ['Ana Estudio', 'Ana Estudio 2', 'Ana Estudio 3', 'Ana Estudio 4'].filter((n) => n !== name)) {
      expect(text.split(/\n/).some((line) => line.trim() === other)).toBe(false);
    }
    expect(await signedMailsTo(sent.emails[0] ?? '', 'Contrato firmado')).toHaveLength(1);
  });

  it('sending with both a signature now and a countersignature later is refused at the edge; agreements sent without it sign as before', async () => {
    const studioSignature = { name: 'Ana Estudio', signature: { kind: 'typed' as const, text: 'Ana Estudio' } };
    // Not countersigned: the last signature makes it signed at once, as before.
    const plain = await sentAgreement(user, [{ name: 'Lucia', language: 'es' }], { studioSignature });
    expect(plain).toMatchObject({ countersign: false, studioSignedAt: plain.sentAt });
    // Both at once: refused with its catalogue code before the use case reads anything.
    const both = await api('POST', `/api/agreements/${plain.agreementId}/send`, { studioSignature, countersign: true });
    expect([both.status, errorCodeOf(both)]).toEqual([400, 'agreements.countersign_with_signature']);

    expect(responseOf(signRoute, await signOnLink(tokenOf(plain.signers[0]?.link ?? null), plain.emails[0] ?? '', 'Lucía Pérez García')).agreement).toMatchObject({ status: 'signed', signedPdf: true });
    const refused = await countersign(plain.agreementId);
    expect([refused.status, errorCodeOf(refused)]).toEqual([409, 'agreements.not_awaiting_countersignature']);
    expect(responseOf(getAgreementRoute, await api('GET', `/api/agreements/${plain.agreementId}`)).agreement).toMatchObject({ status: 'signed', countersign: false, clientsSignedAt: null });
  });
});
