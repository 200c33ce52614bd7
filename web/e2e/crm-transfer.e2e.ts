// The CRM's JSON import and export wizard, as a photographer uses them: a file with
// problems is refused with its problems named and saves nothing, a good one imports every
// contact; the export wizard blocks without columns or data, previews, downloads CSV and
// xlsx files that hold what the list shows.
import { contactPage } from '@fotostudio/shared/contracts/crm';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { callApiAs, newPhotographer } from './accounts';
import { browserForFile, openPage } from './browser';
import { crm, exportDialog, exportFile, openCrm, readCsv, search, showTab, toast } from './crm-steps';
import { interpolate } from './i18n';
import { signIn } from './journeys';
import { shootModal } from './screens';

const { baseUrl, demoEmail, demoPassword } = inject('e2e');
const browser = browserForFile();

const t = crm.transfer;
const message = (code: string) => resolveError(code, 'es').message;
const suffix = Date.now().toString(36).slice(-5);

const jsonFile = (name: string, content: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
});

const importDialog = (page: Page) => page.getByRole('dialog', { name: t.import.title });

/** A user's contacts of both types matching a search, as the API lists them, without what a new copy changes. */
const contactsOf = async (user: { email: string; password: string }, text: string) => {
  const pages = await Promise.all(
    (['lead', 'client'] as const).map((type) => callApiAs(baseUrl, user, 'GET', `/api/contacts?type=${type}&page=1&pageSize=50&search=${encodeURIComponent(text)}`)),
  );
  return pages
    .flatMap((page) => contactPage.parse(page).rows)
    .map(({ contactId: _i, createdAt: _c, updatedAt: _u, convertedAt: _v, ...fields }) => fields)
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
};

describe('CRM import and export', () => {
  it('refuses a bad file with its problems named, imports a good one, exports what the list shows', async () => {
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, demoEmail, demoPassword);
    await openCrm(page);
    const panel = await showTab(page, 'contacts');

    // Import: a file that is not JSON by name, then records with problems.
    await panel.getByRole('button', { name: t.import.open }).click();
    let dialog = importDialog(page);
    const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: t.import.choose }).click();
      await (await chooser).setFiles(file);
    };
    await chooseFile({ name: 'contactos.txt', mimeType: 'text/plain', buffer: Buffer.from('[]') });
    await dialog.getByText(message('crm.import_not_json_file')).waitFor();
    await chooseFile(jsonFile('vacio.json', '[]'));
    await dialog.getByText(message('crm.import_empty')).waitFor();

    const bad = [
      { first_name: 'Bien', emails: { primary: `bien-${suffix}@example.com` } },
      ...Array.from({ length: 7 }, (_, i) => ({ first_name: '', emails: { primary: `mal${i}-${suffix}@example.com` } })),
    ];
    await chooseFile(jsonFile('malo.json', bad));
    await dialog.getByText(message('crm.import_missing_fields')).waitFor();
    const issues = dialog.getByRole('listitem');
    expect(await issues.allTextContents()).toEqual(
      [2, 3, 4, 5, 6].map((index) => interpolate(t.import.issues.required, { index, field: 'first_name' })),
    );
    await dialog.getByText(interpolate(t.import.moreIssues_other, { count: 2 })).waitFor();
    expect(await dialog.getByRole('button', { name: t.import.submitNone }).isDisabled()).toBe(true);

    // The suggested prompt for an assistant is there to copy.
    await dialog.getByText(t.import.assistant.title).click();
    await dialog.getByText(t.import.assistant.prompt.split('\n')[0] ?? '').waitFor();
    await shootModal(page, 'crm-import-errors');

    const good = [
      { type: 'client', first_name: 'Íñigo', last_name: `Muñoz ${suffix}`, emails: { primary: `inigo-${suffix}@example.com` }, tags: 'boda, 2026', address: { city: 'A Coruña' } },
      { first_name: 'Begoña', last_name: `Peña ${suffix}`, emails: { primary: `begona-${suffix}@example.com` }, phones: { mobile: '+34 611 222 333' } },
      { type: 'no sé', first_name: 'Zoe', last_name: `Ruiz ${suffix}`, emails: { primary: `zoe-${suffix}@example.com` }, status: 'potential' },
    ];
    await chooseFile(jsonFile('buenos.json', good));
    await dialog.getByText(interpolate(t.import.ready_other, { count: 3, clients: 1, leads: 2 })).waitFor();
    const imported = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contacts/import');
    await dialog.getByRole('button', { name: interpolate(t.import.submit_other, { count: 3 }) }).click();
    expect((await imported).status()).toBe(201);
    await toast(page, interpolate(t.import.success_other, { count: 3 })).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The imported leads are listed; the client is under Clientes.
    await search(page, panel, suffix);
    await panel.getByRole('row').filter({ hasText: `Begoña Peña ${suffix}` }).waitFor();
    await panel.getByRole('row').filter({ hasText: `Zoe Ruiz ${suffix}` }).waitFor();
    expect(await panel.getByRole('row').filter({ hasText: `Íñigo Muñoz ${suffix}` }).count()).toBe(0);

    // Export: no columns blocks, then every lead and client matching the search, as CSV.
    await panel.getByRole('button', { name: t.export.open }).click();
    dialog = exportDialog(page);
    await dialog.getByRole('button', { name: t.export.noColumns, exact: true }).click();
    await dialog.getByRole('button', { name: t.export.toPreview }).click();
    await dialog.getByText(message('crm.export_no_columns')).waitFor();
    await dialog.getByRole('button', { name: t.export.allColumns, exact: true }).click();
    await dialog.getByRole('radio', { name: t.export.types.all }).check();
    await dialog.getByRole('radio', { name: new RegExp(`^${t.export.formats.csv}`) }).check();
    await dialog.getByText(new RegExp(`${t.export.filterNames.search}: ${suffix}`)).waitFor();
    await shootModal(page, 'crm-export-options');

    const rows = readCsv(await exportFile(page, dialog, 3));
    expect(rows.data.map((r) => r[t.columns.lastName])).toEqual([`Muñoz ${suffix}`, `Peña ${suffix}`, `Ruiz ${suffix}`]);
    const inigo = rows.data[0] ?? {};
    expect(inigo[t.columns.type]).toBe(crm.types.client);
    expect(inigo[t.columns.city]).toBe('A Coruña');
    expect(inigo[t.columns.tags]).toBe('boda, 2026');
    expect(rows.data[1]?.[t.columns.mobilePhone]).toBe('+34 611 222 333');
    expect(rows.data[2]?.[t.columns.status]).toBe(crm.status.potential);

    // Export again, now as a workbook.
    await dialog.getByRole('button', { name: t.export.again }).click();
    await dialog.getByRole('radio', { name: new RegExp(`^${t.export.formats.xlsx.replace(/[().]/g, '\\$&')}`) }).check();
    const files = unzipSync(new Uint8Array(await exportFile(page, dialog, 3)));
    expect(strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array())).toContain(`Íñigo`);

    // Again as the JSON backup with no columns chosen: it holds every field, so another
    // account importing it through the import route gets the same contacts.
    await dialog.getByRole('button', { name: t.export.again }).click();
    await dialog.getByRole('button', { name: t.export.noColumns, exact: true }).click();
    await dialog.getByRole('radio', { name: new RegExp(`^${t.export.formats.json}`) }).check();
    await dialog.getByText(t.export.jsonAllColumns).waitFor();
    const backup: unknown = JSON.parse((await exportFile(page, dialog, 3)).toString('utf8'));
    const restorer = await newPhotographer(baseUrl, 'crm-restore');
    await callApiAs(baseUrl, restorer, 'POST', '/api/contacts/import', { contacts: backup });
    const demo = { email: demoEmail, password: demoPassword };
    expect(await contactsOf(restorer, suffix)).toEqual(await contactsOf(demo, suffix));
    expect((await contactsOf(restorer, suffix)).map((c) => c.phones)).toContainEqual({ primary: null, secondary: null, mobile: '+34 611 222 333' });
    await dialog.getByRole('button', { name: t.close }).filter({ hasText: t.close }).click();

    // Nothing matches: the preview says so and the export stays blocked.
    await search(page, panel, `nadie-${suffix}`);
    await panel.getByRole('button', { name: t.export.open }).click();
    await dialog.getByRole('button', { name: t.export.toPreview }).click();
    await dialog.getByText(message('crm.export_no_data')).waitFor();
    expect(await dialog.getByRole('button', { name: interpolate(t.export.start_other, { count: 0 }) }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: t.export.back }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
