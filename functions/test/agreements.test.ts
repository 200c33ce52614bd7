// Agreements (issue 26, first step): templates sanitised and kept in versions, agreements made
// from a version with their merge values escaped in the HTML, sent to each signer by email in
// their language, withdrawn, and read as expired after their links' expiry.
import {
  createAgreement as createAgreementRoute,
  createTemplate as createTemplateRoute,
  getAgreement as getAgreementRoute,
  getTemplate as getTemplateRoute,
  listAgreements as listAgreementsRoute,
  listProvidedTemplates,
  sendAgreement as sendAgreementRoute,
  updateAgreement as updateAgreementRoute,
  updateTemplate as updateTemplateRoute,
  withdrawAgreement as withdrawAgreementRoute,
  type Agreement,
} from '@fotostudio/shared/contracts/agreements';
import { mergeFieldsOf } from '@fotostudio/shared/agreements/rich-text';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAgreement, withdrawAgreement } from '../src/agreements/agreements.js';
import { DomainError } from '../src/lib/errors.js';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { mailsTo } from './support/mail.js';
import { createTestSession } from './support/sessions.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
const field = (name: string) => ({ type: 'mergeField', attrs: { field: name } });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe('agreements: templates, versions, drafts, sending and withdrawal', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('agreements');
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });

  const newTemplate = async (document: unknown, name = 'Boda', language: 'es' | 'en' = 'es') =>
    responseOf(createTemplateRoute, await api('POST', '/api/agreement-templates', { name, language, document })).template;

  const newClient = async (fields: Record<string, unknown> = {}) =>
    responseOf(createContact, await callRoute(createContact, user.accessToken, { body: { ...exampleOf(createContact).body, type: 'client', ...fields } })).contact;

  const newAgreement = async (templateId: string, clientId: string, extra: Record<string, unknown> = {}) =>
    responseOf(createAgreementRoute, await api('POST', '/api/agreements', { templateId, clientId, ...extra })).agreement;

  it('stores only the allowed nodes, marks, attributes and links of what the editor sent', async () => {
    const template = await newTemplate(
      doc(
        { type: 'heading', attrs: { level: 1, onclick: 'alert(1)' }, content: [text('Contrato')] },
        paragraph(
          text('uno', [{ type: 'bold' }, { type: 'textStyle', attrs: { color: 'red' } }]),
          text('web', [{ type: 'link', attrs: { href: 'javascript:alert(1)', target: '_blank' } }]),
          text('correo', [{ type: 'link', attrs: { href: 'mailto:hola@example.com', class: 'x' } }]),
          field('clientName'),
          field('password'),
          { type: 'image', attrs: { src: 'https://example.com/x.png' } },
        ),
        { type: 'script', content: [paragraph(text('dentro'))] },
        { type: 'iframe', attrs: { src: 'https://example.com' } },
      ),
    );
    expect(template.version).toBe(1);
    expect(template.document).toEqual(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('Contrato')] },
        paragraph(text('uno', [{ type: 'bold' }]), text('web'), text('correo', [{ type: 'link', attrs: { href: 'mailto:hola@example.com' } }]), field('clientName')),
        paragraph(text('dentro')),
      ),
    );
    const empty = await api('POST', '/api/agreement-templates', { name: 'Vacía', language: 'es', document: doc({ type: 'image' }, paragraph()) });
    expect([empty.status, errorCodeOf(empty)]).toEqual([400, 'agreements.template_empty']);
  });

  it('keeps every version; an agreement records the version it was made from and keeps its text', async () => {
    const template = await newTemplate(doc(paragraph(text('Versión uno para '), field('clientName'))));
    const client = await newClient();
    const first = await newAgreement(template.templateId, client.contactId);
    expect(first.templateVersion).toBe(1);

    const saved = await api('PUT', `/api/agreement-templates/${template.templateId}`, { name: 'Boda 2', language: 'es', document: doc(paragraph(text('Versión dos'))), baseVersion: 1 });
    const second = responseOf(updateTemplateRoute, saved).template;
    expect(second.version).toBe(2);
    expect(second.versions.map((v) => [v.version, v.name])).toEqual([[2, 'Boda 2'], [1, 'Boda']]);
    const old = responseOf(getTemplateRoute, await api('GET', `/api/agreement-templates/${template.templateId}?version=1`)).template;
    expect(old.document).toEqual(template.document);

    const stale = await api('PUT', `/api/agreement-templates/${template.templateId}`, { name: 'Boda', language: 'es', document: doc(paragraph(text('tarde'))), baseVersion: 1 });
    expect([stale.status, errorCodeOf(stale)]).toEqual([409, 'agreements.template_changed']);

    const reread = responseOf(getAgreementRoute, await api('GET', `/api/agreements/${first.agreementId}`)).agreement;
    expect(reread.html).toContain('Versión uno para');
    const later = await newAgreement(template.templateId, client.contactId);
    expect([later.templateVersion, later.html]).toEqual([2, '<p>Versión dos</p>']);
    const pinned = await newAgreement(template.templateId, client.contactId, { templateVersion: 1 });
    expect(pinned.templateVersion).toBe(1);
  });

  it('saves one of 20 edits of the same version at once, never a lost edit', async () => {
    const template = await newTemplate(doc(paragraph(text('Base'))));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api('PUT', `/api/agreement-templates/${template.templateId}`, { name: `Edición ${i}`, language: 'es', document: doc(paragraph(text(`Texto ${i}`))), baseVersion: 1 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map(errorCodeOf)).toEqual(Array(19).fill('agreements.template_changed'));
    const head = responseOf(getTemplateRoute, await api('GET', `/api/agreement-templates/${template.templateId}`)).template;
    expect(head.versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('fills merge fields from the client, the session and the business, escaped in the HTML', async () => {
    const template = await newTemplate(doc(paragraph(field('clientName'), text(' / '), field('sessionTitle'), text(' / '), field('sessionPlace'), text(' / '), field('deposit'))));
    const session = await createTestSession(user.accessToken, { title: 'Boda <b>Ana</b>', location: 'Finca "El Olivar"' });
    const injected = '<img src=x onerror="alert(1)">';
    const client = await newClient({ firstName: injected, lastName: 'García' });
    const agreement = await newAgreement(template.templateId, client.contactId, { sessionId: session.sessionId });
    expect(agreement.mergeValues).toMatchObject({ clientName: `${injected} García`, sessionTitle: 'Boda <b>Ana</b>', sessionPlace: 'Finca "El Olivar"' });
    expect(agreement.fields).toEqual(['clientName', 'sessionTitle', 'sessionPlace', 'deposit']);
    expect(agreement.html).not.toContain('<img');
    expect(agreement.html).not.toContain('<b>');
    expect(agreement.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; García');
    expect(agreement.html).toContain('Finca &quot;El Olivar&quot;');
    // The deposit is known to nothing yet: a blank line to fill in.
    expect(agreement.html).toContain('merge-field-empty');

    const edited = await api('PUT', `/api/agreements/${agreement.agreementId}`, {
      title: 'Contrato',
      mergeValues: { ...agreement.mergeValues, deposit: '</span><script>alert(1)</script>' },
      signers: [{ name: 'Ana', email: 'ana@example.com', language: 'es' }],
      expiresInDays: 10,
    });
    const html = responseOf(updateAgreementRoute, edited).agreement.html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/span&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('sends each signer their own link in their language, once; then only withdrawal changes it', async () => {
    const template = await newTemplate(doc(paragraph(text('Contrato de boda de '), field('clientName'))));
    const client = await newClient();
    const draft = await newAgreement(template.templateId, client.contactId);
    expect(draft.status).toBe('draft');
    expect(draft.signers.map((s) => [s.status, s.link])).toEqual([['pending', null]]);
    const stamp = Date.now().toString(36);
    const [es, en] = [`firma-es-${stamp}@example.com`, `firma-en-${stamp}@example.com`];
    await api('PUT', `/api/agreements/${draft.agreementId}`, {
      title: 'Boda de Lucía y Tom',
      mergeValues: draft.mergeValues,
      signers: [{ name: 'Lucía', email: es, language: 'es' }, { name: 'Tom', email: en, language: 'en' }],
      expiresInDays: 7,
    });

    const sends = await Promise.all(Array.from({ length: 20 }, () => api('POST', `/api/agreements/${draft.agreementId}/send`)));
    expect(sends.filter((a) => a.status === 200)).toHaveLength(1);
    expect(sends.filter((a) => a.status !== 200).map(errorCodeOf)).toEqual(Array(19).fill('agreements.not_draft'));
    const sent: Agreement = responseOf(sendAgreementRoute, sends.find((a) => a.status === 200) as ApiAnswer).agreement;
    expect(sent.status).toBe('sent');
    expect(Date.parse(sent.expiresAt ?? '') - Date.parse(sent.sentAt ?? '')).toBe(7 * 86_400_000);
    const links = sent.signers.map((s) => s.link ?? '');
    expect(new Set(links).size).toBe(2);
    for (const link of links) expect(link).toMatch(/\/sign\/[\w-]{43}$/);

    const [toEs, toEn] = await Promise.all([mailsTo(es), mailsTo(en)]);
    expect(toEs).toHaveLength(1);
    expect(toEn).toHaveLength(1);
    expect(toEs[0]?.subject).toContain('«Boda de Lucía y Tom» para firmar');
    expect(toEs[0]?.body.text).toContain(links[0]);
    expect(toEs[0]?.body.html).toContain(`href="${links[0]}"`);
    expect(toEn[0]?.subject).toContain('"Boda de Lucía y Tom" to sign');
    expect(toEn[0]?.body.text).toContain(links[1]);
    expect(toEs[0]?.replyTo).toEqual([user.email]);

    const edit = await api('PUT', `/api/agreements/${draft.agreementId}`, { title: 'x', mergeValues: {}, signers: [{ name: 'x', email: es, language: 'es' }], expiresInDays: 3 });
    expect([edit.status, errorCodeOf(edit)]).toEqual([409, 'agreements.not_draft']);

    const withdrawn = responseOf(withdrawAgreementRoute, await api('POST', `/api/agreements/${draft.agreementId}/withdraw`)).agreement;
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.withdrawnAt).not.toBeNull();
    const again = await api('POST', `/api/agreements/${draft.agreementId}/withdraw`);
    expect([again.status, errorCodeOf(again)]).toEqual([409, 'agreements.not_open']);
    const resend = await api('POST', `/api/agreements/${draft.agreementId}/send`);
    expect([resend.status, errorCodeOf(resend)]).toEqual([409, 'agreements.not_draft']);

    const listed = responseOf(listAgreementsRoute, await api('GET', `/api/agreements?clientId=${client.contactId}`)).agreements;
    expect(listed.map((a) => [a.agreementId, a.status])).toEqual([[draft.agreementId, 'withdrawn']]);
  });

  it('reads a sent agreement as expired once its links expire, and then refuses its withdrawal', async () => {
    const template = await newTemplate(doc(paragraph(text('Caduca'))));
    const client = await newClient();
    const draft = await newAgreement(template.templateId, client.contactId);
    const sent = responseOf(sendAgreementRoute, await api('POST', `/api/agreements/${draft.agreementId}/send`)).agreement;
    const after = new Date(Date.parse(sent.expiresAt ?? '') + 1);
    expect((await getAgreement(user.sub, draft.agreementId, after)).status).toBe('expired');
    expect((await getAgreement(user.sub, draft.agreementId, new Date(after.getTime() - 2))).status).toBe('sent');
    await expect(withdrawAgreement(user.sub, draft.agreementId, after)).rejects.toEqual(new DomainError('agreements.not_open'));
  });

  it('lists the provided templates in Spanish and English, each a valid document with merge fields', async () => {
    const { templates } = responseOf(listProvidedTemplates, await api('GET', '/api/provided-agreement-templates'));
    expect(templates.map((t) => `${t.language}:${t.kind}`).sort()).toEqual(['en:commercial', 'en:portrait', 'en:wedding', 'es:commercial', 'es:portrait', 'es:wedding']);
    const wedding = templates.find((t) => t.language === 'es' && t.kind === 'wedding');
    // A provided template is saved as the photographer's own, unchanged by the sanitiser.
    const saved = await newTemplate(wedding?.document, wedding?.name);
    expect(saved.document).toEqual(wedding?.document);
    const words = JSON.stringify(saved.document);
    for (const law of ['art. 1454', 'Ley Orgánica 1/1982', 'LOPDGDD', 'arts. 102 y 104', 'art. 97', 'Modelo de formulario de desistimiento', 'Cancelación']) expect(words).toContain(law);
    const commercial = JSON.stringify(templates.find((t) => t.language === 'en' && t.kind === 'commercial')?.document);
    expect(commercial).toContain('TRLPI');
    // Every merge field written in a template is a field, also inside bold text; none is left as braces.
    for (const template of templates) {
      expect(mergeFieldsOf(template.document), `${template.language}:${template.kind}`).toEqual(expect.arrayContaining(['businessName', 'clientName', 'price', 'deposit', 'packageName', 'sessionTitle']));
      expect(JSON.stringify(template.document), `${template.language}:${template.kind}`).not.toMatch(/\{[a-zA-Z]+\}/);
    }
  });
});
