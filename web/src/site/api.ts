// The site's calls to its own routes (contracts in shared/src/contracts/site.ts), as types
// only: the contract modules load zod, which the public pages do not carry. The server
// validates every submit; failures come back as catalogue codes.
import type { Language } from '@fotostudio/shared/constants';
import type { BetaApplicationForm, BetaStatus, ContactForm, FeedbackForm, FormTicket, PageViewInput, SiteFormKind } from '@fotostudio/shared/contracts/site';

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

const call = async <T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init?.method ?? 'GET',
      headers: init ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: init ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new SiteApiError('site.connection_error', 0);
  }
  const json = (await response.json().catch(() => undefined)) as (T & ErrorBody) | undefined;
  if (!response.ok) {
    const code = typeof json?.error?.code === 'string' ? json.error.code : response.status === 429 ? 'rate_limit.too_many_requests' : 'general.unknown';
    const fields = (json?.error?.issues ?? []).map((issue) => String(issue.path ?? '').split('.')[0] ?? '').filter(Boolean);
    throw new SiteApiError(code, response.status, fields);
  }
  return json as T;
};

type Guarded<T> = Omit<T, 'website' | 'ticket' | 'lang'>;
export interface Guard {
  website: string;
  ticket: string;
  lang: Language;
}

export const siteApi = {
  betaStatus: () => call<BetaStatus>('/api/site/beta'),
  formTicket: (form: SiteFormKind) => call<FormTicket>(`/api/site/form-ticket?form=${form}`),
  applyToBeta: (form: Guarded<BetaApplicationForm>, guard: Guard) =>
    call<{ applicationId: string; waitlist: boolean }>('/api/site/beta-applications', { method: 'POST', body: { ...guard, ...form } }),
  sendFeedback: (form: Guarded<FeedbackForm>, guard: Guard) => call<{ messageId: string }>('/api/site/feedback', { method: 'POST', body: { ...guard, ...form } }),
  sendContact: (form: Guarded<ContactForm>, guard: Guard) => call<{ messageId: string }>('/api/site/contact', { method: 'POST', body: { ...guard, ...form } }),
};

/** Counts this page view; a lost count is not worth bothering the visitor. */
export const sendPageView = (view: PageViewInput): void => {
  void fetch('/api/site/pageview', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
  }).catch(() => undefined);
};
