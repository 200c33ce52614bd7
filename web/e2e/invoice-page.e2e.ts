// Issue 25 point 2: an invoice's public page. The photographer records a partial payment and
// shares the invoice's link (through the API here: the detail's "Registrar pago" modal and "Copiar
// enlace" call the same routes); the client opens the link at 390 px, without signing in, and sees
// "Pagada en parte" and the amount still due, in Spanish and in English, accessible (axe), no wider
// than the phone, and marked for search engines to leave alone.
import { formatMoney } from '@fotostudio/shared/format/money';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs, newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { completeBillingSettings, issueInvoiceAs } from './billing-steps';
import { browserForFile, openPage, PHONE } from './browser';
import { en, es } from './i18n';
import { signIn } from './journeys';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

describe('the public invoice page', () => {
  it('shows a partly paid invoice and what is still due to whoever holds its link, at 390 px, in es and en', async () => {
    const user = await newPhotographer(baseUrl, 'invoice-page');
    const signedIn = await openPage(browser(), baseUrl, PHONE);
    await signIn(signedIn.page, user.email, user.password);
    await signedIn.page.waitForURL('**/dashboard');
    await completeBillingSettings(signedIn.page);
    await signedIn.context.close();

    const invoice = await issueInvoiceAs(baseUrl, user, {});
    await callApiAs(baseUrl, user, 'POST', `/api/billing/invoices/${invoice.documentId}/payments`, { amountCents: 1_000, method: 'bizum' });
    const { link } = (await callApiAs(baseUrl, user, 'POST', `/api/billing/invoices/${invoice.documentId}/public-link`, {})) as { link: { path: string } };
    const due = invoice.totals.totalCents - 1_000;

    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    for (const [language, texts] of [['es', es], ['en', en]] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('fotostudio.language', lang), language).catch(() => undefined);
      await page.goto(link.path);
      await page.evaluate((lang) => window.localStorage.setItem('fotostudio.language', lang), language);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: texts.billing.invoicePage.title.replace('{{number}}', invoice.number) }).waitFor();
      await page.getByText(texts.billing.status.partly_paid, { exact: true }).waitFor();
      expect(await page.getByTestId('invoice-page-due').textContent()).toBe(formatMoney(due, 'EUR', language));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(page, `the public invoice page (${language}, 390 px)`);
    }
    await context.close();
  });
});
