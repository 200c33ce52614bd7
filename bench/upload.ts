// `npm run bench -- upload` (also printed by `gallery-scale`; issue 27 points 3 and 4): 500
// photos of 5 MB (upload-fixture.ts) uploaded through the session wizard in Chromium, as a
// photographer, against a plain parallel upload of the same files from the same browser over the
// same emulated uplink. The uplink is CDP's network emulation on the page
// (Network.emulateNetworkConditions: LINK below, download not throttled), which shapes every
// request of the page together, so the network, not the machine, is the limit.
// - product: the wizard's three steps, the files picked with its file chooser (their check and
//   hashing is timed apart: it runs before "Crear sesión", while the photographer still sees the
//   list), then "Crear sesión": the session's creation, the tickets, the presigned POSTs
//   PARALLEL_UPLOADS at a time with the product's retries. Timed from the session's creation
//   request to the last byte S3 accepted (the last S3 POST's response), as CDP saw them.
// - plain: the same files, all started at once with fetch() (the browser runs six per host),
//   each a presigned POST signed in this process with the same policy to the same S3 stand-in.
//   Timed from the first S3 request to the last response.
// The image work is not measured: the stack runs with `processUploads: false` (on AWS it runs in
// Lambda; here it would take the cores the browser and the S3 stand-in need). The runs
// alternate (product, plain) RUNS times; the line gives the ratio of the medians. The bench
// fails if any upload failed or a file is missing in the bucket at the end.
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { PARALLEL_UPLOADS } from '../shared/src/sessions/session-limits.js';
import { s3Client } from '../functions/src/lib/aws-clients.js';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { UPLOAD_MAX_BYTES } from '../shared/src/constants.js';
import { startLocalStack } from '../infra/local/stack.js';
import { welcomeStorageKey } from '../web/src/features/account/utils/welcome-schedule.js';
import { launchBrowser, DESKTOP } from '../web/e2e/chromium.js';
import { es, interpolate } from '../web/e2e/i18n.js';
import { signUpPhotographer } from './bench-photographer.js';
import { apiClient, createBenchClientAndPackage } from './bench-session.js';
import { freeBytesAt, prepareUploadPhotos, UPLOAD_PHOTO_BYTES, UPLOAD_PHOTOS } from './upload-fixture.js';

/**
 * The emulated uplink: 50 Mbit/s up (a fibre line's upload), 20 ms round trip. 2.5 GB take
 * 400 s at that rate. The plain upload with no emulation moved 87-206 Mbit/s on the 2 shared
 * cores at load 19-37 (the part prints it each run): 100 Mbit/s came too close to it.
 */
export const LINK = { uploadMbit: Number(process.env.UPLOAD_BENCH_MBIT ?? 50), rttMs: 20 };
/** Pairs of runs (product, plain); the line gives the medians. One pair takes about 15 minutes. */
const RUNS = Number(process.env.UPLOAD_BENCH_RUNS ?? 1);
/** The issue's target: the product's throughput at least 80 % of the plain upload's. */
export const UPLOAD_TARGET = 0.8;
const PASSWORD = 'Bench-Password-1';
const RUN_TIMEOUT_MS = 30 * 60_000;
const s = es.sessions;

export interface UploadRun {
  kind: 'product' | 'plain';
  ms: number;
  /** Requests to S3 that failed or were refused (the product sends them again). */
  retried: number;
  /** From the start to the first S3 request: the session's creation and the tickets (product). */
  beforeFirstUploadMs?: number;
  load: number;
}

export interface UploadBench {
  photos: number;
  photoBytes: number;
  link: typeof LINK;
  runs: UploadRun[];
  productMs: number;
  plainMs: number;
  /** The plain upload's time over the product's: the product's throughput as a share of the plain one's. */
  ratio: number;
  /** The wizard's check and hashing of the picked files, before "Crear sesión" (median). */
  checkMs: number;
  fixtureBuiltMs: number | null;
  /** The plain upload with no emulation: what the machine itself moves. */
  unthrottledMs: number;
  loads: number[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Seen {
  url: string;
  method: string;
  sentAt: number;
  status?: number;
  /** When the response's headers came: S3 answers once it has stored the object. */
  respondedAt?: number;
  finishedAt?: number;
  failed?: string;
}

/** Every request of the page as CDP saw it (its monotonic clock, seconds), until cleared. */
const watchRequests = (cdp: CDPSession) => {
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; timestamp: number; request: { url: string; method: string } }) => {
    seen.set(event.requestId, { url: event.request.url, method: event.request.method, sentAt: event.timestamp });
  });
  cdp.on('Network.responseReceived', (event: { requestId: string; timestamp: number; response: { status: number } }) => {
    const request = seen.get(event.requestId);
    if (request) Object.assign(request, { status: event.response.status, respondedAt: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) => {
    const request = seen.get(event.requestId);
    if (request) request.finishedAt = event.timestamp;
  });
  cdp.on('Network.loadingFailed', (event: { requestId: string; timestamp: number; errorText: string }) => {
    const request = seen.get(event.requestId);
    if (request) Object.assign(request, { failed: event.errorText, finishedAt: event.timestamp });
  });
  return {
    clear: () => seen.clear(),
    all: () => [...seen.values()],
  };
};

type Watch = ReturnType<typeof watchRequests>;

const isS3Post = (request: Seen) => request.method === 'POST' && new URL(request.url).pathname.startsWith('/s3/');
// A fetch() whose empty answer nobody reads ends as "aborted" after its 2xx: the answer is what counts.
const accepted = (request: Seen) => request.status !== undefined && request.status >= 200 && request.status < 300 && request.respondedAt !== undefined;

/**
 * The S3 POSTs seen: how many were accepted, how many failed, and when the last accepted one
 * ended. CDP's events may trail the page's own promise: they are waited for.
 */
const s3Outcome = async (watch: Watch, expected: number) => {
  const started = performance.now();
  const posts = () => watch.all().filter(isS3Post);
  while (posts().filter(accepted).length < expected || posts().some((request) => request.finishedAt === undefined && request.respondedAt === undefined)) {
    if (performance.now() - started > 30_000) {
      const seen = posts();
      throw new Error(`${seen.filter(accepted).length} uploads accepted by S3, ${expected} expected (${seen.length} seen, ${seen.filter((request) => request.respondedAt === undefined).length} unanswered)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const all = posts();
  const ok = all.filter(accepted);
  if (ok.length !== expected) throw new Error(`${ok.length} uploads accepted by S3, ${expected} expected`);
  return { lastByteAt: Math.max(...ok.map((request) => request.respondedAt ?? 0)), firstSentAt: Math.min(...all.map((request) => request.sentAt)), retried: all.length - ok.length };
};

/** Objects under `prefix`: fails unless there are `count`, each of `bytes`; then deletes them (the disk is shared). */
const checkAndRemove = async (bucket: string, prefix: string, count: number, bytes: number): Promise<void> => {
  const keys: { key: string; size: number }[] = [];
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) keys.push({ key: object.Key ?? '', size: object.Size ?? 0 });
    token = page.NextContinuationToken;
  } while (token);
  const whole = keys.filter((object) => object.size === bytes);
  if (whole.length !== count) throw new Error(`${whole.length} complete files of ${bytes} bytes under ${prefix}, ${count} expected (${keys.length} objects)`);
  for (let start = 0; start < keys.length; start += 1000) {
    await s3Client().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.slice(start, start + 1000).map((object) => ({ Key: object.key })) } }));
  }
};

const load1 = () => loadavg()[0] ?? 0;

/** The wizard as the photographer goes through it; answers the session created and the times. */
const productRun = async (page: Page, watch: Watch, paths: string[], title: string, packageId: string) => {
  await page.goto('/dashboard/sessions/new?view=list');
  const dialog = page.getByRole('dialog', { name: s.form.createTitle });
  const client = dialog.getByRole('combobox', { name: s.form.fields.client });
  await client.fill('Bench');
  await dialog.getByRole('listbox', { name: s.form.fields.client }).getByRole('option').filter({ hasText: 'Bench Cliente' }).first().click();
  await dialog.getByLabel(new RegExp(`^${s.form.fields.package}`)).selectOption(packageId);
  await dialog.getByLabel(new RegExp(`^${s.form.fields.title}`)).fill(title);
  await dialog.getByLabel(new RegExp(`^${s.form.fields.type}`)).selectOption('event');
  await dialog.getByRole('button', { name: s.form.next }).click();
  await dialog.getByRole('button', { name: s.form.next }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: s.images.choose }).click();
  const checkStarted = performance.now();
  await (await chooser).setFiles(paths);
  await dialog.getByText(interpolate(s.images.summary_other, { count: paths.length })).waitFor({ timeout: RUN_TIMEOUT_MS });
  const checkMs = performance.now() - checkStarted;

  watch.clear();
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/sessions', { timeout: 120_000 });
  await dialog.getByRole('button', { name: s.form.create }).click();
  const { session } = (await (await created).json()) as { session: { sessionId: string } };
  await dialog.getByText(interpolate(s.form.created, { title })).waitFor({ timeout: RUN_TIMEOUT_MS });
  const startedAt = watch.all().find((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/sessions')?.sentAt;
  if (startedAt === undefined) throw new Error('the session creation request was not seen');
  const outcome = await s3Outcome(watch, paths.length);
  return {
    sessionId: session.sessionId,
    checkMs,
    ms: (outcome.lastByteAt - startedAt) * 1000,
    beforeFirstUploadMs: (outcome.firstSentAt - startedAt) * 1000,
    retried: outcome.retried,
  };
};

/** Every file POSTed at once with fetch(); the browser queues them on its connections. */
const PLAIN_UPLOAD = `(async () => {
  const files = [...document.getElementById('bench-files').files];
  const forms = window.__benchForms;
  const statuses = await Promise.all(files.map(async (file, index) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(forms[index].fields)) body.append(name, value);
    body.append('file', file);
    try {
      return (await fetch(forms[index].url, { method: 'POST', body })).status;
    } catch {
      return 0;
    }
  }));
  return statuses.filter((status) => status < 200 || status >= 300).length;
})()`;

const plainRun = async (page: Page, watch: Watch, paths: string[], bucket: string, prefix: string) => {
  // The product's POST policy (presigned-upload.ts) with an hour's window instead of its 5
  // minutes: signed at once for every file, as a plain upload does, none may expire on the way.
  const forms = await Promise.all(
    paths.map(async (_, index) => {
      const { url, fields } = await createPresignedPost(s3Client(), {
        Bucket: bucket,
        Key: `${prefix}${index}.jpg`,
        Conditions: [
          ['content-length-range', 1, UPLOAD_MAX_BYTES],
          ['eq', '$Content-Type', 'image/jpeg'],
        ],
        Fields: { 'Content-Type': 'image/jpeg' },
        Expires: 60 * 60,
      });
      return { url, fields };
    }),
  );
  await page.evaluate(`(() => {
    window.__benchForms = ${JSON.stringify(forms)};
    document.getElementById('bench-files')?.remove();
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.id = 'bench-files';
    document.body.append(input);
  })()`);
  await page.locator('#bench-files').setInputFiles(paths);
  watch.clear();
  const failed = (await page.evaluate(PLAIN_UPLOAD)) as number;
  if (failed > 0) throw new Error(`${failed} plain uploads failed`);
  const outcome = await s3Outcome(watch, paths.length);
  return { ms: (outcome.lastByteAt - outcome.firstSentAt) * 1000, retried: outcome.retried };
};

export const benchUpload = async ({ buildWeb = true }: { buildWeb?: boolean } = {}): Promise<UploadBench> => {
  const photos = await prepareUploadPhotos();
  const count = Number(process.env.UPLOAD_BENCH_PHOTOS ?? UPLOAD_PHOTOS);
  const paths = photos.paths.slice(0, count);
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-bench-upload-'));
  // One run's files at a time are kept (each run's are checked, then deleted), with the stand-in's overhead.
  const needed = count * UPLOAD_PHOTO_BYTES * 1.5;
  if (freeBytesAt(dataDir) < needed) throw new Error(`not enough free disk for the upload bench: ${(needed / 1e9).toFixed(1)} GB needed in ${tmpdir()}`);
  if (buildWeb) execFileSync('npm', ['run', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ dataDir, port: 0, serveWeb: true, seedDemo: false, quiet: true, relaxRateLimits: true, processUploads: false });
  const browser = await launchBrowser();
  try {
    const email = `bench-upload-${process.pid}@fotostudio.local`;
    const { sub, token } = await signUpPhotographer(email);
    const api = apiClient(stack.url, token);
    const { packageId } = await createBenchClientAndPackage(api);

    const context = await browser.newContext({ baseURL: stack.url, viewport: DESKTOP, locale: 'es-ES' });
    await context.addInitScript(`window.localStorage.setItem(${JSON.stringify(welcomeStorageKey(sub))}, String(Date.now()))`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const watch = watchRequests(cdp);
    await page.goto('/login');
    await page.getByLabel(new RegExp(`^${es.auth.login.email}`)).fill(email);
    await page.getByLabel(new RegExp(`^${es.auth.login.password}`)).fill(PASSWORD);
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.waitForURL('**/dashboard');

    // What the machine moves with no emulation: the emulated link must stay well below it.
    const unthrottled = await plainRun(page, watch, paths, stack.mediaBucket, 'bench/plain-upload/unthrottled/');
    await checkAndRemove(stack.mediaBucket, 'bench/plain-upload/unthrottled/', paths.length, UPLOAD_PHOTO_BYTES);
    console.error(`  upload: plain with no emulation ${(unthrottled.ms / 1000).toFixed(1)} s, load ${load1().toFixed(1)}`);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LINK.rttMs,
      downloadThroughput: -1,
      uploadThroughput: (LINK.uploadMbit * 1e6) / 8,
    });

    const runs: UploadRun[] = [];
    const checks: number[] = [];
    const loads: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const title = `Bench subida ${run}`;
      loads.push(load1());
      const product = await productRun(page, watch, paths, title, packageId);
      await checkAndRemove(stack.mediaBucket, `originals/${sub}/sessions/${product.sessionId}/`, paths.length, UPLOAD_PHOTO_BYTES);
      const images = await api<{ images: unknown[] }>('GET', `/api/sessions/${product.sessionId}/images`);
      if (images.images.length !== paths.length) throw new Error(`the session lists ${images.images.length} images, ${paths.length} expected`);
      runs.push({ kind: 'product', ms: product.ms, retried: product.retried, beforeFirstUploadMs: product.beforeFirstUploadMs, load: load1() });
      checks.push(product.checkMs);
      console.error(`  upload run ${run}: product ${(product.ms / 1000).toFixed(1)} s (first upload after ${(product.beforeFirstUploadMs / 1000).toFixed(1)} s; check ${(product.checkMs / 1000).toFixed(1)} s, ${product.retried} S3 requests sent again), load ${load1().toFixed(1)}`);

      await page.goto('/dashboard');
      const prefix = `bench/plain-upload/${run}/`;
      const plain = await plainRun(page, watch, paths, stack.mediaBucket, prefix);
      await checkAndRemove(stack.mediaBucket, prefix, paths.length, UPLOAD_PHOTO_BYTES);
      runs.push({ kind: 'plain', ms: plain.ms, retried: plain.retried, load: load1() });
      loads.push(load1());
      console.error(`  upload run ${run}: plain ${(plain.ms / 1000).toFixed(1)} s, load ${load1().toFixed(1)}`);
    }
    await context.close();
    const productMs = median(runs.filter((run) => run.kind === 'product').map((run) => run.ms));
    const plainMs = median(runs.filter((run) => run.kind === 'plain').map((run) => run.ms));
    return {
      photos: paths.length,
      photoBytes: UPLOAD_PHOTO_BYTES,
      link: LINK,
      runs,
      productMs,
      plainMs,
      ratio: plainMs / productMs,
      checkMs: median(checks),
      fixtureBuiltMs: photos.builtMs,
      unthrottledMs: unthrottled.ms,
      loads: [...loads, ...runs.map((run) => run.load)],
    };
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const mbPerS = (bytes: number, ms: number) => (bytes / 1e6 / (ms / 1000)).toFixed(1);

export const printUpload = (f: UploadBench): void => {
  const bytes = f.photos * f.photoBytes;
  const size = `${f.photos} x ${(f.photoBytes / 1e6).toFixed(0)} MB`;
  if (f.fixtureBuiltMs !== null) console.log(`  upload photos written into .bench/upload in ${(f.fixtureBuiltMs / 1000).toFixed(0)} s`);
  console.log(
    `upload: ${(f.ratio * 100).toFixed(0)} % of plain parallel (${size}) [at least ${UPLOAD_TARGET * 100} %: ${f.ratio >= UPLOAD_TARGET ? 'met' : 'MISSED'}]`,
  );
  console.log(
    `  uplink ${f.link.uploadMbit} Mbit/s, ${f.link.rttMs} ms RTT (CDP emulation); medians of ${f.runs.length / 2}: wizard ${(f.productMs / 1000).toFixed(1)} s (${mbPerS(bytes, f.productMs)} MB/s, ${PARALLEL_UPLOADS} files at a time), plain ${(f.plainMs / 1000).toFixed(1)} s (${mbPerS(bytes, f.plainMs)} MB/s, all at once); to the last byte S3 accepted, image processing not included`,
  );
  console.log(`  with no emulation the plain upload moves ${mbPerS(bytes, f.unthrottledMs)} MB/s on this machine now (${((bytes * 8) / 1e6 / (f.unthrottledMs / 1000)).toFixed(0)} Mbit/s)`);
  console.log(`  the wizard's check of the picked files (hashes, before "Crear sesión"): ${(f.checkMs / 1000).toFixed(1)} s; load ${Math.min(...f.loads).toFixed(1)}-${Math.max(...f.loads).toFixed(1)}`);
  const detail = (run: UploadRun) =>
    [run.beforeFirstUploadMs === undefined ? '' : `first upload after ${(run.beforeFirstUploadMs / 1000).toFixed(1)} s`, run.retried > 0 ? `${run.retried} sent again` : ''].filter(Boolean).join(', ');
  console.log(`  runs: ${f.runs.map((run) => `${run.kind} ${(run.ms / 1000).toFixed(1)} s${detail(run) ? ` (${detail(run)})` : ''}`).join(', ')}`);
};
