// Signing an agreement (issue 26 points 3 and 5): the emailed one-time code (6 digits, stored
// as an HMAC; wrong, expired, too many tries, too many sends), signing with the code, name, ID
// number and signature, with the IP and user agent; a couple signs one agreement; two signers
// racing, or one signing twice, make one signed version; the signed PDF (document, both
// parties' signatures, audit page with the content hash and each event in UTC and Madrid time)
// is stored write-once, recorded by its SHA-256, mailed to both parties and checked by
// `npm run agreements -- verify`.
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createAgreement as createAgreementRoute, createTemplate as createTemplateRoute, getAgreement as getAgreementRoute, getSignerAgreement, sendAgreement as sendAgreementRoute, type Agreement, type SendInput } from '@fotostudio/shared/contracts/agreements';
import { getAgreementPdf, getSignerPdf, sendSignCode, signAgreement as signRoute, verifySignCode } from '@fotostudio/shared/contracts/agreement-actions';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAgreementsCommand } from '../../infra/operator/agreements.js';
import { deleteAccountData } from '../src/account-data/account-deletion.js';
import { verifySignCode as verifyCodeUseCase } from '../src/agreements/sign-code.js';
import { signerOfLink } from '../src/agreements/signer-view.js';
import { db } from '../src/data/database.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { mailsTo } from './support/mail.js';
import { pdfText } from './support/pdf-text.js';
import { mediaBucket, objectExists, s3 } from './support/storage.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) FotostudioTest/1';
const drawn = { kind: 'drawn' as const, strokes: [[[10, 200], [120, 80], [260, 220], [400, 60]], [[500, 150], [700, 150]]] };

describe('agreements: signing', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('agreement-signing');
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });
  const tokenOf = (link: string | null) => (link ?? '').split('/').at(-1) ?? '';
  /** A call on a signer's link, from another address (the IP the audit records) with a phone's user agent. */
  const onLink = (method: string, token: string, tail = '', body?: unknown, from = '127.0.0.7') =>
    callApi({ method, path: `/api/agreements/sign/${token}${tail}`, body, headers: { 'user-agent': BROWSER }, from });
  const stored = async (agreementId: string) => (await db().entities.agreement.get({ photographerId: user.sub, agreementId }).go({ consistent: true })).data;

  const sentTo = async (people: { name: string; language: 'es' | 'en' }[], send: SendInput = {}): Promise<Agreement & { emails: string[] }> => {
    const template = responseOf(
      createTemplateRoute,
      await api('POST', '/api/agreement-templates', { name: 'Boda', language: 'es', document: doc(paragraph({ type: 'text', text: 'Contrato de boda de ' }, { type: 'mergeField', attrs: { field: 'clientName' } })) }),
    ).template;
    const client = responseOf(createContact, await callApi({ method: 'POST', path: '/api/contacts', token: user.accessToken, body: { ...exampleOf(createContact).body, type: 'client' } })).contact;
    const draft = responseOf(createAgreementRoute, await api('POST', '/api/agreements', { templateId: template.templateId, clientId: client.contactId })).agreement;
    const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
    const emails = people.map((p) => `${p.name.toLowerCase()}-${stamp}@example.com`);
    expect(
      (
        await api('PUT', `/api/agreements/${draft.agreementId}`, {
          title: `Boda ${stamp}`,
          mergeValues: { ...draft.mergeValues, clientName: 'Lucía Pérez' },
          signers: people.map((p, i) => ({ ...p, email: emails[i] })),
          expiresInDays: 7,
        })
      ).status,
    ).toBe(200);
    return { ...responseOf(sendAgreementRoute, await api('POST', `/api/agreements/${draft.agreementId}/send`, send)).agreement, emails };
  };

  /** The code of the latest code mail to the address. */
  const codeMailedTo = async (email: string): Promise<string> => {
    const mail = (await mailsTo(email)).filter((m) => /\b\d{6}\b/.test(m.subject)).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };

  const verified = async (token: string, email: string): Promise<void> => {
    expect((await onLink('POST', token, '/code')).status).toBe(200);
    const answer = await onLink('POST', token, '/verify', { code: await codeMailedTo(email) });
    expect(answer.status, answer.text).toBe(200);
  };

  const signBody = (fullName: string, idNumber = '12345678Z') => ({ fullName, idType: 'dni', idNumber, signature: drawn, accepted: true });

  const download = async (answer: ApiAnswer, route: typeof getSignerPdf | typeof getAgreementPdf): Promise<Uint8Array> => {
    const { file } = responseOf(route, answer);
    if (!file) throw new Error(`${route.id} answered no file`);
    return new Uint8Array(await (await fetch(file.url)).arrayBuffer());
  };

  it('mails a 6-digit code in the signer language, stores only its HMAC, and refuses wrong, expired and overused codes', async () => {
    const sent = await sentTo([{ name: 'Tom', language: 'en' }]);
    const token = tokenOf(sent.signers[0]?.link ?? null);
    const email = sent.emails[0] ?? '';

    const first = await onLink('POST', token, '/code');
    expect(first.status, first.text).toBe(200);
    expect(responseOf(sendSignCode, first).sendsLeft).toBe(4);
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toMatch(/^\d{6} is your code to sign "Boda /);
    const code = await codeMailedTo(email);
    const signer = (await stored(sent.agreementId))?.signers[0];
    expect(signer?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await stored(sent.agreementId))).not.toContain(code);

    // Wrong codes: four are told so, the fifth ends the code; then even the right one is refused.
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const answer = await onLink('POST', token, '/verify', { code: wrong });
      expect([answer.status, errorCodeOf(answer)]).toEqual([400, 'agreements.code_invalid']);
    }
    const fifth = await onLink('POST', token, '/verify', { code: wrong });
    expect([fifth.status, errorCodeOf(fifth)]).toEqual([429, 'agreements.code_attempts_exceeded']);
    const late = await onLink('POST', token, '/verify', { code });
    expect([late.status, errorCodeOf(late)]).toEqual([429, 'agreements.code_attempts_exceeded']);

    // A new code, entered 11 minutes later, has expired.
    expect((await onLink('POST', token, '/code')).status).toBe(200);
    const second = await codeMailedTo(email);
    const linked = await signerOfLink(token);
    await expect(verifyCodeUseCase(linked, second, new Date(Date.now() + 11 * 60_000))).rejects.toMatchObject({ code: 'agreements.code_expired' });
    // Not six digits: refused at the edge.
    const malformed = await onLink('POST', token, '/verify', { code: '12ab' });
    expect([malformed.status, errorCodeOf(malformed)]).toEqual([400, 'agreements.code_invalid']);

    // The right one in time verifies, once: it is used up.
    const ok = await onLink('POST', token, '/verify', { code: second });
    expect(ok.status, ok.text).toBe(200);
    expect(Date.parse(responseOf(verifySignCode, ok).verifiedUntil)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await stored(sent.agreementId))?.signers[0]?.codeHash).toBeUndefined();
    const view = responseOf(getSignerAgreement, await onLink('GET', token));
    expect(view.agreement.signer.verifiedUntil).not.toBeNull();

    // Five codes an hour: two were sent, three more go, the sixth is refused and mails nothing.
    for (let i = 0; i < 3; i += 1) expect((await onLink('POST', token, '/code')).status).toBe(200);
    const mailsBefore = (await mailsTo(email)).length;
    const sixth = await onLink('POST', token, '/code');
    expect([sixth.status, errorCodeOf(sixth)]).toEqual([429, 'agreements.code_sends_exceeded']);
    expect((await mailsTo(email)).length).toBe(mailsBefore);
  });

  it('signs with a verified code: records name, ID, signature, IP, user agent and times; the signed PDF has the document, both signatures and the audit page', async () => {
    const sent = await sentTo([{ name: 'Lucia', language: 'es' }], { studioSignature: { name: 'Ana Estudio', signature: { kind: 'typed', text: 'Ana Estudio' } } });
    const token = tokenOf(sent.signers[0]?.link ?? null);
    const email = sent.emails[0] ?? '';

    expect((await onLink('GET', token)).status).toBe(200);
    // No code verified yet; then bad inputs, each its catalogue code.
    const early = await onLink('POST', token, '', signBody('Lucía Pérez García'));
    expect([early.status, errorCodeOf(early)]).toEqual([403, 'agreements.code_required']);
    await verified(token, email);
    const badId = await onLink('POST', token, '', signBody('Lucía Pérez García', '12345678A'));
    expect([badId.status, errorCodeOf(badId)]).toEqual([400, 'agreements.id_number_invalid']);
    const notAccepted = await onLink('POST', token, '', { ...signBody('Lucía Pérez García'), accepted: false });
    expect([notAccepted.status, errorCodeOf(notAccepted)]).toEqual([400, 'agreements.acceptance_required']);
    const noSignature = await onLink('POST', token, '', { ...signBody('Lucía Pérez García'), signature: { kind: 'drawn', strokes: [[[5, 5]]] } });
    expect([noSignature.status, errorCodeOf(noSignature)]).toEqual([400, 'agreements.signature_empty']);
    expect((await stored(sent.agreementId))?.signers[0]?.status).not.toBe('signed');

    const signed = await onLink('POST', token, '', { ...signBody('Lucía Pérez García', 'x-1234567-l'), idType: 'nie' });
    expect(signed.status, signed.text).toBe(200);
    const view = responseOf(signRoute, signed).agreement;
    expect(view).toMatchObject({ status: 'signed', signedCount: 1, signedPdf: true });
    expect(view.signer.status).toBe('signed');

    const item = await stored(sent.agreementId);
    const me = item?.signers[0];
    expect(me).toMatchObject({ status: 'signed', signedName: 'Lucía Pérez García', idType: 'nie', idNumber: 'X1234567L', signedIp: '127.0.0.7', signedUserAgent: BROWSER });
    expect(item?.status).toBe('signed');
    expect(item?.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(me?.contentSha256).toMatch(/^[0-9a-f]{64}$/);

    // The photographer sees it signed and downloads the same bytes the signer does, hashed as recorded.
    const photographerView = responseOf(getAgreementRoute, await api('GET', `/api/agreements/${sent.agreementId}`)).agreement;
    expect(photographerView).toMatchObject({ status: 'signed', signedPdfSha256: item?.signedPdfSha256 });
    const pdf = await download(await onLink('GET', token, '/pdf'), getSignerPdf);
    expect(Buffer.from(await download(await api('GET', `/api/agreements/${sent.agreementId}/pdf`), getAgreementPdf))).toEqual(Buffer.from(pdf));
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(item?.signedPdfSha256);

    const text = await pdfText(pdf);
    expect(text).toContain('Contrato de boda de Lucía Pérez');
    expect(text).toContain('Ana Estudio');
    expect(text).toContain('Página de auditoría');
    expect(text).toContain('Lucía Pérez García');
    expect(text).toContain('NIE X1234567L');
    expect(text).toContain(email);
    expect(text).toContain('127.0.0.7');
    expect(text).toContain(BROWSER);
    expect(text.replace(/\s+/g, '')).toContain(me?.contentSha256 ?? 'missing');
    for (const event of ['Enviado', 'Abierto', 'Código enviado', 'Código verificado', 'Firmado']) expect(text).toContain(event);
    const signedAt = me?.signedAt ?? '';
    expect(text).toContain(`${signedAt.slice(0, 19).replace('T', ' ')} UTC`);
    expect(text).toContain('Europe/Madrid');

    // Both parties get the PDF by email, each in their language; the photographer is notified.
    const toSigner = (await mailsTo(email)).filter((m) => m.subject.startsWith('Contrato firmado'));
    expect(toSigner).toHaveLength(1);
    expect(toSigner[0]?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const toStudio = (await mailsTo(user.email)).filter((m) => m.subject.includes(sent.title));
    expect(toStudio.some((m) => m.attachments.some((a) => a.contentType === 'application/pdf'))).toBe(true);
    const { data: notices } = await db().entities.notification.query.byPhotographer({ photographerId: user.sub }).go({ pages: 'all' });
    expect(notices.some((n) => n.content.includes(sent.agreementId))).toBe(true);

    // Signing again is refused and changes nothing; the link still opens to read and download.
    const again = await onLink('POST', token, '', signBody('Otra Persona'));
    expect([again.status, errorCodeOf(again)]).toEqual([409, 'agreements.already_signed']);
    expect(await stored(sent.agreementId)).toEqual(item);
    expect((await onLink('GET', token)).status).toBe(200);
  });

  it('a couple signs one agreement: signed only when both have, each with their own state', async () => {
    const sent = await sentTo([{ name: 'Lucia', language: 'es' }, { name: 'Tom', language: 'en' }]);
    const [lucia, tom] = sent.signers.map((s) => tokenOf(s.link));
    await verified(lucia ?? '', sent.emails[0] ?? '');
    const first = responseOf(signRoute, await onLink('POST', lucia ?? '', '', signBody('Lucía Pérez García'))).agreement;
    // Never opened with GET here: the agreement is still `sent`, one of two signed.
    expect(first).toMatchObject({ status: 'sent', signedCount: 1, signedPdf: false });
    expect(responseOf(getSignerPdf, await onLink('GET', lucia ?? '', '/pdf')).file).toBeNull();
    expect((await stored(sent.agreementId))?.signers.map((s) => s.status)).toEqual(['signed', 'sent']);

    await verified(tom ?? '', sent.emails[1] ?? '');
    const second = responseOf(signRoute, await onLink('POST', tom ?? '', '', { fullName: 'Tom Smith', idType: 'passport', idNumber: 'AB123456', signature: { kind: 'typed', text: 'Tom Smith' }, accepted: true })).agreement;
    expect(second).toMatchObject({ status: 'signed', signedCount: 2, signedPdf: true });
    const text = await pdfText(await download(await onLink('GET', tom ?? '', '/pdf'), getSignerPdf));
    expect(text).toContain('Lucía Pérez García');
    expect(text).toContain('Tom Smith');
    expect(text).toContain('Pasaporte AB123456');
    // Tom's mail is in English, Lucía's in Spanish.
    expect((await mailsTo(sent.emails[1] ?? '')).some((m) => m.subject.startsWith('Agreement signed'))).toBe(true);
    expect((await mailsTo(sent.emails[0] ?? '')).some((m) => m.subject.startsWith('Contrato firmado'))).toBe(true);
  });

  it('two signers racing, or one signing twice at once, yield one signed version', async () => {
    const sent = await sentTo([{ name: 'Lucia', language: 'es' }, { name: 'Tom', language: 'en' }]);
    const [lucia, tom] = sent.signers.map((s) => tokenOf(s.link));
    await verified(lucia ?? '', sent.emails[0] ?? '');
    await verified(tom ?? '', sent.emails[1] ?? '');
    const answers = await Promise.all([
      onLink('POST', lucia ?? '', '', signBody('Lucía Pérez García')),
      onLink('POST', tom ?? '', '', signBody('Tom Smith', '87654321X')),
      onLink('POST', lucia ?? '', '', signBody('Lucía Pérez García')),
      onLink('POST', tom ?? '', '', signBody('Tom Smith', '87654321X')),
    ]);
    // Each signer signs once; their second request is told so.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map(errorCodeOf)).toEqual(['agreements.already_signed', 'agreements.already_signed']);
    const item = await stored(sent.agreementId);
    expect(item?.status).toBe('signed');
    expect(item?.signers.map((s) => s.status)).toEqual(['signed', 'signed']);
    expect(item?.signedAt).toBe([...(item?.signers.map((s) => s.signedAt ?? '') ?? [])].sort().at(-1));
    // One PDF: one completion mailed each signer once.
    for (const [i, prefix] of [[0, 'Contrato firmado'], [1, 'Agreement signed']] as const) {
      expect((await mailsTo(sent.emails[i] ?? '')).filter((m) => m.subject.startsWith(prefix))).toHaveLength(1);
    }
  });

  it('stores the signed PDF write-once: the storage refuses to overwrite or delete it, and verify tells a match from a changed copy', async () => {
    const sent = await sentTo([{ name: 'Lucia', language: 'es' }]);
    const token = tokenOf(sent.signers[0]?.link ?? null);
    await verified(token, sent.emails[0] ?? '');
    expect((await onLink('POST', token, '', signBody('Lucía Pérez García'))).status).toBe(200);
    const item = await stored(sent.agreementId);
    const key = item?.signedPdfKey ?? '';
    expect(key).toBe(`agreements/${user.sub}/signed/${sent.agreementId}.pdf`);
    const Bucket = mediaBucket();

    await expect(s3.send(new PutObjectCommand({ Bucket, Key: key, Body: Buffer.from('%PDF-1.7 forged') }))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(s3.send(new PutObjectCommand({ Bucket, Key: key, Body: Buffer.from('%PDF-1.7 forged'), IfNoneMatch: '*' }))).rejects.toMatchObject({ name: 'PreconditionFailed' });
    await expect(s3.send(new DeleteObjectCommand({ Bucket, Key: key }))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: `agreements/${user.sub}/other.pdf` }, { Key: key }] } }))).rejects.toMatchObject({ name: 'AccessDenied' });
    const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
    const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(item?.signedPdfSha256);

    // `npm run agreements -- verify`: the stored file matches; one byte changed, or another file, does not.
    const folder = await mkdtemp(join(tmpdir(), 'agreement-verify-'));
    const run = async (name: string, content: Uint8Array): Promise<{ code: number; lines: string[] }> => {
      const file = join(folder, name);
      await writeFile(file, content);
      const lines: string[] = [];
      const code = await runAgreementsCommand({ action: 'verify', file, dataDir: folder }, (line) => lines.push(line));
      return { code, lines };
    };
    const match = await run('signed.pdf', bytes);
    expect(match.code).toBe(0);
    expect(match.lines.join('\n')).toContain(`MATCH: the signed PDF of agreement ${sent.agreementId}`);
    const changed = Buffer.from(bytes);
    // Inside the first content stream: the file still reads and still names its agreement.
    const at = changed.indexOf('stream\n') + 40;
    changed[at] = (changed[at] ?? 0) ^ 1;
    const mismatch = await run('changed.pdf', changed);
    expect(mismatch.code).toBe(1);
    expect(mismatch.lines.join('\n')).toContain(`NO MATCH: agreement ${sent.agreementId} records SHA-256 ${item?.signedPdfSha256}`);
    const unknown = await run('other.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(unknown.code).toBe(1);
    expect(unknown.lines.join('\n')).toContain('NO RECORD');
  });

  it("deleting the account keeps a signed agreement and its locked PDF, and deletes an unsigned one", async () => {
    const owner = await createPhotographer('agreement-signing-deleted');
    user = owner;
    const signedOne = await sentTo([{ name: 'Lucia', language: 'es' }]);
    const token = tokenOf(signedOne.signers[0]?.link ?? null);
    await verified(token, signedOne.emails[0] ?? '');
    expect((await onLink('POST', token, '', signBody('Lucía Pérez García'))).status).toBe(200);
    const unsigned = await sentTo([{ name: 'Tom', language: 'en' }]);
    const key = (await stored(signedOne.agreementId))?.signedPdfKey ?? '';

    const report = await deleteAccountData(owner.sub, { dryRun: false });
    expect(report.kept.agreement).toBe(1);
    expect(await stored(signedOne.agreementId)).toMatchObject({ status: 'signed', signedPdfKey: key });
    expect(await stored(unsigned.agreementId)).toBeNull();
    expect(await objectExists(key)).toBe(true);
    // Its links close with the account: their lookups are gone.
    expect((await onLink('GET', token)).status).toBe(404);
  });
});
