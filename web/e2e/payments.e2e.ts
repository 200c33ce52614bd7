// Issue 25 point 8: an invoice paid by card from its email's link; gallery extras paid with Bizum;
// a quote's deposit paid on its page and deducted on the final invoice (each block says its journey).
//
// The invoice part: an invoice paid by card from its email's link. The
// photographer connects Stripe in Settings → Facturación (the local Stripe's onboarding page) and
// mails an invoice to its client; the client opens the mail's link from the mail viewer on a 390 px
// phone, presses "Pagar ahora", pays by card on the local Stripe's hosted page and comes back to the
// invoice's page, which says "Pago recibido, pendiente de confirmar" while Stripe's events are held,
// then "Pagada" once they are delivered (the signed webhook, its queue and the invoice purpose).
// The photographer's invoice list shows it paid. axe in es and en at 390 px.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { createQuote } from '@fotostudio/shared/contracts/billing/document-routes';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import './context';
import { TEST_CARDS } from '../../infra/local/stripe/checkout-pages';
import { callApiAs, newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { completeBillingSettings, issueInvoiceAs, madridDay } from './billing-steps';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import g from '../src/gallery/locales/es/gallery.json';
import gEn from '../src/gallery/locales/en/gallery.json';
import { heartOf, sessionWithShareLink } from './gallery-session';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';
import { uniqueEmail, waitForMail } from './mail';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

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
      const heart = heartOf(client, fileName);
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

// Issue 25 point 3 with issue 26 point 4, the deposit: the photographer (Stripe connected) mails a
// quote asking a 500 € deposit; its client opens the mail's link from the mail viewer on a 390 px
// phone, reads what accepting asks, presses "Aceptar" and the quote stands "Aceptado, pendiente de
// la señal" (for the photographer too) until the deposit is paid by card on the local Stripe's page;
// back on the page, "confirming" while Stripe's events are held, then accepted with the deposit's
// invoice. The photographer sees that invoice issued and paid, converts the quote, and the final
// invoice's PDF (pdftotext) deducts the deposit with its number printed. The quote's states are
// checked with axe in es (this quote) and en (an English client's quote) at 390 px. No agreement
// is required here: signing before "Aceptar" is agreements.e2e.ts's quote page block.
describe.skipIf(!stripeControlUrl)('payments: a quote’s deposit paid on its page and deducted on the final invoice', () => {
  const DEPOSIT = 50_000;
  afterEach(async () => {
    await controlStripe({ reset: true });
  });

  it('stands accepted pending its deposit until paid by card at 390 px; the final invoice deducts the paid deposit with its number', async () => {
    const user = await newPhotographer(baseUrl, 'payments-deposit');
    const studio = await openPage(browser(), baseUrl, WIDE);
    const { page } = studio;
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);
    await connectStripe(page, 'Estudio Señales');

    // ---- A quote asking a 500 € deposit, mailed to its client (the detail's "Enviar" calls the same route).
    const clientEmail = uniqueEmail('payments-deposit-client');
    const quote = await quoteAs(user, clientEmail, 'es');
    await callApiAs(baseUrl, user, 'POST', `/api/billing/documents/${quote.documentId}/email`, { to: clientEmail, subject: `Presupuesto ${quote.number} · ${clientEmail}`, message: 'Hola, te envío el presupuesto.' });
    // The mail carries the quote's open link (sharing answers that same link).
    const { link: quoteLink } = (await callApiAs(baseUrl, user, 'POST', `/api/billing/quotes/${quote.documentId}/public-link`, {})) as { link: { path: string } };
    const quotePath = quoteLink.path;
    const mail = await waitForMail(mailViewerUrl, clientEmail, quotePath);
    expect(mail.html).toContain('Consulta el presupuesto y acéptalo en');

    // ---- The client opens the link from the mail viewer on a phone.
    const phone = await openPage(browser(), baseUrl, PHONE);
    const client = phone.page;
    await client.goto(mailViewerUrl);
    const inViewer = client.locator('div', { has: client.getByText(mail.subject, { exact: false }) }).filter({ has: client.getByRole('button', { name: 'Toggle HTML view' }) }).last();
    await inViewer.getByRole('button', { name: 'Toggle HTML view' }).click();
    const mailLink = inViewer.frameLocator('iframe').locator(`a[href$="${quotePath}"]`).first();
    const href = (await mailLink.getAttribute('href')) ?? '';
    expect(new URL(href).pathname).toBe(quotePath);
    await client.goto(href);
    const q = es.billing.quotePage;
    const deposit = formatMoney(DEPOSIT, 'EUR', 'es');
    await client.getByRole('heading', { level: 1, name: interpolate(q.title, { number: quote.number }) }).waitFor();
    await client.getByText(interpolate(q.depositOnlineTerms, { amount: deposit })).waitFor();
    await expectPhonePage(client, 'the quote page before accepting (es, 390 px)');

    // ---- Aceptar: accepted, the deposit pending; the photographer sees the same.
    await client.getByRole('button', { name: q.accept, exact: true }).click();
    const awaiting = client.getByTestId('quote-page-awaiting-deposit');
    await awaiting.getByText(es.billing.acceptance.awaiting_deposit).waitFor();
    const payDeposit = client.getByRole('button', { name: q.payDeposit });
    await payDeposit.waitFor();
    await expectPhonePage(client, 'the quote page accepted, deposit pending (es, 390 px)');
    await screenshot(client, 'quote-deposit-pending');
    await page.goto('/dashboard/invoices?tab=quote');
    const quoteRow = page.getByRole('row').filter({ hasText: quote.number });
    await quoteRow.getByText(es.billing.acceptance.awaiting_deposit).waitFor();

    // ---- Pagar la señal by card on the local Stripe's page; its events held meanwhile.
    await controlStripe({ hold: true });
    await payDeposit.click();
    await client.waitForURL((url) => url.pathname.startsWith('/__stripe/checkout/'));
    const card = client.getByRole('group', { name: /^Card/ });
    await card.getByLabel('Card number').fill(TEST_CARDS.success);
    await card.getByRole('button', { name: /^Pay / }).click();
    await client.waitForURL((url) => url.pathname === quotePath && url.searchParams.get('deposit') === 'paid');
    await awaiting.getByText(q.confirmingPayment).waitFor();
    expect(await payDeposit.count()).toBe(0);
    await expectPhonePage(client, 'the quote page back from Stripe, deposit being confirmed (es, 390 px)');

    // ---- Stripe's events delivered: accepted, with the deposit's invoice.
    await controlStripe({ release: 'inOrder' });
    const paidLine = client.getByTestId('quote-page-deposit-paid');
    await paidLine.waitFor({ timeout: 30_000 });
    await client.getByTestId('quote-page-accepted-state').getByText(es.billing.acceptance.accepted, { exact: true }).waitFor();
    const depositNumber = ((await paidLine.textContent()) ?? '').replace(/^.*factura /, '').replace(/\.$/, '').trim();
    expect(depositNumber).not.toBe('');
    expect(await payDeposit.count()).toBe(0);
    await expectPhonePage(client, 'the quote page accepted, deposit paid (es, 390 px)');
    await screenshot(client, 'quote-deposit-paid');
    await phone.context.close();

    // ---- The photographer: the quote accepted, the deposit's invoice issued and paid.
    await page.goto('/dashboard/invoices?tab=quote');
    await quoteRow.getByText(es.billing.acceptance.accepted, { exact: true }).waitFor();
    await page.goto('/dashboard/invoices');
    await page.getByRole('row').filter({ hasText: depositNumber }).getByText(es.billing.status.paid, { exact: true }).waitFor();

    // ---- Converted: the final invoice deducts the deposit with its number; its PDF prints both.
    await page.goto(`/dashboard/invoices?tab=quote&open=${quote.documentId}`);
    const detail = page.getByRole('dialog', { name: new RegExp(`^${es.billing.kind.quote} `) });
    await detail.getByText(depositNumber, { exact: true }).waitFor();
    await detail.getByRole('button', { name: es.billing.actions.convert }).click();
    const convert = page.getByRole('dialog', { name: es.billing.convert.title });
    await convert.getByRole('button', { name: es.billing.convert.confirm }).click();
    const invoice = page.getByRole('dialog', { name: new RegExp(`^${es.billing.kind.invoice} `) });
    await invoice.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: es.billing.actions.download }).click()]);
    const folder = mkdtempSync(join(tmpdir(), 'deposit-pdf-'));
    try {
      const pdfPath = join(folder, 'final.pdf');
      await download.saveAs(pdfPath);
      const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' }).replace(/[^\S\n]+/g, ' ');
      expect(text).toContain(`Anticipo s/ factura ${depositNumber}`);
      expect(text).toContain(printedMoney(quote.totals.totalCents - DEPOSIT));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    await studio.context.close();

    // ---- The same states in English, on an English client's quote, at 390 px.
    const english = await quoteAs(user, uniqueEmail('payments-deposit-en'), 'en');
    const { link } = (await callApiAs(baseUrl, user, 'POST', `/api/billing/quotes/${english.documentId}/public-link`, {})) as { link: { path: string } };
    const enPhone = await openPage(browser(), baseUrl, PHONE);
    const enClient = enPhone.page;
    await enClient.goto(link.path);
    const qEn = en.billing.quotePage;
    await enClient.getByRole('heading', { level: 1, name: interpolate(qEn.title, { number: english.number }) }).waitFor();
    await enClient.getByText(interpolate(qEn.depositOnlineTerms, { amount: formatMoney(DEPOSIT, 'EUR', 'en') })).waitFor();
    await expectPhonePage(enClient, 'the quote page before accepting (en, 390 px)');
    await enClient.getByRole('button', { name: qEn.accept, exact: true }).click();
    await enClient.getByTestId('quote-page-awaiting-deposit').getByText(en.billing.acceptance.awaiting_deposit).waitFor();
    await expectPhonePage(enClient, 'the quote page accepted, deposit pending (en, 390 px)');
    await enClient.getByRole('button', { name: qEn.payDeposit }).click();
    await enClient.waitForURL((url) => url.pathname.startsWith('/__stripe/checkout/'));
    const enCard = enClient.getByRole('group', { name: /^Card/ });
    await enCard.getByLabel('Card number').fill(TEST_CARDS.success);
    await enCard.getByRole('button', { name: /^Pay / }).click();
    await enClient.getByTestId('quote-page-deposit-paid').waitFor({ timeout: 30_000 });
    await expectPhonePage(enClient, 'the quote page accepted, deposit paid (en, 390 px)');
    await enPhone.context.close();
  });
});

/** Connects the photographer's Stripe account through Settings → Facturación and the local Stripe's onboarding page. */
const connectStripe = async (page: Page, businessName: string): Promise<void> => {
  await page.goto('/dashboard/settings?tab=billing');
  await page.getByRole('button', { name: es.billing.stripe.connect }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/__stripe/onboarding/'));
  await page.getByLabel('Business name').fill(businessName);
  await page.getByRole('button', { name: 'Submit details' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/settings');
  await page.getByText(es.billing.stripe.state.payouts_enabled).waitFor();
};

/** A quote of the contract's example asking a 500 € deposit, for a client with this address and language. */
const quoteAs = async (user: Awaited<ReturnType<typeof newPhotographer>>, email: string, language: 'es' | 'en'): Promise<BillingDocument> => {
  const example = exampleOf(createQuote).body;
  const body = {
    ...example,
    issueDate: madridDay(),
    dueDate: madridDay(30),
    client: { ...example.client, clientId: null, email, language },
    session: { ...example.session, sessionId: null },
    deposit: { kind: 'amount', amountCents: 50_000 },
  };
  return createQuote.response.parse(await callApiAs(baseUrl, user, 'POST', createQuote.path, body)).document;
};

/** axe, and nothing wider than the phone. */
const expectPhonePage = async (page: Page, what: string): Promise<void> => {
  await expectAccessible(page, what);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(PHONE.width);
};

/** A sum as pdftotext reads it from the PDF (the narrow spaces made plain). */
const printedMoney = (cents: number) => formatMoney(cents, 'EUR', 'es').replace(/[\u00a0\u202f]/g, ' ');
