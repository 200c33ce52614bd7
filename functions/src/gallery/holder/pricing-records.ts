// What a session's gallery is priced with, from the photographer's records: the package's
// terms, the session's agreed base price and what was paid, the catalog's products, and how the
// prices are taxed (the billing settings' VAT rate, entered VAT included or not). No
// data access here: the gallery function reads the records through the plain path
// (gallery-terms.ts), the billing function through ElectroDB (billing/send-to-invoicing.ts).
// A client's request never names a price.
import type { GalleryChoices, GalleryPriceResult, GalleryTerms } from '@fotostudio/shared/contracts/gallery';
import { galleryExtrasCents, galleryPrice, type GalleryPriceInput, type GalleryTaxTerms } from '@fotostudio/shared/pricing/gallery-price';
import { defaultRateOf, ratesOfTax, taxOfTerritory } from '@fotostudio/shared/tax/indirect-tax';
import type { BillingSettingsItem } from '../../data/entities/billing.js';
import type { ProductItem } from '../../data/entities/product.js';
import type { SessionFinanceItem } from '../../data/entities/session-finance.js';
import type { SessionPackageItem } from '../../data/entities/session-package.js';
import { packageRuleOf } from '../../catalog/package-rule.js';
import { DomainError } from '../../lib/errors.js';

export interface PricingRecords {
  sessionPackage: SessionPackageItem;
  terms: GalleryTerms;
  paidCents: number;
  products: ProductItem[];
  tax: GalleryTaxTerms;
}

type TaxSettings = Pick<BillingSettingsItem, 'defaultVatRatePercent' | 'pricesIncludeVat' | 'taxTerritory' | 'ipsiRatesPercent'>;

/**
 * How the session's prices are taxed: the billing settings' tax (IVA, or IGIC/IPSI by the
 * territory, issue 22 point 3) and default rate, the prices VAT included or not. Without
 * settings (billing not set up yet) the defaults the settings form starts from: IVA 21 %, VAT
 * excluded, as every price was before the settings existed.
 */
export const taxTermsOf = (settings: TaxSettings | null | undefined): GalleryTaxTerms => {
  const tax = taxOfTerritory(settings?.taxTerritory);
  const ipsiRates = settings?.ipsiRatesPercent ?? [];
  const rate = settings?.defaultVatRatePercent ?? defaultRateOf(tax, ipsiRates);
  // A default the tax has (saved before the trade's narrower offer, issue 22 point 4) keeps pricing as it did.
  const ratePercent = ratesOfTax(tax, ipsiRates).includes(rate) ? rate : defaultRateOf(tax, ipsiRates);
  return { pricesIncludeVat: settings?.pricesIncludeVat ?? false, vat: { kind: 'rate', ratePercent }, ...(tax !== 'IVA' ? { tax } : {}) };
};

/** The records as read: the session's package, its finance and the photographer's products. */
export const pricingRecordsFrom = (
  sessionPackage: SessionPackageItem | null | undefined,
  finance: SessionFinanceItem | null | undefined,
  products: ProductItem[],
  billingSettings: TaxSettings | null | undefined,
): PricingRecords => {
  // A package in use cannot be deleted and a session always has its finance: a broken invariant.
  if (!sessionPackage || !finance) throw new DomainError('gallery.link_invalid');
  const rule = packageRuleOf(sessionPackage, products.map((p) => p.productId));
  return {
    sessionPackage,
    terms: {
      priceCents: finance.basePriceCents,
      includedPhotos: sessionPackage.includedPhotos,
      extraPhotoPriceCents: sessionPackage.extraPhotoPriceCents,
      selectionRule: sessionPackage.selectionRule ?? 'paidExtras',
      allowFullGallery: sessionPackage.allowFullGallery,
      fullGalleryPriceCents: sessionPackage.fullGalleryPriceCents ?? null,
      includedProducts: rule.includedProducts,
      forSaleProductIds: rule.forSaleProductIds,
    },
    paidCents: finance.paidCents,
    products,
    tax: taxTermsOf(billingSettings),
  };
};

/** The products the gallery offers: the package's included ones and those it marks for sale. */
export const offeredProducts = (records: PricingRecords): ProductItem[] => {
  const offered = new Set([...records.terms.includedProducts.map((p) => p.productId), ...records.terms.forSaleProductIds]);
  return records.products.filter((product) => offered.has(product.productId));
};

const priceInputOf = (choices: GalleryChoices, records: PricingRecords): GalleryPriceInput => ({
  terms: records.terms,
  products: records.products,
  selection: choices,
  paidCents: records.paidCents,
  tax: records.tax,
});

/** The authoritative price of the choices under the records; the shared rule's refusals keep their catalogue codes. */
export const priceOf = (choices: GalleryChoices, records: PricingRecords): GalleryPriceResult => {
  const result = galleryPrice(priceInputOf(choices, records));
  if (!result.ok) throw new DomainError(result.refusal.code);
  return result.price;
};

/** What the choices priced at `price` add to the package, as the client pays it (`galleryExtrasCents`, issue 25 point 4). */
export const extrasCentsOf = (choices: GalleryChoices, records: PricingRecords, price: Pick<GalleryPriceResult, 'tax'>): number => {
  // Every price made since issue 22 carries its tax; a price without one was never made here.
  if (!price.tax) throw new Error('extrasCentsOf: a price without its tax');
  return galleryExtrasCents(priceInputOf(choices, records), { tax: price.tax });
};
