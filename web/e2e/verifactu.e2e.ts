// VERI*FACTU from end to end (issue 13 point 9), against the local stack: a photographer
// completes the billing settings, turns VERI*FACTU on with a test certificate of the local
// AEAT's CA (while it is off, invoices carry no QR: issue 24 point 1), issues an invoice from the new invoice modal, sees its
// Verification tab verify the chain, downloads its PDF and decodes the AEAT QR on it
// (pdftoppm + zbarimg, as functions/test/billing-invoice-qr.test.ts does), then corrects it
// with a rectifying invoice by differences: numbered in the rectifying series, linked both
// ways with the original, its record second in the chain with the original's huella as its
// previous one, and its Verification tab verifying. A simplified invoice follows (no client,
// its own series, the limit live), rectifiable only as R5. axe runs on the rectify and
// simplified modals, and the rectify modal is checked in English at 390 px.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from '@fotostudio/shared/billing/simplified-rules';
import { formatMoney } from '@fotostudio/shared/format/money';
import { verifactuQrUrl } from '@fotostudio/shared/verifactu/qr-url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testCertificate } from '../../functions/test/support/certificates';
import { decodeQrOnFirstPage } from '../../functions/test/support/pdf-qr';
import './context';
import { newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { completeBillingSettings, ISSUER_NIF } from './billing-steps';
import { browserForFile, DESKTOP, openPage, PHONE, screenshot } from './browser';
import { field } from './fields';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';
import { expectWithinViewportWidth } from './layout';
import { linkIn, waitForMail } from './mail';

const { baseUrl, dataDir, mailViewerUrl, aeatEndpoint } = inject('e2e');
const browser = browserForFile();
const b = es.billing;
const v = b.detail.verifactu;

const downloads = mkdtempSync(join(tmpdir(), 'verifactu-e2e-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

const shown = (cents: number) => formatMoney(cents, 'EUR', 'es');
const dialogNamed = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });

/** The number of the invoice a detail dialog shows, from its title ("Factura 2026-0001"). */
const numberIn = async (page: Page, dialog: Locator): Promise<string> => {
  const title = (await dialog.getAttribute('aria-labelledby')) ?? '';
  return (await page.locator(`[id="${title}"]`).innerText()).replace(`${b.kind.invoice} `, '').trim();
};

/** One value of the facts a detail shows (a record's on the Verification tab), by its exact label. */
const fact = (scope: Locator, label: string): Promise<string> =>
  scope.locator('.billing-fact').filter({ has: scope.page().getByText(label, { exact: true }) }).locator('dd').innerText();

/** The Verification tab of the open invoice, once the server's recomputed answer is there. */
const verification = async (dialog: Locator): Promise<Locator> => {
  await dialog.getByRole('tab', { name: b.detail.tabs.verification }).click();
  const record = dialog.locator('section.billing-verifactu-record').first();
  await record.waitFor();
  return record;
};

/** Settings → Billing: uploads a certificate of the issuer made by the local AEAT's CA, and turns VERI*FACTU on. */
const turnVerifactuOn = async (page: Page, issuerNif: string = ISSUER_NIF): Promise<void> => {
  const certificate = testCertificate({ personNif: issuerNif, localCaDir: join(dataDir, 'aeat') });
  await page.goto('/dashboard/settings?tab=billing');
  const section = page.locator('section[aria-labelledby="verifactu-title"]');
  await section.locator('input[type=file]').setInputFiles({ name: 'certificado.p12', mimeType: 'application/x-pkcs12', buffer: Buffer.from(certificate.file, 'base64') });
  await section.getByLabel(b.verifactu.certificate.password, { exact: true }).fill(certificate.password);
  await section.getByRole('button', { name: b.verifactu.certificate.upload }).click();
  await section.getByRole('button', { name: b.verifactu.certificate.replace }).waitFor();
  await section.getByRole('button', { name: b.verifactu.mode.turnOn }).click();
  await section.getByText(b.verifactu.mode.on).waitFor();
};

/**
 * Tells the local AEAT what to do with what comes next (its control endpoint, as
 * functions/test/support/aeat.ts does), presenting the client certificate of its test CA.
 */
const aeatControl = (order: object): Promise<void> => {
  const aeatDir = join(dataDir, 'aeat');
  const agent = new Agent({ pfx: readFileSync(join(aeatDir, 'client.p12')), passphrase: readFileSync(join(aeatDir, 'client-password.txt'), 'utf8'), ca: readFileSync(join(aeatDir, 'ca.pem'), 'utf8') });
  return new Promise((resolve, reject) => {
    const req = request(`${new URL(aeatEndpoint).origin}/__aeat/control`, { method: 'POST', agent }, (res) => {
      res.resume();
      res.on('end', () => {
        agent.destroy();
        if (res.statusCode !== undefined && res.statusCode < 300) resolve();
        else reject(new Error(`the local AEAT's control answered ${res.statusCode}`));
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(order));
  });
};

/** Issues a full invoice of 100 € + 21 % VAT to `client` from the new invoice modal; answers its number. */
const issueFromModal = async (page: Page, client: { name: string; taxId: string }): Promise<string> => {
  await page.goto('/dashboard/invoices');
  await page.getByRole('button', { name: b.newInvoice }).first().click();
  const create = dialogNamed(page, b.newInvoice);
  const c = b.form.client;
  await field(create, c.name).fill(client.name);
  await field(create, c.email).fill('cliente@example.com');
  await field(create, c.taxId).fill(client.taxId);
  await create.getByRole('textbox', { name: c.phone }).fill('600 987 654');
  await field(create, c.address).fill('Calle de Atocha 12');
  await field(create, c.city).fill('Madrid');
  await field(create, c.postalCode).fill('28012');
  await expect.poll(() => field(create, b.number.label).inputValue()).toMatch(/^\d{4}-\d{4}$/);
  await create.getByRole('button', { name: b.form.next }).click();
  await create.getByRole('button', { name: b.form.lines.add }).click();
  await field(create, b.form.lines.name).fill('Reportaje de retrato');
  await field(create, b.form.lines.unitPrice).fill('100,00');
  await create.locator('.billing-totals-total').filter({ hasText: shown(12_100) }).waitFor();
  await create.getByRole('button', { name: b.editor.issueInvoice }).click();
  const dialog = dialogNamed(page, new RegExp(`^${b.kind.invoice} \\d{4}-\\d{4}$`));
  await dialog.waitFor();
  const number = await numberIn(page, dialog);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return number;
};

/** The invoice list's AEAT state of invoice `number`, read again until it is `state` (the list reads on load). */
const waitForListState = async (page: Page, number: string, state: string): Promise<void> => {
  await expect
    .poll(
      async () => {
        await page.goto('/dashboard/invoices');
        const row = page.getByRole('row').filter({ has: page.getByText(number, { exact: true }) });
        await row.waitFor();
        return (await row.getByText(state, { exact: true }).count()) > 0;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
};

/** The invoice's Verification tab opened from its link (as the refusal mail's), its latest record once `ready` shows in it. */
const openVerification = async (page: Page, link: string, texts: typeof es, ready: string): Promise<{ dialog: Locator; record: Locator }> => {
  await expect
    .poll(
      async () => {
        await page.goto(link);
        const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: texts.billing.detail.tabs.verification }) });
        await dialog.getByRole('tab', { name: texts.billing.detail.tabs.verification }).click();
        await dialog.locator('section.billing-verifactu-record').first().waitFor();
        return (await dialog.locator('section.billing-verifactu-record').filter({ hasText: ready }).count()) > 0;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: texts.billing.detail.tabs.verification }) });
  return { dialog, record: dialog.locator('section.billing-verifactu-record').filter({ hasText: ready }).first() };
};

describe('VERI*FACTU', () => {
  it('issues an invoice, verifies its record and QR, and corrects it with a rectifying invoice chained after it', async () => {
    const user = await newPhotographer(baseUrl, 'verifactu');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page);
    await turnVerifactuOn(page);

    // ---- A full invoice from the new invoice modal: 100 € at 21 % VAT.
    await page.goto('/dashboard/invoices');
    await page.getByRole('button', { name: b.newInvoice }).first().click();
    const create = dialogNamed(page, b.newInvoice);
    expect(await create.getByRole('radio', { name: b.form.invoiceType.full }).isChecked()).toBe(true);
    const c = b.form.client;
    await field(create, c.name).fill('Marta Ruiz');
    await field(create, c.email).fill('marta.ruiz@example.com');
    await field(create, c.taxId).fill('12345678Z');
    await create.getByRole('textbox', { name: c.phone }).fill('600 987 654');
    await field(create, c.address).fill('Calle de Atocha 12');
    await field(create, c.city).fill('Madrid');
    await field(create, c.postalCode).fill('28012');
    // The number field fills with the next number of the main series.
    await expect.poll(() => field(create, b.number.label).inputValue()).toMatch(/^\d{4}-0001$/);
    await create.getByRole('button', { name: b.form.next }).click();
    await create.getByRole('button', { name: b.form.lines.add }).click();
    await field(create, b.form.lines.name).fill('Reportaje de retrato');
    await field(create, b.form.lines.unitPrice).fill('100,00');
    await create.locator('.billing-totals-total').filter({ hasText: shown(12_100) }).waitFor();
    await create.getByRole('button', { name: b.editor.issueInvoice }).click();

    let dialog = dialogNamed(page, new RegExp(`^${b.kind.invoice} \\d{4}-0001$`));
    await dialog.waitFor();
    const number = await numberIn(page, dialog);

    // ---- Its Verification tab: the first record of the issuer's chain, verified.
    let record = await verification(dialog);
    await record.getByRole('heading', { name: `${v.kinds.alta} · ${interpolate(v.position, { position: 1 })}` }).waitFor();
    await record.getByRole('status').filter({ hasText: v.chainVerified }).waitFor();
    expect(await fact(record, v.previousHuella)).toBe(v.firstRecord);
    const originalHuella = await fact(record, v.huella);
    expect(originalHuella).toMatch(/^[0-9A-F]{64}$/);
    const issueDate = await fact(record, v.issueDate);
    expect(await fact(record, v.totalAmount)).toBe('121.00');

    // ---- Its PDF carries the AEAT QR of that record.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: b.actions.download }).click()]);
    const pdfPath = join(downloads, 'invoice.pdf');
    await download.saveAs(pdfPath);
    expect(decodeQrOnFirstPage(pdfPath, join(downloads, 'invoice'))).toBe(verifactuQrUrl({ nif: ISSUER_NIF, numSerie: number, fecha: issueDate, importe: '121.00' }));

    // ---- Rectify: R1 by differences, a 20 € discount; the modal explains each choice.
    await dialog.getByRole('button', { name: b.actions.rectify }).click();
    const rectify = dialogNamed(page, interpolate(b.rectify.title, { number }));
    await rectify.getByRole('radio', { name: b.rectify.types.R1 }).waitFor();
    await rectify.getByText(b.rectify.types.R3Hint).waitFor();
    // By substitution the lines start as the original's.
    expect(await field(rectify, b.form.lines.name).inputValue()).toBe('Reportaje de retrato');
    await rectify.getByText(new RegExp(`^${b.rectify.nextNumber.split('{{')[0] ?? ''}R-\\d{4}-0001`)).waitFor();
    await expectAccessible(page, 'rectify modal (es)');
    await screenshot(page, 'rectify-modal');
    await rectify.getByRole('radio', { name: b.rectify.methods.I }).check();
    expect(await rectify.getByRole('textbox', { name: b.form.lines.name }).count()).toBe(0);
    // Issued with nothing typed, the reason and the missing change are named.
    await rectify.getByRole('button', { name: b.rectify.submit }).click();
    await rectify.locator('[aria-invalid="true"]').first().waitFor();
    await rectify.getByRole('button', { name: b.form.lines.add }).click();
    await field(rectify, b.form.lines.name).fill('Descuento acordado');
    await field(rectify, b.form.lines.unitPrice).fill('-20,00');
    await rectify.locator('.billing-totals-total').filter({ hasText: shown(-2_420) }).waitFor();
    await field(rectify, b.rectify.reason).fill('Descuento por retraso en la entrega');
    await expectAccessible(page, 'rectify modal by differences (es)');
    await rectify.getByRole('button', { name: b.rectify.submit }).click();

    // ---- The rectifying invoice opens, in the rectifying series, linked to the original.
    dialog = dialogNamed(page, new RegExp(`^${b.kind.invoice} R-\\d{4}-0001$`));
    await dialog.waitFor();
    const rectifyingNumber = await numberIn(page, dialog);
    await dialog.getByText(b.invoiceTypes.R1, { exact: true }).waitFor();
    expect(await fact(dialog, b.detail.rectifies)).toContain(number);
    expect(await fact(dialog, b.detail.rectificationReason)).toBe('Descuento por retraso en la entrega');
    await screenshot(page, 'rectifying-invoice-detail');
    expect(await dialog.locator('.billing-totals-total').innerText()).toContain(shown(-2_420));

    // Its record is the second of the chain, after the original's, and the chain verifies.
    record = await verification(dialog);
    await record.getByRole('heading', { name: `${v.kinds.alta} · ${interpolate(v.position, { position: 2 })}` }).waitFor();
    await record.getByRole('status').filter({ hasText: v.chainVerified }).waitFor();
    expect(await fact(record, v.previousHuella)).toBe(originalHuella);
    expect(await fact(record, v.huella)).not.toBe(originalHuella);
    expect(await fact(record, v.totalAmount)).toBe('-24.20');

    // ---- The original links to it and still verifies as the first record.
    await dialog.getByRole('tab', { name: b.detail.tabs.info }).click();
    await dialog.getByRole('button', { name: interpolate(b.detail.openDocument, { number }) }).click();
    dialog = dialogNamed(page, `${b.kind.invoice} ${number}`);
    await dialog.getByRole('button', { name: interpolate(b.detail.openDocument, { number: rectifyingNumber }) }).waitFor();
    record = await verification(dialog);
    await record.getByRole('status').filter({ hasText: v.chainVerified }).waitFor();
    expect(await fact(record, v.huella)).toBe(originalHuella);

    // ---- The list marks the rectifying invoice.
    await page.keyboard.press('Escape');
    const row = page.getByRole('row').filter({ hasText: rectifyingNumber });
    await row.getByText(b.invoiceTypes.R1, { exact: true }).waitFor();

    // The type filter keeps only the rectifying invoices.
    await field(page, b.filters.invoiceType).selectOption('R1');
    await page.getByRole('row').filter({ has: page.getByText(number, { exact: true }) }).waitFor({ state: 'detached' });
    await row.waitFor();
    await page.getByRole('button', { name: b.filters.clear }).click();
    await page.getByRole('row').filter({ has: page.getByText(number, { exact: true }) }).waitFor();

    // ---- A simplified invoice: no client, no IRPF, its own series, the limit shown live.
    await page.getByRole('button', { name: b.newInvoice }).first().click();
    const simplified = dialogNamed(page, b.newInvoice);
    await simplified.getByRole('radio', { name: b.form.invoiceType.simplified }).check();
    await expect.poll(() => field(simplified, b.number.label).inputValue()).toMatch(/^S-\d{4}-0001$/);
    await simplified.getByRole('button', { name: b.form.next }).click();
    await simplified.getByText(b.form.invoiceType.irpfNotInSimplified).waitFor();
    await simplified.getByRole('button', { name: b.form.lines.add }).click();
    await field(simplified, b.form.lines.name).fill('Copia impresa 20x30');
    await field(simplified, b.form.lines.unitPrice).fill('3000,00');
    await simplified.getByText(interpolate(b.form.invoiceType.limitOver, { total: shown(363_000), limit: shown(SIMPLIFIED_INVOICE_LIMIT_CENTS) })).waitFor();
    await field(simplified, b.form.lines.unitPrice).fill('40,00');
    await simplified.getByText(interpolate(b.form.invoiceType.limitLeft, { total: shown(4_840), limit: shown(SIMPLIFIED_INVOICE_LIMIT_CENTS) })).waitFor();
    await expectAccessible(page, 'simplified invoice modal (es)');
    await screenshot(page, 'simplified-invoice-modal');
    await simplified.getByRole('button', { name: b.editor.issueInvoice }).click();
    dialog = dialogNamed(page, new RegExp(`^${b.kind.invoice} S-\\d{4}-0001$`));
    await dialog.getByText(b.invoiceTypes.F2, { exact: true }).waitFor();
    // Rectified, it can only be an R5: the type is told, not chosen.
    await dialog.getByRole('button', { name: b.actions.rectify }).click();
    const rectifySimplified = dialogNamed(page, new RegExp(`^${interpolate(b.rectify.title, { number: 'S-' })}`));
    await rectifySimplified.getByText(b.rectify.types.R5, { exact: true }).waitFor();
    expect(await rectifySimplified.getByRole('radio', { name: b.rectify.types.R1 }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await rectifySimplified.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // ---- In English at 390 px: the rectify modal fits the phone and passes axe.
    await page.evaluate(() => window.localStorage.setItem('fotostudio.language', 'en'));
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.billing.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('row').filter({ hasText: rectifyingNumber }).getByText(en.billing.invoiceTypes.R1, { exact: true }).waitFor();
    await page.getByRole('row').filter({ has: page.getByText(number, { exact: true }) }).click();
    dialog = dialogNamed(page, `${en.billing.kind.invoice} ${number}`);
    await dialog.getByRole('button', { name: en.billing.actions.rectify }).click();
    const phoneRectify = dialogNamed(page, interpolate(en.billing.rectify.title, { number }));
    await phoneRectify.getByRole('radio', { name: en.billing.rectify.methods.I }).check();
    await expectWithinViewportWidth(page, phoneRectify);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'rectify modal at 390 px (en)');
    await screenshot(page, 'rectify-modal-phone');
    await context.close();
  });

  it('sends an invoice to the local AEAT (Correcto, CSV), then has one refused (1110), tells the photographer and resends it corrected', async () => {
    // An issuer NIF of its own, so the local AEAT's records and refusals are this journey's.
    const issuerNif = '00000001R';
    const user = await newPhotographer(baseUrl, 'verifactu-aeat');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await completeBillingSettings(page, issuerNif);
    await turnVerifactuOn(page, issuerNif);
    await aeatControl({ wait: 0 });

    // ---- Accepted: the list's AEAT column and the Verification tab say Correcto, with the CSV.
    const accepted = await issueFromModal(page, { name: 'Marta Ruiz', taxId: '12345678Z' });
    await waitForListState(page, accepted, b.aeatStates.Correcto);
    await page.getByRole('row').filter({ has: page.getByText(accepted, { exact: true }) }).click();
    const dialog = dialogNamed(page, `${b.kind.invoice} ${accepted}`);
    const acceptedRecord = await verification(dialog);
    await acceptedRecord.getByText(b.aeatStates.Correcto, { exact: true }).waitFor();
    expect(await fact(acceptedRecord, b.detail.aeat.csv)).toMatch(/^[A-Z0-9]{16}$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // ---- The local AEAT refuses the next record: the recipient's NIF is not in the census.
    const refused = accepted.replace(/\d{4}$/, (sequence) => String(Number(sequence) + 1).padStart(4, '0'));
    await aeatControl({ refuse: { NumSerieFactura: refused, code: 1110, description: 'NIF no identificado en el censo de la AEAT.' } });
    expect(await issueFromModal(page, { name: 'Jorge Pardo', taxId: '87654321X' })).toBe(refused);
    await waitForListState(page, refused, b.aeatStates.Incorrecto);

    // The notice in the bell (the panel polls) and the mail, whose link opens the invoice.
    const unreadBell = page.getByRole('button', { name: interpolate(es.notifications.bellUnread_one, { count: 1 }) });
    await unreadBell.waitFor({ timeout: 45_000 });
    await unreadBell.click();
    const panel = page.getByRole('dialog', { name: es.notifications.title });
    await panel.getByText(interpolate(es.notifications.verifactuRefused.titleIncorrecto, { number: refused })).waitFor();
    await page.keyboard.press('Escape');
    const mail = await waitForMail(mailViewerUrl, user.email, '/dashboard/invoices');
    expect(mail.html).toContain(refused);
    const link = `${linkIn(mail).pathname}${linkIn(mail).search}`;

    // The Verification tab: Incorrecto, the AEAT's code and text.
    let opened = await openVerification(page, link, es, b.aeatStates.Incorrecto);
    expect(await fact(opened.record, b.detail.aeat.error)).toBe('1110 · NIF no identificado en el censo de la AEAT.');

    // ---- axe on the Verification tab, the correction dialog and the notification panel, es and en, 1366 and 390 px.
    for (const [language, texts] of [['es', es], ['en', en]] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.evaluate((chosen) => window.localStorage.setItem('fotostudio.language', chosen), language);
        await page.setViewportSize(viewport);
        opened = await openVerification(page, link, texts, texts.billing.aeatStates.Incorrecto);
        await expectAccessible(page, `Verification tab, refused (${language}, ${viewport.width} px)`);
        await opened.dialog.getByRole('button', { name: texts.billing.detail.correction.action }).click();
        const correction = dialogNamed(page, interpolate(texts.billing.detail.correction.title, { number: refused }));
        await correction.waitFor();
        await expectAccessible(page, `correction dialog (${language}, ${viewport.width} px)`);
        await page.keyboard.press('Escape');
        await correction.waitFor({ state: 'detached' });
        await page.keyboard.press('Escape');
        await opened.dialog.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: new RegExp(`^${texts.notifications.bell}`) }).first().click();
        const notices = page.getByRole('dialog', { name: texts.notifications.title });
        await notices.getByText(interpolate(texts.notifications.verifactuRefused.titleIncorrecto, { number: refused })).waitFor();
        await expectAccessible(page, `notification panel (${language}, ${viewport.width} px)`);
        await page.keyboard.press('Escape');
      }
    }
    await page.evaluate(() => window.localStorage.setItem('fotostudio.language', 'es'));
    await page.setViewportSize(DESKTOP);

    // ---- Corregir y reenviar: the recipient's NIF corrected, the correction answered Correcto.
    opened = await openVerification(page, link, es, b.aeatStates.Incorrecto);
    await opened.dialog.getByRole('button', { name: b.detail.correction.action }).click();
    const correction = dialogNamed(page, interpolate(b.detail.correction.title, { number: refused }));
    expect(await field(correction, b.detail.correction.taxId).inputValue()).toBe('87654321X');
    await field(correction, b.detail.correction.taxId).fill('11111111H');
    await screenshot(page, 'verifactu-correction-dialog');
    await correction.getByRole('button', { name: b.detail.correction.submit }).click();
    await correction.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        opened = await openVerification(page, link, es, b.detail.aeat.correction);
        return (await opened.record.getByText(b.aeatStates.Correcto, { exact: true }).count()) > 0;
      }, { timeout: 60_000, interval: 500 })
      .toBe(true);
    expect(await fact(opened.record, b.detail.aeat.recipient)).toBe('Jorge Pardo · 11111111H');
    expect(await fact(opened.record, b.detail.aeat.correction)).toContain('Subsanacion S');
    expect(await fact(opened.record, b.detail.aeat.csv)).toMatch(/^[A-Z0-9]{16}$/);
    await screenshot(page, 'verifactu-correction-accepted');
    await waitForListState(page, refused, b.aeatStates.Correcto);
    await context.close();
  }, 600_000);
});
