// Builds a photographer's data export (docs/architecture.md, "Account data"): the table stream
// calls this when the job is created or resumed. Each step writes its files under
// exports/<photographerId>/<exportId>/parts/ and then records itself in the job's `kindsDone`,
// so a failed or interrupted run (a Lambda timeout, a stream retry) goes on from the first
// step not done. The last step streams the parts, the issued invoice PDFs, the signed agreements'
// PDFs and the stored VERI*FACTU XML into one ZIP (zip-builder.ts: S3 to S3 in parts), marks the job ready and
// mails the photographer.
import { EXPORT_PHOTO_LINK_DAYS } from '@fotostudio/shared/account-data';
import type { Language } from '@fotostudio/shared/constants';
import { BILLING_PREFIX, ISSUED_FOLDER } from '@fotostudio/shared/media/bucket-layout';
import { db } from '../data/database.js';
import { IMAGE_SET_KINDS } from '../data/image-sets.js';
import type { AccountExportItem } from '../data/entities/account-export.js';
import { patchPreparingExport, recordExportMailed } from '../data/stores/account.js';
import { writeZip, type ZipEntry } from '../gallery/workers/zip-builder.js';
import { appConfig } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { deletePrefix, keysUnder } from '../media/delete-objects.js';
import { mediaUrlOf } from '../media/media-urls.js';
import { exportedKinds, type EntityKind, type ExportedKind } from './entity-kinds.js';
import { signedPdfFileName } from '../agreements/signed-pdf-name.js';
import { mailExportReady } from './export-mail.js';
import { exportPartsFolder, PHOTOS_STEP, SIGNED_AGREEMENTS_FOLDER, SIGNED_AGREEMENTS_STEP } from './export-layout.js';
import { writeTableFiles } from './table-files.js';

const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;
type PageQuery = { go(options: { cursor: string | null }): Promise<{ data: Row[]; cursor: string | null }> };
type KindQueries = Record<string, (key: Record<string, string>) => PageQuery>;

const partsFolder = exportPartsFolder;

/** One query's pages, following the cursor. */
async function* pagesOf(query: PageQuery): AsyncGenerator<Row[]> {
  let cursor: string | null = null;
  do {
    const page = await query.go({ cursor });
    yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

/** The photographer's session ids, from the sessions index (pattern 17), a page at a time. */
async function* sessionIdsOf(photographerId: string): AsyncGenerator<string[]> {
  const query = db().entities.session.query.byPhotographer({ photographerId }) as unknown as PageQuery;
  for await (const page of pagesOf(query)) yield page.map((session) => String(session.sessionId));
}

/** The kind's items of the photographer: their partition, or each session's. */
async function* itemsOf(photographerId: string, kind: EntityKind, where: ExportedKind['export']): AsyncGenerator<Row[]> {
  const query = (key: Record<string, string>) => (db().entities[kind].query as unknown as KindQueries)[where.pattern]?.(key);
  if (where.scope === 'photographer') {
    const first = query({ photographerId });
    if (!first) throw new Error(`${kind}: no access pattern ${where.pattern}`);
    yield* pagesOf(first);
    return;
  }
  for await (const sessionIds of sessionIdsOf(photographerId)) {
    for (const sessionId of sessionIds) {
      const perSession = query({ photographerId, sessionId });
      if (!perSession) throw new Error(`${kind}: no access pattern ${where.pattern}`);
      yield* pagesOf(perSession);
    }
  }
}

const writeKind = async (job: AccountExportItem, kind: EntityKind, where: ExportedKind['export']): Promise<void> => {
  const omitted = new Set(where.omit ?? []);
  const columns = Object.keys(db().entities[kind].schema.attributes).filter((name) => !omitted.has(name));
  const folder = partsFolder(job);
  await writeTableFiles({ csv: `${folder}data/${kind}.csv`, json: `${folder}data/${kind}.json` }, columns, itemsOf(job.photographerId, kind, where));
};

const PHOTO_COLUMNS = ['sessionId', 'sessionTitle', 'imageId', 'fileName', 'width', 'height', 'url', 'urlValidUntil', 'set'] as const;

/** The manifest of the photos: one row per ready image (the proofs, then the delivered finals: `set`), with its kept file's link valid for 7 days. */
const writePhotos = async (job: AccountExportItem, now: Date): Promise<void> => {
  const until = new Date(now.getTime() + EXPORT_PHOTO_LINK_DAYS * DAY_MS);
  const { photographerId } = job;
  async function* rows(): AsyncGenerator<Row[]> {
    const sessions = db().entities.session.query.byPhotographer({ photographerId }) as unknown as PageQuery;
    for await (const page of pagesOf(sessions)) {
      for (const session of page) {
        const sessionId = String(session.sessionId);
        for (const set of ['proofs', 'finals'] as const) {
          const images = db().entities[IMAGE_SET_KINDS[set]].query.bySession({ photographerId, sessionId }) as unknown as PageQuery;
          for await (const imagePage of pagesOf(images)) {
            const ready = imagePage.filter((image) => image.status === 'ready');
            yield await Promise.all(
              ready.map(async (image) => {
                const url = await mediaUrlOf(String(image.keptKey ?? image.originalKey), now, until);
                if (!url) throw new Error('media URLs cannot be signed: no signing key is configured');
                return { sessionId, sessionTitle: session.title, imageId: image.imageId, fileName: image.fileName, width: image.width, height: image.height, url, urlValidUntil: until.toISOString(), set };
              }),
            );
          }
        }
      }
    }
  }
  const folder = partsFolder(job);
  await writeTableFiles({ csv: `${folder}photos/manifest.csv`, json: `${folder}photos/manifest.json` }, PHOTO_COLUMNS, rows());
};

const SIGNED_AGREEMENT_COLUMNS = ['agreementId', 'title', 'clientName', 'signedAt', 'file', 'sha256'] as const;

/**
 * The signed agreements whose PDF is stored, each with its name in the ZIP (the name it was
 * stored and mailed with, under signed-agreements/): read the same way by the manifest's step and
 * by the ZIP, so they list the same files. A signed agreement whose PDF is not stored yet (a crash
 * after the signature, repaired on its first read) is listed with no file.
 */
async function* signedAgreementsOf(photographerId: string): AsyncGenerator<{ row: Row; key?: string }[]> {
  const query = db().entities.agreement.query.byAgreement({ photographerId }) as unknown as PageQuery;
  const names = new Set<string>();
  for await (const page of pagesOf(query)) {
    yield page
      .filter((agreement) => agreement.status === 'signed')
      .map((agreement) => {
        const key = typeof agreement.signedPdfKey === 'string' ? agreement.signedPdfKey : undefined;
        const stored = signedPdfFileName({ language: agreement.language as Language, agreementId: String(agreement.agreementId) });
        // Two agreements whose ids start alike would share the short name: the second takes its full id.
        const name = names.has(stored) ? stored.replace(/[^-]+\.pdf$/, `${String(agreement.agreementId)}.pdf`) : stored;
        if (key) names.add(name);
        const row = { agreementId: agreement.agreementId, title: agreement.title, clientName: agreement.clientName, signedAt: agreement.signedAt, file: key ? name : '', sha256: agreement.signedPdfSha256 };
        return key ? { row, key } : { row };
      });
  }
}

/** The signed agreements' manifest: one row per signed agreement, naming its PDF in the ZIP and the PDF's SHA-256. */
const writeSignedAgreements = async (job: AccountExportItem): Promise<void> => {
  async function* rows(): AsyncGenerator<Row[]> {
    for await (const page of signedAgreementsOf(job.photographerId)) yield page.map(({ row }) => row);
  }
  const folder = `${partsFolder(job)}${SIGNED_AGREEMENTS_FOLDER}`;
  await writeTableFiles({ csv: `${folder}manifest.csv`, json: `${folder}manifest.json` }, SIGNED_AGREEMENT_COLUMNS, rows());
};

/** The ZIP's entries: the parts as written, the issued invoices' PDFs, the signed agreements' PDFs, the stored VERI*FACTU XML. */
const zipEntries = async (job: AccountExportItem): Promise<ZipEntry[]> => {
  const entries: ZipEntry[] = [];
  const parts = partsFolder(job);
  for await (const key of keysUnder(parts)) entries.push({ key, name: key.slice(parts.length), compress: true });
  const billing = `${BILLING_PREFIX}${job.photographerId}/`;
  for await (const key of keysUnder(`${billing}${ISSUED_FOLDER}/`)) entries.push({ key, name: `invoices/${key.slice(billing.length + ISSUED_FOLDER.length + 1)}` });
  for await (const key of keysUnder(`${billing}records/`)) entries.push({ key, name: `verifactu/${key.slice(billing.length + 'records/'.length)}`, compress: true });
  for await (const page of signedAgreementsOf(job.photographerId)) {
    for (const { row, key } of page) if (key) entries.push({ key, name: `${SIGNED_AGREEMENTS_FOLDER}${String(row.file)}` });
  }
  return entries;
};

const failureReasonOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/**
 * Runs the job's steps not done yet, then the ZIP. A failure is recorded on the job (its
 * checkpoint kept), not thrown, so the photographer resumes it; a run cut short (timeout) leaves
 * the job preparing, and the stream's retry goes on from the checkpoint.
 */
export const buildAccountExport = async (photographerId: string, now = new Date()): Promise<AccountExportItem | undefined> => {
  const entity = db().entities.accountExport;
  const { data: job } = await entity.get({ photographerId }).go({ consistent: true });
  if (job?.status !== 'preparing') return job ?? undefined;
  const { exportId } = job;
  await patchPreparingExport(photographerId, exportId, { attempts: job.attempts + 1 });
  const done = [...job.kindsDone];
  try {
    for (const [kind, where] of exportedKinds()) {
      if (done.includes(kind)) continue;
      await writeKind(job, kind, where);
      done.push(kind);
      await patchPreparingExport(photographerId, exportId, { kindsDone: done });
    }
    if (!done.includes(PHOTOS_STEP)) {
      await writePhotos(job, now);
      done.push(PHOTOS_STEP);
      await patchPreparingExport(photographerId, exportId, { kindsDone: done });
    }
    if (!done.includes(SIGNED_AGREEMENTS_STEP)) {
      await writeSignedAgreements(job);
      done.push(SIGNED_AGREEMENTS_STEP);
      await patchPreparingExport(photographerId, exportId, { kindsDone: done });
    }
    const bytes = await writeZip(await zipEntries(job), { bucket: appConfig().MEDIA_BUCKET, key: job.zipKey, downloadName: 'fotostudio-data.zip' });
    await patchPreparingExport(photographerId, exportId, { status: 'ready', bytes, readyAt: new Date().toISOString() });
  } catch (error) {
    logger.error('account export failed', { photographerId, exportId, error });
    await patchPreparingExport(photographerId, exportId, { status: 'failed', failureReason: failureReasonOf(error) });
    return (await entity.get({ photographerId }).go({ consistent: true })).data ?? undefined;
  }
  await deletePrefix(partsFolder(job)).catch((error: unknown) => logger.warn('account export: parts not deleted (the lifecycle will)', { photographerId, error }));
  try {
    const emailedTo = await mailExportReady(photographerId);
    await recordExportMailed(photographerId, exportId, emailedTo);
  } catch (error) {
    // The ZIP is there all the same: the settings show its link.
    logger.warn('account export: the ready mail could not be sent', { photographerId, exportId, error });
  }
  return (await entity.get({ photographerId }).go({ consistent: true })).data ?? undefined;
};
