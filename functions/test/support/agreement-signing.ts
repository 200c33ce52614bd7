// A photographer's agreement sent and signed through the real routes: the template, the client,
// the draft, the send, each signer's one-time code read from the local mail store, and the
// signature. Used by the tests of what follows a signature (the export, the countersignature).
import { createAgreement as createAgreementRoute, createTemplate as createTemplateRoute, sendAgreement as sendAgreementRoute, type Agreement, type SendInput } from '@fotostudio/shared/contracts/agreements';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { expect } from 'vitest';
import { callApi, responseOf, type ApiAnswer } from './api.js';
import type { TestUser } from './cognito-users.js';
import { mailsTo } from './mail.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
export const SIGNER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) FotostudioTest/1';
export const drawnSignature = { kind: 'drawn' as const, strokes: [[[10, 200], [120, 80], [260, 220], [400, 60]], [[500, 150], [700, 150]]] };

export const tokenOf = (link: string | null): string => (link ?? '').split('/').at(-1) ?? '';

/** A call on a signer's link, from another address (the IP the audit records) with a phone's user agent. */
export const onLink = (method: string, token: string, tail = '', body?: unknown, from = '127.0.0.7'): Promise<ApiAnswer> =>
  callApi({ method, path: `/api/agreements/sign/${token}${tail}`, body, headers: { 'user-agent': SIGNER_BROWSER }, from });

/** The code of the latest code mail to the address. */
export const codeMailedTo = async (email: string): Promise<string> => {
  const mail = (await mailsTo(email)).filter((m) => /\b\d{6}\b/.test(m.subject)).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};

export const signBody = (fullName: string, idNumber = '12345678Z') => ({ fullName, idType: 'dni', idNumber, signature: drawnSignature, accepted: true });

/** The signer asks for a code, enters it from the mail, and signs; answers the signing call. */
export const signOnLink = async (token: string, email: string, fullName: string): Promise<ApiAnswer> => {
  expect((await onLink('POST', token, '/code')).status).toBe(200);
  const verified = await onLink('POST', token, '/verify', { code: await codeMailedTo(email) });
  expect(verified.status, verified.text).toBe(200);
  return onLink('POST', token, '', signBody(fullName));
};

/** An agreement made from a new template for a new client, sent to these signers (with `send` as the send's body). */
export const sentAgreement = async (user: TestUser, people: { name: string; language: 'es' | 'en' }[], send: SendInput = {}): Promise<Agreement & { emails: string[] }> => {
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });
  const template = responseOf(
    createTemplateRoute,
    await api('POST', '/api/agreement-templates', { name: 'Boda', language: 'es', document: doc(paragraph({ type: 'text', text: 'Contrato de boda de ' }, { type: 'mergeField', attrs: { field: 'clientName' } })) }),
  ).template;
  const client = responseOf(createContact, await api('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client' })).contact;
  const draft = responseOf(createAgreementRoute, await api('POST', '/api/agreements', { templateId: template.templateId, clientId: client.contactId })).agreement;
  const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const emails = people.map((p) => `${p.name.toLowerCase()}-${stamp}@example.com`);
  const saved = await api('PUT', `/api/agreements/${draft.agreementId}`, {
    title: `Boda ${stamp}`,
    mergeValues: { ...draft.mergeValues, clientName: 'Lucía Pérez' },
    signers: people.map((p, i) => ({ ...p, email: emails[i] })),
    expiresInDays: 7,
  });
  expect(saved.status, saved.text).toBe(200);
  return { ...responseOf(sendAgreementRoute, await api('POST', `/api/agreements/${draft.agreementId}/send`, send)).agreement, emails };
};
