// Issue 22 point 1 in the invoice form: a client identified by an EU VAT number, a passport or
// another foreign document, each refusal on the field that caused it, and a body that sends
// the id type only when it is not a Spanish NIF.
import { describe, expect, it } from 'vitest';
import { checkDocumentForm, type ClientValues } from '../src/features/billing/utils/document-form';
import { emptyDocumentValues } from '../src/features/billing/utils/document-values';
import { checkContactForm, emptyContactForm } from '../src/features/crm/utils/contact-form';

const agency: ClientValues = {
  clientId: null,
  name: 'Athens Wedding Agency IKE',
  email: 'billing@athens-weddings.example',
  taxId: 'EL094259216',
  phone: '+30 21 0000 0000',
  address: 'Ermou 12',
  city: 'Atenas',
  postalCode: '105 63',
  country: 'Grecia',
  professional: true,
  idType: 'eu_vat',
  countryCode: '',
  viesCheckedOn: '2026-03-02',
};

const invoiceFor = (client: ClientValues, vat: 'not_subject' | 'rate:21' | 'exempt:E5' | 'exempt:E2' = 'not_subject') => ({
  ...emptyDocumentValues('invoice', '2026-03-02', 'rate:21'),
  client,
  lines: [{ rowId: 'a', name: 'Reportaje', variant: '', quantity: '1', unitPrice: '1200', vat }],
});

describe('the invoice form for a client abroad', () => {
  it('sends an EU business by its VAT number with the VIES check, its service not subject', () => {
    const checked = checkDocumentForm(invoiceFor(agency), 'EUR');
    expect(checked.errors).toBeNull();
    expect(checked.input?.client).toMatchObject({ taxId: 'EL094259216', idType: 'eu_vat', countryCode: null, viesCheckedOn: '2026-03-02' });
    expect(checked.input?.products?.[0]?.vat).toEqual({ kind: 'not_subject' });
  });

  it('shows a malformed EU VAT number on the identifier, a missing country on the country, a consumer "not subject" on the line', () => {
    expect(checkDocumentForm(invoiceFor({ ...agency, taxId: 'GR094259216' }), 'EUR').errors?.client.taxId).toEqual({ code: 'billing.client_eu_vat_invalid' });
    const traveller: ClientValues = { ...agency, name: 'Emily Carter', taxId: 'X1234567', idType: 'passport', professional: false, countryCode: '' };
    expect(checkDocumentForm(invoiceFor(traveller, 'rate:21'), 'EUR').errors?.client.countryCode).toEqual({ code: 'billing.client_country_code_required' });
    const withCountry = { ...traveller, countryCode: 'us' };
    expect(checkDocumentForm(invoiceFor(withCountry, 'rate:21'), 'EUR').input?.client).toMatchObject({ idType: 'passport', countryCode: 'US', viesCheckedOn: null });
    expect(checkDocumentForm(invoiceFor(withCountry), 'EUR').errors?.lines.a?.vat).toEqual({ code: 'billing.not_subject_needs_business_abroad' });
    expect(checkDocumentForm(invoiceFor(withCountry, 'exempt:E5'), 'EUR').errors?.lines.a?.vat).toEqual({ code: 'billing.intra_eu_supply_needs_eu_vat' });
  });

  it('shows an export of goods (E2) to a client established in Spain on the line; abroad it passes', () => {
    const spanish: ClientValues = { ...agency, taxId: '12345678Z', idType: 'nif', country: '', postalCode: '28013', viesCheckedOn: '', professional: false };
    expect(checkDocumentForm(invoiceFor(spanish, 'exempt:E2'), 'EUR').errors?.lines.a?.vat).toEqual({ code: 'billing.export_needs_client_abroad' });
    const traveller: ClientValues = { ...agency, name: 'Emily Carter', taxId: 'X1234567', idType: 'passport', professional: false, countryCode: 'US' };
    expect(checkDocumentForm(invoiceFor(traveller, 'exempt:E2'), 'EUR').errors).toBeNull();
  });

  it('sends a Spanish NIF client as before, without an id type', () => {
    const spanish: ClientValues = { ...agency, taxId: '12345678Z', idType: 'nif', country: '', postalCode: '28013', viesCheckedOn: '' };
    const client = checkDocumentForm(invoiceFor(spanish, 'rate:21'), 'EUR').input?.client;
    expect(client).toBeDefined();
    expect(client && 'idType' in client).toBe(false);
  });
});

describe('the CRM contact form (issue 22 point 1)', () => {
  const contact = { ...emptyContactForm('client'), firstName: 'Emily', lastName: 'Carter', primaryEmail: 'emily@example.com', dni: 'X1234567' };

  it('sends the id type and its country only when the contact is not identified by a Spanish NIF, a bad country on its field', () => {
    const inputOf = (check: ReturnType<typeof checkContactForm>) => (check.ok ? check.input : null);
    expect(inputOf(checkContactForm({ ...contact, idType: 'passport', idCountry: 'us' }))).toMatchObject({ idType: 'passport', idCountry: 'US', viesCheckedOn: null });
    const refused = checkContactForm({ ...contact, idType: 'passport', idCountry: 'USA' });
    expect(refused.ok ? null : refused.errors.fields.idCountry).toEqual({ code: 'billing.client_country_code_invalid' });
    const spanish = inputOf(checkContactForm({ ...contact, dni: '12345678Z' }));
    expect(spanish).not.toBeNull();
    expect(spanish && 'idType' in spanish).toBe(false);
  });
});
