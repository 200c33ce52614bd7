// Send to invoicing (spec sections 4 and 8): a pending quote from the client's confirmed
// gallery selection, priced by the shared gallery price function, with the CRM client's
// billing data. Refused when the session already has an invoice or a quote.
import { quoteInput, type QuoteValues } from '@fotostudio/shared/contracts/billing/document-input';
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices } from '@fotostudio/shared/stored/gallery-selection';
import type { GalleryPrice } from '@fotostudio/shared/pricing/gallery-price';
import { db } from '../data/database.js';
import type { ContactItem } from '../data/entities/contact.js';
import type { SessionItem } from '../data/entities/session.js';
import { priceOf, pricingRecordsFrom, type PricingRecords } from '../gallery/holder/pricing-records.js';
import { DomainError } from '../lib/errors.js';
import { requireSession } from '../sessions/session-store.js';
import { addDays, todayInMadrid } from './billing-dates.js';
import { documentsOfSession } from './documents.js';
import { createQuote } from './quotes.js';
import { requireCompleteSettings } from './settings.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';

/** A quote from send-to-invoicing is due this many days after it is made. */
const QUOTE_TERM_DAYS = 30;

const clientOf = (contact: ContactItem | null | undefined) => {
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
  };
};

/** What the session's gallery is priced with, read through ElectroDB (the gallery function reads the same items through the plain path). */
const pricingRecordsOf = async ({ photographerId, sessionId, packageId }: SessionItem): Promise<PricingRecords> => {
  const [{ data: sessionPackage }, { data: finance }, { data: products }] = await Promise.all([
    db().entities.sessionPackage.get({ photographerId, packageId }).go(),
    db().entities.sessionFinance.get({ photographerId, sessionId }).go({ consistent: true }),
    db().entities.product.query.byProduct({ photographerId }).go({ pages: 'all' }),
  ]);
  return pricingRecordsFrom(sessionPackage, finance, products);
};

/**
 * The gallery price's own product lines (galleryPrice's `productLines`): per chosen product
 * variant, one line at its unit price for the units charged and one at 0 for the units the
 * package includes. Checked against the price's product total to the cent.
 */
const productLines = (records: PricingRecords, price: GalleryPrice, vatRatePercent: number) => {
  const vat = { kind: 'rate' as const, ratePercent: vatRatePercent };
  const lines = price.productLines.flatMap(({ productId, variantId, includedUnits, chargedUnits, unitPriceCents }) => {
    const product = records.products.find((p) => p.productId === productId);
    const variant = product?.variants.find((v) => v.variantId === variantId);
    if (!product || !variant) throw new DomainError('gallery.product_unavailable');
    const named = { name: product.name, variant: [variant.name, variant.value].filter(Boolean).join(' ') || null, vat };
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

const quoteValuesOf = async (session: SessionItem, choices: GalleryChoices, vatRatePercent: number): Promise<QuoteValues> => {
  const { photographerId } = session;
  const [{ data: contact }, records] = await Promise.all([
    db().entities.contact.get({ photographerId, contactId: session.clientId }).go(),
    pricingRecordsOf(session),
  ]);
  const price = priceOf(choices, records);
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
    products: productLines(records, price, vatRatePercent),
    irpfRatePercent: null,
  });
  if (!parsed.success) {
    const clientProblem = parsed.error.issues.some((issue) => issue.path[0] === 'client');
    throw new DomainError(clientProblem ? 'billing.client_data_missing' : 'billing.amount_required', { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
  }
  return parsed.data;
};

export const sendToInvoicing = async (photographerId: string, sessionId: string): Promise<BillingDocumentItem> => {
  const session = await requireSession(photographerId, sessionId);
  const documents = await documentsOfSession(photographerId, sessionId);
  if (documents.some((d) => d.kind === 'invoice' && d.status !== 'cancelled')) throw new DomainError('billing.session_has_invoice');
  if (documents.some((d) => d.kind === 'quote')) throw new DomainError('billing.session_has_quote');
  const settings = await requireCompleteSettings(photographerId);
  const { data: latest } = await db().entities.sessionSelection.query.bySession({ photographerId, sessionId }).go({ order: 'desc', limit: 1 });
  const selection = latest[0];
  if (!selection) throw new DomainError('billing.session_no_selection');
  const values = await quoteValuesOf(session, decodeStored(storedGalleryChoices, selection.choices, 'selection choices'), settings.defaultVatRatePercent);
  return createQuote(photographerId, values, { sessionId, claimed: () => new DomainError('billing.session_has_quote') });
};
