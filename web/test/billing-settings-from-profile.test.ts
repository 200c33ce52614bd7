// Billing settings start from the profile's business data before their first save (issue 23
// point 8): the photographer does not type their business twice; saved settings win.
import type { BillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { describe, expect, it } from 'vitest';
import { settingsFormOf } from '../src/features/billing/utils/settings-form';

const profile = {
  businessName: 'Luz de Mediodía Fotografía',
  taxId: '12345678Z',
  street: 'Calle del Prado 12',
  city: 'Madrid',
  postalCode: '28014',
  country: 'España',
  email: 'laura@luzdemediodia.example',
  phone: '+34 600 111 222',
};

describe('billing settings before their first save', () => {
  it('start from the profile business data', () => {
    expect(settingsFormOf(null, { country: 'Spain', profile })).toMatchObject({
      businessName: 'Luz de Mediodía Fotografía',
      taxId: '12345678Z',
      address: 'Calle del Prado 12',
      city: 'Madrid',
      postalCode: '28014',
      country: 'España',
      email: 'laura@luzdemediodia.example',
      phone: '+34 600 111 222',
    });
  });

  it('leave empty what the profile lacks, and the default country', () => {
    const empty = { businessName: null, taxId: null, street: null, city: null, postalCode: null, country: null, email: null, phone: null };
    expect(settingsFormOf(null, { country: 'España', profile: empty })).toMatchObject({ businessName: '', taxId: '', address: '', country: 'España' });
  });

  it('once saved, show the saved settings, never the profile', () => {
    const settings = { businessName: 'Estudio Guardado', taxId: '00000000T', address: 'Otra 1', city: 'Sevilla', postalCode: '41001', country: 'España', email: 'f@e.example', phone: null } as unknown as BillingSettings;
    expect(settingsFormOf(settings, { country: 'España', profile })).toMatchObject({ businessName: 'Estudio Guardado', city: 'Sevilla', email: 'f@e.example' });
  });
});
