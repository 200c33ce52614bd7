// The gallery's own small client for its routes (no zod, no Amplify: the page must stay
// light on phones). Paths and types come from the contracts; answers are trusted as the
// server's own, and every failure becomes a GalleryApiError with a catalogue code.
import type {
  GalleryChoices,
  GalleryData,
  GalleryDownload,
  GalleryPriceResult,
} from '@fotostudio/shared/contracts/gallery';

/** The header a protected link's pass travels in (GALLERY_PASS_HEADER in the contract). */
const PASS_HEADER = 'x-gallery-pass';

export class GalleryApiError extends Error {
  override readonly name = 'GalleryApiError';

  constructor(
    /** A catalogue code. */
    readonly code: string,
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    /** For a 429: the seconds its Retry-After asks to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
  }

  /** Worth retrying: the network, the server or throttling, not a refusal of the request. */
  get isTransient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

const passKey = (linkKey: string): string => `gallery-pass:${linkKey}`;

/** The pass of a protected link lives for the tab only (sessionStorage). */
export const passStore = {
  get: (linkKey: string): string | null => {
    try {
      return sessionStorage.getItem(passKey(linkKey));
    } catch {
      return null;
    }
  },
  set: (linkKey: string, pass: string): void => {
    try {
      sessionStorage.setItem(passKey(linkKey), pass);
    } catch {
      // Storage refused (private mode): the pass is still sent this visit via memory below.
    }
    memoryPass.set(linkKey, pass);
  },
  clear: (linkKey: string): void => {
    memoryPass.delete(linkKey);
    try {
      sessionStorage.removeItem(passKey(linkKey));
    } catch {
      // Nothing stored.
    }
  },
};
const memoryPass = new Map<string, string>();

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  timeoutMs?: number;
  /** Lets the request outlive the page (a draft saved while the tab closes). */
  keepalive?: boolean;
}

const codeOf = (json: unknown): string | undefined => {
  if (typeof json !== 'object' || json === null || !('error' in json)) return undefined;
  const error = (json as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;
};

/** The seconds a Retry-After asks for (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export const retryAfterSecondsOf = (value: string | null, now = Date.now()): number | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
};

const fallbackCode = (status: number): string => (status === 429 ? 'rate_limit.too_many_requests' : status === 404 ? 'gallery.link_invalid' : 'general.unknown');

const call = async <T>(linkKey: string, path: string, options: CallOptions = {}): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const pass = memoryPass.get(linkKey) ?? passStore.get(linkKey);
  if (pass) headers[PASS_HEADER] = pass;
  let response: Response;
  try {
    response = await fetch(`/api/gallery/${encodeURIComponent(linkKey)}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs),
      keepalive: options.keepalive,
    });
  } catch {
    throw new GalleryApiError('general.network', 0);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    throw new GalleryApiError(codeOf(json) ?? fallbackCode(response.status), response.status, retryAfterSecondsOf(response.headers.get('retry-after')));
  }
  return json as T;
};

export const galleryApi = {
  get: (linkKey: string) => call<{ gallery: GalleryData }>(linkKey, '').then((answer) => answer.gallery),
  saveDraft: (linkKey: string, choices: GalleryChoices, keepalive = false) =>
    call<{ savedAt: string }>(linkKey, '/draft', { method: 'PUT', body: choices, keepalive }),
  price: (linkKey: string, choices: GalleryChoices, timeoutMs: number) =>
    call<{ price: GalleryPriceResult }>(linkKey, '/price', { method: 'POST', body: choices, timeoutMs }).then((answer) => answer.price),
  finalize: (linkKey: string, choices: GalleryChoices) =>
    call<{ version: number; confirmedAt: string; price: GalleryPriceResult }>(linkKey, '/finalize', { method: 'POST', body: choices }),
  unlock: (linkKey: string, password: string) => call<{ pass: string; expiresAt: string }>(linkKey, '/unlock', { method: 'POST', body: { password } }),
  startDownload: (linkKey: string) => call<{ download: GalleryDownload }>(linkKey, '/downloads', { method: 'POST' }).then((a) => a.download),
  getDownload: (linkKey: string, downloadId: string) =>
    call<{ download: GalleryDownload }>(linkKey, `/downloads/${encodeURIComponent(downloadId)}`).then((a) => a.download),
  imageDownload: (linkKey: string, imageId: string) =>
    call<{ url: string; fileName: string }>(linkKey, `/images/${encodeURIComponent(imageId)}/download`),
};

/** The catalogue code of any failure. */
export const codeOfError = (error: unknown, fallback = 'general.unknown'): string => (error instanceof GalleryApiError ? error.code : fallback);
