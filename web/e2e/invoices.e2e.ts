// Billing from end to end, against the local stack: a photographer completes Settings →
// Billing → Client billing; their client confirms a gallery selection; the photographer sends
// the session to invoicing (a quote from that selection), converts the quote into an invoice,
// downloads its PDF (its text and totals checked with pdftotext), emails it (found in the mail
// viewer), marks it paid and exports the year for the accountant and the year's VERI*FACTU
// records; a back-dated invoice is paid on a chosen day and keeps its internal notes across a
// reload. axe runs on the invoices page and its modals in Spanish and
// English, and the page is checked at 390 px.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { listInvoicePayments } from '@fotostudio/shared/contracts/billing/invoice-payments';
import { DEFAULT_DATE_FORMAT } from '@fotostudio/shared/constants';
import { formatDateValue } from '@fotostudio/shared/dates/date-input';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import './context';
import { expectAccessible } from './axe';
import { completeBillingSettings, ISSUER_NIF, issueInvoiceAs, madridDay } from './billing-steps';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { field } from './fields';
import { confirmOnPhone, PACKAGE_CENTS, sessionWithShareLink } from './gallery-session';
import { en, es, interpolate } from './i18n';
import { waitForMailWithSubject } from './mail';
import { signIn } from './journeys';
import { callApiAs, newPhotographer } from './accounts';
import { DESKTOP } from './chromium';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const { baseUrl, mailViewerUrl, functionsEnv, stripeControlUrl } = inject('e2e');
const browser = browserForFile();
/** As the PDF prints money: plain spaces. */
const printed = (cents: number) => formatMoney(cents, 'EUR', 'es').replace(/[\u00a0\u202f]/g, ' ');
const shown = (cents: number) => formatMoney(cents, 'EUR', 'es');

const BASE = PACKAGE_CENTS;
const VAT = Math.round(BASE * 0.21);
const TOTAL = BASE + VAT;

const downloads = mkdtempSync(join(tmpdir(), 'invoices-e2e-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

const dialogNamed = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });

/** As the date fields show a day (the default format), and the digits typed to enter it. */
const shownDay = (day: string) => formatDateValue(day, DEFAULT_DATE_FORMAT);
const typedDay = (day: string) => shownDay(day).replace(/\D/g, '');

describe('invoices', () => {
  it('bills a confirmed gallery selection: quote, invoice, PDF, email, paid', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'invoices');
    await confirmOnPhone(browser(), baseUrl, fixture.galleryPath, fixture.fileNames);

    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, fixture.user.email, fixture.user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);

    // ---- Send the session to invoicing: a quote from the confirmed selection.
    await page.goto(`/dashboard/sessions/${fixture.sessionId}`);
    const session = dialogNamed(page, 'Retrato en el parque');
    await session.getByRole('button', { name: es.sessions.invoicing.action }).click();
    let dialog = dialogNamed(page, es.sessions.invoicing.title);
    await dialog.getByRole('button', { name: es.sessions.invoicing.send }).click();
    const openQuote = dialog.getByRole('link', { name: /P-/ });
    await openQuote.waitFor();
    // Sent once, the session is blocked with a link to the quote.
    expect(await dialog.getByRole('button', { name: es.sessions.invoicing.send }).count()).toBe(0);
    await openQuote.click();
    await page.waitForURL(/\/dashboard\/invoices\?/);

    // ---- The quote: the package price at 21 % VAT.
    dialog = dialogNamed(page, new RegExp(`^${es.billing.kind.quote} P-`));
    await dialog.waitFor();
    expect(await dialog.locator('.billing-totals-total').innerText()).toContain(shown(TOTAL));
    await expectAccessible(page, 'quote detail (es)');
    await dialog.getByRole('button', { name: es.billing.actions.convert }).click();
    const convert = dialogNamed(page, es.billing.convert.title);
    await convert.getByText(es.billing.convert.irreversible).waitFor();
    await expectAccessible(page, 'convert-to-invoice confirmation (es)');
    await convert.getByRole('button', { name: es.billing.convert.confirm }).click();

    // ---- The invoice opens, numbered by the server.
    dialog = dialogNamed(page, new RegExp(`^${es.billing.kind.invoice} `));
    await dialog.waitFor();
    const title = (await dialog.getAttribute('aria-labelledby')) ?? '';
    const number = (await page.locator(`[id="${title}"]`).innerText()).replace(`${es.billing.kind.invoice} `, '').trim();
    expect(number).toMatch(/^\d{4}-0001$/);
    await dialog.getByRole('tab', { name: es.billing.detail.tabs.verification }).click();
    // VERI*FACTU is off for a new photographer: the record says it is not sent to the AEAT.
    await dialog.getByText(es.billing.detail.aeat.notSent).waitFor();
    await dialog.getByRole('tab', { name: es.billing.detail.tabs.info }).click();

    // ---- Its PDF: the number, both tax ids and the totals, as pdftotext reads them.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: es.billing.actions.download }).click()]);
    const pdfPath = join(downloads, 'invoice.pdf');
    await download.saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain(number);
    expect(text).toContain(ISSUER_NIF);
    expect(text).toContain('12345678Z');
    // The trade name may wrap in the issuer block beside the centred QR.
    expect(text.replace(/\s+/g, ' ')).toContain('Estudio Luz del Retiro');
    expect(text).toContain(printed(BASE));
    expect(text).toContain(printed(VAT));
    expect(text).toContain(printed(TOTAL));

    // ---- Emailed to the client, with the PDF: the mail reaches the mail viewer.
    await dialog.getByRole('button', { name: es.billing.actions.sendEmail }).click();
    const email = dialogNamed(page, new RegExp(es.billing.email.title.split('{{')[0] ?? ''));
    await expect.poll(() => field(email, es.ui.emailCompose.to).inputValue()).toBe(fixture.clientEmail);
    const subject = await field(email, es.ui.emailCompose.subject).inputValue();
    await expectAccessible(page, 'send-by-email modal (es)');
    await email.getByRole('button', { name: es.ui.emailCompose.send }).click();
    const mail = await waitForMailWithSubject(mailViewerUrl, fixture.clientEmail, subject);
    expect(mail.subject).toContain(number);

    // ---- Paid: on today's date (the dialog's default); the status says so, in the detail and in the list.
    await dialog.getByRole('button', { name: es.billing.actions.markPaid }).click();
    const paying = dialogNamed(page, interpolate(es.billing.paid.title, { number }));
    expect(await field(paying, es.billing.paid.date).inputValue()).toBe(shownDay(madridDay()));
    await expectAccessible(page, 'mark-paid modal (es)');
    await paying.getByRole('button', { name: es.billing.actions.markPaid }).click();
    // The status badge and the payments section's state both say it.
    await dialog.locator('.badge').getByText(es.billing.status.paid, { exact: true }).waitFor();
    await expect.poll(() => dialog.getByTestId('invoice-payment-state').textContent()).toBe(es.billing.status.paid);
    await dialog.getByRole('button', { name: es.billing.actions.markUnpaid }).waitFor();
    await page.keyboard.press('Escape');
    const row = page.getByRole('row').filter({ hasText: number });
    await row.getByText(es.billing.status.paid, { exact: true }).waitFor();
    await expectAccessible(page, 'invoices page (es)');
    await screenshot(page, 'invoices-page');

    // ---- The accountant's export of the year, as CSV: the paid invoice with its totals.
    await page.getByRole('button', { name: es.billing.export }).click();
    const exporting = dialogNamed(page, es.billing.exportDialog.title);
    await exporting.getByRole('radio', { name: es.billing.exportDialog.formats.csv }).check();
    await expectAccessible(page, 'export modal (es)');
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: es.billing.exportDialog.download }).click()]);
    const csvPath = join(downloads, 'invoices.csv');
    await csvDownload.saveAs(csvPath);
    const csv = readFileSync(csvPath, 'utf8');
    expect(csv).toContain(number);
    expect(csv).toContain('12345678Z');

    // ---- The books' VERI*FACTU records of the year, as the ZIP an inspector is handed.
    await page.getByRole('button', { name: es.billing.export }).click();
    const books = dialogNamed(page, es.billing.exportDialog.title);
    await books.getByRole('radio', { name: es.billing.exportDialog.formats.verifactu }).check();
    await books.getByText(es.billing.exportDialog.recordsIntro).waitFor();
    const [zipDownload] = await Promise.all([page.waitForEvent('download'), books.getByRole('button', { name: es.billing.exportDialog.download }).click()]);
    const zipPath = join(downloads, 'records.zip');
    await zipDownload.saveAs(zipPath);
    const summary = execFileSync('unzip', ['-p', zipPath, 'resumen.csv'], { encoding: 'utf8' });
    const recordRow = summary.split('\r\n').find((line) => line.includes(`;${number};`));
    expect(recordRow).toMatch(new RegExp(`^${ISSUER_NIF};\\d+;Alta;F1;`));
    expect(recordRow).toMatch(/;OK$/);

    // ---- A payment on a chosen day, never before the invoice's issue date (the catalogue's
    // message). The invoice is issued today: an issue date never goes back before the issuer's
    // latest invoice (issue 22 point 5), and one was issued today above. Its internal notes are
    // saved and still there after a reload.
    const earlier = issueInvoice.response.parse(await callApiAs(baseUrl, fixture.user, 'POST', '/api/billing/invoices', {
      ...exampleOf(issueInvoice).body,
      client: { ...exampleOf(issueInvoice).body.client, clientId: null },
      session: { ...exampleOf(issueInvoice).body.session, sessionId: null },
      series: 'B',
      issueDate: madridDay(0),
      dueDate: madridDay(30),
    }));
    // On a phone: the dialog and the notes editor fit 390 px.
    await page.setViewportSize(PHONE);
    await page.goto(`/dashboard/invoices?open=${earlier.document.documentId}`);
    const backDated = dialogNamed(page, new RegExp(`^${es.billing.kind.invoice} ${earlier.document.number}`));
    await backDated.getByRole('button', { name: es.billing.actions.markPaid }).click();
    const payingEarlier = dialogNamed(page, interpolate(es.billing.paid.title, { number: earlier.document.number }));
    const paidDate = field(payingEarlier, es.billing.paid.date);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await paidDate.fill(typedDay(madridDay(-1)));
    await payingEarlier.getByRole('button', { name: es.billing.actions.markPaid }).click();
    await payingEarlier.getByText(resolveError('billing.paid_date_before_issue', 'es').message).waitFor();
    await screenshot(page, 'invoice-mark-paid-phone');
    await paidDate.fill(typedDay(madridDay(0)));
    await payingEarlier.getByRole('button', { name: es.billing.actions.markPaid }).click();
    await backDated.locator('.badge').getByText(es.billing.status.paid, { exact: true }).waitFor();
    await backDated.locator('.billing-fact').filter({ hasText: es.billing.detail.paidAt }).getByText(shownDay(madridDay(0))).waitFor();

    const note = 'Pagó en efectivo en el estudio';
    await backDated.getByText(es.billing.internalNotes.privacy).waitFor();
    await backDated.getByRole('button', { name: es.billing.internalNotes.add }).click();
    await field(backDated, es.billing.internalNotes.label).fill(note);
    await backDated.getByText(interpolate(es.billing.internalNotes.counter, { count: note.length, max: 2000 })).waitFor();
    await expectAccessible(page, 'internal notes editor (es)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'invoice-internal-notes-phone');
    await backDated.getByRole('button', { name: es.billing.internalNotes.save }).click();
    await backDated.getByRole('button', { name: es.billing.internalNotes.edit }).waitFor();
    await page.reload();
    await backDated.getByText(note).waitFor();
    await page.keyboard.press('Escape');
    await backDated.waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);

    // ---- An invoice in the client's language (English) while the app is in Spanish: the email
    // dialog speaks the app's language, the words it prefills for the client are the invoice's.
    const inEnglish = issueInvoice.response.parse(await callApiAs(baseUrl, fixture.user, 'POST', '/api/billing/invoices', {
      ...exampleOf(issueInvoice).body,
      client: { ...exampleOf(issueInvoice).body.client, clientId: null, language: 'en' },
      session: { ...exampleOf(issueInvoice).body.session, sessionId: null },
      series: 'B',
      issueDate: madridDay(),
      dueDate: madridDay(20),
    }));
    await page.goto(`/dashboard/invoices?open=${inEnglish.document.documentId}`);
    const englishDetail = dialogNamed(page, new RegExp(`^${es.billing.kind.invoice} ${inEnglish.document.number}`));
    await englishDetail.getByRole('button', { name: es.billing.actions.sendEmail }).click();
    const englishEmail = dialogNamed(page, new RegExp(es.billing.email.title.split('{{')[0] ?? ''));
    const business = inEnglish.document.issuer.businessName;
    await expect
      .poll(() => field(englishEmail, es.ui.emailCompose.subject).inputValue())
      .toBe(interpolate(en.billing.email.defaultSubject, { kind: en.billing.kind.invoice, number: inEnglish.document.number, business }));
    expect(await field(englishEmail, es.ui.emailCompose.message).inputValue()).toContain(interpolate(en.billing.email.defaultMessage, { name: inEnglish.document.client.name, kind: en.billing.kind.invoice.toLowerCase(), number: inEnglish.document.number, business }).split('\n')[0]);
    await page.keyboard.press('Escape');
    await englishEmail.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await englishDetail.waitFor({ state: 'detached' });

    // ---- The new invoice modal, its steps and rules, in English; axe on it.
    await page.evaluate(() => window.localStorage.setItem('fotostudio.language', 'en'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.billing.title }).waitFor();
    await expectAccessible(page, 'invoices page (en)');
    await page.getByRole('button', { name: en.billing.newInvoice }).first().click();
    const create = dialogNamed(page, en.billing.newInvoice);
    await create.getByRole('heading', { name: interpolate(en.billing.form.stepOf, { n: 1, total: 2, name: en.billing.form.steps.basic }) }).waitFor();
    await create.getByRole('button', { name: en.billing.form.next }).click();
    // Required client fields are named at once.
    expect(await create.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3);
    await expectAccessible(page, 'new invoice modal (en)');
    await page.keyboard.press('Escape');

    // ---- 390 px: nothing is wider than the phone.
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { level: 1, name: en.billing.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'invoices page at 390 px (en)');
    await screenshot(page, 'invoices-phone');
    await context.close();
  });
});

/** Posts a local Stripe page's form (onboarding, checkout) as its browser would; answers where it redirected. */
const postStripeForm = async (url: string, fields: Record<string, string>): Promise<string | null> => {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
  if (answer.status !== 302 && answer.status !== 303) throw new Error(`the local Stripe page ${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.headers.get('location');
};

describe.skipIf(!stripeControlUrl || !functionsEnv.STRIPE_API_URL)('invoices: the refund question', () => {
  it('asks what a refund in Stripe was and takes either answer: an overpayment returned, or the sale changed with the rectifying invoice prefilled; axe es/en', async () => {
    const user = await newPhotographer(baseUrl, 'refund-question');
    const { context, page } = await openPage(browser(), baseUrl, DESKTOP);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);
    // Stripe connected (the local onboarding page completed), as in payments.e2e.ts.
    const { url: onboarding } = (await callApiAs(baseUrl, user, 'POST', '/api/payments/account/onboarding', { accountType: 'standard' })) as { url: string };
    await postStripeForm(onboarding, { business_name: 'Estudio Devoluciones', outcome: 'complete' });
    const account = () => callApiAs(baseUrl, user, 'GET', '/api/payments/account') as Promise<{ chargesEnabled: boolean; stripeAccountId: string | null }>;
    await expect.poll(async () => (await account()).chargesEnabled, { timeout: 20_000 }).toBe(true);
    const stripeAccountId = (await account()).stripeAccountId ?? '';

    /** An invoice paid by card on its page, then refunded in Stripe (all or `refundCents`): it and its payment once the refund is recorded. */
    const paidThenRefunded = async (refundCents?: number) => {
      const invoice = await issueInvoiceAs(baseUrl, user, {});
      const { link } = (await callApiAs(baseUrl, user, 'POST', `/api/billing/invoices/${invoice.documentId}/public-link`, {})) as { link: { token: string } };
      const opened = (await (await fetch(`${baseUrl}/api/invoice-page/${link.token}/checkout`, { method: 'POST' })).json()) as { url: string };
      await postStripeForm(opened.url, { method: 'card', card_number: '4242424242424242' });
      const ledger = () => callApiAs(baseUrl, user, 'GET', `/api/billing/invoices/${invoice.documentId}/payments`).then((answer) => listInvoicePayments.response.parse(answer));
      await expect.poll(async () => (await ledger()).status, { timeout: 30_000 }).toBe('paid');
      const intent = (await ledger()).payments[0]?.stripe?.paymentIntentId ?? '';
      const refunded = await fetch(`${functionsEnv.STRIPE_API_URL}/v1/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${functionsEnv.STRIPE_SECRET_KEY}`, 'stripe-account': stripeAccountId, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_intent: intent, ...(refundCents ? { amount: String(refundCents) } : {}) }).toString(),
      });
      expect(refunded.status, await refunded.clone().text()).toBe(200);
      const expected = refundCents ?? invoice.totals.totalCents;
      await expect.poll(async () => (await ledger()).payments[0]?.refundedCents, { timeout: 30_000 }).toBe(expected);
      return { invoice, refunded: expected };
    };
    const overpaid = await paidThenRefunded(20_000);
    const changed = await paidThenRefunded(50_000);
    const unanswered = await paidThenRefunded(10_000);

    // ---- "Se devolvió un pago de más": confirmed, then shown; no rectifying invoice.
    await page.goto(`/dashboard/invoices?kind=invoice&open=${overpaid.invoice.documentId}`);
    const first = dialogNamed(page, new RegExp(`^${es.billing.kind.invoice} ${overpaid.invoice.number}`));
    const question = first.getByRole('group', { name: interpolate(es.billing.refundQuestion.ask, { amount: shown(overpaid.refunded) }) });
    await question.waitFor();
    await expectAccessible(page, 'the refund question (es)');
    await screenshot(page, 'refund-question');
    await question.getByRole('button', { name: es.billing.refundQuestion.overpaymentReturned }).click();
    const confirm = dialogNamed(page, es.billing.refundQuestion.confirmTitle);
    await confirm.getByText(interpolate(es.billing.refundQuestion.confirmBody, { amount: shown(overpaid.refunded), number: overpaid.invoice.number })).waitFor();
    await confirm.getByRole('button', { name: es.billing.refundQuestion.confirm }).click();
    await first.getByTestId('refund-answer').getByText(interpolate(es.billing.refundQuestion.answeredOverpayment, { date: shownDay(madridDay()) })).waitFor();
    await question.waitFor({ state: 'detached' });
    expect((await first.textContent()) ?? '').not.toContain(es.billing.detail.rectifiedBy);
    await page.keyboard.press('Escape');
    await first.waitFor({ state: 'detached' });

    // ---- "La venta cambió": the rectifying invoice's form opens by differences with the refund as its line, prefilled.
    await page.goto(`/dashboard/invoices?kind=invoice&open=${changed.invoice.documentId}`);
    const second = dialogNamed(page, new RegExp(`^${es.billing.kind.invoice} ${changed.invoice.number}`));
    await second.getByRole('button', { name: es.billing.refundQuestion.saleChanged }).click();
    const rectify = dialogNamed(page, interpolate(es.billing.rectify.title, { number: changed.invoice.number }));
    await rectify.getByRole('radio', { name: new RegExp(`^${es.billing.rectify.methods.I}`) }).waitFor();
    expect(await rectify.getByRole('radio', { name: new RegExp(`^${es.billing.rectify.methods.I}`) }).isChecked()).toBe(true);
    expect(await field(rectify, es.billing.rectify.reason).inputValue()).toBe(interpolate(es.billing.refundQuestion.reason, { amount: shown(changed.refunded) }));
    // The refund, VAT included, is the rectifying invoice's total (negative).
    await rectify.getByText(shown(-changed.refunded)).first().waitFor();
    await expectAccessible(page, 'the prefilled rectifying invoice (es)');
    await rectify.getByRole('button', { name: es.billing.rectify.submit }).click();
    await rectify.waitFor({ state: 'detached' });
    const answered = second.getByTestId('refund-answer');
    await answered.waitFor();
    const { document: original } = (await callApiAs(baseUrl, user, 'GET', `/api/billing/documents/${changed.invoice.documentId}`)) as { document: { rectifiedBy: { number: string }[]; totals: { totalCents: number } } };
    expect(original.totals.totalCents).toBe(changed.invoice.totals.totalCents);
    expect(await answered.textContent()).toBe(interpolate(es.billing.refundQuestion.answeredSaleChanged, { date: shownDay(madridDay()), number: original.rectifiedBy[0]?.number ?? '?' }));
    await page.keyboard.press('Escape');

    // ---- In English: the question still open on the third invoice, and axe.
    await page.evaluate(() => window.localStorage.setItem('fotostudio.language', 'en'));
    await page.goto(`/dashboard/invoices?kind=invoice&open=${unanswered.invoice.documentId}`);
    const third = dialogNamed(page, new RegExp(`^${en.billing.kind.invoice} ${unanswered.invoice.number}`));
    const englishQuestion = third.getByRole('group', { name: interpolate(en.billing.refundQuestion.ask, { amount: formatMoney(unanswered.refunded, 'EUR', 'en') }) });
    await englishQuestion.getByRole('button', { name: en.billing.refundQuestion.saleChanged }).waitFor();
    await englishQuestion.getByRole('button', { name: en.billing.refundQuestion.overpaymentReturned }).waitFor();
    await expectAccessible(page, 'the refund question (en)');
    await context.close();
  }, 300_000);
});
