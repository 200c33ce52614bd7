// Agreements (issue 26): the photographer starts a template from the provided Spanish wedding
// template in the editor (a merge field inserted from the toolbar's list), makes an agreement
// from it for a client, fills a merge value, sends it with their own typed signature, copies the
// signer's link, and the client's email arrives in the mail viewer with that link. The client
// opens the link from the mail viewer on a 390 px phone and reads the agreement in their language
// (no sign-in, not indexed); the photographer's list then shows it "Visto". The client signs on
// the phone: the one-time code read from the mail viewer, name, DNI, a signature drawn on the
// canvas, acceptance; downloads the signed PDF, whose text (names, hash, events) pdftotext reads;
// the photographer sees it signed and downloads the same file. Axe in Spanish and English on the
// screens, dialogs and the signer's page (an English signer's link for English).
import { createQuote } from '@fotostudio/shared/contracts/billing/document-routes';
import { shareQuoteLink } from '@fotostudio/shared/contracts/billing/quote-page';
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs, newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';
import { expectWithinViewportWidth } from './layout';
import { uniqueEmail, waitForMail, waitForMailMatching } from './mail';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const { baseUrl, mailViewerUrl } = inject('e2e');
const browser = browserForFile();
const a = es.agreements;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** The signer's page as the signer reads it: in their language, what they can do now, no wider than the phone, not indexed. */
const readAsSigner = async (page: Page, texts: typeof es, title: string) => {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('heading', { level: 2, name: texts.agreements.signer.nowTitle }).waitFor();
  await page.getByText(texts.agreements.signer.read).waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
};

describe('agreements', () => {
  it('starts a template from the Spanish wedding one, makes an agreement for a client and sends it; the client gets the link by email', async () => {
    const user = await newPhotographer(baseUrl, 'agreements');
    const clientEmail = uniqueEmail('agreement-client');
    const { contact } = (await callApiAs(baseUrl, user, 'POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client', firstName: 'Lucía', lastName: 'Novia', emails: { primary: clientEmail } })) as { contact: { contactId: string } };
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.items.agreements }).click();
    await page.waitForURL('**/dashboard/agreements');
    await page.getByRole('heading', { level: 1, name: a.title }).waitFor();
    await page.getByText(a.list.empty.title).waitFor();
    await expectAccessible(page, 'agreements, empty');

    // ---- A template from the provided Spanish wedding template, with one more field typed in.
    await page.getByRole('tab', { name: a.tabs.templates, exact: true }).click();
    await page.getByText(a.templates.lawyerNote).waitFor();
    await page.getByRole('button', { name: a.templates.new }).click();
    const editor = dialogNamed(page, a.editor.createTitle);
    await editor.getByRole('combobox', { name: a.editor.startFrom }).selectOption({ label: interpolate(a.editor.provided, { name: 'Boda', language: a.languages.es }) });
    const body = editor.getByRole('textbox', { name: a.editor.body });
    await body.getByText('Contrato de reportaje fotográfico de boda').waitFor();
    expect(await editor.getByRole('textbox', { name: a.editor.name }).inputValue()).toBe('Boda');
    const toolbar = editor.getByRole('toolbar', { name: a.editor.toolbar });
    for (const action of ['bold', 'italic', 'underline', 'heading', 'bulletList', 'orderedList'] as const) await toolbar.getByRole('button', { name: a.editor[action] }).waitFor();
    // At the end of the text: a bold line typed with the keyboard, and the deposit field from the list.
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    expect(await toolbar.getByRole('button', { name: a.editor.bold }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Señal recibida: ');
    await toolbar.getByRole('combobox', { name: a.editor.insertField }).selectOption({ label: a.fields.deposit });
    await body.locator('strong', { hasText: 'Señal recibida:' }).waitFor();
    expect(await body.locator('[data-field="deposit"]').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'template editor');
    const saved = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/agreement-templates');
    await editor.getByRole('button', { name: es.ui.save }).click();
    const sent = (await saved).postDataJSON() as { name: string; language: string; document: { content: unknown[] } };
    expect([sent.name, sent.language]).toEqual(['Boda', 'es']);
    expect(JSON.stringify(sent.document.content.at(-1))).toContain('"field":"deposit"');
    await toast(page, a.editor.created).waitFor();
    await page.getByRole('row').filter({ hasText: 'Boda' }).waitFor();

    // ---- An agreement from it for the client.
    await page.getByRole('tab', { name: a.tabs.agreements, exact: true }).click();
    await page.getByRole('button', { name: a.list.new }).click();
    const create = dialogNamed(page, a.create.title);
    await create.getByRole('combobox', { name: a.create.template }).selectOption({ label: 'Boda' });
    await create.getByRole('combobox', { name: a.create.client }).fill('Lucía');
    await create.getByRole('option').filter({ hasText: 'Lucía Novia' }).click();
    await expectAccessible(page, 'new agreement');
    await create.getByRole('button', { name: a.create.submit }).click();
    const title = 'Boda: Lucía Novia';
    const draft = dialogNamed(page, `${a.detail.title}: ${title}`);
    await draft.waitFor();
    expect(await draft.getByRole('textbox', { name: a.fields.clientName }).inputValue()).toBe('Lucía Novia');
    expect(await draft.getByRole('textbox', { name: a.fields.clientEmail }).inputValue()).toBe(clientEmail);
    await draft.getByRole('textbox', { name: a.fields.deposit }).fill('500,00 €');
    expect(await draft.getByRole('textbox', { name: interpolate(a.detail.signerEmail, { number: 1 }) }).inputValue()).toBe(clientEmail);
    await expectAccessible(page, 'agreement draft');

    // ---- Sent: the confirmation keeps the focus in its dialog; then the signer's link to copy.
    await draft.getByRole('button', { name: a.detail.send }).click();
    const confirm = dialogNamed(page, a.send.title);
    await confirm.getByText(clientEmail).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await confirm.getByRole('textbox', { name: a.send.studioSignature }).fill('Estudio Luz');
    await expectAccessible(page, 'send agreement');
    await confirm.getByRole('button', { name: a.send.confirm }).click();
    await toast(page, a.send.sent).waitFor();
    const view = dialogNamed(page, `${a.detail.title}: ${title}`);
    await view.getByText(a.status.sent, { exact: true }).first().waitFor();
    const link = await view.getByRole('textbox', { name: interpolate(a.detail.link, { name: 'Lucía Novia' }) }).inputValue();
    expect(link).toMatch(/\/sign\/[\w-]{43}$/);
    await view.locator('.agreement-document').getByText('500,00 €').first().waitFor();
    await expectAccessible(page, 'sent agreement');
    await view.getByRole('button', { name: es.ui.modal.close }).click();
    await page.getByRole('row').filter({ hasText: title }).getByText(a.status.sent).waitFor();

    // ---- The client's email, in Spanish, with the same private link; read in the mail viewer.
    const mail = await waitForMail(mailViewerUrl, clientEmail, new URL(link).pathname);
    expect(mail.subject).toContain(`«${title}» para firmar`);
    // ---- The client opens the link from the mail viewer on a phone and reads the agreement.
    const phone = await openPage(browser(), baseUrl, PHONE);
    const viewer = phone.page;
    await viewer.goto(mailViewerUrl);
    const inViewer = viewer.locator('div', { has: viewer.getByText(mail.subject, { exact: false }) }).filter({ has: viewer.getByRole('button', { name: 'Toggle HTML view' }) }).last();
    await inViewer.getByRole('button', { name: 'Toggle HTML view' }).click();
    const mailLink = inViewer.frameLocator('iframe').locator(`a[href="${link}"]`).first();
    const href = await mailLink.getAttribute('href');
    expect(href).toBe(link);
    await viewer.goto(href ?? '');
    await readAsSigner(viewer, es, title);
    await viewer.getByRole('heading', { level: 1, name: title }).waitFor();
    await viewer.locator('.agreement-document').getByText('Contrato de reportaje fotográfico de boda').first().waitFor();
    await viewer.locator('.agreement-document').getByText('500,00 €').first().waitFor();
    await viewer.getByRole('link', { name: user.email }).waitFor();
    await expectAccessible(viewer, "the signer's page (es, 390 px)");

    // ---- The photographer's list shows it seen.
    await page.reload();
    await page.getByRole('row').filter({ hasText: title }).getByText(a.status.viewed, { exact: true }).waitFor();

    // ---- The client signs on the phone: first the code mailed to them, read from the mail viewer.
    const s = a.signing;
    const isFocused = (locator: ReturnType<Page['getByRole']>) => locator.evaluate((element) => element === document.activeElement);
    await viewer.getByRole('heading', { level: 2, name: s.title }).waitFor();
    await viewer.getByRole('button', { name: s.sendCode }).click();
    const codeField = viewer.getByRole('textbox', { name: s.codeLabel });
    await codeField.waitFor();
    await viewer.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'one-time-code');
    const codeMail = await waitForMailMatching(mailViewerUrl, clientEmail, /^\d{6} es tu código para firmar/);
    // The client switches to their mail (the viewer, in another tab) and reads the code there.
    const mailTab = await phone.context.newPage();
    await mailTab.goto(mailViewerUrl);
    const code = /(\d{6}) es tu código/.exec((await mailTab.getByText(codeMail.subject).first().textContent()) ?? '')?.[1] ?? '';
    await mailTab.close();
    expect(code).toMatch(/^\d{6}$/);
    await codeField.fill(code);
    await expectAccessible(viewer, 'signing: the code (es, 390 px)');
    await viewer.getByRole('button', { name: s.verify }).click();
    // ---- Then name, DNI, a signature drawn with the finger, acceptance, and sign.
    const nameField = viewer.getByRole('textbox', { name: s.fullName });
    await nameField.waitFor();
    expect(await isFocused(nameField)).toBe(true);
    await nameField.fill('Lucía Novia García');
    await viewer.getByRole('combobox', { name: s.idType }).selectOption({ label: s.idTypes.dni });
    await viewer.getByRole('textbox', { name: s.idNumber }).fill('12345678z');
    const pad = viewer.getByRole('img', { name: s.padEmpty });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad on screen');
    await viewer.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
    await viewer.mouse.down();
    for (const [x, y] of [[0.25, 0.2], [0.4, 0.8], [0.6, 0.3], [0.85, 0.6]] as const) await viewer.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
    await viewer.mouse.up();
    await viewer.getByRole('img', { name: s.padDrawn }).waitFor();
    await viewer.getByRole('checkbox', { name: s.accept }).check();
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(viewer, 'signing: the signature (es, 390 px)');
    await viewer.getByRole('button', { name: s.sign }).click();
    const signedHeading = viewer.getByRole('heading', { level: 2, name: s.signedTitle });
    await signedHeading.waitFor();
    expect(await isFocused(signedHeading)).toBe(true);
    await expectAccessible(viewer, 'signed (es, 390 px)');

    // ---- The signed PDF: the document, both signatures, the audit page with the hash and each event.
    const [signedDownload] = await Promise.all([viewer.waitForEvent('download'), viewer.getByRole('button', { name: s.download }).click()]);
    const signedPath = await signedDownload.path();
    const signedBytes = readFileSync(signedPath);
    const pdfText = execFileSync('pdftotext', ['-layout', signedPath, '-'], { encoding: 'utf8' }).replace(/[^\S\n]+/g, ' ');
    for (const expected of ['Contrato de reportaje fotográfico de boda', 'Estudio Luz', 'Lucía Novia García', 'DNI 12345678Z', clientEmail, 'Página de auditoría', 'Código enviado', 'Código verificado', 'Firmado:', 'Europe/Madrid']) {
      expect(pdfText, expected).toContain(expected);
    }
    // The hash follows its label on the same line or, when its letters make it wider than what is
    // left of the line (a proportional font), on the next one.
    expect(pdfText).toMatch(/SHA-256 del contenido firmado:\s+[0-9a-f]{64}/);
    const { agreements: listed } = (await callApiAs(baseUrl, user, 'GET', '/api/agreements')) as { agreements: { agreementId: string; title: string }[] };
    const signedId = listed.find((x) => x.title === title)?.agreementId ?? '';
    const { agreement: signedAgreement } = (await callApiAs(baseUrl, user, 'GET', `/api/agreements/${signedId}`)) as { agreement: { status: string; signedPdfSha256: string } };
    expect(signedAgreement.status).toBe('signed');
    expect(createHash('sha256').update(signedBytes).digest('hex')).toBe(signedAgreement.signedPdfSha256);
    await waitForMailMatching(mailViewerUrl, clientEmail, /^Contrato firmado/);

    // ---- The photographer sees it signed and downloads the same file.
    await page.reload();
    await page.getByRole('row').filter({ hasText: title }).getByText(a.status.signed, { exact: true }).waitFor();
    await page.getByRole('button', { name: interpolate(a.list.open, { title }) }).click();
    const signedView = dialogNamed(page, `${a.detail.title}: ${title}`);
    await signedView.getByText(interpolate(a.detail.signedHash, { hash: signedAgreement.signedPdfSha256 })).waitFor();
    await expectAccessible(page, 'signed agreement');
    const [studioDownload] = await Promise.all([page.waitForEvent('download'), signedView.getByRole('button', { name: a.detail.downloadSigned }).click()]);
    expect(readFileSync(await studioDownload.path())).toEqual(signedBytes);
    await signedView.getByRole('button', { name: es.ui.modal.close }).click();

    // ---- The same screens in English.
    await callApiAs(baseUrl, user, 'PUT', '/api/me/settings', { preferences: { language: 'en' } });
    await context.addInitScript(() => window.localStorage.setItem('fotostudio.language', 'en'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.agreements.title }).waitFor();
    await page.getByRole('row').filter({ hasText: title }).getByText(en.agreements.status.signed).waitFor();
    await expectAccessible(page, 'agreements, English');
    await page.getByRole('button', { name: interpolate(en.agreements.list.open, { title }) }).click();
    const shown = dialogNamed(page, `${en.agreements.detail.title}: ${title}`);
    await shown.getByRole('button', { name: en.agreements.detail.downloadSigned }).waitFor();
    await expectAccessible(page, 'signed agreement, English');
    await shown.getByRole('button', { name: en.ui.modal.close }).click();
    await page.getByRole('tab', { name: en.agreements.tabs.templates, exact: true }).click();
    await expectAccessible(page, 'templates, English');

    // ---- An English signer reads theirs in English (made and sent through the API: the same routes as above).
    const englishEmail = uniqueEmail('agreement-signer-en');
    const { templates } = (await callApiAs(baseUrl, user, 'GET', '/api/agreement-templates')) as { templates: { templateId: string }[] };
    const { agreement: made } = (await callApiAs(baseUrl, user, 'POST', '/api/agreements', { templateId: templates[0]?.templateId, clientId: contact.contactId })) as { agreement: { agreementId: string; mergeValues: Record<string, string> } };
    const englishTitle = 'Wedding of Lucía and Tom';
    await callApiAs(baseUrl, user, 'PUT', `/api/agreements/${made.agreementId}`, { title: englishTitle, mergeValues: made.mergeValues, signers: [{ name: 'Tom', email: englishEmail, language: 'en' }], expiresInDays: 7 });
    const { agreement: sentEn } = (await callApiAs(baseUrl, user, 'POST', `/api/agreements/${made.agreementId}/send`)) as { agreement: { signers: { link: string }[] } };
    const englishLink = sentEn.signers[0]?.link ?? '';
    await waitForMail(mailViewerUrl, englishEmail, new URL(englishLink).pathname);
    await viewer.goto(englishLink);
    await readAsSigner(viewer, en, englishTitle);
    await viewer.getByRole('button', { name: en.agreements.signing.sendCode }).click();
    await viewer.getByRole('textbox', { name: en.agreements.signing.codeLabel }).waitFor();
    await expectAccessible(viewer, "the signer's page (en, 390 px)");
    await phone.context.close();
    await context.close();
  });
  it('the photographer chooses to sign after the client, sees it waiting for them on the dashboard, and countersigns with the signature pad; the signed PDF has both', async () => {
    const user = await newPhotographer(baseUrl, 'agreement-countersign');
    const clientEmail = uniqueEmail('agreement-countersign-client');
    const { contact } = (await callApiAs(baseUrl, user, 'POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client', firstName: 'Carmen', lastName: 'Retrato', emails: { primary: clientEmail } })) as {
      contact: { contactId: string };
    };
    const { template } = (await callApiAs(baseUrl, user, 'POST', '/api/agreement-templates', {
      name: 'Retrato',
      language: 'es',
      document: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Contrato de sesión de retrato.' }] }] },
    })) as { template: { templateId: string } };
    const { agreement: made } = (await callApiAs(baseUrl, user, 'POST', '/api/agreements', { templateId: template.templateId, clientId: contact.contactId })) as { agreement: { agreementId: string; title: string } };
    const title = made.title;

    // ---- Sent from the draft's dialog, choosing "firmar después".
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl}/dashboard/agreements?agreement=${made.agreementId}`);
    const draft = dialogNamed(page, `${a.detail.title}: ${title}`);
    await draft.getByRole('button', { name: a.detail.send }).click();
    const confirm = dialogNamed(page, a.send.title);
    await confirm.getByRole('radio', { name: a.send.signLater }).check();
    expect(await confirm.getByRole('textbox', { name: a.send.studioSignature }).count()).toBe(0);
    await expectAccessible(page, 'send agreement, sign later');
    await confirm.getByRole('button', { name: a.send.confirm }).click();
    await toast(page, a.send.sent).waitFor();
    const view = dialogNamed(page, `${a.detail.title}: ${title}`);
    await view.getByText(a.countersign.later).waitFor();
    const link = await view.getByRole('textbox', { name: interpolate(a.detail.link, { name: 'Carmen Retrato' }) }).inputValue();
    await view.getByRole('button', { name: es.ui.modal.close }).click();

    // ---- The client signs on their link (the signing routes the phone page calls; the first journey signs on the page).
    const token = new URL(link).pathname.split('/').at(-1) ?? '';
    const onLink = async (tail: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}/api/agreements/sign/${token}${tail}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { agreement?: { status: string } };
    };
    await onLink('/code');
    const codeMail = await waitForMailMatching(mailViewerUrl, clientEmail, /^\d{6} es tu código para firmar/);
    await onLink('/verify', { code: /(\d{6})/.exec(codeMail.subject)?.[1] });
    const signed = await onLink('', { fullName: 'Carmen Retrato Gil', idType: 'dni', idNumber: '12345678Z', signature: { kind: 'typed', text: 'Carmen Retrato' }, accepted: true });
    expect(signed.agreement?.status).toBe('awaitingCountersignature');

    // ---- The dashboard's "Te necesita" lists it; it opens the agreement, waiting for the photographer's signature.
    await page.goto(`${baseUrl}/dashboard`);
    const waiting = page
      .getByRole('region', { name: es.dashboard.needsYou.title })
      .getByRole('region', { name: new RegExp(`^${es.dashboard.needsYou.kinds.agreementCountersign} \\d+$`) })
      .getByRole('link', { name: new RegExp(title) });
    await waiting.waitFor();
    await expectAccessible(page, 'dashboard with an agreement to countersign (es)');
    await waiting.click();
    await page.waitForURL('**/dashboard/agreements?agreement=*');
    const shown = dialogNamed(page, `${a.detail.title}: ${title}`);
    await shown.getByRole('heading', { name: a.countersign.title }).waitFor();
    await shown.getByText(a.status.awaitingCountersignature, { exact: true }).first().waitFor();
    await expectAccessible(page, 'agreement awaiting the countersignature (es)');
    await shown.getByRole('button', { name: es.ui.modal.close }).click();
    await page.getByRole('row').filter({ hasText: title }).getByText(a.status.awaitingCountersignature, { exact: true }).waitFor();

    // ---- In English: the list, the notification's words and the dialog; then they countersign, drawing on the pad.
    await callApiAs(baseUrl, user, 'PUT', '/api/me/settings', { preferences: { language: 'en' } });
    await context.addInitScript(() => window.localStorage.setItem('fotostudio.language', 'en'));
    await page.reload();
    const e = en.agreements;
    await page.getByRole('row').filter({ hasText: title }).getByText(e.status.awaitingCountersignature, { exact: true }).waitFor();
    await page.getByRole('button', { name: interpolate(e.list.open, { title }) }).click();
    const english = dialogNamed(page, `${e.detail.title}: ${title}`);
    await english.getByRole('heading', { name: e.countersign.title }).waitFor();
    await english.getByRole('textbox', { name: e.countersign.name }).fill('Ana Estudio');
    const pad = english.getByRole('img', { name: e.signing.padEmpty });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('no signature pad on screen');
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
    await page.mouse.down();
    for (const [x, y] of [[0.3, 0.2], [0.5, 0.8], [0.8, 0.4]] as const) await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
    await page.mouse.up();
    await english.getByRole('img', { name: e.signing.padDrawn }).waitFor();
    await expectAccessible(page, 'countersigning (en)');
    await english.getByRole('button', { name: e.countersign.sign }).click();
    await toast(page, e.countersign.signed).waitFor();
    await english.getByRole('button', { name: e.detail.downloadSigned }).waitFor();
    await expectAccessible(page, 'countersigned agreement (en)');

    // ---- The signed PDF: both signatures, and the audit page with both events; mailed to the client.
    const [download] = await Promise.all([page.waitForEvent('download'), english.getByRole('button', { name: e.detail.downloadSigned }).click()]);
    const pdfText = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' }).replace(/[^\S\n]+/g, ' ');
    for (const expected of ['Contrato de sesión de retrato.', 'Ana Estudio', 'Carmen Retrato Gil', 'Página de auditoría', 'Firmado por todos los firmantes; a la espera del estudio', 'Contrafirmado por el estudio']) {
      expect(pdfText, expected).toContain(expected);
    }
    await waitForMailMatching(mailViewerUrl, clientEmail, /^Contrato firmado/);
    await context.close();
  });
  it("shows the quote page's contract section readably at 390 and 1366 px in Spanish and English: Aceptar waits for the signature", async () => {
    const user = await newPhotographer(baseUrl, 'agreement-quote-page');
    await callApiAs(baseUrl, user, 'PUT', '/api/billing/settings', exampleOf(putBillingSettings).body);
    const { template } = (await callApiAs(baseUrl, user, 'POST', '/api/agreement-templates', {
      name: 'Boda',
      language: 'es',
      document: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Contrato de reportaje de boda.' }] }] },
    })) as { template: { templateId: string } };
    const phone = await openPage(browser(), baseUrl, PHONE);
    const wide = await openPage(browser(), baseUrl, { width: 1366, height: 860 });
    for (const [language, texts] of [['es', es], ['en', en]] as const) {
      const q = texts.billing.quotePage;
      const signerEmail = uniqueEmail(`agreement-quote-${language}`);
      const { contact } = (await callApiAs(baseUrl, user, 'POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client', firstName: 'Lucía', lastName: 'Novia', emails: { primary: signerEmail }, language })) as {
        contact: { contactId: string };
      };
      const example = exampleOf(createQuote).body;
      const { document: quote } = (await callApiAs(baseUrl, user, 'POST', createQuote.path, {
        ...example,
        client: { ...example.client, clientId: null, language },
        session: { ...example.session, sessionId: null },
      })) as { document: { documentId: string } };
      const { link: quoteLink } = (await callApiAs(baseUrl, user, 'POST', shareQuoteLink.path.replace('{quoteId}', quote.documentId), {})) as { link: { path: string } };
      // Two agreements the quote requires, one with a long title (it must wrap on the phone, not widen the page).
      const titles = ['Contrato de reportaje de boda', 'Anexo de cesión de derechos de imagen para la publicación en redes sociales y en la web del estudio'];
      const tokens: string[] = [];
      for (const agreementTitle of titles) {
        const { agreement } = (await callApiAs(baseUrl, user, 'POST', '/api/agreements', { templateId: template.templateId, clientId: contact.contactId, quoteId: quote.documentId })) as {
          agreement: { agreementId: string; mergeValues: Record<string, string> };
        };
        await callApiAs(baseUrl, user, 'PUT', `/api/agreements/${agreement.agreementId}`, { title: agreementTitle, mergeValues: agreement.mergeValues, signers: [{ name: 'Lucía', email: signerEmail, language }], expiresInDays: 7 });
        const { agreement: sent } = (await callApiAs(baseUrl, user, 'POST', `/api/agreements/${agreement.agreementId}/send`)) as { agreement: { signers: { link: string }[] } };
        tokens.push(new URL(sent.signers[0]?.link ?? '').pathname.split('/').at(-1) ?? '');
      }

      for (const [label, { page }] of [['390 px', phone], ['1366 px', wide]] as const) {
        await page.goto(`${baseUrl}${quoteLink.path}`);
        const section = page.getByRole('region', { name: q.agreementsTitle_other });
        await section.getByText(q.agreementsIntro_other).waitFor();
        for (const agreementTitle of titles) await section.getByText(interpolate(q.agreementWaiting, { title: agreementTitle })).waitFor();
        expect(await page.getByRole('button', { name: q.accept }).isDisabled()).toBe(true);
        // The disabled button is described by the reason.
        expect(await page.getByRole('button', { name: q.accept }).getAttribute('aria-describedby')).toBe('quote-page-agreements-intro');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
        await expectWithinViewportWidth(page, section);
        // The lines' product names wrap between words, never letter by letter (at most three lines each).
        const productCells = await page.locator('.billing-lines-table tbody td:first-child').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height));
        expect(productCells.length, label).toBeGreaterThan(0);
        for (const height of productCells) expect(height, label).toBeLessThan(80);
        await screenshot(page, `quote-page-agreements-${language}-${label.replace(' ', '')}`);
        await expectAccessible(page, `quote page with agreements to sign (${language}, ${label})`);
      }

      // Signed (on the signer's routes): the section says so and Aceptar is enabled.
      for (const token of tokens) {
        const onLink = async (tail: string, body?: unknown) => {
          const response = await fetch(`${baseUrl}/api/agreements/sign/${token}${tail}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
          expect(response.status, await response.clone().text()).toBe(200);
        };
        await onLink('/code');
        const codeMail = await waitForMailMatching(mailViewerUrl, signerEmail, language === 'es' ? /^\d{6} es tu código para firmar/ : /^\d{6} is your code to sign/, 30_000);
        await onLink('/verify', { code: /(\d{6})/.exec(codeMail.subject)?.[1] });
        await onLink('', { fullName: 'Lucía Novia García', idType: 'dni', idNumber: '12345678Z', signature: { kind: 'typed', text: 'Lucía Novia' }, accepted: true });
      }
      for (const [label, { page }] of [['390 px', phone], ['1366 px', wide]] as const) {
        await page.reload();
        const section = page.getByRole('region', { name: q.agreementsTitle_other });
        for (const agreementTitle of titles) await section.getByText(interpolate(q.agreementSigned, { title: agreementTitle })).waitFor();
        expect(await page.getByRole('button', { name: q.accept }).isDisabled()).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
        await screenshot(page, `quote-page-agreements-signed-${language}-${label.replace(' ', '')}`);
        await expectAccessible(page, `quote page with its agreements signed (${language}, ${label})`);
      }
    }
    await phone.context.close();
    await wide.context.close();
  });
});
