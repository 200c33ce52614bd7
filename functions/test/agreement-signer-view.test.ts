// The signer's link (issue 26 point 5): GET /api/agreements/sign/{agreementToken}, the agreement
// link holder caller kind. The signer reads the agreement (its studio, title, rendered document,
// their own name and state, the expiry), not indexed; the first open marks the signer and the
// agreement viewed, once (also when opened many times at once), and only that signer of a couple;
// withdrawn or expired agreements and unknown tokens answer their closed and not-found codes.
import {
  createAgreement as createAgreementRoute,
  createTemplate as createTemplateRoute,
  getAgreement as getAgreementRoute,
  getSignerAgreement,
  sendAgreement as sendAgreementRoute,
  type Agreement,
} from '@fotostudio/shared/contracts/agreements';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignerAgreement, signerOfLink } from '../src/agreements/signer-view.js';
import { db } from '../src/data/database.js';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

describe("agreements: the signer's link", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('agreement-signer');
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });
  const tokenOf = (link: string | null) => (link ?? '').split('/').at(-1) ?? '';
  const openLink = (agreementToken: string) => callRoute(getSignerAgreement, undefined, { params: { agreementToken } });

  /** An agreement for a couple, sent: Lucía reads Spanish, Tom English. */
  const sentToCouple = async (expiresInDays = 7): Promise<Agreement> => {
    const template = responseOf(
      createTemplateRoute,
      await api('POST', '/api/agreement-templates', { name: 'Boda', language: 'es', document: doc(paragraph({ type: 'text', text: 'Contrato de boda de ' }, { type: 'mergeField', attrs: { field: 'clientName' } })) }),
    ).template;
    const client = responseOf(createContact, await callRoute(createContact, user.accessToken, { body: { ...exampleOf(createContact).body, type: 'client' } })).contact;
    const draft = responseOf(createAgreementRoute, await api('POST', '/api/agreements', { templateId: template.templateId, clientId: client.contactId })).agreement;
    const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
    await api('PUT', `/api/agreements/${draft.agreementId}`, {
      title: 'Boda de Lucía y Tom',
      mergeValues: { ...draft.mergeValues, clientName: 'Lucía <b>Pérez</b>' },
      signers: [{ name: 'Lucía', email: `lucia-${stamp}@example.com`, language: 'es' }, { name: 'Tom', email: `tom-${stamp}@example.com`, language: 'en' }],
      expiresInDays,
    });
    return responseOf(sendAgreementRoute, await api('POST', `/api/agreements/${draft.agreementId}/send`)).agreement;
  };

  const stored = async (agreementId: string) => (await db().entities.agreement.get({ photographerId: user.sub, agreementId }).go({ consistent: true })).data;

  it('answers the agreement as its signer reads it, not indexed, and marks that signer and the agreement viewed once', async () => {
    const sent = await sentToCouple();
    const [lucia, tom] = sent.signers;
    const opens = await Promise.all(Array.from({ length: 10 }, () => openLink(tokenOf(lucia?.link ?? null))));
    for (const answer of opens) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const read = responseOf(getSignerAgreement, opens[0] as ApiAnswer).agreement;
    expect(read.title).toBe('Boda de Lucía y Tom');
    expect(read.studio.email).toBe(user.email);
    expect(read.signer).toMatchObject({ name: 'Lucía', language: 'es', status: 'viewed' });
    expect(read.signerCount).toBe(2);
    expect(read.expiresAt).toBe(sent.expiresAt);
    expect(read.html).toContain('Contrato de boda de ');
    expect(read.html).toContain('Lucía &lt;b&gt;Pérez&lt;/b&gt;');
    expect(read.html).not.toContain('<b>');
    // Nothing of the other signer.
    for (const answer of opens) {
      expect(answer.text).not.toContain(tom?.email ?? 'tom-');
      expect(answer.text).not.toContain(lucia?.email ?? 'lucia-');
      expect(answer.text).not.toContain(tokenOf(tom?.link ?? null));
    }

    // One write: every open answers the same viewing time, and the agreement is viewed, Tom still sent.
    const viewedAt = new Set(opens.map((a) => responseOf(getSignerAgreement, a).agreement.signer.viewedAt));
    expect(viewedAt.size).toBe(1);
    const afterFirst = await stored(sent.agreementId);
    expect(afterFirst?.status).toBe('viewed');
    expect(afterFirst?.signers.map((s) => [s.name, s.status])).toEqual([['Lucía', 'viewed'], ['Tom', 'sent']]);
    const photographerView = responseOf(getAgreementRoute, await api('GET', `/api/agreements/${sent.agreementId}`)).agreement;
    expect(photographerView.status).toBe('viewed');
    expect(photographerView.signers[0]?.viewedAt).toBe([...viewedAt][0]);

    // Opening again changes nothing; Tom's first open marks Tom only.
    expect((await openLink(tokenOf(lucia?.link ?? null))).status).toBe(200);
    expect((await stored(sent.agreementId))?.updatedAt).toBe(afterFirst?.updatedAt);
    const tomRead = responseOf(getSignerAgreement, await openLink(tokenOf(tom?.link ?? null))).agreement;
    expect(tomRead.signer).toMatchObject({ name: 'Tom', language: 'en', status: 'viewed' });
    expect((await stored(sent.agreementId))?.signers.map((s) => s.status)).toEqual(['viewed', 'viewed']);
  });

  it('marks viewed once even when two opens both read the signer as not yet viewed', async () => {
    const sent = await sentToCouple();
    const token = tokenOf(sent.signers[0]?.link ?? null);
    const [first, second] = await Promise.all([signerOfLink(token), signerOfLink(token)]);
    expect([first.signer.status, second.signer.status]).toEqual(['sent', 'sent']);
    const early = new Date();
    const read = await openSignerAgreement(first, early);
    expect(read.signer.viewedAt).toBe(early.toISOString());
    const afterFirst = await stored(sent.agreementId);
    const late = await openSignerAgreement(second, new Date(early.getTime() + 60_000));
    expect(late.signer.viewedAt).toBe(early.toISOString());
    expect(await stored(sent.agreementId)).toEqual(afterFirst);
  });

  it('answers a withdrawn or expired agreement as closed and an unknown token as not found, changing nothing', async () => {
    const withdrawn = await sentToCouple();
    expect((await api('POST', `/api/agreements/${withdrawn.agreementId}/withdraw`)).status).toBe(200);
    const expired = await sentToCouple();
    await db().entities.agreement.patch({ photographerId: user.sub, agreementId: expired.agreementId }).set({ expiresAt: new Date(Date.now() - 1_000).toISOString() }).go();
    for (const closed of [withdrawn, expired]) {
      const before = await stored(closed.agreementId);
      const answer = await openLink(tokenOf(closed.signers[0]?.link ?? null));
      expect([answer.status, errorCodeOf(answer)], answer.text).toEqual([410, 'agreements.link_closed']);
      expect(answer.text).not.toContain('Lucía');
      expect(await stored(closed.agreementId)).toEqual(before);
    }
    const unknown = await openLink('A'.repeat(43));
    expect([unknown.status, errorCodeOf(unknown)]).toEqual([404, 'agreements.link_invalid']);
    const malformed = await callApi({ method: 'GET', path: '/api/agreements/sign/short' });
    expect(malformed.status).toBe(400);
  });
});
