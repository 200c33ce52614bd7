// Faults lose nothing: a local stack killed with SIGKILL while 50 images are uploaded, galleries
// are confirmed and 20 invoices are issued, then started again on the same data folder. Every
// upload answered 2xx becomes ready (the start announces stored originals again: s3rver's
// events died with the process), no original is left without its image item, every
// confirmation is whole or absent, and invoice numbering and the VERI*FACTU chain go on without
// a gap. One stack start before the kill and one after; no web app.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createQuote } from '@fotostudio/shared/contracts/billing/document-routes';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import type { InvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../local/paths.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const UPLOADS = 50;
const INVOICES = 20;
const GALLERIES = 4;
const SERIES = 'K';

interface Running {
  child: ChildProcess;
  url: string;
  env: Record<string, string>;
  output: () => string;
  exited: Promise<unknown>;
}

const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const startStack = (dataDir: string): Promise<Running> => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'test', 'support', 'fault-stack.ts'), dataDir], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stack did not start within 180 s:\n${stderr}`)), 180_000);
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{'));
      if (!line || !stdout.includes('\n')) return;
      clearTimeout(timer);
      const { url, env } = JSON.parse(line) as { url: string; env: Record<string, string> };
      resolve({ child, url, env, output: () => stderr, exited });
    });
    void exited.then(() => reject(new Error(`the stack exited while starting:\n${stderr}`)));
  });
};

/** Polls until `check` answers a value, or fails at the deadline with the last state. */
const until = async <T>(check: () => Promise<T | undefined>, what: string, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const credentialsOf = (env: Record<string, string>) => ({ accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '' });

const cognitoOf = (env: Record<string, string>) =>
  new CognitoIdentityProviderClient({ endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, region: env.AWS_REGION, credentials: credentialsOf(env) });

const signIn = async (env: Record<string, string>, email: string, password: string): Promise<string> => {
  const answer = await cognitoOf(env).send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const token = answer.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('sign-in returned no token');
  return token;
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

const apiOf =
  (url: string, token: string | undefined) =>
  async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(new URL(path, url), {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {}, text };
  };

const expectStatus = (answer: Answer, status: number): Record<string, unknown> => {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.text}`);
  return answer.body;
};

/** Small photos that never look alike to the perceptual hash. */
const photo = (seed: number): Promise<Buffer> =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 128, sigma: 25 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 300 200">` +
            `<rect width="300" height="200" fill="hsl(${seed * 47} 60% 40%)"/>` +
            `<circle cx="${40 + ((seed * 53) % 220)}" cy="${30 + ((seed * 31) % 140)}" r="45" fill="#f4e4b0"/>` +
            `<rect x="${(seed * 71) % 200}" y="${(seed * 37) % 130}" width="90" height="70" fill="#101820"/></svg>`,
        ),
        blend: 'over',
      },
    ])
    .png()
    .toBuffer();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Ticket {
  imageId: string;
  url: string;
  fields: Record<string, string>;
}

const uploadTickets = async (api: ReturnType<typeof apiOf>, sessionId: string, files: Buffer[], offset: number): Promise<Ticket[]> => {
  const body = expectStatus(
    await api('POST', `/api/sessions/${sessionId}/images/uploads`, {
      files: files.map((bytes, i) => ({ fileName: `IMG_${offset + i}.png`, contentType: 'image/png', sizeBytes: bytes.length, sha256: sha256(bytes) })),
    }),
    201,
  );
  return (body.tickets as { upload: Ticket | null; refusal: string | null }[]).map((ticket) => {
    if (!ticket.upload) throw new Error(`upload refused: ${ticket.refusal}`);
    return ticket.upload;
  });
};

const postFile = async (ticket: Ticket, bytes: Buffer): Promise<number> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return (await fetch(ticket.url, { method: 'POST', body: form })).status;
};

const imagesOf = async (api: ReturnType<typeof apiOf>, sessionId: string) =>
  expectStatus(await api('GET', `/api/sessions/${sessionId}/images`), 200).images as { imageId: string; status: string }[];

const invoiceNumbers = async (api: ReturnType<typeof apiOf>): Promise<{ documentId: string; number: string }[]> => {
  const rows: { documentId: string; number: string }[] = [];
  for (let page = 1; ; page += 1) {
    const body = expectStatus(await api('GET', `/api/billing/documents?kind=invoice&page=${page}`), 200);
    rows.push(...(body.rows as { documentId: string; number: string }[]));
    if (page >= (body.totalPages as number)) return rows;
  }
};

const sequenceOf = (number: string): number => Number(/(\d+)$/.exec(number)?.[1]);

const invoiceBody = () => ({
  ...exampleOf(createQuote).body,
  client: { ...exampleOf(createQuote).body.client, clientId: null },
  session: { ...exampleOf(createQuote).body.session, sessionId: null },
  series: SERIES,
});

describe('a stack killed with SIGKILL and started again', { timeout: 600_000 }, () => {
  it('processes every upload answered 2xx, keeps confirmations whole and invoice numbering and chain gapless', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-faults-'));
    folders.push(dataDir);
    const first = await startStack(dataDir);

    // A photographer with billing, a client and a package, through the API as the app does.
    const email = `faults-${Date.now()}@test.fotostudio.local`;
    const password = 'Pw-faults-recovery-1';
    await cognitoOf(first.env).send(new SignUpCommand({ ClientId: first.env.USER_POOL_CLIENT_ID, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
    await cognitoOf(first.env).send(new AdminConfirmSignUpCommand({ UserPoolId: first.env.USER_POOL_ID, Username: email }));
    let api = apiOf(first.url, await signIn(first.env, email, password));
    expectStatus(await api('PUT', '/api/billing/settings', exampleOf(putBillingSettings).body), 200);
    const client = expectStatus(await api('POST', '/api/contacts', { type: 'client', firstName: 'Lucía', lastName: 'García', emails: { primary: 'lucia@example.com' } }), 201);
    const clientId = (client.contact as { contactId: string }).contactId;
    const pkg = expectStatus(
      await api('POST', '/api/packages', { name: 'Boda', priceCents: 150000, includedPhotos: 100, extraPhotoPriceCents: 500, includedProducts: [], forSaleProductIds: [], watermark: false, allowDownload: true, active: true, allowFullGallery: false, delivery: 'originals' }),
      201,
    );
    const packageId = (pkg.package as { packageId: string }).packageId;
    const newSession = async () =>
      ((expectStatus(await api('POST', '/api/sessions', { clientId, packageId, title: 'Sesión', sessionType: 'portrait', calendarSync: false }), 201).session as { sessionId: string }).sessionId);

    // Galleries to confirm: one ready photo each, and a share link.
    const galleries: { sessionId: string; token: string; imageId: string }[] = [];
    for (let i = 0; i < GALLERIES; i += 1) {
      const sessionId = await newSession();
      const bytes = await photo(1000 + i);
      const [ticket] = await uploadTickets(api, sessionId, [bytes], 0);
      if (!ticket) throw new Error('no ticket');
      expect(await postFile(ticket, bytes)).toBeLessThan(300);
      galleries.push({ sessionId, token: '', imageId: ticket.imageId });
    }
    await until(
      async () => ((await Promise.all(galleries.map(async (g) => (await imagesOf(api, g.sessionId))[0]?.status === 'ready'))).every(Boolean) ? true : undefined),
      'the galleries\' photos are ready',
      120_000,
    );
    for (const gallery of galleries) {
      const link = expectStatus(await api('POST', `/api/sessions/${gallery.sessionId}/share-link`, { title: 'Elige', durationDays: 30 }), 201);
      gallery.token = (link.link as { token: string }).token;
    }

    // The storm: uploads one after another; invoices (all at once) and confirmations start while they run.
    const sessionId = await newSession();
    const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i)));
    const tickets = await uploadTickets(api, sessionId, photos, 0);
    const uploaded: string[] = [];
    const issued: string[] = [];
    const confirmed: string[] = [];
    let killed = false;
    const killWhenMidway = () => {
      if (killed || uploaded.length < UPLOADS / 2 || issued.length < 3 || confirmed.length < 1) return;
      killed = true;
      first.child.kill('SIGKILL');
    };
    const swallow = async (work: Promise<void>) => {
      try {
        await work;
      } catch {
        // Cut off by the kill: not answered, so nothing is owed.
      }
    };
    const startInvoices = () =>
      Promise.all(
        Array.from({ length: INVOICES }, () =>
          swallow(
            (async () => {
              const answer = await api('POST', '/api/billing/invoices', invoiceBody());
              if (answer.status === 201) issued.push((answer.body.document as { number: string }).number);
              killWhenMidway();
            })(),
          ),
        ),
      );
    const startConfirmations = () =>
      Promise.all(
        galleries.map((gallery, i) =>
          swallow(
            (async () => {
              await new Promise((resolve) => setTimeout(resolve, i * 300));
              if (killed) return;
              const answer = await apiOf(first.url, undefined)('POST', `/api/gallery/${gallery.token}/finalize`, {
                images: [{ imageId: gallery.imageId, products: [] }],
                additionalProducts: [],
                fullGallerySelected: false,
                generalComment: null,
              });
              if (answer.status === 201) confirmed.push(gallery.sessionId);
              killWhenMidway();
            })(),
          ),
        ),
      );
    const others: Promise<unknown>[] = [];
    const queue = tickets.map((ticket, i) => ({ ticket, bytes: photos[i] ?? Buffer.alloc(0) }));
    await Promise.all(
      Array.from({ length: 1 }, async () => {
        for (let next = queue.shift(); next && !killed; next = queue.shift()) {
          const { ticket, bytes } = next;
          // Half-way, the uploads wait for some invoices and a confirmation, so the kill cuts all three.
          while (uploaded.length >= UPLOADS / 2 && !killed && (issued.length < 3 || confirmed.length < 1)) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          await swallow(
            (async () => {
              if ((await postFile(ticket, bytes)) < 300) uploaded.push(ticket.imageId);
              if (uploaded.length === 3) others.push(startInvoices());
              if (uploaded.length === 6) others.push(startConfirmations());
              killWhenMidway();
            })(),
          );
        }
      }),
    );
    await Promise.all(others);
    if (!killed) first.child.kill('SIGKILL');
    await first.exited;

    // Started again on the same folder.
    const second = await startStack(dataDir);
    api = apiOf(second.url, await signIn(second.env, email, password));

    const images = await until(
      async () => {
        const now = await imagesOf(api, sessionId);
        const byId = new Map(now.map((image) => [image.imageId, image.status]));
        return uploaded.every((imageId) => byId.get(imageId) === 'ready') ? now : undefined;
      },
      `all ${uploaded.length} uploads answered 2xx are ready`,
      240_000,
    );
    expect(images.filter((image) => image.status === 'failed')).toEqual([]);
    // No original without its image item (what was never announced would have been removed).
    const s3 = new S3Client({ endpoint: second.env.AWS_ENDPOINT_URL_S3, region: second.env.AWS_REGION, credentials: credentialsOf(second.env) });
    const photographerId = /^originals\/([^/]+)\//.exec(tickets[0]?.fields.key ?? '')?.[1];
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: second.env.MEDIA_BUCKET, Prefix: `originals/${photographerId}/sessions/${sessionId}/` }));
    const known = new Set(images.map((image) => image.imageId));
    expect((listed.Contents ?? []).map((object) => /([0-9a-f-]{36})\.png$/.exec(object.Key ?? '')?.[1]).filter((id) => !id || !known.has(id))).toEqual([]);

    // Confirmations: whole or absent; an absent one can still be made.
    for (const gallery of galleries) {
      const selections = expectStatus(await api('GET', `/api/sessions/${gallery.sessionId}/selections`), 200).selections as unknown[];
      const status = (expectStatus(await api('GET', `/api/sessions/${gallery.sessionId}`), 200).session as { status: string }).status;
      if (confirmed.includes(gallery.sessionId)) expect(selections).toHaveLength(1);
      expect({ selections: selections.length, status }).toEqual(selections.length === 1 ? { selections: 1, status: 'selected' } : { selections: 0, status: 'active' });
      if (selections.length === 0) {
        const again = await apiOf(second.url, undefined)('POST', `/api/gallery/${gallery.token}/finalize`, {
          images: [{ imageId: gallery.imageId, products: [] }],
          additionalProducts: [],
          fullGallerySelected: false,
          generalComment: null,
        });
        expect(again.status, again.text).toBe(201);
      }
    }

    // Invoices: every answered number is there, the numbers run 1..n, the next is n+1, the chain verifies.
    const before = await invoiceNumbers(api);
    expect(before.map((row) => row.number)).toEqual(expect.arrayContaining(issued));
    const sequences = before.map((row) => sequenceOf(row.number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    const next = expectStatus(await api('POST', '/api/billing/invoices', invoiceBody()), 201).document as { documentId: string; number: string };
    expect(sequenceOf(next.number)).toBe(sequences.length + 1);
    const verification = expectStatus(await api('GET', `/api/billing/invoices/${next.documentId}/verification`), 200) as unknown as InvoiceVerification;
    expect(verification.chainLength).toBe(sequences.length + 1);
    expect(verification.records[0]).toMatchObject({ position: sequences.length + 1, chainVerified: true });

    process.stdout.write(
      `faults: killed after ${uploaded.length}/${UPLOADS} uploads, ${issued.length}/${INVOICES} invoices (${sequences.length} committed), ${confirmed.length}/${GALLERIES} confirmations\n`,
    );
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
