// The summaries and examples of ../../billing/settings.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getBillingSettings, getBillingSettingsStatus, putBillingSettings } from '../../billing/settings.js';
import { routeDocs } from '../route-doc.js';

export const billingSettingsDocs = [
  routeDocs(getBillingSettings, {
    summary: 'The billing settings (null until first saved) and whether billing setup is complete.',
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(putBillingSettings, {
    summary: 'Replaces the billing settings; the next invoice number may be set only before the first invoice of the series.',
    example: {
      params: {},
      query: {},
      body: {
        businessName: 'Estudio Luz',
        legalForm: 'self_employed',
        legalName: 'Lucía García Pérez',
        taxId: '12345678Z',
        address: 'Calle Mayor 1',
        city: 'Madrid',
        postalCode: '28013',
        country: 'España',
        email: 'facturas@estudioluz.example',
        phone: '+34 600 000 000',
        taxTerritory: 'common',
        ipsiRatesPercent: [],
        defaultVatRatePercent: 21,
        pricesIncludeVat: false,
        taxRegime: 'general',
        activity: 'professional',
        numberingFormat: 'year-0001',
        series: '',
        rectifyingSeries: 'R',
        simplifiedSeries: 'S',
        iban: 'ES91 2100 0418 4502 0005 1332',
        bankName: 'CaixaBank',
        responsibleName: 'Lucía García',
        additionalTerms: 'Pago por transferencia a 30 días.',
      },
    },
  }),
  routeDocs(getBillingSettingsStatus, {
    summary: 'Whether billing setup is complete, or which required fields are missing.',
    example: { params: {}, query: {}, body: {} },
  }),
];
