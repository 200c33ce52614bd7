// A quote or invoice snapshot as the billing routes store it, with every printed field set.
import { documentTotals } from '@fotostudio/shared/billing/document-lines';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { randomUUID } from 'node:crypto';
import { summaryAttributesOf } from '../../src/billing/document-content.js';
import type { BillingDocumentView } from '../../src/billing/pdf/billing-document-view.js';
import { db } from '../../src/data/database.js';
import type { BillingDocumentItem } from '../../src/data/entities/billing.js';

export const invoiceView = (overrides: Partial<BillingDocumentView> = {}): BillingDocumentView => ({
  kind: 'invoice',
  language: 'es',
  currency: 'EUR',
  number: 'A-2026-0007',
  issueDate: '2026-11-20',
  operationDate: '2026-11-14',
  dueDate: '2026-12-20',
  issuer: {
    name: 'Estudio Peña Fotografía',
    legalForm: 'sl',
    taxId: 'B12345674',
    address: 'Calle Año Nuevo 3',
    city: 'Logroño',
    postalCode: '26001',
    province: 'La Rioja',
    country: 'España',
    email: 'hola@estudiopena.es',
    phone: '+34 600 111 222',
    iban: 'ES9121000418450200051332',
    bankName: 'CaixaBank',
    additionalTerms: '¿Dudas? ¡Llámanos!',
  },
  client: {
    name: 'Begoña Núñez Ibáñez',
    taxId: '12345678Z',
    address: 'Avenida de la Constitución 1, 2º',
    city: 'Sevilla',
    postalCode: '41001',
    country: 'España',
    email: 'begona@example.com',
  },
  // 1.5 x 1,200.50 = 1,800.75 (VAT 378.16) twice; a 200.00 exempt course.
  lines: [
    { description: 'Reportaje de boda con álbum', quantity: 1.5, unitPriceCents: 120_050, vat: { kind: 'rate', ratePercent: 21 } },
    { description: 'Sesión de pedida en exteriores', quantity: 1.5, unitPriceCents: 120_050, vat: { kind: 'rate', ratePercent: 21 } },
    { description: 'Curso de iniciación a la fotografía', quantity: 1, unitPriceCents: 20_000, vat: { kind: 'exempt', exemption: 'E1' } },
  ],
  irpfRatePercent: 15,
  paymentConditions: 'Transferencia a 30 días',
  notes: 'Gracias por confiar en nosotros.',
  ...overrides,
});

/**
 * The same invoice as the API answers it (session lines priced by the shared line function):
 * a wedding session at 1,800.75 and an exempt course, for 3,601.50 at 21 % and 200.00 exempt
 * in all, as the view above.
 */
export const billingDocumentFixture = (overrides: Partial<BillingDocument> = {}): BillingDocument => {
  const view = invoiceView();
  const pricing = {
    sessionPriceCents: 180_075,
    includedPhotos: 20,
    extraPhotoPriceCents: 180_075,
    selectedImagesCount: 21,
    completeGallery: false,
    completeGalleryPriceCents: 0,
    sessionVat: { kind: 'rate' as const, ratePercent: 21 as const },
  };
  const products = [{ name: 'Curso de iniciación', variant: 'Presencial', quantity: 1, unitPriceCents: 20_000, vat: { kind: 'exempt' as const, exemption: 'E1' as const } }];
  const { lines, totals } = documentTotals(pricing, products, 15);
  return {
    documentId: randomUUID(),
    kind: 'invoice',
    number: view.number,
    series: 'A',
    sequence: 7,
    status: 'sent',
    issueDate: view.issueDate,
    dueDate: view.dueDate ?? '',
    paymentConditions: view.paymentConditions ?? null,
    notes: view.notes ?? null,
    internalNotes: null,
    description: null,
    issuer: {
      businessName: view.issuer.name,
      legalForm: 'sl',
      taxId: view.issuer.taxId,
      address: view.issuer.address,
      city: view.issuer.city,
      postalCode: view.issuer.postalCode,
      country: view.issuer.country,
      email: view.issuer.email ?? '',
      phone: view.issuer.phone ?? '',
      taxRegime: 'general',
      series: 'A',
      iban: view.issuer.iban ?? null,
      bankName: view.issuer.bankName ?? null,
      responsibleName: null,
      additionalTerms: view.issuer.additionalTerms ?? null,
      logoKey: null,
    },
    client: {
      clientId: null,
      name: view.client.name,
      email: view.client.email ?? '',
      taxId: view.client.taxId,
      taxIdType: 'NIF',
      isCompany: false,
      isProfessional: true,
      phone: '+34 611 222 333',
      address: view.client.address,
      city: view.client.city,
      postalCode: view.client.postalCode,
      country: view.client.country,
      language: 'es',
    },
    session: { sessionId: null, title: 'Boda de Begoña y Íñigo', date: '2026-11-14', time: '12:00', description: null },
    pricing: { ...pricing, extraPhotosCount: 1 },
    products: products.map((product) => ({ ...product, totalCents: product.unitPriceCents * product.quantity })),
    lines: lines.map((line, i) => ({ ...line, baseCents: totals.lines[i]?.baseCents ?? 0, vatCents: totals.lines[i]?.vatCents ?? 0 })),
    totals: { breakdown: totals.breakdown, baseCents: totals.baseCents, vatCents: totals.vatCents, irpf: totals.irpf, totalCents: totals.totalCents },
    sentAt: null,
    paidAt: null,
    paidCents: 0,
    amountDueCents: totals.totalCents,
    cancelledAt: null,
    cancelReason: null,
    convertedAt: null,
    invoiceId: null,
    originalQuoteId: null,
    originalQuoteNumber: null,
    invoiceType: 'F1',
    rectification: null,
    rectifiedBy: [],
    fromSelection: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
};

/**
 * The document put in the table for `photographerId` as its item (content JSON and the listed
 * attributes): a quote, or an invoice with no stored PDF yet, as one issued before PDFs were
 * stored.
 */
export const putDocumentItem = async (photographerId: string, document: BillingDocument): Promise<BillingDocumentItem> => {
  const { paymentConditions, notes, description, issuer, client, session, pricing, products, lines, totals } = document;
  const content = { paymentConditions, notes, description, issuer, client, session, pricing, products, lines, totals };
  const { data } = await db()
    .entities.billingDocument.create({
      photographerId,
      documentId: document.documentId,
      kind: document.kind,
      number: document.number,
      series: document.series,
      sequence: document.sequence,
      status: document.kind === 'quote' ? 'pending' : 'sent',
      issueDate: document.issueDate,
      dueDate: document.dueDate,
      internalNotes: document.internalNotes ?? undefined,
      ...summaryAttributesOf(content),
    })
    .go();
  return data;
};
