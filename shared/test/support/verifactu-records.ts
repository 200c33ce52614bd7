// Records for the VERI*FACTU tests: one photographer's invoices built the way the billing
// backend builds them (totals from invoiceTotals, records from buildRegistroAlta).
import { invoiceTotals, type InvoiceLineInput } from '../../src/tax/invoice-totals.js';
import { buildRegistroAlta, chainLinkOf, type AltaRecordInput, type VerifactuRecord } from '../../src/verifactu/record-fields.js';
import { sistemaInformatico } from '../../src/verifactu/sistema-informatico.js';

export const SYSTEM = sistemaInformatico({
  producerName: 'Fotostudio Software, S.L.',
  producerNif: 'B12345674',
  version: '1.0.0',
  installationNumber: '0b7e4c1e-9c55-4d2a-8c1f-2f1f3f6f7a10',
});

export const ISSUER = { nif: '12345678Z', name: 'Laura Gómez Fotografía' };

export const lines = (...items: [quantity: number, unitPriceCents: number, vat: InvoiceLineInput['vat']][]): InvoiceLineInput[] =>
  items.map(([quantity, unitPriceCents, vat]) => ({ quantity, unitPriceCents, vat }));

type Overrides = Partial<Omit<AltaRecordInput, 'invoice'>> & { invoice?: Partial<AltaRecordInput['invoice']> };

/** An F1 invoice of `invoiceLines` issued to a Spanish business, chained to `previous`. */
export const altaRecord = (
  number: string,
  invoiceLines: InvoiceLineInput[],
  previous: VerifactuRecord | null,
  generatedAt: Date,
  overrides: Overrides = {},
) =>
  buildRegistroAlta({
    issuer: ISSUER,
    recipients: [{ NombreRazon: 'Bodas del Norte, S.L.', NIF: 'B87654321' }],
    breakdown: invoiceTotals({ lines: invoiceLines, irpfRatePercent: null }).breakdown,
    previous: previous ? chainLinkOf(previous) : null,
    system: SYSTEM,
    generatedAt,
    ...overrides,
    invoice: { number, issueDate: generatedAt.toISOString().slice(0, 10), type: 'F1', description: 'Reportaje fotográfico de boda', ...overrides.invoice },
  });
