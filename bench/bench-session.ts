// A session for a bench, made the way the app makes it: a client, a package and the session
// through the API, then its photos through the browser's path (upload tickets, presigned POSTs
// four at a time) and the real image function, until none is pending.
import { createHash } from 'node:crypto';
import { PARALLEL_UPLOADS, SESSION_IMAGE_LIMITS } from '../shared/src/sessions/session-limits.js';
import { postForm } from '../infra/local/demo-studio.js';

export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** JSON calls to the local stack as the signed-in photographer. */
export const apiClient =
  (baseUrl: string, token: string): Api =>
  async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(new URL(path, baseUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };

/** Runs `work` over the items, `size` at a time, keeping the results in order. */
export const inBatches = async <T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
};

/** A client and a package that allows downloads (no watermark), for a session of theirs. */
export const createBenchClientAndPackage = async (api: Api, includedPhotos = 100): Promise<{ clientId: string; packageId: string }> => {
  const { contact } = await api<{ contact: { contactId: string } }>('POST', '/api/contacts', {
    type: 'client',
    firstName: 'Bench',
    lastName: 'Cliente',
    emails: { primary: 'bench-client@example.com' },
  });
  const pkg = await api<{ package: { packageId: string } }>('POST', '/api/packages', {
    name: 'Bench',
    priceCents: 100000,
    includedPhotos,
    extraPhotoPriceCents: 500,
    includedProducts: [],
    forSaleProductIds: [],
    watermark: false,
    allowDownload: true,
    active: true,
    allowFullGallery: false,
    delivery: 'originals',
  });
  return { clientId: contact.contactId, packageId: pkg.package.packageId };
};

/** A client, a package that allows downloads (no watermark) and a session of theirs. */
export const createBenchSession = async (api: Api, title: string, includedPhotos: number): Promise<string> => {
  const { clientId, packageId } = await createBenchClientAndPackage(api, includedPhotos);
  const { session } = await api<{ session: { sessionId: string } }>('POST', '/api/sessions', {
    clientId,
    packageId,
    title,
    sessionType: 'event',
    calendarSync: false,
  });
  return session.sessionId;
};

type Ticket = { upload: { url: string; fields: Record<string, string>; key: string } | null; refusal: string | null };

/** Uploads JPEGs as the browser does; answers the milliseconds from the first to the last byte. */
export const uploadPhotos = async (api: Api, sessionId: string, photos: Buffer[], namePrefix: string): Promise<number> => {
  const files = photos.map((bytes, i) => ({
    fileName: `${namePrefix}_${i}.jpg`,
    contentType: 'image/jpeg',
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }));
  const tickets: Ticket[] = [];
  for (let i = 0; i < files.length; i += SESSION_IMAGE_LIMITS.perRequest) {
    const answer = await api<{ tickets: Ticket[] }>('POST', `/api/sessions/${sessionId}/images/uploads`, {
      files: files.slice(i, i + SESSION_IMAGE_LIMITS.perRequest),
    });
    tickets.push(...answer.tickets);
  }
  const started = performance.now();
  await inBatches(tickets, PARALLEL_UPLOADS, async (ticket, i) => {
    const { upload } = ticket;
    if (!upload) throw new Error(`refused: ${ticket.refusal ?? '?'}`);
    // A reset connection (a kept-alive socket the server had just closed) is tried again, as
    // the browser's upload queue does; storing the same form twice stores the same object.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await postForm(upload, photos[i] as Buffer, 'image/jpeg');
        return;
      } catch (error) {
        if (attempt === 3 || !(error instanceof TypeError)) throw error;
      }
    }
  });
  return performance.now() - started;
};

/** Polls the session's images until none is pending; answers how many are ready and failed. */
export const waitProcessed = async (api: Api, sessionId: string, timeoutMs: number): Promise<{ ready: number; failed: number }> => {
  const started = performance.now();
  for (;;) {
    const { images } = await api<{ images: { status: string }[] }>('GET', `/api/sessions/${sessionId}/images`);
    if (!images.some((image) => image.status === 'pending')) {
      return { ready: images.filter((image) => image.status === 'ready').length, failed: images.filter((image) => image.status === 'failed').length };
    }
    if (performance.now() - started > timeoutMs) throw new Error(`images still pending after ${timeoutMs / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
