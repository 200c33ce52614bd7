// The site's calls to its own routes (contracts in shared/src/contracts/site.ts), through the
// route descriptors generated from them and the contracts as types only: the contract modules
// load zod, which the public pages do not carry. The server validates every submit; failures
// come back as catalogue codes.
import type { Language } from '@fotostudio/shared/constants';
import {
  siteApplyToBeta,
  siteBetaStatus,
  siteFormTicket,
  siteRecordPageView,
  siteSendContactMessage,
  siteSendFeedback,
  siteSoftwareDeclaration,
} from '@fotostudio/shared/contracts/generated/route-descriptors';
import type { AnyRoute, RouteResponse } from '@fotostudio/shared/contracts/route';
import { routeUrl, type RouteDescriptor } from '@fotostudio/shared/contracts/route-descriptor';
import type { BetaApplicationForm, ContactForm, FeedbackForm, PageViewInput, SiteFormKind } from '@fotostudio/shared/contracts/site';

/** A catalogue message; the messages are their own chunk, fetched the first time one is shown. */
export const messageOf = async (code: string, language: Language): Promise<string> => (await import('./messages')).catalogueMessage(code, language);

export class SiteApiError extends Error {
  override readonly name = 'SiteApiError';

  constructor(
    readonly code: string,
    readonly status: number,
    /** The fields the server refused, by name. */
    readonly fields: string[] = [],
  ) {
    super(code);
  }
}

interface ErrorBody {
  error?: { code?: unknown; issues?: Array<{ path?: unknown }> };
}

const call = async <R extends AnyRoute>(route: RouteDescriptor<R>, init?: { query?: Record<string, string>; body?: unknown }): Promise<RouteResponse<R>> => {
  const hasBody = init?.body !== undefined;
  let response: Response;
  try {
    response = await fetch(routeUrl(route, {}, init?.query), {
      method: route.method,
      headers: hasBody ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: hasBody ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new SiteApiError('site.connection_error', 0);
  }
  const json = (await response.json().catch(() => undefined)) as (RouteResponse<R> & ErrorBody) | undefined;
  if (!response.ok) {
    const code = typeof json?.error?.code === 'string' ? json.error.code : response.status === 429 ? 'rate_limit.too_many_requests' : 'general.unknown';
    const fields = (json?.error?.issues ?? []).map((issue) => String(issue.path ?? '').split('.')[0] ?? '').filter(Boolean);
    throw new SiteApiError(code, response.status, fields);
  }
  return json as RouteResponse<R>;
};

type Guarded<T> = Omit<T, 'website' | 'ticket' | 'lang'>;
export interface Guard {
  website: string;
  ticket: string;
  lang: Language;
}

export const siteApi = {
  betaStatus: () => call(siteBetaStatus),
  softwareDeclaration: () => call(siteSoftwareDeclaration),
  formTicket: (form: SiteFormKind) => call(siteFormTicket, { query: { form } }),
  applyToBeta: (form: Guarded<BetaApplicationForm>, guard: Guard) => call(siteApplyToBeta, { body: { ...guard, ...form } }),
  sendFeedback: (form: Guarded<FeedbackForm>, guard: Guard) => call(siteSendFeedback, { body: { ...guard, ...form } }),
  sendContact: (form: Guarded<ContactForm>, guard: Guard) => call(siteSendContactMessage, { body: { ...guard, ...form } }),
};

/** Counts this page view; a lost count is not worth bothering the visitor. */
export const sendPageView = (view: PageViewInput): void => {
  void fetch(routeUrl(siteRecordPageView), {
    method: siteRecordPageView.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
  }).catch(() => undefined);
};
