// Billing for API tests: complete billing settings and quote or invoice bodies, all through
// the API as the modal sends them; a document and an invoice's payments as the app reads them.
import { createQuote, getDocument, getDocumentPdf } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { listInvoicePayments, type InvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { setVerifactuSubmission, uploadSubmissionCertificate } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { legalFormIsCompany } from '@fotostudio/shared/billing/client-rules';
import type { LegalForm } from '@fotostudio/shared/billing/billing-enums';
import type { RegistroAlta } from '@fotostudio/shared/verifactu/record-fields';
import { chainRecords, parseRecord } from '../../src/billing/verifactu-records.js';
import { verifactuCompulsory } from '../../src/billing/verifactu/obligation.js';
import { testCertificate } from './certificates.js';
import { callApi, callRoute, responseOf, type ApiAnswer } from './api.js';
import { eventually } from './eventually.js';
import { pdfText } from './pdf-text.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

export const completeBillingSettings = async (token: string, changes: Record<string, unknown> = {}): Promise<ApiAnswer> => {
  const answer = await callApi({ method: 'PUT', path: '/api/billing/settings', token, body: { ...exampleOf(putBillingSettings).body, ...changes } });
  if (answer.status !== 200) throw new Error(`billing settings answered ${answer.status}: ${answer.text}`);
  await verifactuWhereCompulsory(token, putBillingSettings.response.parse(answer.body).settings);
  return answer;
};

/**
 * From the issuer's obligation date issuing needs VERI*FACTU on (issue 24 point 1): then the
 * helper uploads a local test certificate of the issuer (an entity representative's for a
 * company) and turns the mode on, so the suites keep issuing after the date. Before it, nothing.
 */
const verifactuWhereCompulsory = async (token: string, settings: { legalForm: LegalForm; taxId: string }): Promise<void> => {
  if (!verifactuCompulsory(settings.legalForm, new Date())) return;
  const company = legalFormIsCompany(settings.legalForm);
  const certificate = testCertificate(company ? { entityNif: settings.taxId } : { personNif: settings.taxId });
  const uploaded = await callApi({ method: 'PUT', path: uploadSubmissionCertificate.path, token, body: { ...certificate, representative: company } });
  if (uploaded.status !== 200) throw new Error(`the test certificate answered ${uploaded.status}: ${uploaded.text}`);
  const on = await callApi({ method: 'PUT', path: setVerifactuSubmission.path, token, body: { enabled: true } });
  if (on.status !== 200) throw new Error(`turning VERI*FACTU on answered ${on.status}: ${on.text}`);
};

/** The route example's quote, with no CRM client or session, changed as given. */
export const documentBody = (changes: Record<string, unknown> = {}): Record<string, unknown> => {
  const example = exampleOf(createQuote).body;
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

/** A billing document as the photographer's app reads it now. */
export const currentDocument = async (token: string, documentId: string): Promise<BillingDocument> =>
  responseOf(getDocument, await callRoute(getDocument, token, { params: { documentId } })).document;

/** An invoice's payments (its ledger) as the photographer's app reads them. */
export const invoiceLedger = async (token: string, invoiceId: string): Promise<InvoicePayments> =>
  responseOf(listInvoicePayments, await callRoute(listInvoicePayments, token, { params: { invoiceId } }));

/** The ledger once it satisfies `check` (the webhook, its queue and the payment's purpose have run). */
export const invoiceLedgerWhen = (token: string, invoiceId: string, check: (payments: InvoicePayments) => boolean, timeoutMs = 30_000): Promise<InvoicePayments> =>
  eventually(async () => {
    const now = await invoiceLedger(token, invoiceId);
    return check(now) ? now : undefined;
  }, timeoutMs);

/** An invoice's registration record (alta) as its issuer's VERI*FACTU chain holds it. */
export const registrationRecordOf = async (photographerId: string, nif: string, documentId: string): Promise<RegistroAlta> => {
  const item = (await chainRecords(photographerId, nif)).find((candidate) => candidate.documentId === documentId && candidate.recordKind === 'alta');
  const found = item ? parseRecord(item) : undefined;
  if (found?.kind !== 'alta') throw new Error(`no registration record for ${documentId}`);
  return found;
};

/** The text of a document's PDF, read from where the answer of its `GET .../pdf` points. */
export const documentPdfText = async (answer: ApiAnswer): Promise<string> =>
  pdfText(new Uint8Array(await (await fetch(responseOf(getDocumentPdf, answer).url)).arrayBuffer()));
