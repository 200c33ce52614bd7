// The agreements' lifecycle (issue 26 points 2 and 4): the client declines on the signer's page
// on a 390 px phone, with a reason, after confirming in a dialog; the page then says the studio
// was told. The photographer sees it "Rechazado" in the agreements list and under "Contratos
// rechazados" on the dashboard, with the reason in the agreement's dialog, and a waiting one under
// "Contratos por firmar". Axe in Spanish and English (an English signer's page and decline dialog).
import { createContact } from '@fotostudio/shared/contracts/crm';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs, newPhotographer, type TestPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE } from './browser';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';
import { uniqueEmail, waitForMail } from './mail';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const { baseUrl, mailViewerUrl } = inject('e2e');
const browser = browserForFile();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A needs-you group of the dashboard (its heading: the kind and its count). */
const needsYouGroup = (page: Page, texts: typeof es, kind: keyof typeof es.dashboard.needsYou.kinds) =>
  page
    .getByRole('region', { name: texts.dashboard.needsYou.title })
    .getByRole('region', { name: new RegExp(`^${escape(texts.dashboard.needsYou.kinds[kind])} \\d+$`) });

/** An agreement made and sent through the API (the routes the agreements screen calls) to one signer; answers its link. */
const sendTo = async (user: TestPhotographer, title: string, signer: { name: string; email: string; language: 'es' | 'en' }): Promise<string> => {
  const { contact } = (await callApiAs(baseUrl, user, 'POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client', firstName: signer.name, lastName: 'Cliente', emails: { primary: signer.email } })) as {
    contact: { contactId: string };
  };
  const { template } = (await callApiAs(baseUrl, user, 'POST', '/api/agreement-templates', {
    name: 'Boda',
    language: 'es',
    document: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Contrato de reportaje de boda.' }] }] },
  })) as { template: { templateId: string } };
  const { agreement } = (await callApiAs(baseUrl, user, 'POST', '/api/agreements', { templateId: template.templateId, clientId: contact.contactId })) as {
    agreement: { agreementId: string; mergeValues: Record<string, string> };
  };
  await callApiAs(baseUrl, user, 'PUT', `/api/agreements/${agreement.agreementId}`, { title, mergeValues: agreement.mergeValues, signers: [signer], expiresInDays: 7 });
  const { agreement: sent } = (await callApiAs(baseUrl, user, 'POST', `/api/agreements/${agreement.agreementId}/send`)) as { agreement: { signers: { link: string }[] } };
  const link = sent.signers[0]?.link ?? '';
  await waitForMail(mailViewerUrl, signer.email, new URL(link).pathname);
  return link;
};

describe("agreements' lifecycle", () => {
  it('lets the client decline on a phone with a reason; the photographer sees it declined in the list and on the dashboard', async () => {
    const user = await newPhotographer(baseUrl, 'agreement-lifecycle');
    const declinedTitle = 'Boda de Lucía y Tom';
    const waitingTitle = 'Retrato de familia';
    const link = await sendTo(user, declinedTitle, { name: 'Lucía', email: uniqueEmail('agreement-decline'), language: 'es' });
    await sendTo(user, waitingTitle, { name: 'Marta', email: uniqueEmail('agreement-waiting'), language: 'es' });

    // ---- The client, on a 390 px phone: "Rechazar", a dialog asking with an optional reason.
    const phone = await openPage(browser(), baseUrl, PHONE);
    const signer = phone.page;
    await signer.goto(link);
    await signer.getByRole('heading', { level: 1, name: declinedTitle }).waitFor();
    await expectAccessible(signer, "the signer's page with Rechazar (es, 390 px)");
    await signer.getByRole('button', { name: es.agreements.decline.button, exact: true }).click();
    const dialog = signer.getByRole('dialog', { name: es.agreements.decline.title });
    await dialog.getByRole('textbox', { name: es.agreements.decline.reason }).fill('Hemos cambiado la fecha de la boda.');
    await expectAccessible(signer, 'the decline dialog (es, 390 px)');
    expect(await signer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: es.agreements.decline.confirm }).click();
    await signer.getByText(es.agreements.decline.doneTitle).waitFor();
    expect(await signer.getByRole('button', { name: es.agreements.decline.button, exact: true }).count()).toBe(0);
    await expectAccessible(signer, 'the declined signer page (es, 390 px)');
    // The link now answers the closed page.
    await signer.reload();
    await signer.getByRole('heading', { level: 1, name: es.agreements.signer.closed }).waitFor();

    // ---- The photographer: the dashboard's needs-you list, then the agreements list and the dialog.
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    const declined = needsYouGroup(page, es, 'agreementDeclined').getByRole('link', { name: new RegExp(escape(declinedTitle)) });
    await declined.waitFor();
    await needsYouGroup(page, es, 'agreementWaiting').getByRole('link', { name: new RegExp(escape(waitingTitle)) }).waitFor();
    await expectAccessible(page, 'dashboard with agreements (es)');
    await declined.click();
    await page.waitForURL('**/dashboard/agreements?agreement=*');
    const shown = page.getByRole('dialog', { name: `${es.agreements.detail.title}: ${declinedTitle}` });
    await shown.getByText(interpolate(es.agreements.lifecycle.declineReason, { reason: 'Hemos cambiado la fecha de la boda.' })).waitFor();
    await shown.getByRole('button', { name: es.ui.modal.close }).click();
    await page.getByRole('row').filter({ hasText: declinedTitle }).getByText(es.agreements.status.declined, { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: waitingTitle }).getByText(es.agreements.status.sent, { exact: true }).waitFor();
    await expectAccessible(page, 'agreements list with a declined one (es)');

    // ---- In English: the photographer's dashboard, and an English signer's page and decline dialog.
    await callApiAs(baseUrl, user, 'PUT', '/api/me/settings', { preferences: { language: 'en' } });
    await context.addInitScript(() => window.localStorage.setItem('fotostudio.language', 'en'));
    await page.goto(`${baseUrl}/dashboard`);
    await needsYouGroup(page, en, 'agreementDeclined').getByRole('link', { name: new RegExp(escape(declinedTitle)) }).waitFor();
    await expectAccessible(page, 'dashboard with agreements (en)');
    const englishLink = await sendTo(user, 'Wedding of Anna and Tom', { name: 'Tom', email: uniqueEmail('agreement-decline-en'), language: 'en' });
    await signer.goto(englishLink);
    await signer.getByRole('heading', { level: 1, name: 'Wedding of Anna and Tom' }).waitFor();
    await signer.getByRole('button', { name: en.agreements.decline.button, exact: true }).click();
    await signer.getByRole('dialog', { name: en.agreements.decline.title }).waitFor();
    await expectAccessible(signer, 'the decline dialog (en, 390 px)');
    await phone.context.close();
    await context.close();
  });
});
