import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { browserForFile, DESKTOP, openPage, PHONE } from './browser';
import {
  addContact,
  apiCall,
  closeDialog,
  crm,
  deleteContact,
  exportDialog,
  exportFile,
  listPanel,
  openCrm,
  openDetail,
  readCsv,
  rowOf,
  search,
  showTab,
  tab,
  tabPanel,
  textbox,
  toast,
} from './crm-steps';
import { descriptionOf } from './fields';
import { es, interpolate } from './i18n';
import { expectAllInside, expectWithinViewportWidth } from './layout';
import { signIn } from './journeys';
import { shoot, shootModal } from './screens';

const { baseUrl, demoEmail, demoPassword } = inject('e2e');
const browser = browserForFile();

const message = (code: string) => resolveError(code, 'es').message;
/** Every name and email unique per run: the demo photographer's CRM outlives a run against `npm start`. */
const suffix = Date.now().toString(36).slice(-5);

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('crm', () => {
  it('adds a contact, finds it by its email, converts it to a client, links a relative, edits it, deletes a client and exports the list as CSV', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, demoEmail, demoPassword);
    await page.waitForURL('**/dashboard');
    await openCrm(page);
    expect(await tab(page, crm.tabs.contacts).getAttribute('aria-selected')).toBe('true');
    let contacts = listPanel(page, 'contacts');
    await contacts.getByRole('button', { name: crm.add.lead }).first().waitFor();
    await shoot(page, 'crm-contacts-start');

    // ---- The add modal: required fields are refused, and the first invalid one takes the focus.
    await contacts.getByRole('button', { name: crm.add.lead }).first().click();
    let dialog = page.getByRole('dialog', { name: crm.form.createTitle });
    expect(await dialog.getByRole('radio', { name: new RegExp(`^${crm.types.lead}`) }).isChecked()).toBe(true);
    await textbox(dialog, crm.fields.primaryEmail).fill('lucia@');
    await dialog.getByRole('button', { name: es.ui.save }).click();
    const firstName = textbox(dialog, crm.fields.firstName);
    expect(await descriptionOf(firstName)).toContain(crm.validation.required);
    expect(await descriptionOf(textbox(dialog, crm.fields.lastName))).toContain(crm.validation.required);
    expect(await descriptionOf(textbox(dialog, crm.fields.primaryEmail))).toContain(crm.validation.emailInvalid);
    expect(await isFocused(firstName)).toBe(true);
    await dialog.getByRole('button', { name: es.ui.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    // ---- A contact with many of its fields.
    const lead = { firstName: 'Lucía', lastName: `Prueba ${suffix}`, email: `lucia.${suffix}@example.com` };
    const leadName = `${lead.firstName} ${lead.lastName}`;
    const posted = await addContact(page, contacts, {
      ...lead,
      email: `Lucia.${suffix}@Example.com`,
      fill: async (form) => {
        await textbox(form, crm.fields.dni).fill('12345678Z');
        await textbox(form, crm.fields.birthDate).fill('17051990');
        await form.getByRole('group', { name: crm.fields.phoneMobile }).getByRole('textbox').fill('611 222 333');
        await textbox(form, crm.fields.instagram).fill('@lucia');
        await textbox(form, crm.fields.city).fill('Sevilla');
        await textbox(form, crm.fields.country).fill('España');
        await form.getByRole('combobox', { name: crm.fields.status }).selectOption({ label: crm.status.potential });
        await form.getByRole('combobox', { name: crm.fields.priority }).selectOption({ label: crm.priority.high });
        await form.getByRole('combobox', { name: crm.fields.source }).selectOption({ label: crm.source.web });
        await form.getByRole('combobox', { name: crm.fields.language }).selectOption({ label: crm.languages.en });
        await textbox(form, crm.fields.tags).fill('boda, VIP , boda');
        await form.getByRole('button', { name: crm.form.customDates.add }).click();
        const customDate = form.getByRole('group', { name: interpolate(crm.form.customDates.row, { index: 1 }) });
        // The new row takes the focus.
        expect(await isFocused(textbox(customDate, crm.form.customDates.name))).toBe(true);
        await textbox(customDate, crm.form.customDates.name).fill('Aniversario');
        await textbox(customDate, crm.form.customDates.date).fill('20062015');
        await textbox(form, crm.fields.notes).fill('Boda en septiembre');
        await shootModal(page, 'crm-add-modal', form);
      },
    });
    expect(posted).toEqual({
      type: 'lead',
      firstName: lead.firstName,
      lastName: lead.lastName,
      emails: { primary: lead.email, secondary: null },
      dni: '12345678Z',
      phones: { primary: null, secondary: null, mobile: '+34 611 222 333' },
      instagram: '@lucia',
      linkedin: null,
      address: { street: null, city: 'Sevilla', state: null, postalCode: null, country: 'España' },
      birthDate: '1990-05-17',
      customDates: [{ name: 'Aniversario', date: '2015-06-20' }],
      tags: ['boda', 'VIP'],
      priority: 'high',
      status: 'potential',
      source: 'web',
      notes: 'Boda en septiembre',
      language: 'en',
    });
    const leadRow = rowOf(contacts, leadName);
    await leadRow.waitFor();
    const leadRowText = await leadRow.textContent();
    for (const text of [lead.email, '+34 611 222 333', crm.status.potential, crm.priority.high, 'boda', 'VIP']) expect(leadRowText).toContain(text);

    // ---- Found by a fragment of its email, typed in another case; a search with no match offers to clear it.
    await search(page, contacts, `CIA.${suffix}@EXAM`);
    await expect.poll(() => contacts.getByRole('row').count()).toBe(2);
    await leadRow.waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(`CIA.${suffix}@EXAM`);
    await shoot(page, 'crm-contacts-search');
    await search(page, contacts, `nadie-${suffix}`);
    await contacts.getByText(crm.noResults.title).waitFor();
    await shoot(page, 'crm-contacts-no-results');
    // A list that fails to load says so and offers to try again.
    await page.route('**/api/contacts?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'general.unknown', message: 'Fallo simulado' } }) }),
    );
    await contacts.getByRole('searchbox', { name: crm.filters.search }).fill(`fallo-${suffix}`);
    const loadError = contacts.getByRole('alert').filter({ hasText: message('general.unknown') });
    await loadError.waitFor();
    await shoot(page, 'crm-contacts-load-error');
    await page.unroute('**/api/contacts?*');
    await loadError.getByRole('button', { name: es.common.retry }).click();
    await contacts.getByText(crm.noResults.title).waitFor();
    await contacts.getByRole('button', { name: crm.filters.clear }).first().click();
    await leadRow.waitFor();
    expect(await contacts.getByRole('searchbox', { name: crm.filters.search }).inputValue()).toBe('');
    await search(page, contacts, lead.email.slice(0, 12));

    // ---- The detail: read-only information, and the conversion instead of relationships.
    dialog = await openDetail(page, contacts, leadName);
    expect(await tab(dialog, crm.detail.tabs.relationships).count()).toBe(0);
    const info = tabPanel(dialog, crm.detail.tabs.info);
    expect(await textbox(info, crm.fields.city).inputValue()).toBe('Sevilla');
    expect(await textbox(info, crm.fields.city).getAttribute('readonly')).not.toBeNull();
    expect(await textbox(info, crm.fields.birthDate).inputValue()).toBe('17/05/1990');
    await shootModal(page, 'crm-contact-detail', dialog);

    await tab(dialog, crm.detail.tabs.convert).click();
    const convertPanel = tabPanel(dialog, crm.detail.tabs.convert);
    await convertPanel.getByText(crm.convert.irreversible).waitFor();
    await shoot(page, 'crm-convert-tab');
    await convertPanel.getByRole('button', { name: crm.convert.button }).click();
    const confirm = page.getByRole('dialog', { name: interpolate(crm.convert.confirmTitle, { name: leadName }) });
    const converted = apiCall(page, 'POST', /^\/api\/contacts\/[^/]+\/convert$/);
    await confirm.getByRole('button', { name: crm.convert.confirm, exact: true }).click();
    await converted;
    await toast(page, interpolate(crm.toasts.converted, { name: leadName })).waitFor();
    // A client: relationships, sessions and invoices; never the conversion again.
    await tab(dialog, crm.detail.tabs.relationships).waitFor();
    expect(await tab(dialog, crm.detail.tabs.convert).count()).toBe(0);
    expect(await tab(dialog, crm.detail.tabs.info).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('clients');
    await tab(dialog, crm.detail.tabs.sessions).click();
    await tabPanel(dialog, crm.detail.tabs.sessions).getByText(crm.detail.sessions.title).waitFor();
    await tab(dialog, crm.detail.tabs.invoices).click();
    await tabPanel(dialog, crm.detail.tabs.invoices).getByText(crm.detail.invoices.title).waitFor();
    // On a 390 px phone every tab shows whole, Facturas and Contratos (the last) included, and the keys still move between them.
    await page.setViewportSize(PHONE);
    const detailTabs = dialog.getByRole('tablist', { name: crm.detail.tabsLabel });
    await expectAllInside(detailTabs, detailTabs.getByRole('tab'));
    await expectWithinViewportWidth(page, tab(dialog, crm.detail.tabs.invoices));
    await expectWithinViewportWidth(page, tab(dialog, es.agreements.tabs.agreements));
    await tab(dialog, crm.detail.tabs.info).click();
    await page.keyboard.press('End');
    expect(await tab(dialog, es.agreements.tabs.agreements).evaluate((t) => t === document.activeElement && t.getAttribute('aria-selected') === 'true')).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await tab(dialog, crm.detail.tabs.info).getAttribute('aria-selected')).toBe('true');
    await page.setViewportSize(DESKTOP);
    await closeDialog(page, dialog);

    // ---- Now under Clientes, which a reload keeps; gone from Contactos.
    expect(await tab(page, crm.tabs.clients).getAttribute('aria-selected')).toBe('true');
    let clients = listPanel(page, 'clients');
    await rowOf(clients, leadName).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: crm.title }).waitFor();
    expect(await tab(page, crm.tabs.clients).getAttribute('aria-selected')).toBe('true');
    clients = listPanel(page, 'clients');
    await rowOf(clients, leadName).waitFor();
    const leadsListed = apiCall(page, 'GET', /^\/api\/contacts$/, (query) => query.get('type') === 'lead');
    contacts = await showTab(page, 'contacts');
    await leadsListed;
    await contacts.locator('table, .empty-state').first().waitFor();
    expect(await rowOf(contacts, leadName).count()).toBe(0);
    clients = await showTab(page, 'clients');
    await rowOf(clients, leadName).waitFor();

    // ---- A second client, added from the Clientes tab (the type defaults to the tab's).
    const mother = { firstName: 'Carmen', lastName: `Madre ${suffix}`, email: `carmen.${suffix}@example.com` };
    const motherName = `${mother.firstName} ${mother.lastName}`;
    expect((await addContact(page, clients, mother)).type).toBe('client');
    await rowOf(clients, motherName).waitFor();
    await shoot(page, 'crm-clients');
    // More rows per page: the size goes to the server and into the URL, from page 1.
    const biggerPage = apiCall(page, 'GET', /^\/api\/contacts$/, (query) => query.get('pageSize') === '25' && query.get('page') === '1');
    await clients.getByRole('combobox', { name: es.ui.dataTable.rowsPerPage }).selectOption('25');
    await biggerPage;
    expect(new URL(page.url()).searchParams.get('size')).toBe('25');
    await rowOf(clients, motherName).waitFor();

    // ---- The family link, from the first client's Relaciones tab.
    dialog = await openDetail(page, clients, leadName);
    await tab(dialog, crm.detail.tabs.relationships).click();
    const relations = tabPanel(dialog, crm.detail.tabs.relationships);
    await relations.getByText(crm.relationships.empty.title).waitFor();
    const addRelation = relations.getByRole('button', { name: crm.relationships.add });
    await addRelation.click();
    await relations.getByRole('alert').filter({ hasText: crm.relationships.requiredFields }).waitFor();
    const picker = relations.getByRole('combobox', { name: crm.relationships.relatedClient });
    expect(await isFocused(picker)).toBe(true);
    // The search finds the other client but never offers the client itself.
    await picker.fill(suffix);
    await relations.getByRole('option', { name: new RegExp(motherName) }).waitFor();
    expect(await relations.getByRole('option', { name: new RegExp(leadName) }).count()).toBe(0);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    expect(await picker.inputValue()).toBe(motherName);
    await textbox(relations, crm.relationships.type).fill('madre');
    await textbox(relations, crm.relationships.notes).fill('Viene a la boda');
    const linked = apiCall(page, 'POST', /^\/api\/contacts\/[^/]+\/relationships$/);
    await addRelation.click();
    expect((await linked).postDataJSON()).toEqual({ relatedContactId: expect.any(String), relationshipType: 'madre', notes: 'Viene a la boda' });
    await toast(page, interpolate(crm.relationships.added, { name: motherName, type: 'madre' })).waitFor();
    const link = relations.getByRole('listitem').filter({ hasText: motherName });
    await link.waitFor();
    expect(await link.textContent()).toContain('madre');
    await shootModal(page, 'crm-relationships', dialog);

    // The same link again is refused with the catalogue's message.
    await picker.fill(mother.lastName);
    await relations.getByRole('option', { name: new RegExp(motherName) }).click();
    await textbox(relations, crm.relationships.type).fill('Madre');
    await addRelation.click();
    await relations.getByRole('alert').filter({ hasText: message('crm.relationship_exists') }).waitFor();
    expect(await relations.getByRole('listitem').filter({ hasText: motherName }).count()).toBe(1);

    // The related client's name leads to that client; Back returns.
    await link.getByRole('link', { name: motherName }).click();
    const motherDialog = page.getByRole('dialog', { name: motherName });
    await tab(motherDialog, crm.detail.tabs.info).waitFor();
    expect(await textbox(tabPanel(motherDialog, crm.detail.tabs.info), crm.fields.primaryEmail).inputValue()).toBe(mother.email);
    // The link shows on the other client too, with its type and where it was made.
    await tab(motherDialog, crm.detail.tabs.relationships).click();
    const backLink = tabPanel(motherDialog, crm.detail.tabs.relationships).getByRole('listitem').filter({ hasText: leadName });
    await backLink.waitFor();
    expect(await backLink.textContent()).toContain('madre');
    expect(await backLink.textContent()).toContain(interpolate(crm.relationships.linkedFrom, { name: leadName }));
    await page.goBack();
    dialog = page.getByRole('dialog', { name: leadName });
    await tab(dialog, crm.detail.tabs.info).waitFor();

    // ---- Editing a field from the Información tab.
    await dialog.getByRole('button', { name: crm.detail.edit, exact: true }).click();
    const infoPanel = tabPanel(dialog, crm.detail.tabs.info);
    const city = textbox(infoPanel, crm.fields.city);
    expect(await city.getAttribute('readonly')).toBeNull();
    await city.fill('Granada');
    await shootModal(page, 'crm-client-edit', dialog);
    const put = apiCall(page, 'PUT', /^\/api\/contacts\/[^/]+$/);
    await dialog.getByRole('button', { name: es.ui.save, exact: true }).click();
    expect((await put).postDataJSON()).toEqual(
      expect.objectContaining({
        firstName: lead.firstName,
        address: expect.objectContaining({ city: 'Granada', country: 'España' }),
        tags: ['boda', 'VIP'],
        customDates: [{ name: 'Aniversario', date: '2015-06-20' }],
      }),
    );
    await toast(page, interpolate(crm.toasts.saved, { name: leadName })).waitFor();
    await dialog.getByRole('button', { name: crm.detail.edit, exact: true }).waitFor();
    expect(await city.getAttribute('readonly')).not.toBeNull();
    expect(await city.inputValue()).toBe('Granada');
    await closeDialog(page, dialog);

    // ---- The second client goes (a soft delete); the first keeps no link to it.
    await deleteContact(page, clients, motherName, 'client');
    dialog = await openDetail(page, clients, leadName);
    await tab(dialog, crm.detail.tabs.relationships).click();
    await tabPanel(dialog, crm.detail.tabs.relationships).getByText(crm.relationships.empty.title).waitFor();
    await closeDialog(page, dialog);

    // ---- The client list, searched by a fragment of the email, exported as CSV.
    await search(page, clients, `lucia.${suffix}`);
    await rowOf(clients, leadName).waitFor();
    await clients.getByRole('button', { name: crm.transfer.export.open }).click();
    const wizard = exportDialog(page);
    await wizard.getByRole('radio', { name: new RegExp(`^${crm.transfer.export.formats.csv}`) }).check();
    const [exported] = readCsv(await exportFile(page, wizard, 1)).data;
    const column = crm.transfer.columns;
    expect(exported).toMatchObject({
      [column.firstName]: 'Lucía',
      [column.lastName]: lead.lastName,
      [column.primaryEmail]: lead.email,
      [column.type]: crm.types.client,
      [column.city]: 'Granada',
      [column.tags]: 'boda, VIP',
    });
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'detached' });
    await context.close();
  });
});
