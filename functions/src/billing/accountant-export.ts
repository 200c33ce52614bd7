// The invoices of a period for the accountant, as CSV and XLSX: one row per invoice with its
// issue date, number, kind (named with its TipoFactura: "Simplificada (F2)") and the invoice a
// rectifying one corrects, client, tax id, base per VAT rate, VAT, IRPF withholding, total and
// status as the product names it (a stored `draft` is an issued invoice not sent yet:
// "Emitida", never "Borrador"). Amounts come from the same totals function as the documents.
import type { Language } from '@fotostudio/shared/constants';
import type { InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import { FORMULA_CELL } from '@fotostudio/shared/files/spreadsheet-formula';
import { invoiceTotals, VAT_RATES_PERCENT, type InvoiceLineInput } from '@fotostudio/shared/tax/invoice-totals';
import type { IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import type { Row, SheetData } from 'write-excel-file/node';
import { documentDate } from './pdf/pdf-format.js';

export const INVOICE_EXPORT_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled', 'partly_paid'] as const;
export type InvoiceExportStatus = (typeof INVOICE_EXPORT_STATUSES)[number];

export interface ExportedInvoice {
  /** YYYY-MM-DD. */
  issueDate: string;
  number: string;
  /** TipoFactura: F1 full, F2 simplified, R1-R5 rectifying. */
  invoiceType: InvoiceType;
  /** A rectifying invoice: the number of the invoice it corrects. */
  rectifies: string | null;
  clientName: string;
  clientTaxId: string;
  lines: readonly InvoiceLineInput[];
  irpfRatePercent: number | null;
  /** As shown to the photographer: overdue is computed by the caller. */
  status: InvoiceExportStatus;
  /** IGIC or IPSI (issue 22 point 3); absent is IVA. */
  tax?: IndirectTax | undefined;
  /** Lines priced VAT included (issue 22 A; a deposit's invoice, issue 25 point 3): its totals are computed so, as on the invoice. Absent: excluded. */
  pricesIncludeVat?: boolean | undefined;
}

/**
 * One base column per VAT rate, one per IGIC or IPSI rate the invoices use (issue 22 point 3:
 * "Base IGIC 7 %"), one for every exempt line, one for lines not subject by location (LIVA
 * art. 69, issue 22 point 1). Only IVA invoices: the columns they always had.
 */
type BaseColumn = { tax: IndirectTax; rate: number } | 'exempt' | 'not_subject';
const columnsOf = (invoices: readonly ExportedInvoice[]): BaseColumn[] => {
  const other = new Map<string, { tax: IndirectTax; rate: number }>();
  for (const invoice of invoices) {
    if (!invoice.tax || invoice.tax === 'IVA') continue;
    for (const line of invoice.lines) if (line.vat.kind === 'rate') other.set(`${invoice.tax}:${line.vat.ratePercent}`, { tax: invoice.tax, rate: line.vat.ratePercent });
  }
  const sorted = [...other.values()].sort((a, b) => a.tax.localeCompare(b.tax) || b.rate - a.rate);
  return [...VAT_RATES_PERCENT.map((rate) => ({ tax: 'IVA' as const, rate })), ...sorted, 'exempt', 'not_subject'];
};
const rateText = (rate: number, language: Language) => (language === 'es' ? String(rate).replace('.', ',') : String(rate));
const taxOfColumn = (column: { tax: IndirectTax; rate: number }, language: Language) =>
  `${column.tax === 'IVA' ? '' : `${column.tax} `}${rateText(column.rate, language)} %`;
/** The tax column's name: "IVA" as always; with IGIC or IPSI invoices in the period, the taxes present ("IVA / IGIC"). */
const taxTotalLabel = (invoices: readonly ExportedInvoice[], vat: string): string => {
  const others = [...new Set(invoices.map((invoice) => invoice.tax ?? 'IVA'))].filter((tax) => tax !== 'IVA');
  return others.length === 0 ? vat : [vat, ...others].join(' / ');
};

interface ExportWords {
  fixed: string[];
  base: (column: BaseColumn) => string;
  tail: string[];
  /** As the web app's billing.status names them. */
  status: Record<InvoiceExportStatus, string>;
  /** As the web app's billing.invoiceTypes names them, with the AEAT's code. */
  kind: Record<InvoiceType, string>;
  sheet: string;
}

const HEADERS: Record<Language, ExportWords> = {
  es: {
    fixed: ['Fecha de expedición', 'Número', 'Tipo', 'Factura rectificada', 'Cliente', 'NIF/CIF'],
    base: (column) => (column === 'exempt' ? 'Base exenta' : column === 'not_subject' ? 'Base no sujeta' : `Base ${taxOfColumn(column, 'es')}`),
    tail: ['IVA', 'Retención IRPF', 'Total', 'Estado'],
    status: { draft: 'Emitida', sent: 'Enviada', paid: 'Pagada', overdue: 'Vencida', cancelled: 'Anulada', partly_paid: 'Pagada en parte' },
    kind: {
      F1: 'Completa (F1)',
      F2: 'Simplificada (F2)',
      R1: 'Rectificativa (R1)',
      R2: 'Rectificativa (R2)',
      R3: 'Rectificativa (R3)',
      R4: 'Rectificativa (R4)',
      R5: 'Rectificativa (R5)',
      F3: 'En sustitución de simplificadas (F3)',
    },
    sheet: 'Facturas',
  },
  en: {
    fixed: ['Issue date', 'Number', 'Type', 'Corrected invoice', 'Client', 'Tax ID'],
    base: (column) => (column === 'exempt' ? 'Exempt base' : column === 'not_subject' ? 'Not subject base' : `Base ${taxOfColumn(column, 'en')}`),
    tail: ['VAT', 'IRPF withholding', 'Total', 'Status'],
    status: { draft: 'Issued', sent: 'Sent', paid: 'Paid', overdue: 'Overdue', cancelled: 'Cancelled', partly_paid: 'Partly paid' },
    kind: {
      F1: 'Full (F1)',
      F2: 'Simplified (F2)',
      R1: 'Corrective (R1)',
      R2: 'Corrective (R2)',
      R3: 'Corrective (R3)',
      R4: 'Corrective (R4)',
      R5: 'Corrective (R5)',
      F3: 'In place of simplified invoices (F3)',
    },
    sheet: 'Invoices',
  },
};

export const exportHeader = (language: Language, invoices: readonly ExportedInvoice[] = []): string[] => {
  const h = HEADERS[language];
  const [vat = '', ...tail] = h.tail;
  return [...h.fixed, ...columnsOf(invoices).map(h.base), taxTotalLabel(invoices, vat), ...tail];
};

interface ExportAmounts {
  bases: number[];
  vatCents: number;
  irpfCents: number;
  totalCents: number;
}

export const exportAmounts = (invoice: ExportedInvoice, columns: readonly BaseColumn[] = columnsOf([invoice])): ExportAmounts => {
  const totals = invoiceTotals({ lines: invoice.lines, irpfRatePercent: invoice.irpfRatePercent, ...(invoice.pricesIncludeVat ? { pricesIncludeVat: true } : {}) });
  const tax = invoice.tax ?? 'IVA';
  const bases = columns.map((column) =>
    totals.breakdown
      .filter((row) =>
        column === 'exempt' || column === 'not_subject' ? row.vat.kind === column : row.vat.kind === 'rate' && column.tax === tax && row.vat.ratePercent === column.rate,
      )
      .reduce((sum, row) => sum + row.baseCents, 0),
  );
  return { bases, vatCents: totals.vatCents, irpfCents: totals.irpf?.amountCents ?? 0, totalCents: totals.totalCents };
};

/** Cents as a plain decimal in the reader's notation: 1234,56 or 1234.56 (no grouping, no sign). */
export const decimal = (cents: number, language: Language): string => {
  const text = (cents / 100).toFixed(2);
  return language === 'es' ? text.replace('.', ',') : text;
};

/** A spreadsheet opening the CSV must not run a client's name as a formula (CWE-1236). */
const csvCell = (value: string, delimiter: string): string => {
  const safe = FORMULA_CELL.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Rows as CSV: UTF-8 with a byte-order mark (Excel reads the accents), CRLF, RFC 4180 quoting;
 * semicolons in Spanish, where spreadsheet software splits on them, commas in English.
 */
export const csvOf = (rows: readonly (readonly string[])[], language: Language): string => {
  const delimiter = language === 'es' ? ';' : ',';
  return `\uFEFF${rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
};

/** The invoices as CSV (see csvOf). */
export const invoicesCsv = (invoices: readonly ExportedInvoice[], language: Language): string => {
  const { status, kind } = HEADERS[language];
  const columns = columnsOf(invoices);
  const rows = invoices.map((invoice) => {
    const amounts = exportAmounts(invoice, columns);
    return [
      documentDate(invoice.issueDate),
      invoice.number,
      kind[invoice.invoiceType],
      invoice.rectifies ?? '',
      invoice.clientName,
      invoice.clientTaxId,
      ...amounts.bases.map((cents) => decimal(cents, language)),
      decimal(amounts.vatCents, language),
      decimal(amounts.irpfCents, language),
      decimal(amounts.totalCents, language),
      status[invoice.status],
    ];
  });
  return csvOf([exportHeader(language, invoices), ...rows], language);
};

const MONEY_FORMAT = '#,##0.00';
const CLIENT_COLUMN = HEADERS.es.fixed.indexOf('Cliente');

/**
 * Typed cells: dates as dates, amounts as numbers, so the accountant's sums just work. The
 * writer is loaded on the first export, not with the billing function.
 */
export const invoicesXlsx = async (invoices: readonly ExportedInvoice[], language: Language): Promise<Buffer> => {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const { status, kind } = HEADERS[language];
  const money = (cents: number) => ({ value: cents / 100, type: Number, format: MONEY_FORMAT });
  const header: Row = exportHeader(language, invoices).map((value) => ({ value, fontWeight: 'bold' as const }));
  const columns = columnsOf(invoices);
  const rows: Row[] = invoices.map((invoice) => {
    const amounts = exportAmounts(invoice, columns);
    return [
      { value: new Date(`${invoice.issueDate}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' },
      { value: invoice.number, type: String },
      { value: kind[invoice.invoiceType], type: String },
      { value: invoice.rectifies ?? '', type: String },
      { value: invoice.clientName, type: String },
      { value: invoice.clientTaxId, type: String },
      ...amounts.bases.map(money),
      money(amounts.vatCents),
      money(amounts.irpfCents),
      money(amounts.totalCents),
      { value: status[invoice.status], type: String },
    ];
  });
  const sheet: SheetData = [header, ...rows];
  return writeXlsxFile(sheet, { sheet: HEADERS[language].sheet, stickyRowsCount: 1, columns: header.map((_, i) => ({ width: i === CLIENT_COLUMN ? 30 : 14 })) }).toBuffer();
};
