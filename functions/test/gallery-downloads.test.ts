// Gallery downloads, end to end through the local stand-ins: the download routes (behind the
// share-link middleware), the zip queued by the table stream and built by the zip worker from
// the session's kept files (in parts of the plan's size; a job of an earlier main rebuilt),
// the zip fetched through its signed /media URL and unzipped; and the builder's memory on a
// gallery of 5 MiB photos.
import { DeleteObjectsCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { putSettings } from '@fotostudio/shared/contracts/account';
import { getGalleryDownload, getImageDownload, startGalleryDownload } from '@fotostudio/shared/contracts/gallery';
import { PLAN_LIMIT_CEILINGS } from '@fotostudio/shared/plans';
import { GALLERY_DOWNLOAD_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import type { SQSEvent } from 'aws-lambda';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import type { GalleryDownloadItem } from '../src/data/entities/share-link.js';
import { handler as zipWorker } from '../src/events/gallery-zip/handler.js';
import { startDownload } from '../src/gallery/holder/downloads.js';
import { planPartStarts, ZIP_MIN_BYTES_PER_SECOND } from '../src/gallery/workers/download-builder.js';
import { mailDownloadLink } from '../src/gallery/workers/download-mail.js';
import { newLinkToken } from '../src/share-links/link-store.js';
import { deliveredFileName, uniqueEntryNames, zipPartName } from '../src/gallery/holder/download-names.js';
import { callRoute, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { callDownloadRoute, context, createGallery, readyDownload, sha, unzip, type Gallery } from './support/gallery-downloads.js';
import { eventually } from './support/eventually.js';
import { mailsTo, type StoredMail } from './support/mail.js';
import { storeImage } from './support/sessions.js';
import { mediaBucket, s3 } from './support/storage.js';

const ZIP_PEAK_SCRIPT = fileURLToPath(new URL('./support/zip-peak.ts', import.meta.url));

const jpeg = (red: number, green: number, blue: number) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: { r: red, g: green, b: blue } } })
    .jpeg()
    .toBuffer();

let user: TestUser;

beforeAll(async () => {
  user = await createPhotographer('downloads');
});

/** What the share-link middleware hands a use case: the session and its link. */
const scopeOf = async (gallery: { photographerId: string; sessionId: string }) => {
  const { data: link } = await db().entities.shareLink.get({ photographerId: gallery.photographerId, sessionId: gallery.sessionId }).go();
  if (!link) throw new Error('the gallery has no link');
  return { photographerId: gallery.photographerId, sessionId: gallery.sessionId, link };
};

describe('gallery zip', () => {
  it('is built by the table stream from the kept files, served through its signed URL, and unzips to the images', async () => {
    const gallery = await createGallery(user);
    const bodies = await Promise.all([jpeg(200, 30, 30), jpeg(30, 200, 30), jpeg(30, 30, 200)]);
    // Two files share a name: the zip must keep both.
    const names = ['primer-baile.jpg', 'IMG_0001.jpg', 'img_0001.jpg'];
    for (const [index, body] of bodies.entries()) {
      await storeImage(gallery.photographerId, gallery.sessionId, { body, contentType: 'image/jpeg', fileName: names[index] });
    }
    // Only ready images are delivered.
    await storeImage(gallery.photographerId, gallery.sessionId, { status: 'pending' });

    const started = await callDownloadRoute(startGalleryDownload, { linkKey: gallery.linkKey });
    const { download } = responseOf(startGalleryDownload, started);
    expect(download).toMatchObject({ status: 'preparing', imageCount: 3, url: null });

    const ready = await readyDownload(gallery, download.downloadId);
    expect(ready.url).toMatch(new RegExp(`/media/g/${gallery.photographerId}/${gallery.sessionId}/[0-9a-f]{24}/0/z/${download.downloadId}\\.zip\\?`));
    const response = await fetch(ready.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('Boda de Ana y Luis.zip');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.length).toBe(ready.bytes);

    const entries = await unzip(zip);
    expect(Object.fromEntries(entries)).toEqual({
      'primer-baile.jpg': sha(bodies[0] as Buffer),
      'IMG_0001.jpg': sha(bodies[1] as Buffer),
      'img_0001 (2).jpg': sha(bodies[2] as Buffer),
    });
    // A small zip is not mailed.
    expect(ready.emailedTo).toBeNull();

    // A finished zip is not reused: asking again starts another.
    const again = await callDownloadRoute(startGalleryDownload, { linkKey: gallery.linkKey });
    const second = responseOf(startGalleryDownload, again).download;
    expect(second.downloadId).not.toBe(download.downloadId);
    await readyDownload(gallery, second.downloadId);
  });

  it('reuses the session’s job while it is preparing, until it is stale', async () => {
    const gallery = await createGallery(user);
    await storeImage(gallery.photographerId, gallery.sessionId, { body: await jpeg(10, 10, 10), contentType: 'image/jpeg' });
    const holder = await scopeOf(gallery);
    const first = (await startDownload(holder)).download;
    const ref = { photographerId: gallery.photographerId, sessionId: gallery.sessionId, downloadId: first.downloadId };
    await readyDownload(gallery, first.downloadId);
    // Back to preparing by a modification (only a creation triggers a build): as if building.
    await db().entities.galleryDownload.patch(ref).set({ status: 'preparing' }).go();
    expect((await startDownload(holder)).download.downloadId).toBe(first.downloadId);
    const later = new Date(Date.now() + (GALLERY_DOWNLOAD_LIMITS.staleAfterMinutes + 1) * 60_000);
    const next = (await startDownload(holder, later)).download;
    expect(next.downloadId).not.toBe(first.downloadId);
    await readyDownload(gallery, next.downloadId);
  });

  it('keeps one zip in flight for 20 calls at once: the others answer that job', async () => {
    const gallery = await createGallery(user);
    await storeImage(gallery.photographerId, gallery.sessionId, { body: await jpeg(20, 30, 40), contentType: 'image/jpeg' });
    const holder = await scopeOf(gallery);
    const answers = await Promise.all(Array.from({ length: 20 }, () => startDownload(holder)));
    const ids = new Set(answers.map((answer) => answer.download.downloadId));
    const { data: jobs } = await db().entities.galleryDownload.query.bySession({ photographerId: gallery.photographerId, sessionId: gallery.sessionId }).go({ consistent: true });
    expect(jobs.map((job) => job.downloadId).sort()).toEqual([...ids].sort());
    // A one-image zip can be built before the last of the 20 calls is served, and a finished
    // zip is not reused: a later job may start, but never while another is still preparing.
    for (const id of ids) await readyDownload(gallery, id);
    const { data: built } = await db().entities.galleryDownload.query.bySession({ photographerId: gallery.photographerId, sessionId: gallery.sessionId }).go({ consistent: true });
    const byStart = [...built].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (let i = 1; i < byStart.length; i += 1) expect((byStart[i]?.createdAt ?? '') >= (byStart[i - 1]?.updatedAt ?? '')).toBe(true);
  });

  it('is refused when the package allows no download or watermarks, and for another session’s job', async () => {
    // Both on cannot be saved through the catalog; a watermark must refuse downloads all the same.
    const watermarked = await createGallery(user, { watermark: true, allowDownload: true });
    const image = await storeImage(watermarked.photographerId, watermarked.sessionId);
    for (const [route, params] of [
      [startGalleryDownload, { linkKey: watermarked.linkKey }],
      [getImageDownload, { linkKey: watermarked.linkKey, imageId: image.imageId }],
      [getGalleryDownload, { linkKey: watermarked.linkKey, downloadId: randomUUID() }],
    ] as const) {
      expect((await callDownloadRoute(route, params)).body).toEqual({ error: expect.objectContaining({ code: 'gallery.download_not_allowed' }) });
    }
    const noDownload = await createGallery(user, { allowDownload: false });
    expect((await callDownloadRoute(startGalleryDownload, { linkKey: noDownload.linkKey })).body).toEqual({
      error: expect.objectContaining({ code: 'gallery.download_not_allowed' }),
    });

    // A job id of another session, through this session's link, finds nothing.
    const other = await createGallery(user);
    await storeImage(other.photographerId, other.sessionId, { body: await jpeg(1, 2, 3), contentType: 'image/jpeg' });
    const theirs = (await startDownload(await scopeOf(other))).download;
    const mine = await createGallery(user);
    expect((await callDownloadRoute(getGalleryDownload, { linkKey: mine.linkKey, downloadId: theirs.downloadId })).body).toEqual({
      error: expect.objectContaining({ code: 'gallery.download_not_found' }),
    });
    expect((await callDownloadRoute(startGalleryDownload, { linkKey: mine.linkKey })).body).toEqual({
      error: expect.objectContaining({ code: 'gallery.download_empty' }),
    });
    await readyDownload(other, theirs.downloadId);
  });

  it('fails with the reason when a kept file cannot be read', async () => {
    const gallery = await createGallery(user);
    await storeImage(gallery.photographerId, gallery.sessionId, { body: await jpeg(5, 5, 5), contentType: 'image/jpeg' });
    const lost = await storeImage(gallery.photographerId, gallery.sessionId, { body: await jpeg(6, 6, 6), contentType: 'image/jpeg' });
    await s3.send(new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: [{ Key: lost.keptKey ?? '' }] } }));
    const { download } = responseOf(startGalleryDownload, await callDownloadRoute(startGalleryDownload, { linkKey: gallery.linkKey }));
    const ref = { photographerId: gallery.photographerId, sessionId: gallery.sessionId, downloadId: download.downloadId };
    const failed = await eventually(async () => {
      const { data } = await db().entities.galleryDownload.get(ref).go({ consistent: true });
      return data?.status === 'preparing' ? undefined : data;
    });
    expect(failed).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('NoSuchKey') });
    expect((await callDownloadRoute(getGalleryDownload, { linkKey: gallery.linkKey, downloadId: download.downloadId })).body).toMatchObject({
      download: { status: 'failed', url: null },
    });
  });
});

describe('zip entry names', () => {
  it('keep the uploaded name, take the kept file’s extension, and never repeat or leave the folder', () => {
    expect(deliveredFileName('boda.png', 'originals/p/sessions/s/i.png')).toBe('boda.png');
    expect(deliveredFileName('boda.JPEG', 'originals/p/sessions/s/i.jpg')).toBe('boda.JPEG');
    expect(deliveredFileName('boda.png', 'derived/p/sessions/s/i.png/compressed.jpg')).toBe('boda.jpg');
    expect(uniqueEntryNames(['a.jpg', 'A.jpg', 'a.jpg', '../x.jpg', 'a (2).jpg'])).toEqual(['a.jpg', 'A (2).jpg', 'a (3).jpg', '_x.jpg', 'a (2) (2).jpg']);
  });
});

describe('single image download', () => {
  it('answers a signed URL of the kept file with the client-facing name', async () => {
    const gallery = await createGallery(user);
    const body = await jpeg(90, 120, 150);
    const image = await storeImage(gallery.photographerId, gallery.sessionId, { body, contentType: 'image/jpeg', fileName: 'retrato final.jpg' });
    const answer = await callDownloadRoute(getImageDownload, { linkKey: gallery.linkKey, imageId: image.imageId });
    const { url, fileName } = responseOf(getImageDownload, answer);
    expect(fileName).toBe('retrato final.jpg');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(sha(Buffer.from(await response.arrayBuffer()))).toBe(sha(body));

    const pending = await storeImage(gallery.photographerId, gallery.sessionId, { status: 'pending' });
    expect((await callDownloadRoute(getImageDownload, { linkKey: gallery.linkKey, imageId: pending.imageId })).body).toEqual({
      error: expect.objectContaining({ code: 'gallery.image_not_in_session' }),
    });
  });

  it('answers the link refusals before anything else', async () => {
    const gallery = await createGallery(user);
    await db().entities.shareLink.patch({ photographerId: gallery.photographerId, sessionId: gallery.sessionId }).set({ active: false }).go();
    expect((await callDownloadRoute(startGalleryDownload, { linkKey: gallery.linkKey })).body).toEqual({
      error: expect.objectContaining({ code: 'gallery.link_disabled' }),
    });
    expect((await callDownloadRoute(startGalleryDownload, { linkKey: newLinkToken() })).body).toEqual({
      error: expect.objectContaining({ code: 'gallery.link_invalid' }),
    });
  });
});

describe('the zip’s mail', () => {
  // The mail the builder sends once a zip above the threshold is ready (the build itself is
  // 'a large gallery''s test), for a zip item as the builder leaves it.
  const mailAbout = async (gallery: Gallery) => {
    const now = new Date().toISOString();
    const to = await mailDownloadLink({
      photographerId: gallery.photographerId,
      sessionId: gallery.sessionId,
      downloadId: randomUUID(),
      status: 'ready',
      imageCount: 42,
      bytes: 210 * 1024 * 1024,
      zipKey: 'unused',
      expiresAt: Math.floor(Date.now() / 1000) + 7 * 86_400,
      createdAt: now,
      updatedAt: now,
    } satisfies GalleryDownloadItem);
    expect(to).toBe(gallery.clientEmail);
    return eventually(async () => (await mailsTo(gallery.clientEmail)).at(-1));
  };

  const expectEnglish = (mail: StoredMail) => {
    expect(mail.subject).toBe('Your photos of “Boda de Ana y Luis” are ready to download');
    expect(mail.body.text).toMatch(/^Hello,/);
    expect(mail.body.text).toContain('The link works until');
  };
  const expectSpanish = (mail: StoredMail) => {
    expect(mail.subject).toBe('Tus fotos de «Boda de Ana y Luis» están listas para descargar');
    expect(mail.body.text).toMatch(/^Hola:/);
    expect(mail.body.text).toContain('El enlace funciona hasta el');
  };

  /** A gallery whose client prefers `language` (null: has none); straight to the contact item, as the CRM's own tests cover its form. */
  const galleryOf = async (owner: TestUser, language: 'es' | 'en' | null) => {
    const gallery = await createGallery(owner);
    const { data: session } = await db().entities.session.get({ photographerId: gallery.photographerId, sessionId: gallery.sessionId }).go();
    const contact = db().entities.contact.patch({ photographerId: gallery.photographerId, contactId: session?.clientId ?? '' });
    await (language ? contact.set({ language }) : contact.remove(['language'])).go();
    return gallery;
  };
  const englishStudio = async () => {
    const studio = await createPhotographer('downloads-en');
    const answer = await callRoute(putSettings, studio.accessToken, { body: { preferences: { language: 'en' } } });
    expect(answer.status, answer.text).toBe(200);
    return studio;
  };

  it('is in the session client’s preferred language, whatever the photographer’s', async () => {
    expectEnglish(await mailAbout(await galleryOf(user, 'en')));
    expectSpanish(await mailAbout(await galleryOf(await englishStudio(), 'es')));
  });

  it('is in the photographer’s language for a client without one (as before clients had one)', async () => {
    expectEnglish(await mailAbout(await galleryOf(await englishStudio(), null)));
    expectSpanish(await mailAbout(await galleryOf(user, null)));
  });
});

describe('a large gallery', () => {
  const MIB = 1024 * 1024;
  // 42 x 5 MiB = 210 MiB: above the mail threshold (200 MiB), and more than the memory bound.
  const COUNT = 42;
  const photo = randomBytes(5 * MIB);
  let gallery: Gallery;
  let keys: string[] = [];

  beforeAll(async () => {
    gallery = await createGallery(user);
    for (let start = 0; start < COUNT; start += 6) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(6, COUNT - start) }, (_, offset) =>
          storeImage(gallery.photographerId, gallery.sessionId, { body: photo, contentType: 'image/jpeg', fileName: `foto-${start + offset}.jpg` }),
        ),
      );
      keys = [...keys, ...batch.map((image) => image.keptKey ?? '')];
    }
  }, 300_000);

  it('streams the zip with bounded memory: the build takes less than 150 MB above its resting memory for a 210 MiB (220 MB) zip', async () => {
    const key = `downloads/${gallery.photographerId}/memory-${randomUUID()}.zip`;
    const names = uniqueEntryNames(keys.map((_, index) => `foto-${index}.jpg`));
    const entries = keys.map((entryKey, index) => ({ key: entryKey, name: names[index] ?? '' }));
    // The build runs alone in a process of its own, so its peak is its own (support/zip-peak.ts).
    const build = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', ZIP_PEAK_SCRIPT], { env: process.env, stdio: ['pipe', 'pipe', 'inherit'] });
    build.stdin.end(JSON.stringify({ entries, target: { bucket: mediaBucket(), key, downloadName: 'memoria.zip' } }));
    const [output, [code]] = await Promise.all([text(build.stdout), once(build, 'exit')]);
    expect(code, output).toBe(0);
    const measured = JSON.parse(output) as { bytes: number; growth: number };
    const head = await s3.send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: key }));
    expect(head.ContentLength).toBe(measured.bytes);
    expect(measured.bytes).toBeGreaterThan(COUNT * 5 * MIB);
    // Two 16 MiB parts in flight, the part being filled, their copies until collected and the
    // object being read (113 MB measured at load 19): below the zip's own size, so a zip held
    // whole in memory cannot pass.
    expect(measured.growth / 1e6).toBeLessThan(150);
    await s3.send(new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: [{ Key: key }] } }));
  }, 300_000);

  it('mails the links of a zip above the threshold to the session’s client, one a part', async () => {
    const started = await callDownloadRoute(startGalleryDownload, { linkKey: gallery.linkKey });
    const { download } = responseOf(startGalleryDownload, started);
    const ready = await eventually(async () => {
      const { data } = await db()
        .entities.galleryDownload.get({ photographerId: gallery.photographerId, sessionId: gallery.sessionId, downloadId: download.downloadId })
        .go({ consistent: true });
      if (data?.status === 'failed') throw new Error(`the zip failed: ${data.failureReason}`);
      return data?.status === 'ready' && data.emailedTo ? data : undefined;
    }, 240_000, 1000);
    expect(ready.bytes).toBeGreaterThan(GALLERY_DOWNLOAD_LIMITS.emailAboveBytes);
    expect(ready.emailedTo).toBe(gallery.clientEmail);
    const [mail] = await mailsTo(gallery.clientEmail);
    expect(mail?.subject).toContain('Boda de Ana y Luis');
    // 220 MB is two parts (part 1 at most 100 MB): one link a part, in order, each its part's size.
    const links = [...(mail?.body.text ?? '').matchAll(/https?:\/\/\S+\.zip\?\S+/g)].map((match) => match[0]);
    expect(links).toHaveLength(ready.parts?.length ?? 0);
    expect(links.length).toBeGreaterThan(1);
    let total = 0;
    for (const [index, link] of links.entries()) {
      expect(link).toMatch(new RegExp(`/media/g/${gallery.photographerId}/${gallery.sessionId}/[0-9a-f]{24}/0/z/${download.downloadId}-${index + 1}\\.zip\\?`));
      const head = await fetch(link, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(ready.parts?.[index]?.bytes);
      total += Number(head.headers.get('content-length'));
    }
    expect(total).toBe(ready.bytes);
  }, 300_000);
});

describe('a zip in parts', () => {
  // 6 photos of 20 KB and parts of at most 45,000 bytes: two photos a part (an entry adds its
  // headers and its name twice to its bytes), so three parts.
  const PART_BYTES = 45_000;
  const photos = Array.from({ length: 6 }, () => randomBytes(20_000));
  // A repeated name and a path separator: unique and safe across the parts, as in one zip.
  const names = ['ceremonia.jpg', 'Ceremonia.jpg', 'cena/baile.jpg', 'brindis.jpg', 'tarta.jpg', 'fin.jpg'];
  const zipNames = ['ceremonia.jpg', 'Ceremonia (2).jpg', 'cena_baile.jpg', 'brindis.jpg', 'tarta.jpg', 'fin.jpg'];
  let owner: TestUser;

  beforeAll(async () => {
    owner = await createPhotographer('zip-parts');
    // The plan's part size, overridden for this photographer as the operator would (shared/src/plans.ts).
    await db().entities.photographer.patch({ photographerId: owner.sub }).set({ zipPartBytes: PART_BYTES }).go();
  });

  const jobOf = async (gallery: Gallery, downloadId: string) =>
    (await db().entities.galleryDownload.get({ photographerId: gallery.photographerId, sessionId: gallery.sessionId, downloadId }).go({ consistent: true })).data;

  it('builds part after part into S3 (part 1 downloadable with Range before the last is built), resumes from its checkpoint after a failed part, and a message delivered again builds nothing twice', async () => {
    const gallery = await createGallery(owner);
    const stored = [];
    for (const [index, body] of photos.entries()) {
      stored.push(await storeImage(gallery.photographerId, gallery.sessionId, { body, contentType: 'image/jpeg', fileName: names[index] }));
    }
    // The last photo's file is away: the worker fails in part 3, after parts 1 and 2 are recorded.
    const lastKey = stored[5]?.keptKey ?? '';
    await s3.send(new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: [{ Key: lastKey }] } }));

    const { download } = responseOf(startGalleryDownload, await callDownloadRoute(startGalleryDownload, { linkKey: gallery.linkKey }));
    const crashed = await eventually(async () => {
      const job = await jobOf(gallery, download.downloadId);
      return job?.failureReason && job.partsReady === 2 ? job : undefined;
    }, 60_000, 50);
    expect(crashed.status).toBe('preparing');
    expect(crashed.failureReason).toContain('NoSuchKey');
    // Meanwhile the client sees part 1 and 2 ready with their links, part 3 being prepared.
    const midway = responseOf(getGalleryDownload, await callDownloadRoute(getGalleryDownload, { linkKey: gallery.linkKey, downloadId: download.downloadId })).download;
    // The file is back before the queue's last delivery (5, 500 ms apart in the test stack).
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: lastKey, Body: photos[5], ContentType: 'image/jpeg' }));
    expect(midway).toMatchObject({ status: 'preparing', url: null });
    expect(midway.parts.map((part) => [part.number, part.status, part.fileName])).toEqual([
      [1, 'ready', 'Boda de Ana y Luis - 1 de 3.zip'],
      [2, 'ready', 'Boda de Ana y Luis - 2 de 3.zip'],
      [3, 'preparing', 'Boda de Ana y Luis - 3 de 3.zip'],
    ]);
    const firstUrl = midway.parts[0]?.url ?? '';
    expect(firstUrl).toMatch(new RegExp(`/media/g/${gallery.photographerId}/${gallery.sessionId}/[0-9a-f]{24}/0/z/${download.downloadId}-1\\.zip\\?`));
    const first = Buffer.from(await (await fetch(firstUrl)).arrayBuffer());
    // A dropped connection resumes: the signed URL serves a byte range.
    const resumed = await fetch(firstUrl, { headers: { range: 'bytes=1000-1999' } });
    expect(resumed.status).toBe(206);
    expect(resumed.headers.get('content-range')).toBe(`bytes 1000-1999/${first.length}`);
    expect(Buffer.from(await resumed.arrayBuffer()).equals(first.subarray(1000, 2000))).toBe(true);

    const ready = await readyDownload(gallery, download.downloadId, 60_000);
    expect(ready.url).toBeNull();
    expect(ready.parts.map((part) => part.status)).toEqual(['ready', 'ready', 'ready']);
    const job = await jobOf(gallery, download.downloadId);
    // Part 1 was built once: the checkpoint kept it through part 3's failures.
    expect(job?.parts?.[0]?.builtAt).toBe(crashed.parts?.[0]?.builtAt);
    expect(job?.failureReason).toBeUndefined();
    const entries = new Map<string, string>();
    for (const part of ready.parts) {
      const response = await fetch(part.url ?? '');
      expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(part.fileName)}`);
      const zip = Buffer.from(await response.arrayBuffer());
      expect(zip.length).toBe(part.bytes);
      expect(zip.length).toBeLessThanOrEqual(PART_BYTES);
      const inPart = await unzip(zip);
      expect(inPart.size).toBe(part.imageCount);
      for (const [name, hash] of inPart) entries.set(name, hash);
    }
    expect(Object.fromEntries(entries)).toEqual(Object.fromEntries(zipNames.map((name, index) => [name, sha(photos[index] as Buffer)])));
    expect(ready.bytes).toBe(ready.parts.reduce((sum, part) => sum + part.bytes, 0));

    // Messages delivered again (any part) change nothing and write no object.
    const ref = { photographerId: gallery.photographerId, sessionId: gallery.sessionId, downloadId: download.downloadId };
    const message = (part: number) => ({
      messageId: randomUUID(),
      receiptHandle: 'again',
      body: JSON.stringify({ ...ref, part }),
      attributes: { ApproximateReceiveCount: '2' },
    });
    const answer = await zipWorker({ Records: [message(3), message(1)] } as unknown as SQSEvent, context);
    expect(answer).toEqual({ batchItemFailures: [] });
    expect((await jobOf(gallery, download.downloadId))?.updatedAt).toBe(job?.updatedAt);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: `downloads/${gallery.photographerId}/${gallery.sessionId}/` }));
    expect((listed.Contents ?? []).map((object) => object.Key?.split('/').at(-1)).sort()).toEqual([1, 2, 3].map((part) => `${download.downloadId}-${part}.zip`));
  }, 180_000);

  it('names the parts in the language of the session’s client, in the listing and in the file saved', async () => {
    const gallery = await createGallery(owner);
    const { data: session } = await db().entities.session.get({ photographerId: gallery.photographerId, sessionId: gallery.sessionId }).go();
    await db().entities.contact.patch({ photographerId: gallery.photographerId, contactId: session?.clientId ?? '' }).set({ language: 'en' }).go();
    for (const [index, body] of photos.slice(0, 4).entries()) {
      await storeImage(gallery.photographerId, gallery.sessionId, { body, contentType: 'image/jpeg', fileName: names[index] });
    }
    const { download } = responseOf(startGalleryDownload, await callDownloadRoute(startGalleryDownload, { linkKey: gallery.linkKey }));
    const ready = await readyDownload(gallery, download.downloadId, 60_000);
    expect(ready.parts.map((part) => part.fileName)).toEqual(['Boda de Ana y Luis - 1 of 2.zip', 'Boda de Ana y Luis - 2 of 2.zip']);
    for (const part of ready.parts) {
      const response = await fetch(part.url ?? '');
      expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(part.fileName)}`);
    }
  }, 120_000);

  it('names parts in order and plans them from the images in upload order', () => {
    expect(zipPartName('Boda: Ana y Luis', 2, 3)).toBe('Boda  Ana y Luis - 2 de 3.zip');
    expect(zipPartName('Boda: Ana y Luis', 2, 3, 'en')).toBe('Boda  Ana y Luis - 2 of 3.zip');
    expect(zipPartName('Boda', 1, 1)).toBe('Boda.zip');
    const image = (order: string, bytes: number) => ({ order, key: order, name: `${order}.jpg`, bytes });
    // 100 + 160 + 2 x 5 bytes an entry: two fit in 700 with the end records, a third does not.
    expect(planPartStarts([image('a', 100), image('b', 100), image('c', 100), image('d', 2000), image('e', 10)], 700)).toEqual(['a', 'c', 'd', 'e']);
    // The plan's largest part is built within one invocation of the worker (15 minutes less 30 s) at the slowest rate planned for.
    expect(PLAN_LIMIT_CEILINGS.zipPartBytes / ZIP_MIN_BYTES_PER_SECOND).toBeLessThanOrEqual(900 - 30);
    // Part 1 smaller, so the client starts sooner; the rest in parts of the plan's size.
    expect(planPartStarts([image('a', 100), image('b', 100), image('c', 100), image('d', 100), image('e', 100)], 1000, 400)).toEqual(['a', 'b', 'e']);
  });
});
