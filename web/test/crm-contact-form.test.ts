import { createContactInput, type Contact } from '@fotostudio/shared/contracts/crm';
import { describe, expect, it } from 'vitest';
import {
  checkContactForm,
  contactFormOf,
  CUSTOM_DATES_MAX,
  contactUpdateOf,
  emptyContactForm,
  formatTags,
  newCustomDateRow,
  parseTags,
  type ContactFormValues,
} from '../src/features/crm/utils/contact-form';

const saved: Contact = {
  contactId: 'c1',
  type: 'lead',
  firstName: 'Lucía',
  lastName: 'García',
  fullName: 'Lucía García',
  emails: { primary: 'lucia@example.com', secondary: null },
  dni: '12345678Z',
  phones: { primary: '+34 600000000', secondary: null, mobile: null },
  instagram: null,
  linkedin: null,
  address: { street: null, city: 'Sevilla', state: null, postalCode: null, country: null },
  birthDate: '1990-05-17',
  customDates: [{ name: 'Aniversario', date: '2015-06-20' }],
  tags: ['boda', 'vip'],
  priority: 'high',
  status: null,
  source: 'referral',
  notes: null,
  language: 'en',
  convertedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const filled = (change: Partial<ContactFormValues> = {}): ContactFormValues => ({
  ...emptyContactForm('lead'),
  firstName: 'Lucía',
  lastName: 'García',
  primaryEmail: 'lucia@example.com',
  ...change,
});

describe('contact tags', () => {
  it('reads comma-separated tags trimmed, without blanks, each once ignoring case', () => {
    expect(parseTags(' boda,  VIP ,, Boda, retrato  de  familia ,vip')).toEqual(['boda', 'VIP', 'retrato de familia']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });

  it('writes tags back as the text the user would type', () => {
    expect(formatTags(['boda', 'vip'])).toBe('boda, vip');
    expect(parseTags(formatTags(['boda', 'vip']))).toEqual(['boda', 'vip']);
  });
});

describe('contact form', () => {
  it('requires first name, last name and primary email', () => {
    const checked = checkContactForm(emptyContactForm('lead'));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.fields).toEqual({
      firstName: { message: 'required' },
      lastName: { message: 'required' },
      primaryEmail: { message: 'required' },
    });
  });

  it('refuses malformed emails, primary and secondary', () => {
    const checked = checkContactForm(filled({ primaryEmail: 'lucia@', secondaryEmail: 'not an email' }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.fields).toEqual({ primaryEmail: { message: 'emailInvalid' }, secondaryEmail: { message: 'emailInvalid' } });
  });

  it("applies the contract's length limits", () => {
    const checked = checkContactForm(filled({ firstName: 'x'.repeat(101), city: 'y'.repeat(101), tags: `ok, ${'t'.repeat(51)}` }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.fields).toEqual({
      firstName: { message: 'tooLong', max: 100 },
      city: { message: 'tooLong', max: 100 },
      tags: { message: 'tooLong', max: 50 },
    });
  });

  it('needs both the name and the date of a custom date, and drops blank rows', () => {
    const noDate = newCustomDateRow('Aniversario', '');
    const noName = newCustomDateRow('', '2020-02-02');
    const blank = newCustomDateRow();
    const checked = checkContactForm(filled({ customDates: [noDate, noName, blank] }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.fields).toEqual({});
    expect(checked.errors.customDates).toEqual({ [noDate.rowId]: { date: { message: 'required' } }, [noName.rowId]: { name: { message: 'required' } } });

    const passes = checkContactForm(filled({ customDates: [newCustomDateRow(' Aniversario ', '2015-06-20'), blank] }));
    expect(passes.ok && passes.input.customDates).toEqual([{ name: 'Aniversario', date: '2015-06-20' }]);
  });

  it('offers as many custom dates as the API keeps', () => {
    const rows = Array.from({ length: CUSTOM_DATES_MAX }, (_, index) => newCustomDateRow(`Fecha ${index}`, '2020-01-01'));
    expect(checkContactForm(filled({ customDates: rows })).ok).toBe(true);
    const oneMore = [...rows, newCustomDateRow('Una más', '2020-01-01')].map(({ name, date }) => ({ name, date }));
    expect(createContactInput.safeParse({ firstName: 'A', emails: { primary: 'a@example.com' }, customDates: oneMore }).success).toBe(false);
  });

  it('sends every field: trimmed text, blanks as null, tags as a list, emails in lower case', () => {
    const checked = checkContactForm(
      filled({
        type: 'client',
        firstName: '  Lucía ',
        primaryEmail: ' Lucia@Example.com ',
        phoneMobile: '+34 611111111',
        city: ' Sevilla ',
        birthDate: '1990-05-17',
        tags: 'boda, vip',
        priority: 'high',
        status: 'potential',
        source: 'web',
        language: 'en',
        notes: '  ',
      }),
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        type: 'client',
        firstName: 'Lucía',
        lastName: 'García',
        emails: { primary: 'lucia@example.com', secondary: null },
        dni: null,
        phones: { primary: null, secondary: null, mobile: '+34 611111111' },
        instagram: null,
        linkedin: null,
        address: { street: null, city: 'Sevilla', state: null, postalCode: null, country: null },
        birthDate: '1990-05-17',
        customDates: [],
        tags: ['boda', 'vip'],
        priority: 'high',
        status: 'potential',
        source: 'web',
        language: 'en',
        notes: null,
      },
    });
  });

  it('shows a saved contact as the form and saves it back unchanged, without its type', () => {
    const values = contactFormOf(saved);
    expect(values.tags).toBe('boda, vip');
    expect(values.lastName).toBe('García');
    expect(values.status).toBe('');
    expect(values.customDates.map(({ name, date }) => ({ name, date }))).toEqual(saved.customDates);

    const checked = checkContactForm(values);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const update = contactUpdateOf(checked.input);
    expect(update).not.toHaveProperty('type');
    expect(update).toMatchObject({
      firstName: 'Lucía',
      emails: { primary: 'lucia@example.com', secondary: null },
      phones: { primary: '+34 600000000', secondary: null, mobile: null },
      birthDate: '1990-05-17',
      customDates: [{ name: 'Aniversario', date: '2015-06-20' }],
      tags: ['boda', 'vip'],
      priority: 'high',
      status: null,
      source: 'referral',
      language: 'en',
    });
  });

  it('checks the identifier as an invoice client\'s: an EU VAT number\'s format on the DNI field, a passport\'s country on its own', () => {
    const euVat = checkContactForm(filled({ dni: 'EL12', idType: 'eu_vat' }));
    expect(euVat.ok ? null : euVat.errors.fields.dni).toEqual({ code: 'billing.client_eu_vat_invalid' });
    const passport = checkContactForm(filled({ dni: 'X1234567', idType: 'passport', idCountry: '' }));
    expect(passport.ok ? null : passport.errors.fields.idCountry).toEqual({ code: 'billing.client_country_code_required' });
    expect(checkContactForm(filled({ dni: 'EL094259216', idType: 'eu_vat' })).ok).toBe(true);
  });
});
