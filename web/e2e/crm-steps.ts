// Steps of the CRM journeys, phrased as the user sees them (labels from es.json), so other
// journeys (e.g. the export) can reuse them.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Locator, Page, Request } from 'playwright-core';
import { es, interpolate } from './i18n';

export const crm = es.crm;

export const apiCall = (page: Page, method: string, path: RegExp, query?: (params: URLSearchParams) => boolean) =>
  page.waitForRequest((request: Request) => {
    const url = new URL(request.url());
    return request.method() === method && path.test(url.pathname) && (!query || query(url.searchParams));
  });

export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
export const tab = (scope: Page | Locator, name: string) => scope.getByRole('tab', { name, exact: true });
export const tabPanel = (scope: Page | Locator, name: string) => scope.getByRole('tabpanel', { name, exact: true });
export const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const rowOf = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** The Contactos or Clientes tab's panel. */
export const listPanel = (page: Page, which: 'contacts' | 'clients') => tabPanel(page, crm.tabs[which]);

/** From anywhere in the dashboard: the CRM through the navigation. */
export const openCrm = async (page: Page): Promise<void> => {
  await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.items.crm }).click();
  await page.waitForURL('**/dashboard/crm');
  await page.getByRole('heading', { level: 1, name: crm.title }).waitFor();
};

export const showTab = async (page: Page, which: 'contacts' | 'clients'): Promise<Locator> => {
  await tab(page, crm.tabs[which]).click();
  const panel = listPanel(page, which);
  await panel.waitFor();
  return panel;
};

export interface NewContact {
  firstName: string;
  lastName: string;
  email: string;
  /** Given, the radio is set; otherwise the tab's type stays. */
  type?: 'lead' | 'client';
  fill?: (dialog: Locator) => Promise<void>;
}

/** Adds a contact or client from the open tab's Add button; resolves with what was posted. */
export const addContact = async (page: Page, panel: Locator, contact: NewContact): Promise<Record<string, unknown>> => {
  // The empty state repeats the Add button; either opens the same dialog.
  await panel.getByRole('button', { name: new RegExp(`^(${crm.add.lead}|${crm.add.client})$`) }).first().click();
  const dialog = page.getByRole('dialog', { name: crm.form.createTitle });
  if (contact.type) await dialog.getByRole('radio', { name: new RegExp(`^${crm.types[contact.type]}`) }).check();
  await textbox(dialog, crm.fields.firstName).fill(contact.firstName);
  await textbox(dialog, crm.fields.lastName).fill(contact.lastName);
  await textbox(dialog, crm.fields.primaryEmail).fill(contact.email);
  await contact.fill?.(dialog);
  const posted = apiCall(page, 'POST', /^\/api\/contacts$/);
  await dialog.getByRole('button', { name: es.ui.save }).click();
  const body: unknown = (await posted).postDataJSON();
  const type = contact.type ?? (typeof body === 'object' && body !== null && 'type' in body && body.type === 'client' ? 'client' : 'lead');
  await toast(page, interpolate(crm.toasts.created[type], { name: `${contact.firstName} ${contact.lastName}` })).waitFor();
  await dialog.waitFor({ state: 'detached' });
  return body as Record<string, unknown>;
};

/**
 * Types in the tab's search box and waits for the list the server sends back. A search
 * already made in the last 5 minutes comes from the cache and sends nothing: use new text.
 */
export const search = async (page: Page, panel: Locator, text: string): Promise<void> => {
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/contacts' && new URL(response.url()).searchParams.get('search') === text.trim(),
  );
  await panel.getByRole('searchbox', { name: crm.filters.search }).fill(text);
  await listed;
};

/** Opens a listed contact's detail with its View button; resolves with the detail dialog. */
export const openDetail = async (page: Page, panel: Locator, fullName: string): Promise<Locator> => {
  await rowOf(panel, fullName).getByRole('button', { name: interpolate(crm.actions.view, { name: fullName }) }).click();
  const dialog = page.getByRole('dialog', { name: fullName });
  await tab(dialog, crm.detail.tabs.info).waitFor();
  return dialog;
};

export const closeDialog = async (page: Page, dialog: Locator): Promise<void> => {
  await dialog.getByRole('button', { name: es.ui.modal.close }).first().click();
  await dialog.waitFor({ state: 'detached' });
};

/** Deletes a listed contact with its row action and the confirmation. */
export const deleteContact = async (page: Page, panel: Locator, fullName: string, type: 'lead' | 'client'): Promise<void> => {
  await rowOf(panel, fullName).getByRole('button', { name: interpolate(crm.actions.delete, { name: fullName }) }).click();
  const confirm = page.getByRole('dialog', { name: crm.delete.title[type] });
  const deleted = apiCall(page, 'DELETE', /^\/api\/contacts\/[^/]+$/);
  await confirm.getByRole('button', { name: crm.delete.confirm, exact: true }).click();
  await deleted;
  await toast(page, interpolate(crm.toasts.deleted, { name: fullName })).waitFor();
  await rowOf(panel, fullName).waitFor({ state: 'detached' });
};

export const exportDialog = (page: Page) => page.getByRole('dialog', { name: crm.transfer.export.title });

/** Runs the export wizard from its options to the download; resolves with the file's bytes. */
export const exportFile = async (page: Page, dialog: Locator, count: number): Promise<Buffer> => {
  const { export: wizard } = crm.transfer;
  await dialog.getByRole('button', { name: wizard.toPreview }).click();
  await dialog.getByText(interpolate(count === 1 ? wizard.previewSummary_one : wizard.previewSummary_other, { count, shown: Math.min(count, 10) })).waitFor();
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: interpolate(count === 1 ? wizard.start_one : wizard.start_other, { count }) }).click();
  const download = await downloaded;
  await dialog.getByRole('button', { name: wizard.again }).waitFor();
  return readFile(await download.path());
};

/** A Spanish CSV export: UTF-8 with a byte-order mark, semicolons, a header row of column names. */
export const readCsv = (file: Buffer): Papa.ParseResult<Record<string, string>> => {
  const text = file.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('the CSV has no byte-order mark');
  const parsed = Papa.parse<Record<string, string>>(text.slice(1).trim(), { header: true, delimiter: ';' });
  if (parsed.errors.length > 0) throw new Error(`the CSV does not parse: ${JSON.stringify(parsed.errors)}`);
  return parsed;
};
