// The photographer's data export, end to end through the local stand-ins: the account routes
// start the job, the table stream builds it (CSV and JSON per entity kind, the issued invoice's
// PDF, the VERI*FACTU records, the photos' manifest with 7-day links) into a ZIP fetched through
// its short-lived signed URL, and the ready mail goes out; a failed run goes on from its
// checkpoint instead of starting again.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getAccountExport, startAccountExport, type AccountExport } from '@fotostudio/shared/contracts/account-data';
import { issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportedKinds } from '../src/account-data/entity-kinds.js';
import { exportFolder, exportStepsTotal, exportZipKey, PHOTOS_STEP, SIGNED_AGREEMENTS_STEP } from '../src/account-data/export-layout.js';
import { signedPdfFileName } from '../src/agreements/signed-pdf.js';
import { db } from '../src/data/database.js';
import { issuedInvoicePdfKey } from '../src/media/object-keys.js';
import { callApi, callRoute, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { sentAgreement, signOnLink, tokenOf } from './support/agreement-signing.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { mediaBucket, s3 } from './support/storage.js';
import { zipFiles } from './support/zip-files.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const objectBytes = async (key: string): Promise<Buffer> => {
  const object = await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: key }));
  if (!object.Body) throw new Error(`${key}: no body`);
  return Buffer.from(await object.Body.transformToByteArray());
};

const readyExport = (user: TestUser): Promise<AccountExport> =>
  eventually(async () => {
    const { export: job } = responseOf(getAccountExport, await callRoute(getAccountExport, user.accessToken));
    if (job?.status === 'failed') throw new Error('the export failed');
    return job?.status === 'ready' ? job : undefined;
  }, 60_000);

const downloadZip = async (job: AccountExport): Promise<Map<string, Buffer>> => {
  expect(job.downloadUrl).toBeTruthy();
  const response = await fetch(job.downloadUrl ?? '');
  expect(response.status).toBe(200);
  return zipFiles(Buffer.from(await response.arrayBuffer()));
};

describe('account data export', () => {
  let user: TestUser;
  let invoiceId: string;
  let original: Buffer;
  let originalName: string;

  beforeAll(async () => {
    user = await createPhotographer('account-export');
    await callRoute(createContact, user.accessToken, {
      body: { ...exampleOf(createContact).body, type: 'client', firstName: 'Lucía, "la de Vigo"', emails: { primary: 'lucia@example.com' } },
    });
    const session = await createTestSession(user.accessToken);
    const image = await storeImage(user.sub, session.sessionId, { fileName: 'retrato-1.png' });
    original = await objectBytes(image.originalKey);
    originalName = image.fileName;
    await completeBillingSettings(user.accessToken, { businessName: 'Estudio Exporta' });
    const today = todayInMadrid();
    const issued = await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body: documentBody({ issueDate: today, dueDate: addDays(today, 30) }) });
    expect(issued.status, issued.text).toBe(201);
    invoiceId = responseOf(issueInvoice, issued).document.documentId;
  });

  it('builds a ZIP of every entity kind, the invoice PDF, the VERI*FACTU records and the photos, mails the photographer, and answers a second start with the same job', async () => {
    const started = responseOf(startAccountExport, await callRoute(startAccountExport, user.accessToken)).export;
    expect(started).toMatchObject({ status: 'preparing', stepsTotal: exportStepsTotal(), downloadUrl: null });
    const again = responseOf(startAccountExport, await callRoute(startAccountExport, user.accessToken)).export;
    const job = await readyExport(user);
    expect(again?.exportId).toBe(started?.exportId);
    expect(job.exportId).toBe(started?.exportId);
    expect(job.stepsDone).toBe(job.stepsTotal);
    expect(job.bytes).toBeGreaterThan(0);

    const files = await downloadZip(job);
    for (const [kind] of exportedKinds()) {
      expect(files.has(`data/${kind}.csv`), kind).toBe(true);
      expect(JSON.parse(files.get(`data/${kind}.json`)?.toString('utf8') ?? 'null'), kind).toBeInstanceOf(Array);
    }
    // A cell with a comma and quotes is quoted, its quotes doubled; the JSON keeps the value.
    expect(files.get('data/contact.csv')?.toString('utf8')).toContain('"Lucía, ""la de Vigo"""');
    const contacts = JSON.parse(files.get('data/contact.json')?.toString('utf8') ?? '[]') as { firstName: string }[];
    expect(contacts.map((contact) => contact.firstName)).toContain('Lucía, "la de Vigo"');
    const [profile] = JSON.parse(files.get('data/photographer.json')?.toString('utf8') ?? '[]') as { email: string }[];
    expect(profile?.email).toBe(user.email);
    // The issued invoice's PDF byte for byte, and its VERI*FACTU record as stored.
    expect(files.get(`invoices/${invoiceId}.pdf`)).toEqual(await objectBytes(issuedInvoicePdfKey(user.sub, invoiceId)));
    const records = JSON.parse(files.get('data/verifactuRecord.json')?.toString('utf8') ?? '[]') as { documentId: string; record: string }[];
    const { data: stored } = await db().entities.verifactuRecord.query.byChain({ photographerId: user.sub }).go({ pages: 'all' });
    expect(stored.find((record) => record.documentId === invoiceId)?.record).toMatch(/^\{"kind":"alta"/);
    expect(records.find((record) => record.documentId === invoiceId)?.record).toBe(stored.find((record) => record.documentId === invoiceId)?.record);
    // The photos' manifest: a link valid for 7 days that serves the original.
    const manifest = JSON.parse(files.get('photos/manifest.json')?.toString('utf8') ?? '[]') as { fileName: string; url: string; urlValidUntil: string }[];
    expect(manifest.map((photo) => photo.fileName)).toEqual([originalName]);
    const validFor = Date.parse(manifest[0]?.urlValidUntil ?? '') - Date.now();
    expect(validFor).toBeGreaterThan(6.9 * 86_400_000);
    const photo = await fetch(manifest[0]?.url ?? '');
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(original);

    const mail = await eventually(async () => (await mailsTo(user.email)).find((m) => m.subject.includes('Fotostudio')));
    expect(mail.body.text ?? mail.body.html).toContain('/dashboard/settings?tab=data');
  });

  it('goes on from the checkpoint of a failed run: the steps done are not written again', async () => {
    const exportId = randomUUID();
    const [first, second] = exportedKinds();
    if (!first || !second) throw new Error('fewer than two exported kinds');
    // What a run that failed after two steps leaves: their parts and the checkpoint.
    const parts = `${exportFolder(user.sub, exportId)}parts/`;
    const marker = 'written by the first run\r\n';
    for (const [kind] of [first, second]) {
      for (const extension of ['csv', 'json']) {
        await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: `${parts}data/${kind}.${extension}`, Body: marker }));
      }
    }
    await db()
      .entities.accountExport.put({
        photographerId: user.sub,
        exportId,
        status: 'failed',
        kindsDone: [first[0], second[0]],
        stepsTotal: exportStepsTotal(),
        zipKey: exportZipKey(user.sub, exportId),
        bytes: 0,
        attempts: 1,
        failureReason: 'Error: storage unavailable',
        expiresAt: Math.floor(Date.now() / 1000) + 86_400,
      })
      .go();
    const failed = responseOf(getAccountExport, await callRoute(getAccountExport, user.accessToken)).export;
    expect(failed).toMatchObject({ exportId, status: 'failed', stepsDone: 2 });

    const resumed = responseOf(startAccountExport, await callRoute(startAccountExport, user.accessToken)).export;
    expect(resumed).toMatchObject({ exportId, status: 'preparing' });
    const job = await readyExport(user);
    expect(job.exportId).toBe(exportId);
    const files = await downloadZip(job);
    expect(files.get(`data/${first[0]}.csv`)?.toString('utf8')).toBe(marker);
    expect(files.get(`data/${second[0]}.json`)?.toString('utf8')).toBe(marker);
    const [, , third] = exportedKinds();
    expect(files.get(`data/${third?.[0]}.csv`)?.toString('utf8')).not.toBe(marker);
    expect(files.has('photos/manifest.csv')).toBe(true);
    const { data: item } = await db().entities.accountExport.get({ photographerId: user.sub }).go({ consistent: true });
    expect(item).toMatchObject({ attempts: 2, status: 'ready', kindsDone: [...exportedKinds().map(([kind]) => kind), PHOTOS_STEP, SIGNED_AGREEMENTS_STEP] });
  });

  it("puts each signed agreement's PDF, as stored, under signed-agreements/ with the name it was mailed with, and lists it in that folder's manifest", async () => {
    const owner = await createPhotographer('account-export-agreements');
    const signed = await sentAgreement(owner, [{ name: 'Ana', language: 'es' }]);
    const answer = await signOnLink(tokenOf(signed.signers[0]?.link ?? null), signed.emails[0] ?? '', 'Ana Pérez');
    expect(answer.status, answer.text).toBe(200);
    // One sent and not signed: not in the folder.
    const pending = await sentAgreement(owner, [{ name: 'Bea', language: 'es' }]);
    const { data: agreement } = await db().entities.agreement.get({ photographerId: owner.sub, agreementId: signed.agreementId }).go({ consistent: true });
    if (!agreement?.signedPdfKey) throw new Error('the signed PDF was not stored');

    responseOf(startAccountExport, await callRoute(startAccountExport, owner.accessToken));
    const files = await downloadZip(await readyExport(owner));
    const name = signedPdfFileName(agreement);
    expect(name).toMatch(/^contrato-firmado-[0-9a-f]{8}\.pdf$/);
    expect(files.get(`signed-agreements/${name}`)).toEqual(await objectBytes(agreement.signedPdfKey));
    expect([...files.keys()].filter((file) => file.startsWith('signed-agreements/')).sort()).toEqual([`signed-agreements/${name}`, 'signed-agreements/manifest.csv', 'signed-agreements/manifest.json']);
    const manifest = JSON.parse(files.get('signed-agreements/manifest.json')?.toString('utf8') ?? '[]') as Record<string, string>[];
    expect(manifest).toEqual([
      { agreementId: signed.agreementId, title: signed.title, clientName: agreement.clientName, signedAt: agreement.signedAt, file: name, sha256: agreement.signedPdfSha256 },
    ]);
    expect(manifest.map((row) => row.agreementId)).not.toContain(pending.agreementId);
    expect(files.get('signed-agreements/manifest.csv')?.toString('utf8')).toContain(`,${name},${agreement.signedPdfSha256}`);
    // The agreements' items are in the data as before.
    const agreements = JSON.parse(files.get('data/agreement.json')?.toString('utf8') ?? '[]') as { agreementId: string }[];
    expect(agreements.map((row) => row.agreementId).sort()).toEqual([signed.agreementId, pending.agreementId].sort());
  });
});
