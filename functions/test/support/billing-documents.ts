// A quote or invoice snapshot as the billing routes store it, with every printed field set.
import type { BillingDocumentView } from '../../src/billing/pdf/billing-document-view.js';

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
