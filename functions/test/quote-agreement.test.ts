// A quote that requires a signed agreement (issue 26 point 4): an agreement made for a quote and
// sent is shown on the quote's public page, and the client can accept the quote only once it is
// signed (through the signer's own routes: the emailed code, then the signature); a withdrawn
// agreement asks nothing, and a quote with no agreement is accepted as before.
import { signAgreement as signRoute } from '@fotostudio/shared/contracts/agreement-actions';
import { createAgreement as createAgreementRoute, createTemplate as createTemplateRoute, sendAgreement as sendAgreementRoute, withdrawAgreement } from '@fotostudio/shared/contracts/agreements';
import { createQuote } from '@fotostudio/shared/contracts/billing/document-routes';
import { acceptQuote, getQuotePage, shareQuoteLink } from '@fotostudio/shared/contracts/billing/quote-page';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { mailsTo } from './support/mail.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const drawn = { kind: 'drawn' as const, strokes: [[[10, 200], [120, 80], [260, 220], [400, 60]]] };

describe('a quote that requires a signed agreement', () => {
  let user: TestUser;
  let templateId: string;
  let clientId: string;
  const today = todayInMadrid();
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });
  const page = (route: typeof getQuotePage | typeof acceptQuote, token: string) =>
    callApi({ method: route.method, path: route.path.replace('{quoteToken}', token), ...(route.method === 'POST' ? { body: {} } : {}) });

  beforeAll(async () => {
    user = await createPhotographer('quote-agreement');
    await completeBillingSettings(user.accessToken);
    templateId = responseOf(createTemplateRoute, await api('POST', '/api/agreement-templates', { name: 'Boda', language: 'es', document: doc('Contrato de boda') })).template.templateId;
    clientId = responseOf(createContact, await api('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client' })).contact.contactId;
  });

  const sharedQuote = async () => {
    const answer = await api('POST', createQuote.path, documentBody({ issueDate: today, dueDate: addDays(today, 30) }));
    expect(answer.status, answer.text).toBe(201);
    const quote = responseOf(createQuote, answer).document;
    const token = responseOf(shareQuoteLink, await api('POST', shareQuoteLink.path.replace('{quoteId}', quote.documentId), {})).link.token;
    return { quoteId: quote.documentId, token };
  };

  const sentFor = async (quoteId: string, title: string) => {
    const draft = responseOf(createAgreementRoute, await api('POST', '/api/agreements', { templateId, clientId, quoteId })).agreement;
    const email = `signer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    expect((await api('PUT', `/api/agreements/${draft.agreementId}`, { title, mergeValues: draft.mergeValues, signers: [{ name: 'Lucía', email, language: 'es' }], expiresInDays: 7 })).status).toBe(200);
    const sent = responseOf(sendAgreementRoute, await api('POST', `/api/agreements/${draft.agreementId}/send`, {})).agreement;
    return { agreementId: sent.agreementId, token: (sent.signers[0]?.link ?? '').split('/').at(-1) ?? '', email };
  };

  const sign = async (signer: { token: string; email: string }) => {
    const onLink = (tail: string, body?: unknown) => callApi({ method: 'POST', path: `/api/agreements/sign/${signer.token}${tail}`, body });
    expect((await onLink('/code')).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await mailsTo(signer.email)).filter((m) => /\b\d{6}\b/.test(m.subject)).at(-1)?.subject ?? '')?.[1];
    expect((await onLink('/verify', { code })).status).toBe(200);
    responseOf(signRoute, await onLink('', { fullName: 'Lucía Pérez García', idType: 'dni', idNumber: '12345678Z', signature: drawn, accepted: true }));
  };

  it('shows the agreement on the quote page and refuses the acceptance until it is signed; then accepts', async () => {
    const { quoteId, token } = await sharedQuote();
    const signer = await sentFor(quoteId, 'Contrato de la boda');
    expect(responseOf(getQuotePage, await page(getQuotePage, token)).quote.agreements).toEqual([{ title: 'Contrato de la boda', signed: false }]);
    const refused = await page(acceptQuote, token);
    expect([refused.status, errorCodeOf(refused)]).toEqual([409, 'billing.quote_agreement_unsigned']);
    expect(responseOf(getQuotePage, await page(getQuotePage, token)).quote.acceptedAt).toBeNull();

    await sign(signer);
    expect(responseOf(getQuotePage, await page(getQuotePage, token)).quote.agreements).toEqual([{ title: 'Contrato de la boda', signed: true }]);
    expect(responseOf(acceptQuote, await page(acceptQuote, token)).quote.acceptedAt).not.toBeNull();
  }, 60_000);

  it('asks nothing of a withdrawn agreement, nor of a quote without one', async () => {
    const withdrawn = await sharedQuote();
    const { agreementId } = await sentFor(withdrawn.quoteId, 'Retirado');
    responseOf(withdrawAgreement, await api('POST', `/api/agreements/${agreementId}/withdraw`));
    expect(responseOf(getQuotePage, await page(getQuotePage, withdrawn.token)).quote.agreements).toEqual([]);
    expect(responseOf(acceptQuote, await page(acceptQuote, withdrawn.token)).quote.acceptedAt).not.toBeNull();

    const plain = await sharedQuote();
    expect(responseOf(acceptQuote, await page(acceptQuote, plain.token)).quote.acceptedAt).not.toBeNull();
  }, 60_000);
});
