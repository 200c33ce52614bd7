// Billing for API tests: complete billing settings and quote or invoice bodies, all through
// the API as the modal sends them.
import { createQuote, getDocument } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { callApi, type ApiAnswer } from './api.js';

export const completeBillingSettings = async (token: string, changes: Record<string, unknown> = {}): Promise<ApiAnswer> => {
  const answer = await callApi({ method: 'PUT', path: '/api/billing/settings', token, body: { ...putBillingSettings.example.body, ...changes } });
  if (answer.status !== 200) throw new Error(`billing settings answered ${answer.status}: ${answer.text}`);
  return answer;
};

/** The route example's quote, with no CRM client or session, changed as given. */
export const documentBody = (changes: Record<string, unknown> = {}): Record<string, unknown> => {
  const example = createQuote.example.body;
  return {
    ...example,
    client: { ...example.client, clientId: null },
    session: { ...example.session, sessionId: null },
    ...changes,
  };
};

/**
 * The document of an answer that carries one (create, edit, get, the status changes), read with
 * the contract's document schema.
 */
export const documentOf = (answer: ApiAnswer): BillingDocument => getDocument.response.parse(answer.body).document;
