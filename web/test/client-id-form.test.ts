import type { Contact } from '@fotostudio/shared/contracts/crm';
import { describe, expect, it } from 'vitest';
import { billingDocumentFixture } from '../../functions/test/support/billing-documents';
import { clientIdInputOf, clientIdValuesOf, needsIdCountry, viesCheckedOnOf } from '../src/components/client-id-form';
import { clientValuesOf, documentValuesOf } from '../src/features/billing/utils/document-values';
import { checkContactForm, contactFormOf } from '../src/features/crm/utils/contact-form';

// The one reading of a client's identification (issue 21: one way to do each thing) that the
// billing client fields and the CRM contact fields share.
describe('the client id values both forms share', () => {
  const contact: Contact = {
    contactId: 'c9',
    type: 'client',
    firstName: 'Emily',
    lastName: 'Carter',
    fullName: 'Emily Carter',
    emails: { primary: 'emily@example.com', secondary: null },
    dni: 'X1234567',
    phones: { primary: null, secondary: null, mobile: null },
    instagram: null,
    linkedin: null,
    address: { street: null, city: null, state: null, postalCode: null, country: 'United States' },
    birthDate: null,
    customDates: [],
    tags: [],
    priority: null,
    status: null,
    source: null,
    notes: null,
    language: null,
    idType: 'passport',
    idCountry: 'US',
    viesCheckedOn: null,
    convertedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('reads a client stored before identification types as a Spanish NIF, nothing else set', () => {
    expect(clientIdValuesOf({})).toEqual({ idType: 'nif', countryCode: '', viesCheckedOn: '' });
    expect(clientIdValuesOf({ idType: null, countryCode: null, viesCheckedOn: null })).toEqual({ idType: 'nif', countryCode: '', viesCheckedOn: '' });
    const stored = billingDocumentFixture();
    expect(documentValuesOf(stored, 'es').client).toMatchObject({ idType: 'nif', countryCode: '', viesCheckedOn: '' });
  });

  it('carries a CRM contact’s document country to the invoice’s client and back to the contact unchanged', () => {
    expect(clientValuesOf(contact)).toMatchObject({ idType: 'passport', countryCode: 'US', viesCheckedOn: '' });
    const form = contactFormOf(contact);
    expect(form).toMatchObject({ idType: 'passport', idCountry: 'US', viesCheckedOn: '' });
    const checked = checkContactForm(form);
    expect(checked.ok ? checked.input : null).toMatchObject({ idType: 'passport', idCountry: 'US', viesCheckedOn: null });
  });

  it('sends nothing for a Spanish NIF, no country for an EU VAT number, the VIES day only for one', () => {
    expect(clientIdInputOf({ idType: 'nif', countryCode: 'ES', viesCheckedOn: '2026-03-02' })).toBeNull();
    expect(clientIdInputOf({ idType: 'eu_vat', countryCode: 'FR', viesCheckedOn: '2026-03-02' })).toEqual({ idType: 'eu_vat', countryCode: null, viesCheckedOn: '2026-03-02' });
    expect(clientIdInputOf({ idType: 'other', countryCode: ' ma ', viesCheckedOn: '2026-03-02' })).toEqual({ idType: 'other', countryCode: 'MA', viesCheckedOn: null });
    expect(['passport', 'residence_id', 'other'].every((type) => needsIdCountry(type as 'passport'))).toBe(true);
    expect(needsIdCountry('eu_vat') || needsIdCountry('nif') || needsIdCountry('not_registered')).toBe(false);
  });

  it('dates the VIES check on Madrid’s day, as billing reads it', () => {
    expect(viesCheckedOnOf(true, new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(viesCheckedOnOf(false, new Date('2026-03-01T23:30:00Z'))).toBe('');
  });
});
