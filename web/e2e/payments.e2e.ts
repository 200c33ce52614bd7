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
import g from '../src/gallery/locales/es/gallery.json';
import gEn from '../src/gallery/locales/en/gallery.json';
import { sessionWithShareLink } from './gallery-session';
import { en, es, interpolate } from './i18n';
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

// Issue 25 point 4, the gallery extras: the photographer connects Stripe and has the client pay the
// extras in the gallery (the package form's checkbox); the client, on a 390 px phone, hearts one
// photo beyond the two included, reviews, presses "Confirmar y pagar X €", pays with Bizum on the
// local Stripe's page and comes back to "Pago recibido, selección confirmada". The photographer sees
// the version confirmed and paid in the session's Selections tab, and the extras' advance invoice
// paid in the invoice list. axe in es and en at 390 px.
describe.skipIf(!stripeControlUrl)('payments: gallery extras paid with Bizum at confirmation', () => {
  afterEach(async () => {
    await controlStripe({ reset: true });
  });

  it('confirms the selection once the extras are paid with Bizum at 390 px, and the photographer sees it paid with its advance invoice', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'payments-extras');
    const studio = await openPage(browser(), baseUrl, WIDE);
    const { page } = studio;
    await signIn(page, fixture.user.email, fixture.user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);
    await page.goto('/dashboard/settings?tab=billing');
    await page.getByRole('button', { name: es.billing.stripe.connect }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/__stripe/onboarding/'));
    await page.getByLabel('Business name').fill('Estudio Extras');
    await page.getByRole('button', { name: 'Submit details' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    await page.getByText(es.billing.stripe.state.payouts_enabled).waitFor();

    // ---- The package form offers the setting now that the studio takes payments.
    const c = es.catalog;
    await page.goto('/dashboard/settings/packages');
    await page.getByRole('button', { name: interpolate(c.actions.edit, { name: 'Retrato' }) }).click();
    const dialog = page.getByRole('dialog', { name: c.packages.editTitle });
    const extrasBox = dialog.getByRole('checkbox', { name: c.packages.fields.extrasPaidInGallery });
    expect(await extrasBox.isChecked()).toBe(false);
    await extrasBox.check();
    await dialog.getByRole('button', { name: es.ui.save }).click();
    await dialog.waitFor({ state: 'detached' });

    // ---- The client, on a phone: three photos where two are included.
    const phone = await openPage(browser(), baseUrl, PHONE);
    const client = phone.page;
    await client.goto(fixture.galleryPath);
    for (const fileName of fixture.fileNames) {
      const heart = client.getByRole('button', { name: fillGallery(g['heart.label'], { name: fileName }), exact: true }).first();
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    }
    await client.getByRole('button', { name: g['bar.review'] }).click();
    const review = client.getByRole('dialog', { name: g['review.title'] });
    await review.getByRole('button', { name: g['review.continue'] }).click();
    const confirm = client.getByRole('dialog', { name: g['review.confirmTitle'] });
    const payButton = confirm.getByRole('button', { name: /^Confirmar y pagar / });
    await payButton.waitFor();
    const amount = ((await payButton.textContent()) ?? '').replace('Confirmar y pagar ', '').trim();
    expect(amount).toMatch(/€$/);
    await expectAccessible(client, 'the review with Confirmar y pagar (es, 390 px)');
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // ---- Stripe's page: Bizum.
    await payButton.click();
    await client.waitForURL((url) => url.pathname.startsWith('/__stripe/checkout/'));
    const bizum = client.getByRole('group', { name: 'Bizum' });
    await bizum.getByLabel('Mobile phone').fill('600123456');
    await bizum.getByRole('button', { name: /^Pay / }).click();
    await client.waitForURL((url) => url.pathname === fixture.galleryPath && (url.searchParams.get('checkout_session') ?? '').startsWith('cs_'));
    await client.getByRole('heading', { level: 1, name: g['extras.paidTitle'] }).waitFor({ timeout: 30_000 });
    await expectAccessible(client, 'the gallery back from Stripe, paid and confirmed (es, 390 px)');
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(client, 'gallery-extras-paid');
    // In English, chosen on the page itself.
    await client.getByRole('button', { name: 'English, EN' }).click();
    await client.getByRole('heading', { level: 1, name: gEn['extras.paidTitle'] }).waitFor();
    await expectAccessible(client, 'the gallery back from Stripe, paid and confirmed (en, 390 px)');
    await phone.context.close();

    // ---- The photographer: the version confirmed and paid, and the advance invoice paid.
    await page.goto(`/dashboard/sessions/${fixture.sessionId}`);
    await page.getByRole('tab', { name: es.sessions.detail.tabs.selections, exact: true }).click();
    await page.getByText(interpolate(es.sessions.selections.confirmedBadge, { version: 1 })).waitFor();
    await page.getByText(interpolate(es.sessions.selections.paidInGallery, { amount })).waitFor();
    await page.goto('/dashboard/invoices');
    await page.getByRole('row').filter({ hasText: amount }).getByText(es.billing.status.paid, { exact: true }).waitFor({ timeout: 30_000 });
    await studio.context.close();
  });
});

const fillGallery = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
