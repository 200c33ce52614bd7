// Issue 25 point 8, the invoice part: an invoice paid by card from its email's link. The
// photographer connects Stripe in Settings → Facturación (the local Stripe's onboarding page) and
// mails an invoice to its client; the client opens the mail's link from the mail viewer on a 390 px
// phone, presses "Pagar ahora", pays by card on the local Stripe's hosted page and comes back to the
// invoice's page, which says "Pago recibido, pendiente de confirmar" while Stripe's events are held,
// then "Pagada" once they are delivered (the signed webhook, its queue and the invoice purpose).
// The photographer's invoice list shows it paid. axe in es and en at 390 px.
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import './context';
import { TEST_CARDS } from '../../infra/local/stripe/checkout-pages';
import { callApiAs, newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { completeBillingSettings, issueInvoiceAs } from './billing-steps';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { en, es } from './i18n';
import { signIn } from './journeys';
import { uniqueEmail, waitForMail } from './mail';

const { baseUrl, mailViewerUrl, stripeControlUrl } = inject('e2e');
const browser = browserForFile();
const WIDE = { width: 1366, height: 900 };

/** The page's heading block, with the invoice's status badge ("Paid" is also a figure's label below it). */
const statusOf = (page: Page) => page.locator('.invoice-page-header');

/** Steers the local Stripe (`POST /__stripe/control`). */
const controlStripe = async (order: Record<string, unknown>): Promise<void> => {
  const answer = await fetch(`${stripeControlUrl}/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) });
  if (!answer.ok) throw new Error(`the local Stripe refused ${JSON.stringify(order)}: ${answer.status} ${await answer.text()}`);
};

describe.skipIf(!stripeControlUrl)('payments: an invoice paid online', () => {
  afterEach(async () => {
    await controlStripe({ reset: true });
  });

  it('is paid by card from its email’s link at 390 px and shows Pagada on its page and in the photographer’s list', async () => {
    // ---- The photographer: billing settings, and Stripe connected through Settings → Facturación.
    const user = await newPhotographer(baseUrl, 'payments-invoice');
    const studio = await openPage(browser(), baseUrl, WIDE);
    const { page } = studio;
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);
    await page.goto('/dashboard/settings?tab=billing');
    await page.getByRole('button', { name: es.billing.stripe.connect }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/__stripe/onboarding/'));
    await page.getByLabel('Business name').fill('Estudio Pagos');
    await page.getByRole('button', { name: 'Submit details' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    await page.getByText(es.billing.stripe.state.payouts_enabled).waitFor();

    // ---- An invoice mailed to its client (the detail's "Enviar" calls the same route).
    const clientEmail = uniqueEmail('payments-client');
    const invoice = await issueInvoiceAs(baseUrl, user, { client: { ...issueClient(), email: clientEmail } });
    const total = invoice.totals.totalCents;
    await callApiAs(baseUrl, user, 'POST', `/api/billing/documents/${invoice.documentId}/email`, { to: clientEmail, subject: `Factura ${invoice.number} · ${clientEmail}`, message: 'Hola, te envío la factura.' });
    const { link } = (await callApiAs(baseUrl, user, 'POST', `/api/billing/invoices/${invoice.documentId}/public-link`, {})) as { link: { path: string } };
    const mail = await waitForMail(mailViewerUrl, clientEmail, link.path);
    expect(mail.html).toContain('Pagar ahora');

    // ---- The client opens the link from the mail viewer on a phone (its subject names this client:
    // every studio's first invoice has the same number, and the suite shares one mail viewer).
    const phone = await openPage(browser(), baseUrl, PHONE);
    const viewer = phone.page;
    await viewer.goto(mailViewerUrl);
    const inViewer = viewer.locator('div', { has: viewer.getByText(mail.subject, { exact: false }) }).filter({ has: viewer.getByRole('button', { name: 'Toggle HTML view' }) }).last();
    await inViewer.getByRole('button', { name: 'Toggle HTML view' }).click();
    const href = await inViewer.frameLocator('iframe').locator(`a[href$="${link.path}"]`).first().getAttribute('href');
    expect(new URL(href ?? '').pathname).toBe(link.path);
    await viewer.goto(href ?? '');
    await viewer.getByRole('heading', { level: 1, name: es.billing.invoicePage.title.replace('{{number}}', invoice.number) }).waitFor();
    const payNow = viewer.getByRole('button', { name: es.billing.invoicePage.payNow.replace('{{amount}}', formatMoney(total, 'EUR', 'es')) });
    await payNow.waitFor();
    await expectAccessible(viewer, 'the invoice page with Pagar ahora (es, 390 px)');
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // ---- Pagar ahora: the local Stripe's page, paid by card; Stripe's events held meanwhile.
    await controlStripe({ hold: true });
    await payNow.click();
    await viewer.waitForURL((url) => url.pathname.startsWith('/__stripe/checkout/'));
    const card = viewer.getByRole('group', { name: /^Card/ });
    await card.getByLabel('Card number').fill(TEST_CARDS.success);
    await card.getByRole('button', { name: /^Pay / }).click();
    await viewer.waitForURL((url) => url.pathname === link.path && url.searchParams.get('pago') === 'ok');
    await viewer.getByTestId('invoice-page-pending').getByText(es.billing.invoicePage.pending).waitFor();
    expect(await payNow.count()).toBe(0);
    await expectAccessible(viewer, 'the invoice page, payment pending confirmation (es, 390 px)');
    await screenshot(viewer, 'invoice-paid-pending');

    // ---- Stripe's events delivered: the page reads the invoice again and shows it paid.
    await controlStripe({ release: 'inOrder' });
    await statusOf(viewer).getByText(es.billing.status.paid, { exact: true }).waitFor({ timeout: 30_000 });
    await viewer.getByTestId('invoice-page-pending').waitFor({ state: 'detached' });
    expect(await viewer.getByTestId('invoice-page-due').textContent()).toBe(formatMoney(0, 'EUR', 'es'));

    // ---- The same page in English.
    await viewer.evaluate(() => window.localStorage.setItem('fotostudio.language', 'en'));
    await viewer.goto(link.path);
    await statusOf(viewer).getByText(en.billing.status.paid, { exact: true }).waitFor();
    expect(await viewer.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);
    await expectAccessible(viewer, 'the paid invoice page (en, 390 px)');
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.context.close();

    // ---- The photographer's list shows it paid.
    await page.goto('/dashboard/invoices');
    await page.getByRole('row').filter({ hasText: invoice.number }).getByText(es.billing.status.paid, { exact: true }).waitFor();
    await studio.context.close();
  });
});

/** The example invoice's client, to be given the test's own address. */
const issueClient = () => ({
  clientId: null,
  name: 'Lucía García',
  taxId: '12345678Z',
  phone: '+34 600 000 000',
  address: 'Calle Mayor 1, 2º B',
  city: 'Madrid',
  postalCode: '28013',
  country: 'España',
  isProfessional: false,
  language: 'es',
});
