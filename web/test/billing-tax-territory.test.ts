// Issue 22 point 3 in the web forms: the tax territory in the billing settings (common when
// nothing says otherwise, the default rate following the territory's tax, IPSI rates as typed,
// each problem on its field), and the document editor's rate choice under IGIC, each refusal on
// the field that caused it.
import { describe, expect, it } from 'vitest';
import { checkDocumentForm } from '../src/features/billing/utils/document-form';
import { vatChoicesFor } from '../src/features/billing/utils/document-lines';
import { emptyDocumentValues } from '../src/features/billing/utils/document-values';
import { checkSettingsForm, defaultRateForTerritory, fieldOfSettingsCode, parseRates, settingsFormOf } from '../src/features/billing/utils/settings-form';
import { consumerClient, filledSettings } from './billing-form-values';

const LAS_PALMAS = { address: 'Calle Triana 1', city: 'Las Palmas de Gran Canaria', postalCode: '35002' };

describe('the billing settings: tax territory', () => {
  const filled = () => ({ ...filledSettings(), ...LAS_PALMAS });

  it('starts at the common territory and sends it with no IPSI rates', () => {
    expect(settingsFormOf(null, { country: 'España' })).toMatchObject({ taxTerritory: 'common', ipsiRatesPercent: '', defaultVatRatePercent: '21' });
    expect(checkSettingsForm(filled()).input).toMatchObject({ taxTerritory: 'common', ipsiRatesPercent: [], defaultVatRatePercent: 21 });
    // IVA's offer is the trade's (issue 22 point 4): 10 % saves, 4 % is refused on its field.
    expect(checkSettingsForm({ ...filled(), defaultVatRatePercent: '10' }).errors).toBeNull();
    expect(checkSettingsForm({ ...filled(), defaultVatRatePercent: '4' }).errors).toEqual({ defaultVatRatePercent: { code: 'billing.vat_rate_not_for_trade' } });
    expect(fieldOfSettingsCode('billing.vat_rate_not_for_trade')).toBe('defaultVatRatePercent');
  });

  it('Canarias: an IVA default rate is refused on its field; changing the territory moves it to IGIC 7 %', () => {
    const canarias = { ...filled(), taxTerritory: 'canarias' as const };
    expect(checkSettingsForm(canarias).errors).toEqual({ defaultVatRatePercent: { code: 'billing.tax_rate_not_offered' } });
    expect(defaultRateForTerritory(canarias)).toBe('7');
    expect(checkSettingsForm({ ...canarias, defaultVatRatePercent: '9.5' }).input).toMatchObject({ taxTerritory: 'canarias', defaultVatRatePercent: 9.5 });
    // Back to the common territory: 7 % is no IVA rate, so 21 %.
    expect(defaultRateForTerritory({ ...canarias, taxTerritory: 'common', defaultVatRatePercent: '7' })).toBe('21');
  });

  it('Ceuta and Melilla: the IPSI rates as typed, required and checked on their field', () => {
    expect(parseRates('0,5; 4 10')).toEqual([0.5, 4, 10]);
    const melilla = { ...filled(), taxTerritory: 'melilla' as const, defaultVatRatePercent: '4' };
    expect(checkSettingsForm({ ...melilla, ipsiRatesPercent: '' }).errors).toMatchObject({ ipsiRatesPercent: { code: 'billing.ipsi_rates_required' } });
    expect(checkSettingsForm({ ...melilla, ipsiRatesPercent: '4; diez' }).errors).toMatchObject({ ipsiRatesPercent: { code: 'billing.ipsi_rates_invalid' } });
    expect(checkSettingsForm({ ...melilla, ipsiRatesPercent: '0,5; 4; 10' }).input).toMatchObject({ taxTerritory: 'melilla', ipsiRatesPercent: [0.5, 4, 10], defaultVatRatePercent: 4 });
    // Elsewhere typed rates are not kept.
    expect(checkSettingsForm({ ...filled(), ipsiRatesPercent: '4' }).input).toMatchObject({ ipsiRatesPercent: [] });
  });

  it('puts the server\'s territory and IPSI refusals on their fields', () => {
    expect(fieldOfSettingsCode('billing.territory_not_supported')).toBe('taxTerritory');
    expect(fieldOfSettingsCode('billing.ipsi_rates_required')).toBe('ipsiRatesPercent');
    expect(fieldOfSettingsCode('billing.tax_rate_not_offered')).toBe('defaultVatRatePercent');
  });
});

describe('the document editor under IGIC', () => {
  const client = { ...consumerClient, ...LAS_PALMAS };
  const invoice = (vat: `rate:${number}`, changes: Record<string, unknown> = {}) => ({
    ...emptyDocumentValues('invoice', '2026-05-20', 'rate:7', false, { tax: 'IGIC' }),
    client,
    lines: [{ rowId: 'a', name: 'Álbum', variant: '', quantity: '1', unitPrice: '125,50', vat }],
    ...changes,
  });

  it('offers the IGIC rates (7, 3, 0, 9.5, 15) and no exemption; IVA the rates and exemptions that fit the trade', () => {
    expect(vatChoicesFor('IGIC')).toEqual(['rate:7', 'rate:3', 'rate:0', 'rate:9.5', 'rate:15']);
    expect(vatChoicesFor('IPSI', [0.5, 4])).toEqual(['rate:0.5', 'rate:4']);
    expect(vatChoicesFor('IVA')).toEqual(['rate:21', 'rate:10', 'exempt:E1:teaching', 'exempt:E1:press', 'exempt:E2', 'exempt:E5', 'not_subject']);
    // A line the tax no longer offers keeps its own choice in the list (refused on its field).
    expect(vatChoicesFor('IGIC', [], null, 'rate:21')).toEqual(['rate:7', 'rate:3', 'rate:0', 'rate:9.5', 'rate:15', 'rate:21']);
  });

  it('sends the tax with an IGIC line at 9.5 %', () => {
    const checked = checkDocumentForm(invoice('rate:9.5'), 'EUR', { today: '2026-05-20' });
    expect(checked.errors).toBeNull();
    expect(checked.input).toMatchObject({ tax: 'IGIC', products: [{ vat: { kind: 'rate', ratePercent: 9.5 } }] });
  });

  it('shows an IVA rate on the line and a client abroad on the country field', () => {
    expect(checkDocumentForm(invoice('rate:21'), 'EUR', { today: '2026-05-20' }).errors?.lines).toEqual({ a: { vat: { code: 'billing.tax_rate_not_offered' } } });
    const abroad = checkDocumentForm(invoice('rate:7', { client: { ...client, country: 'Francia', postalCode: '75001' } }), 'EUR', { today: '2026-05-20' });
    expect(abroad.errors?.client).toMatchObject({ country: { code: 'billing.client_abroad_not_supported' } });
  });
});
