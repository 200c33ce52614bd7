// Billing leftovers of issue 22: a rectifying invoice is checked against the trade's rates,
// exemptions and IRPF as a new invoice is, under the tax of the rectified invoice's territory
// (not today's settings'); a cancelled F3 gives the simplified invoices it replaced back their
// place (and the data migration does so for F3s cancelled before); and two concurrent requests
// on one invoice (rectify, cancel, replace by an F3) leave exactly one winner, the other
// refused with its own catalogue code.
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { getDocument, issueInvoice, rectifyInvoice, substituteInvoices } from '@fotostudio/shared/contracts/billing/document-routes';
import { getInvoiceRecordXml } from '@fotostudio/shared/contracts/billing/verifactu';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseCancelledSubstitutions } from '../src/billing/substitute-invoices.js';
import { db } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { callApi, errorCodeOf, refusalOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { fixtureItems, putStoredItems } from './support/main-table-fixture.js';

const today = todayInMadrid();
const rate = (ratePercent: number) => ({ kind: 'rate', ratePercent }) as const;
const product = (name: string, unitPriceCents: number, vat: unknown = rate(21)) => ({ name, variant: null, quantity: 1, unitPriceCents, vat });
const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer), paths: (refusalOf(answer).error.issues ?? []).map((issue) => issue.path) });
const emptyClient = { clientId: null, name: '', email: '', taxId: '', phone: '', address: '', city: '', postalCode: '' };
const agency = { clientId: null, name: 'Agencia Sol SL', email: 'hola@agenciasol.example', taxId: 'B12345674', phone: '+34 954 000 000', address: 'Calle Luna 3', city: 'Sevilla', postalCode: '41001', country: 'España' };

describe('billing: rectifications checked like new invoices, cancelled F3s, concurrent requests', () => {
  let user: TestUser;
  let canarias: TestUser;
  const api = (who: TestUser, method: string, path: string, body?: unknown) => callApi({ method, path, token: who.accessToken, body });
  const created = (answer: ApiAnswer): BillingDocument => {
    expect(answer.status, answer.text).toBe(201);
    return responseOf(issueInvoice, answer).document;
  };
  const issue = (who: TestUser, changes: Record<string, unknown> = {}) =>
    api(who, 'POST', '/api/billing/invoices', documentBody({ issueDate: today, dueDate: addDays(today, 30), irpfRatePercent: null, ...changes }));
  const simplified = (who: TestUser, unitPriceCents: number) =>
    issue(who, { invoiceType: 'F2', client: emptyClient, session: { title: '' }, pricing: {}, products: [product('Copias 20x30', unitPriceCents)] });
  const rectify = (who: TestUser, invoiceId: string, body: Record<string, unknown>) =>
    api(who, 'POST', `/api/billing/invoices/${invoiceId}/rectify`, { reason: 'Precio corregido', issueDate: today, method: 'I', irpfRatePercent: null, ...body });
  const substitute = (who: TestUser, invoiceIds: string[]) => api(who, 'POST', '/api/billing/invoices/substitute', { client: agency, issueDate: today, invoiceIds });
  const cancel = (who: TestUser, invoiceId: string) => api(who, 'POST', `/api/billing/invoices/${invoiceId}/cancel`, {});
  const read = async (who: TestUser, documentId: string) => responseOf(getDocument, await api(who, 'GET', `/api/billing/documents/${documentId}`)).document;
  const recordXml = async (who: TestUser, documentId: string) =>
    (await fetch(responseOf(getInvoiceRecordXml, await api(who, 'GET', `/api/billing/invoices/${documentId}/verification/xml`)).url)).text();

  beforeAll(async () => {
    [user, canarias] = await Promise.all([createPhotographer('rectify-rules'), createPhotographer('rectify-igic')]);
    await Promise.all([
      completeBillingSettings(user.accessToken),
      completeBillingSettings(canarias.accessToken, { taxTerritory: 'canarias', defaultVatRatePercent: 7, postalCode: '35001', city: 'Las Palmas de Gran Canaria' }),
    ]);
  });

  it('refuses on a rectifying invoice what a new invoice refuses: 10 % on a service, an exemption no photographer uses, IRPF to a consumer; each on its field', async () => {
    const original = created(await issue(user, { pricing: {}, products: [product('Álbum', 10_000)] }));
    const reduced = await rectify(user, original.documentId, { rectificationType: 'R1', products: [product('Retoque', 1_000, rate(10))] });
    expect(refusal(reduced)).toEqual({ status: 400, code: 'billing.vat_reduced_needs_art_work', paths: ['products.0.vat'] });
    const exemption = await rectify(user, original.documentId, { rectificationType: 'R1', products: [product('Retoque', 1_000, { kind: 'exempt', exemption: 'E4' })] });
    expect(refusal(exemption)).toMatchObject({ code: 'billing.exemption_not_for_trade', paths: ['products.0.vat'] });
    // The example's client is a consumer (a personal NIF, not professional): no withholding.
    const irpf = await rectify(user, original.documentId, { rectificationType: 'R1', products: [product('Descuento', -1_000)], irpfRatePercent: 15 });
    expect(refusal(irpf)).toMatchObject({ code: 'billing.irpf_not_applicable', paths: ['irpfRatePercent'] });
    // Nothing was written: the original has no rectifying invoice, and a correct one is issued.
    expect((await read(user, original.documentId)).rectifiedBy).toEqual([]);
    const art = { ...product('Copia firmada 1/30', 1_000, rate(10)), supply: 'goods', artWork: true };
    expect((await rectify(user, original.documentId, { rectificationType: 'R1', products: [art] })).status).toBe(201);
  });

  it('rectifies under the tax of the rectified invoice\'s territory, not today\'s settings\'', async () => {
    const original = created(await issue(canarias, { tax: 'IGIC', pricing: { ...(documentBody().pricing as object), sessionVat: rate(7) }, products: [] }));
    expect(original.issuer.taxTerritory).toBe('canarias');
    // The photographer moves to the common territory (IVA) afterwards.
    await completeBillingSettings(canarias.accessToken, { taxTerritory: 'common', defaultVatRatePercent: 21 });
    // IVA rates on an IGIC invoice's rectification are refused (a request that says IVA); IGIC ones are issued under IGIC.
    const iva = await rectify(canarias, original.documentId, { rectificationType: 'R1', products: [product('Descuento', -1_000, rate(21))] });
    expect(refusal(iva)).toMatchObject({ status: 400, paths: ['pricing.sessionVat', 'products.0.vat'] });
    const igic = { rectificationType: 'R1', tax: 'IGIC', pricing: { sessionVat: rate(7) }, products: [product('Descuento', -1_000, rate(7))] };
    const answer = await rectify(canarias, original.documentId, igic);
    expect(answer.status, answer.text).toBe(201);
    const { invoice } = responseOf(rectifyInvoice, answer);
    expect(invoice.issuer.taxTerritory).toBe('canarias');
    const record = await recordXml(canarias, invoice.documentId);
    expect(record).toContain('<sum1:Impuesto>03</sum1:Impuesto>');
    expect(record).toContain('<sum1:TipoImpositivo>7.00</sum1:TipoImpositivo>');
    // A new invoice now is IVA's.
    const fresh = created(await issue(canarias, { products: [] }));
    expect(fresh.issuer.taxTerritory).toBeUndefined();
  });

  it('gives the simplified invoices back their place when the F3 that replaced them is cancelled', async () => {
    const first = created(await simplified(user, 4_000));
    const second = created(await simplified(user, 8_900));
    const f3 = responseOf(substituteInvoices, await substitute(user, [first.documentId, second.documentId])).invoice;
    expect((await read(user, first.documentId)).substitutedBy).toEqual({ documentId: f3.documentId, number: f3.number });
    const cancelled = await cancel(user, f3.documentId);
    expect(cancelled.status, cancelled.text).toBe(200);
    for (const original of [first, second]) {
      const now = await read(user, original.documentId);
      expect(now.substitutedBy ?? null).toBeNull();
      expect(now.status).toBe(original.status);
    }
    // The cancelled F3 still names what it was issued for.
    expect((await read(user, f3.documentId)).substitutes?.map((s) => s.documentId)).toEqual([first.documentId, second.documentId]);
    // They may be replaced again (by a new F3), or rectified.
    const again = await substitute(user, [first.documentId]);
    expect(again.status, again.text).toBe(201);
    expect((await rectify(user, second.documentId, { rectificationType: 'R5', products: [product('Descuento', -500)] })).status).toBe(201);
  });

  it('the data migration releases the simplified invoices of an F3 cancelled before the rule; a second run changes nothing', async () => {
    // The fixture's items (a table made by `npm start` on an earlier main) are in the table too: the step leaves them as they are.
    const fixture = fixtureItems();
    await putStoredItems(fixture);
    const first = created(await simplified(user, 1_500));
    const f3 = responseOf(substituteInvoices, await substitute(user, [first.documentId])).invoice;
    expect((await cancel(user, f3.documentId)).status).toBe(200);
    // As the cancellation left it before this rule: still marked replaced by the cancelled F3.
    await db().entities.billingDocument.patch({ photographerId: user.sub, documentId: first.documentId }).set({ substitutedBy: { documentId: f3.documentId, number: f3.number } }).go();
    expect(DATA_MIGRATIONS.map((step) => step.id)).toContain('cancelled-f3-substitutions');
    expect(await releaseCancelledSubstitutions()).toBeGreaterThanOrEqual(1);
    expect((await read(user, first.documentId)).substitutedBy ?? null).toBeNull();
    expect(await releaseCancelledSubstitutions()).toBe(0);
  });

  it('a rectification and an F3 on one simplified invoice at once: exactly one wins, the other is refused with its own code', async () => {
    for (let round = 0; round < 3; round += 1) {
      const original = created(await simplified(user, 2_000));
      const [rectified, replaced] = await Promise.all([
        rectify(user, original.documentId, { rectificationType: 'R5', products: [product('Descuento', -500)] }),
        substitute(user, [original.documentId]),
      ]);
      expect([rectified.status, replaced.status].filter((status) => status === 201), `${rectified.text} ${replaced.text}`).toHaveLength(1);
      if (rectified.status === 201) expect(refusal(replaced)).toMatchObject({ status: 409, code: 'billing.substitution_not_simplified' });
      else expect(refusal(rectified)).toMatchObject({ status: 409, code: 'billing.rectify_substituted' });
    }
  });

  it('a rectification and a cancellation at once: exactly one wins, the other is refused with its own code', async () => {
    for (let round = 0; round < 3; round += 1) {
      const original = created(await simplified(user, 2_000));
      const [rectified, cancelled] = await Promise.all([
        rectify(user, original.documentId, { rectificationType: 'R5', products: [product('Descuento', -500)] }),
        cancel(user, original.documentId),
      ]);
      expect([rectified.status, cancelled.status].filter((status) => status < 300), `${rectified.text} ${cancelled.text}`).toHaveLength(1);
      if (rectified.status === 201) expect(refusal(cancelled)).toMatchObject({ status: 409, code: 'billing.cancel_rectified' });
      else expect(refusal(rectified)).toMatchObject({ status: 409, code: 'billing.rectify_cancelled' });
    }
  });
});
