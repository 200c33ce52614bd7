// The billing forms filled in as a photographer in Madrid types them, shared by the web tests
// of those forms: a consumer client with every field a full invoice asks, and the settings of
// the self-employed issuer of the settings route's example.
import { putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import type { ClientValues } from '../src/features/billing/utils/document-form';
import { settingsFormOf, type SettingsFormValues } from '../src/features/billing/utils/settings-form';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

export const consumerClient: ClientValues = {
  clientId: null,
  name: 'Lucía García',
  email: 'lucia@example.com',
  taxId: '12345678Z',
  phone: '+34 600 000 000',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: '',
  professional: false,
  idType: 'nif',
  countryCode: '',
  viesCheckedOn: '',
};

/** The contract example's issuer, a self-employed photographer in Madrid, typed into the settings form. */
export const filledSettings = (): SettingsFormValues => {
  const { businessName, legalForm, legalName, taxId, address, city, postalCode, email, phone } = exampleOf(putBillingSettings).body;
  return { ...settingsFormOf(null, { country: 'España' }), businessName, legalForm, legalName: legalName ?? '', taxId, address, city, postalCode, email, phone };
};
