import { describe, expect, it } from 'vitest';
import { checkImportFile, checkImportRecords, IMPORT_MAX_RECORDS, importContacts } from '../src/contracts/crm-import.js';
import { exampleOf } from '../src/contracts/route-docs.js';

describe('checkImportFile', () => {
  it('refuses what is not JSON, not an array, or empty', () => {
    expect(checkImportFile('{nope')).toMatchObject({ ok: false, code: 'crm.import_invalid_json' });
    expect(checkImportFile('{"first_name":"Ana"}')).toMatchObject({ ok: false, code: 'crm.import_wrong_structure' });
    expect(checkImportFile('[]')).toMatchObject({ ok: false, code: 'crm.import_empty' });
    expect(checkImportRecords(Array.from({ length: IMPORT_MAX_RECORDS + 1 }, () => ({})))).toMatchObject({ ok: false, code: 'crm.import_too_many' });
  });

  it('names the record (counting from 1) and the field of every problem', () => {
    const file = JSON.stringify([
      { first_name: 'Ana', emails: { primary: 'ana@example.com' } },
      { first_name: '  ', emails: { primary: 'no-at-sign' } },
      { last_name: 'Solo' },
      'not an object',
      { first_name: 'Eva', emails: { primary: 'eva@example.com' }, priority: 'urgent', birth_date: '31/02/1990' },
    ]);
    const check = checkImportFile(file);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.code).toBe('crm.import_missing_fields');
    expect(check.issues).toEqual([
      { index: 2, field: 'first_name', problem: 'required' },
      { index: 2, field: 'emails.primary', problem: 'invalid' },
      { index: 3, field: 'first_name', problem: 'required' },
      { index: 3, field: 'emails', problem: 'required' },
      { index: 4, field: '', problem: 'invalid' },
      { index: 5, field: 'birth_date', problem: 'invalid' },
      { index: 5, field: 'priority', problem: 'invalid' },
    ]);
  });

  it('defaults an unclear type to lead and tolerates what spreadsheets produce', () => {
    const check = checkImportFile(
      '\uFEFF' +
        JSON.stringify([
          { type: 'CLIENT', first_name: 'Marta', emails: { primary: ' Marta@Example.com ' }, tags: 'boda, vip', phones: { mobile: 600000000 } },
          { type: 'prospect', first_name: 'Jorge', emails: { primary: 'jorge@example.com', secondary: '' }, status: 'Potential', extra: 1 },
          { first_name: 'Luis', emails: { primary: 'luis@example.com' }, address: { postal_code: 28013 } },
        ]),
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const [marta, jorge, luis] = check.contacts;
    expect(marta).toMatchObject({ type: 'client', emails: { primary: 'marta@example.com' }, tags: ['boda', 'vip'], phones: { mobile: '600000000' } });
    expect(jorge).toMatchObject({ type: 'lead', status: 'potential', emails: { secondary: null } });
    expect(luis).toMatchObject({ type: 'lead', address: { postalCode: '28013' } });
  });

  it('reads the client\'s id type, document country and VIES check (issue 22 point 1), each bad one on its field', () => {
    const good = checkImportFile(
      JSON.stringify([
        { first_name: 'Emily', emails: { primary: 'emily@example.com' }, dni: 'X1234567', id_type: 'Passport', id_country: ' us ' },
        { first_name: 'Agency', emails: { primary: 'agency@example.com' }, dni: 'EL094259216', id_type: 'eu_vat', vies_checked_on: '2026-03-02' },
        { first_name: 'Marta', emails: { primary: 'marta@example.com' }, dni: '12345678Z', id_type: '', id_country: '' },
      ]),
    );
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    expect(good.contacts.map(({ idType, idCountry, viesCheckedOn }) => ({ idType, idCountry, viesCheckedOn }))).toEqual([
      { idType: 'passport', idCountry: 'US', viesCheckedOn: null },
      { idType: 'eu_vat', idCountry: null, viesCheckedOn: '2026-03-02' },
      { idType: null, idCountry: null, viesCheckedOn: null },
    ]);
    const bad = checkImportFile(JSON.stringify([{ first_name: 'Eva', emails: { primary: 'eva@example.com' }, id_type: 'dni', id_country: 'USA', vies_checked_on: '2-3-2026' }]));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.issues).toEqual([
      { index: 1, field: 'id_type', problem: 'invalid' },
      { index: 1, field: 'id_country', problem: 'invalid' },
      { index: 1, field: 'vies_checked_on', problem: 'invalid' },
    ]);
  });

  it('accepts the route example, which the API parses with the same schema', () => {
    expect(checkImportRecords(exampleOf(importContacts).body.contacts).ok).toBe(true);
  });
});
