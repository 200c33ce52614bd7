// Send to invoicing (spec sections 4 and 8): a pending quote from the client's confirmed
// gallery selection, priced by the shared gallery price function, with the CRM client's
// billing data. Refused when the session already has an invoice or a quote.
// Issue 22 A: the quote is what the client confirmed, to the cent. It is made from the price
// stored with the confirmation (and the products' unit prices as confirmed), so later changes
// of the catalog or the settings do not change it, in the tax terms the client saw: VAT
// included or not, at the rate shown. A selection confirmed before prices carried their tax
// keeps its stored price and gets VAT added on top at the settings' rate, as before.
import { quoteInput, type QuoteValues } from '@fotostudio/shared/contracts/billing/document-input';
import { catalogueCodeOfIssues } from '@fotostudio/shared/contracts/route';
import { taxOfTerritory } from '@fotostudio/shared/tax/indirect-tax';
import type { GalleryChoices, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { pairKey, type GalleryPriceLine } from '@fotostudio/shared/pricing/gallery-price';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices, storedSelectionNames, storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import { db } from '../data/database.js';
import type { ContactItem } from '../data/entities/contact.js';
import type { SessionItem } from '../data/entities/session.js';
import type { SessionSelectionItem } from '../data/entities/share-link.js';
import { pricingRecordsFrom, type PricingRecords } from '../gallery/holder/pricing-records.js';
import type { StoredNames } from '../gallery/holder/stored-selection.js';
import { DomainError } from '../lib/errors.js';
import { requireSession } from '../sessions/session-store.js';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { extrasAdvanceIdsOf } from './deposit-deduction.js';
import { documentsOfSession } from './documents.js';
import { createQuote } from './quotes.js';
import { requireCompleteSettings } from './settings.js';
import type { BillingDocumentItem, BillingSettingsItem } from '../data/entities/billing.js';

/** A quote from send-to-invoicing is due this many days after it is made. */
const QUOTE_TERM_DAYS = 30;

export const clientOf = (contact: ContactItem | null | undefined) => {
  if (!contact || contact.isDeleted) throw new DomainError('billing.client_not_found');
  return {
    clientId: contact.contactId,
    name: [contact.firstName, contact.lastName].filter(Boolean).join(' '),
    email: contact.emails.primary,
    taxId: contact.dni ?? '',
    phone: contact.phones?.primary ?? contact.phones?.mobile ?? contact.phones?.secondary ?? '',
    address: contact.address?.street ?? '',
    city: contact.address?.city ?? '',
    postalCode: contact.address?.postalCode ?? '',
    country: contact.address?.country ?? null,
    isProfessional: false,
    // Issue 22 point 1: the contact's id type and country, when it has one (none: a Spanish NIF, as before).
    ...(contact.idType ? { idType: contact.idType, countryCode: contact.idCountry ?? null, viesCheckedOn: contact.viesCheckedOn ?? null } : {}),
  };
};

/** What the session's gallery is priced with, read through ElectroDB (the gallery function reads the same items through the plain path). */
const pricingRecordsOf = async ({ photographerId, sessionId, packageId }: SessionItem, settings: BillingSettingsItem): Promise<PricingRecords> => {
  const [{ data: sessionPackage }, { data: finance }, { data: products }] = await Promise.all([
    db().entities.sessionPackage.get({ photographerId, packageId }).go(),
    db().entities.sessionFinance.get({ photographerId, sessionId }).go({ consistent: true }),
    db().entities.product.query.byProduct({ photographerId }).go({ pages: 'all' }),
  ]);
  return pricingRecordsFrom(sessionPackage, finance, products, settings);
};

/** The records with each chosen variant at the unit price the client confirmed (stored with the selection). */
const atConfirmedPrices = (records: PricingRecords, names: StoredNames): PricingRecords => ({
  ...records,
  products: records.products.map((product) => ({
    ...product,
    variants: product.variants.map((variant) => {
      const confirmed = names[product.productId]?.variants[variant.variantId];
      return confirmed ? { ...variant, priceCents: confirmed.unitPriceCents } : variant;
    }),
  })),
});

/**
 * The VAT the quote's lines carry and whether their prices include it: the confirmed price's
 * own (one category: every part of a gallery price has the session's), or for a selection
 * confirmed before prices carried their tax, the settings' rate on top as before.
 */
export const quoteTaxOf = (price: GalleryPriceResult, settings: BillingSettingsItem): { vatRatePercent: number; pricesIncludeVat: boolean } => {
  const vat = price.tax?.rows[0]?.vat;
  if (!price.tax || !vat) return { vatRatePercent: settings.defaultVatRatePercent, pricesIncludeVat: false };
  // The gallery prices at a rate (pricing-records.ts taxTermsOf); an exempt one would be a broken invariant.
  if (vat.kind !== 'rate') throw new Error('send to invoicing: a gallery price taxed as exempt');
  return { vatRatePercent: vat.ratePercent, pricesIncludeVat: price.tax.pricesIncludeVat };
};

/**
 * The gallery price's own product lines (galleryPrice's `productLines`): per chosen product
 * variant, one line at its unit price for the units charged and one at 0 for the units the
 * package includes. Checked against the price's product total to the cent.
 */
type ProductUnits = Pick<GalleryPriceLine, 'productId' | 'variantId' | 'includedUnits' | 'chargedUnits' | 'unitPriceCents'>;

/**
 * The units of a selection confirmed before its price listed its product lines (issue 22 A):
 * the rule it was priced under then, one included unit of each listed (product, variant) on
 * every image and once among the additional products.
 */
const legacyProductUnits = (choices: GalleryChoices, records: PricingRecords): ProductUnits[] => {
  const included = new Set(records.terms.includedProducts.flatMap((p) => p.variants.map((v) => pairKey(p.productId, v.variantId))));
  const units = new Map<string, ProductUnits>();
  for (const group of [...choices.images.map((image) => image.products), choices.additionalProducts]) {
    const used = new Set<string>();
    for (const { productId, variantId, quantity } of group) {
      const key = pairKey(productId, variantId);
      const free = included.has(key) && !used.has(key) ? 1 : 0;
      if (free) used.add(key);
      const unitPriceCents = records.products.find((p) => p.productId === productId)?.variants.find((v) => v.variantId === variantId)?.priceCents ?? 0;
      const entry = units.get(key) ?? { productId, variantId, includedUnits: 0, chargedUnits: 0, unitPriceCents };
      entry.chargedUnits += quantity - free;
      entry.includedUnits += free;
      units.set(key, entry);
    }
  }
  return [...units.values()];
};

const productLines = (choices: GalleryChoices, records: PricingRecords, price: GalleryPriceResult, vatRatePercent: number) => {
  const chosen = choices.images.some((image) => image.products.length > 0) || choices.additionalProducts.length > 0;
  const units = price.productLines.length > 0 || !chosen ? price.productLines : legacyProductUnits(choices, records);
  const vat = { kind: 'rate' as const, ratePercent: vatRatePercent };
  const lines = units.flatMap(({ productId, variantId, includedUnits, chargedUnits, unitPriceCents }) => {
    const product = records.products.find((p) => p.productId === productId);
    const variant = product?.variants.find((v) => v.variantId === variantId);
    if (!product || !variant) throw new DomainError('gallery.product_unavailable');
    // A product is a delivery of goods (issue 22 point 4), never confirmed as an art work here: 21 % unless the photographer says so.
    const named = { name: product.name, variant: [variant.name, variant.value].filter(Boolean).join(' ') || null, vat, supply: 'goods' as const };
    return [
      ...(chargedUnits > 0 ? [{ ...named, quantity: chargedUnits, unitPriceCents }] : []),
      ...(includedUnits > 0 ? [{ ...named, quantity: includedUnits, unitPriceCents: 0 }] : []),
    ];
  });
  const charged = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  if (charged !== price.imageProductsPriceCents + price.additionalProductsPriceCents) {
    throw new Error(`send to invoicing: product lines sum to ${charged}, the gallery price says ${price.imageProductsPriceCents + price.additionalProductsPriceCents}`);
  }
  return lines;
};

/** The quote a confirmed selection makes; session-simplified-invoice.ts issues the same values as a simplified invoice. */
export const quoteValuesOf = async (session: SessionItem, selection: SessionSelectionItem, settings: BillingSettingsItem): Promise<QuoteValues> => {
  const { photographerId } = session;
  const [{ data: contact }, current] = await Promise.all([
    db().entities.contact.get({ photographerId, contactId: session.clientId }).go(),
    pricingRecordsOf(session, settings),
  ]);
  const choices = decodeStored(storedGalleryChoices, selection.choices, 'selection choices');
  const records = atConfirmedPrices(current, decodeStored(storedSelectionNames, selection.lines, 'selection names'));
  // The price as the client confirmed it; the products' lines at the unit prices confirmed.
  const price = decodeStored(storedSelectionPrice, selection.price, 'selection price');
  const { vatRatePercent, pricesIncludeVat } = quoteTaxOf(price, settings);
  const issueDate = todayInMadrid();
  const parsed = quoteInput.safeParse({
    issueDate,
    dueDate: addDays(issueDate, QUOTE_TERM_DAYS),
    description: session.description ?? null,
    client: clientOf(contact),
    session: { sessionId: session.sessionId, title: session.title, date: session.date ?? null, time: session.time ?? null, description: session.description ?? null },
    pricing: {
      sessionPriceCents: price.basePriceCents,
      includedPhotos: price.includedPhotos,
      extraPhotoPriceCents: price.extraPhotoPriceCents,
      selectedImagesCount: choices.images.length,
      completeGallery: price.fullGallerySelection.selected,
      completeGalleryPriceCents: price.fullGallerySelection.priceCents,
      sessionVat: { kind: 'rate', ratePercent: vatRatePercent },
    },
    products: productLines(choices, records, price, vatRatePercent),
    irpfRatePercent: null,
    ...(pricesIncludeVat ? { pricesIncludeVat: true } : {}),
    // The lines are priced in the settings' tax (IVA, IGIC or IPSI: issue 22 point 3).
    tax: taxOfTerritory(settings.taxTerritory),
  });
  if (!parsed.success) {
    // Under IGIC or IPSI a client abroad is refused as such (out of scope for now), not as data missing.
    if (catalogueCodeOfIssues(parsed.error.issues) === 'billing.client_abroad_not_supported') throw new DomainError('billing.client_abroad_not_supported');
    const clientProblem = parsed.error.issues.some((issue) => issue.path[0] === 'client');
    throw new DomainError(clientProblem ? 'billing.client_data_missing' : 'billing.amount_required', { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
  }
  return parsed.data;
};

/** The session's latest confirmed selection, which a quote or a simplified invoice is made from. */
export const latestSelectionOf = async (photographerId: string, sessionId: string): Promise<SessionSelectionItem> => {
  const { data: latest } = await db().entities.sessionSelection.query.bySession({ photographerId, sessionId }).go({ order: 'desc', limit: 1 });
  const selection = latest[0];
  if (!selection) throw new DomainError('billing.session_no_selection');
  return selection;
};

export const sendToInvoicing = async (photographerId: string, sessionId: string): Promise<BillingDocumentItem> => {
  const session = await requireSession(photographerId, sessionId);
  const [documents, advances] = await Promise.all([documentsOfSession(photographerId, sessionId), extrasAdvanceIdsOf(photographerId, sessionId)]);
  // The advance invoice of extras paid in the gallery (issue 25 point 4) is not the session's invoice: its quote deducts it.
  if (documents.some((d) => d.kind === 'invoice' && d.status !== 'cancelled' && !advances.includes(d.documentId))) throw new DomainError('billing.session_has_invoice');
  if (documents.some((d) => d.kind === 'quote')) throw new DomainError('billing.session_has_quote');
  const settings = await requireCompleteSettings(photographerId);
  const selection = await latestSelectionOf(photographerId, sessionId);
  const values = await quoteValuesOf(session, selection, settings);
  return createQuote(photographerId, values, { sessionId, selectionVersion: selection.version, claimed: () => new DomainError('billing.session_has_quote') });
};
