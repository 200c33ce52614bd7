// The gallery's own small client for its routes (no zod, no Amplify: the page must stay
// light on phones). Methods and paths come from the route descriptors generated from the
// contracts, types from the contracts themselves; answers are trusted as the server's own,
// and every failure becomes a GalleryApiError with a catalogue code.
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import type { DeliverySize } from '@fotostudio/shared/gallery/delivery-terms';
import {
  galleryBrand,
  galleryCancelExtrasCheckout,
  galleryConfirmedSelection,
  galleryDelivery,
  galleryDeliveryImages,
  galleryFinalDownload,
  galleryGetDeliveryDownload,
  galleryStartDeliveryDownload,
  galleryFinalize,
  galleryGet,
  galleryGetDownload,
  galleryGetImageDownload,
  galleryImages,
  galleryPayExtras,
  galleryNameViewer,
  galleryPrice,
  gallerySaveDraft,
  galleryStartDownload,
  galleryUnlock,
  galleryViewerLists,
  paymentsGalleryExtrasReturn,
} from '@fotostudio/shared/contracts/generated/route-descriptors';
import type { AnyRoute, RouteBody, RouteParams, RouteResponse } from '@fotostudio/shared/contracts/route';
import { buildPath, routeUrl, type RouteDescriptor } from '@fotostudio/shared/contracts/route-descriptor';

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

const viewerKey = (linkKey: string): string => `gallery-viewer:${linkKey}`;

/**
 * Who this browser is on a link shared by several people (issue 28 point 2): the viewer id of
 * the name they typed, kept in localStorage (no account) so the next visit opens their list.
 */
export const viewerStore = {
  get: (linkKey: string): string | null => {
    try {
      return localStorage.getItem(viewerKey(linkKey));
    } catch {
      return null;
    }
  },
  set: (linkKey: string, viewerId: string): void => {
    try {
      localStorage.setItem(viewerKey(linkKey), viewerId);
    } catch {
      // Storage refused (private mode): asked again on the next visit.
    }
  },
  clear: (linkKey: string): void => {
    try {
      localStorage.removeItem(viewerKey(linkKey));
    } catch {
      // Nothing stored.
    }
  },
};

/** The query naming the viewer a request speaks for (none: the link's first list). */
const viewerQuery = (viewerId: string | undefined): Record<string, string> | undefined => (viewerId ? { viewer: viewerId } : undefined);

interface CallOptions<R extends AnyRoute> {
  body?: RouteBody<R>;
  query?: Record<string, string>;
  timeoutMs?: number;
  /** Lets the request outlive the page (a draft saved while the tab closes). */
  keepalive?: boolean;
  signal?: AbortSignal;
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

const call = async <R extends AnyRoute>(
  route: RouteDescriptor<R>,
  params: RouteParams<R> & { linkKey: string },
  options: CallOptions<R> = {},
): Promise<RouteResponse<R>> => {
  const { linkKey } = params;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const pass = memoryPass.get(linkKey) ?? passStore.get(linkKey);
  if (pass) headers[PASS_HEADER] = pass;
  let response: Response;
  try {
    response = await fetch(options.query ? routeUrl(route, params, options.query) : buildPath(route.path, params), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal ?? (options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs)),
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
  return json as RouteResponse<R>;
};

export const galleryApi = {
  /** The page of all photos that holds photo `place` (0-based), or the first photo called `name` (issue 27's jump to a photo). */
  pageAt: (linkKey: string, at: { place: number } | { name: string }, limit: number) =>
    call(galleryImages, { linkKey }, { query: 'name' in at ? { name: at.name, limit: String(limit) } : { offset: String(at.place - (at.place % limit)), limit: String(limit) } }),
  get: (linkKey: string) => call(galleryGet, { linkKey }).then((answer) => answer.gallery),
  /** The studio behind a link in any state, for the pages shown instead of the gallery. */
  brand: (linkKey: string) => call(galleryBrand, { linkKey }).then((answer) => answer.branding),
  saveDraft: (linkKey: string, choices: GalleryChoices, keepalive = false, viewerId?: string) =>
    call(gallerySaveDraft, { linkKey }, { body: choices, keepalive, query: viewerQuery(viewerId) }),
  /** "¿Quién eres?": the list of `name` on the link (or `viewerId`'s list renamed). */
  nameViewer: (linkKey: string, name: string, viewerId?: string) =>
    call(galleryNameViewer, { linkKey }, { body: { name, ...(viewerId ? { viewerId } : {}) } }).then((answer) => answer.viewer),
  price: (linkKey: string, choices: GalleryChoices, timeoutMs: number) =>
    call(galleryPrice, { linkKey }, { body: choices, timeoutMs }).then((answer) => answer.price),
  finalize: (linkKey: string, choices: GalleryChoices, viewerId?: string) => call(galleryFinalize, { linkKey }, { body: choices, query: viewerQuery(viewerId) }),
  /** "Confirmar y pagar" (issue 25 point 4): opens Stripe Checkout for the extras and freezes the draft. */
  payExtras: (linkKey: string, choices: GalleryChoices, locale: 'es' | 'en', viewerId?: string) =>
    call(galleryPayExtras, { linkKey }, { body: { choices, locale }, query: viewerQuery(viewerId) }),
  /** Cancelled on Stripe's page: the Checkout is expired and the draft editable again (`released`). */
  cancelExtras: (linkKey: string) => call(galleryCancelExtrasCheckout, { linkKey }),
  /** Back from Stripe's page: the server reads the Checkout Session and confirms the selection once when paid. */
  extrasReturn: (linkKey: string, checkoutSessionId: string) =>
    // The route has no path parameter; the link key rides along for the pass header only (`as never`: no params to type).
    call(paymentsGalleryExtrasReturn, { linkKey } as never, { body: { linkKey, checkoutSessionId } }),
  /** The others' lists for the live refresh (issue 28 point 2): `unchanged` while the draft is still at `since`. */
  viewerLists: (linkKey: string, since: string | null, signal?: AbortSignal) =>
    call(galleryViewerLists, { linkKey }, { query: since ? { since } : {}, signal }),
  /** The confirmed selection, read-only, with a page of its photos from `offset` (issue 28 point 4). */
  confirmedSelection: (linkKey: string, page: { offset: number; limit: number }, signal?: AbortSignal) =>
    call(galleryConfirmedSelection, { linkKey }, { query: { offset: String(page.offset), limit: String(page.limit) }, signal }).then((answer) => answer.selection),
  unlock: (linkKey: string, password: string) => call(galleryUnlock, { linkKey }, { body: { password } }),
  startDownload: (linkKey: string) => call(galleryStartDownload, { linkKey }).then((a) => a.download),
  getDownload: (linkKey: string, downloadId: string) => call(galleryGetDownload, { linkKey, downloadId }).then((a) => a.download),
  imageDownload: (linkKey: string, imageId: string) => call(galleryGetImageDownload, { linkKey, imageId }),
  /** The delivery gallery of the finals (issue 28 point 4), while the session's delivery is open. */
  delivery: (linkKey: string) => call(galleryDelivery, { linkKey }).then((answer) => answer.delivery),
  deliveryImages: (linkKey: string, query: { offset: number; limit: number }, signal?: AbortSignal) =>
    call(galleryDeliveryImages, { linkKey }, { query: { offset: String(query.offset), limit: String(query.limit) }, signal }),
  /** A final in an offered size: `web` (1,920 px) or `full` (as uploaded, without GPS unless kept). */
  finalDownload: (linkKey: string, finalId: string, size: DeliverySize) => call(galleryFinalDownload, { linkKey, finalId }, { query: { size } }),
  startDeliveryDownload: (linkKey: string) => call(galleryStartDeliveryDownload, { linkKey }).then((a) => a.download),
  getDeliveryDownload: (linkKey: string, downloadId: string) => call(galleryGetDeliveryDownload, { linkKey, downloadId }).then((a) => a.download),
  /** A page of the photos from `offset`, or the photos named by `ids` (at most GALLERY_LOOKUP_IDS_MAX). */
  images: (linkKey: string, query: { offset: number; limit: number } | { ids: readonly string[] }, signal?: AbortSignal) =>
    call(galleryImages, { linkKey }, { query: 'ids' in query ? { ids: query.ids.join(',') } : { offset: String(query.offset), limit: String(query.limit) }, signal }),
};

/** The catalogue code of any failure. */
export const codeOfError = (error: unknown, fallback = 'general.unknown'): string => (error instanceof GalleryApiError ? error.code : fallback);
