// Billing for API tests: complete billing settings and quote or invoice bodies, all through
// the API as the modal sends them.
import { createQuote } from '@fotostudio/shared/contracts/billing/document-routes';
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

export interface DocumentAnswer {
  document: {
    documentId: string;
    kind: string;
    number: string;
    status: string;
    issueDate: string;
    dueDate: string;
    paidAt: string | null;
    convertedAt: string | null;
    invoiceId: string | null;
    originalQuoteId: string | null;
    internalNotes: string | null;
    totals: { baseCents: number; vatCents: number; totalCents: number; irpf: { amountCents: number } | null };
    lines: { kind: string; quantity: number; unitPriceCents: number; baseCents: number }[];
    client: Record<string, unknown>;
    issuer: Record<string, unknown>;
    session: Record<string, unknown>;
  };
}

export const documentOf = (answer: ApiAnswer): DocumentAnswer['document'] => (answer.body as DocumentAnswer).document;
