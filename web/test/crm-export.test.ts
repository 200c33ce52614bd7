import { checkImportFile } from '@fotostudio/shared/contracts/crm-import';
import type { Contact, ContactPage, ListContactsQuery } from '@fotostudio/shared/contracts/crm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { collectContacts, previewContacts } from '../src/features/crm/transfer/collect-contacts';
import { EXPORT_COLUMN_IDS, orderedColumns } from '../src/features/crm/transfer/export-columns';
import { csvOf, exportBlobOf, jsonOf, wallClockOf, xlsxOf, type ExportPresentation } from '../src/features/crm/transfer/export-file';

const contactOf = (n: number, overrides: Partial<Contact> = {}): Contact => ({
  contactId: `c${n}`,
  type: 'lead',
  firstName: `Nombre${n}`,
  lastName: null,
  fullName: `Nombre${n}`,
  emails: { primary: `n${n}@example.com`, secondary: null },
  dni: null,
  phones: { primary: null, secondary: null, mobile: null },
  instagram: null,
  linkedin: null,
  address: { street: null, city: null, state: null, postalCode: null, country: null },
  birthDate: null,
  customDates: [],
  tags: [],
  priority: null,
  status: null,
  source: null,
  notes: null,
  language: null,
  idType: null,
  idCountry: null,
  viesCheckedOn: null,
  convertedAt: null,
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const lucia = contactOf(1, {
  type: 'client',
  firstName: 'Lucía',
  lastName: 'Núñez, "La Fotógrafa"',
  emails: { primary: 'lucia@example.com', secondary: 'l@example.org' },
  dni: '12345678Z',
  phones: { primary: '+34 600 000 000', secondary: null, mobile: '611111111' },
  address: { street: 'Calle Mayor 1', city: 'Cádiz', state: null, postalCode: '11001', country: 'España' },
  birthDate: '1990-05-17',
  customDates: [{ name: 'Aniversario', date: '2015-06-20' }],
  tags: ['boda', 'vip'],
  priority: 'high',
  status: 'active',
  source: 'referral',
  notes: '=HYPERLINK("http://evil")\nsegunda línea',
  createdAt: '2026-03-01T23:30:00.000Z',
});

// A client abroad (issue 22 point 1): an EU business by its VAT number, checked on VIES, and a traveller by passport.
const agency = contactOf(2, { type: 'client', firstName: 'Athens Wedding Agency', dni: 'EL094259216', idType: 'eu_vat', viesCheckedOn: '2026-03-02' });
const traveller = contactOf(3, { type: 'client', firstName: 'Emily', lastName: 'Carter', dni: 'X1234567', idType: 'passport', idCountry: 'US' });

const show = (delimiter: ',' | ';' = ';'): ExportPresentation => ({
  header: (id) => `H-${id}`,
  enumValue: (id, value) => `${id}:${value}`,
  formatDay: (day) => day.split('-').reverse().join('/'),
  excelDayFormat: 'dd/mm/yyyy',
  timeZone: 'Europe/Madrid',
  csvDelimiter: delimiter,
  sheetName: 'Contactos',
});

describe('csv export', () => {
  it('is UTF-8 with a BOM, quotes what needs it and neutralises formulas', () => {
    const csv = csvOf([lucia], orderedColumns(EXPORT_COLUMN_IDS), show());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    const [header, row] = parsed.data;
    const cell = (id: string) => row?.[header?.indexOf(`H-${id}`) ?? -1];
    expect(cell('lastName')).toBe('Núñez, "La Fotógrafa"');
    expect(cell('city')).toBe('Cádiz');
    expect(cell('notes')).toBe('\'=HYPERLINK("http://evil")\nsegunda línea');
    expect(cell('primaryPhone')).toBe('+34 600 000 000');
    expect(cell('tags')).toBe('boda, vip');
    expect(cell('customDates')).toBe('Aniversario: 20/06/2015');
    expect(cell('birthDate')).toBe('17/05/1990');
    expect(cell('priority')).toBe('priority:high');
    // 23:30 UTC on 1 March is 00:30 on 2 March in Madrid.
    expect(cell('createdAt')).toBe('02/03/2026 00:30');
  });

  it('carries the client\'s id type, document country and VIES check; a Spanish NIF leaves them empty', () => {
    const csv = csvOf([agency, traveller, lucia], orderedColumns(['dni', 'idType', 'idCountry', 'viesCheckedOn']), show());
    expect(csv.slice(1).split('\r\n').slice(0, 4)).toEqual([
      'H-dni;H-idType;H-idCountry;H-viesCheckedOn',
      'EL094259216;idType:eu_vat;;02/03/2026',
      'X1234567;idType:passport;US;',
      '12345678Z;;;',
    ]);
  });

  it('uses the delimiter it is given', () => {
    expect(csvOf([lucia], orderedColumns(['firstName', 'city']), show(',')).split('\r\n')[1]).toBe('Lucía,Cádiz');
  });
});

describe('json export', () => {
  it('writes import records that import back to the same contact', () => {
    const check = checkImportFile(jsonOf([lucia]));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const { convertedAt: _c, createdAt: _a, updatedAt: _u, contactId: _i, fullName: _f, ...fields } = lucia;
    expect(check.contacts[0]).toEqual(fields);
  });

  it('imports back the client\'s id type, document country and VIES check', () => {
    const check = checkImportFile(jsonOf([agency, traveller]));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.records[0]).toMatchObject({ dni: 'EL094259216', id_type: 'eu_vat', vies_checked_on: '2026-03-02' });
    expect(check.contacts[0]).toMatchObject({ idType: 'eu_vat', idCountry: null, viesCheckedOn: '2026-03-02' });
    expect(check.contacts[1]).toMatchObject({ idType: 'passport', idCountry: 'US', viesCheckedOn: null });
  });

  it('is a backup: every field is written whatever columns the spreadsheet formats were given', async () => {
    const blob = await exportBlobOf('json', [lucia], orderedColumns(['firstName']), show());
    expect(JSON.parse(await blob.text())).toEqual(JSON.parse(jsonOf([lucia])));
    expect(Object.keys(JSON.parse(jsonOf([lucia]))[0] as object)).toContain('notes');
  });
});

describe('xlsx export', () => {
  it('is a workbook with a bold header, text and date cells', async () => {
    const blob = await xlsxOf([lucia], orderedColumns(['firstName', 'lastName', 'birthDate', 'createdAt']), show());
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    const workbook = strFromU8(files['xl/workbook.xml'] ?? new Uint8Array());
    expect(workbook).toContain('name="Contactos"');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    const allText = sheet + strings;
    expect(allText).toContain('Lucía');
    expect(allText).toContain('Núñez, "La Fotógrafa"');
    // 1990-05-17 is Excel serial 33010.
    expect(sheet).toContain('<v>33010</v>');
    const foreign = await xlsxOf([agency, traveller], orderedColumns(['idType', 'idCountry', 'viesCheckedOn']), show());
    const foreignFiles = unzipSync(new Uint8Array(await foreign.arrayBuffer()));
    const foreignText = strFromU8(foreignFiles['xl/worksheets/sheet1.xml'] ?? new Uint8Array()) + strFromU8(foreignFiles['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(foreignText).toContain('idType:eu_vat');
    expect(foreignText).toContain('idType:passport');
    expect(foreignText).toContain('>US<');
    // 2026-03-02 is Excel serial 46083.
    expect(foreignText).toContain('<v>46083</v>');
    expect(strFromU8(files['xl/styles.xml'] ?? new Uint8Array())).toContain('dd/mm/yyyy');
  });

  it('places instants on the wall clock of the time zone', () => {
    expect(wallClockOf('2026-07-01T10:15:00.000Z', 'Europe/Madrid').toISOString()).toBe('2026-07-01T12:15:00.000Z');
    // Each zone keeps its own formatter: one zone's never answers for another.
    expect(wallClockOf('2026-07-01T10:15:00.000Z', 'America/New_York').toISOString()).toBe('2026-07-01T06:15:00.000Z');
    expect(wallClockOf('2026-01-01T23:30:00.000Z', 'Europe/Madrid').toISOString()).toBe('2026-01-02T00:30:00.000Z');
  });
});

describe('collectContacts', () => {
  const store = Array.from({ length: 250 }, (_, i) => contactOf(i, { type: i % 5 === 0 ? 'client' : 'lead' }));
  const fetchPage = async (query: ListContactsQuery): Promise<ContactPage> => {
    const rows = store.filter((c) => c.type === query.type).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const start = (query.page - 1) * query.pageSize;
    return { rows: rows.slice(start, start + query.pageSize), totalCount: rows.length, totalPages: Math.ceil(rows.length / query.pageSize), page: query.page, pageSize: query.pageSize };
  };

  it('reads every page of both types, newest first, reporting progress', async () => {
    const progress: [number, number][] = [];
    const all = await collectContacts(fetchPage, 'all', {}, { onProgress: (l, t) => progress.push([l, t]) });
    expect(all).toHaveLength(250);
    expect(all[0]?.contactId).toBe('c249');
    expect(all[249]?.contactId).toBe('c0');
    expect(progress.at(-1)).toEqual([250, 250]);
    expect(progress[0]?.[1]).toBe(250);
    expect((await collectContacts(fetchPage, 'client', {})).every((c) => c.type === 'client')).toBe(true);
  });

  it('keeps six pages in flight, asking for the next as soon as any one arrives, in page order whatever order they arrive in', async () => {
    const clients = Array.from({ length: 500 * 9 + 17 }, (_, i) => contactOf(i, { type: 'client' }));
    const newest = [...clients].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const waiting = new Map<number, () => void>();
    let inFlight = 0;
    let most = 0;
    const slowPage = (query: ListContactsQuery): Promise<ContactPage> => {
      const start = (query.page - 1) * query.pageSize;
      const page = { rows: newest.slice(start, start + query.pageSize), totalCount: newest.length, totalPages: Math.ceil(newest.length / query.pageSize), page: query.page, pageSize: query.pageSize };
      inFlight += 1;
      most = Math.max(most, inFlight);
      return new Promise((resolve) => {
        waiting.set(query.page, () => {
          inFlight -= 1;
          waiting.delete(query.page);
          resolve(page);
        });
      });
    };
    const collecting = collectContacts(slowPage, 'client', {});
    await vi.waitFor(() => expect([...waiting.keys()]).toEqual([1]));
    waiting.get(1)?.();
    await vi.waitFor(() => expect([...waiting.keys()].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]));
    // The last of them answers first: page 8 is asked for while 2 to 6 are still out.
    waiting.get(7)?.();
    await vi.waitFor(() => expect([...waiting.keys()].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 8]));
    while (waiting.size > 0) {
      const last = Math.max(...waiting.keys());
      waiting.get(last)?.();
      await vi.waitFor(() => expect(waiting.has(last)).toBe(false));
      await Promise.resolve();
    }
    const all = await collecting;
    expect(all.map((c) => c.contactId)).toEqual(newest.map((c) => c.contactId));
    expect(most).toBe(6);
  });

  it('asks for no more pages once one has failed', async () => {
    const clients = Array.from({ length: 500 * 12 }, (_, i) => contactOf(i, { type: 'client' }));
    const asked: number[] = [];
    let answered = 0;
    const failing = async (query: ListContactsQuery): Promise<ContactPage> => {
      asked.push(query.page);
      if (query.page === 2) throw new Error('gateway timeout');
      if (query.page > 1) await new Promise<void>((resolve) => setImmediate(resolve));
      answered += 1;
      return { rows: clients.slice(0, query.pageSize), totalCount: clients.length, totalPages: 12, page: query.page, pageSize: query.pageSize };
    };
    await expect(collectContacts(failing, 'client', {})).rejects.toThrow('gateway timeout');
    // Page 1, then 3 to 7, which were already out when 2 failed; a worker that went on would ask for 8 on the answer.
    await vi.waitFor(() => expect(answered).toBe(6));
    expect(asked).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('previews the first rows and the total', async () => {
    const preview = await previewContacts(fetchPage, 'all', {}, 10);
    expect(preview.totalCount).toBe(250);
    expect(preview.rows.map((r) => r.contactId)).toEqual(store.slice(240).map((c) => c.contactId).reverse());
  });
});
