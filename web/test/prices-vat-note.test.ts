// Issue 22 A: the package and product forms and the gallery's price chips say whether the
// prices include VAT, as the billing setting pricesIncludeVat says (VAT excluded before it
// existed, and while billing is not set up).
import type { BillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { describe, expect, it } from 'vitest';
import { pricesVatNoteOf } from '../src/features/catalog/utils/prices-vat';
import { fill } from '../src/gallery/i18n';
import { priceVatKey } from '../src/gallery/format';
import enGallery from '../src/gallery/locales/en/gallery.json';
import esGallery from '../src/gallery/locales/es/gallery.json';
import enCatalog from '../src/i18n/locales/en/catalog.json';
import esCatalog from '../src/i18n/locales/es/catalog.json';

const status = { complete: true, missing: [] };
const settingsWith = (pricesIncludeVat: boolean) => ({ settings: { pricesIncludeVat } as BillingSettings, status, defaultIrpfRatePercent: 15 });

describe('the catalogue forms', () => {
  it('say "IVA incluido" or "IVA no incluido" as the billing setting says; billing not set up is VAT excluded', () => {
    expect(pricesVatNoteOf(settingsWith(true))).toBe('included');
    expect(pricesVatNoteOf(settingsWith(false))).toBe('excluded');
    expect(pricesVatNoteOf({ settings: null, status: { complete: false, missing: [] }, defaultIrpfRatePercent: 15 })).toBe('excluded');
    expect(pricesVatNoteOf(undefined)).toBeUndefined();
    expect(esCatalog.catalog.pricesVat.included).toContain('IVA incluido');
    expect(esCatalog.catalog.pricesVat.excluded).toContain('IVA no incluido');
    expect(enCatalog.catalog.pricesVat.included).toContain('VAT included');
    expect(enCatalog.catalog.pricesVat.excluded).toContain('VAT not included');
  });
});

describe('the gallery price chips', () => {
  const chip = (texts: typeof esGallery, pricesIncludeVat: boolean, vat: Parameters<typeof priceVatKey>[0]['vat'] = { kind: 'rate', ratePercent: 21 }) =>
    fill(texts['info.basePrice'], { price: fill(texts['info.priceWithVat'], { price: '250,00 €', vat: texts[priceVatKey({ pricesIncludeVat, vat })] }) });

  it('say whether the package and extra photo prices include VAT, from the gallery\'s tax terms', () => {
    expect(chip(esGallery, true)).toBe('Precio del paquete: 250,00 € (IVA incluido)');
    expect(chip(esGallery, false)).toBe('Precio del paquete: 250,00 € (IVA no incluido)');
    expect(chip(esGallery, false, { kind: 'exempt', exemption: 'E1' })).toBe('Precio del paquete: 250,00 € (exento de IVA)');
    expect(chip(enGallery, true)).toBe('Package price: 250,00 € (VAT included)');
    expect(chip(enGallery, false)).toBe('Package price: 250,00 € (VAT not included)');
  });
});
