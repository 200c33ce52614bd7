// The VERI*FACTU records of a period for the books, as a ZIP the photographer can hand to an
// inspector: `registros.xml` (the period's records as the AEAT's RegFactuSistemaFacturacion
// document), each record alone under `registros/`, and `resumen.csv`, one row per record with
// whether its issuer's chain verifies from the first record up to it. A record belongs to the
// period of the day it was generated (its FechaHoraHusoGenRegistro, in Spain's time), so an
// invoice of March cancelled in April has its cancellation in April's books. Each chain is
// verified from its first record, whatever the period, and recomputed on every export.
import type { Language } from '@fotostudio/shared/constants';
import type { SignedFile } from '@fotostudio/shared/contracts/billing/document';
import { verifyChain } from '@fotostudio/shared/verifactu/chain';
import { previousHuellaOf, type VerifactuRecord } from '@fotostudio/shared/verifactu/record-fields';
import { MAX_RECORDS_PER_SUBMISSION, submissionXml } from '@fotostudio/shared/verifactu/record-xml';
import { db } from '../data/database.js';
import { DomainError } from '../lib/errors.js';
import { billingExportKey } from '../media/object-keys.js';
import { csvOf, decimal } from './accountant-export.js';
import { storeSignedFile } from './document-pdf.js';
import { chainRecords, parseRecord, recordText, recordXmlOrNull } from './verifactu-records.js';

export interface ExportedRecord {
  issuerNif: string;
  position: number;
  record: VerifactuRecord;
  chainVerified: boolean;
}

const HEADERS: Record<Language, { columns: string[]; kind: Record<VerifactuRecord['kind'], string> }> = {
  es: {
    columns: [
      'NIF emisor',
      'Posición',
      'Tipo de registro',
      'TipoFactura',
      'Número',
      'Fecha de expedición',
      'NIF destinatario',
      'Base imponible',
      'Cuota',
      'Importe total',
      'Huella',
      'Huella anterior',
      'Generado',
      'Cadena',
    ],
    kind: { alta: 'Alta', anulacion: 'Anulación' },
  },
  en: {
    columns: [
      'Issuer NIF',
      'Position',
      'Record type',
      'TipoFactura',
      'Number',
      'Issue date',
      'Recipient NIF',
      'Taxable base',
      'VAT',
      'Total',
      'Huella',
      'Previous huella',
      'Generated',
      'Chain',
    ],
    kind: { alta: 'Registration', anulacion: 'Cancellation' },
  },
};

// A record's amount ("-50.00", "1210.5") as cents; a field edited out of shape is NaN, not a throw.
const cents = (amount: unknown): number => {
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount));
  if (!match) return Number.NaN;
  const [, sign, whole = '', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -value : value;
};

const amount = (value: number, language: Language): string => (Number.isNaN(value) ? '' : `${value < 0 ? '-' : ''}${decimal(Math.abs(value), language)}`);

const recipientId = (record: VerifactuRecord): string => {
  const recipient = record.kind === 'alta' ? record.Destinatarios?.[0] : undefined;
  if (!recipient) return '';
  return 'NIF' in recipient ? recipient.NIF : recipient.IDOtro.ID;
};

// Field by field through recordText: a record edited in the table may have lost any of them.
const csvRow = ({ issuerNif, position, record, chainVerified }: ExportedRecord, language: Language): string[] => {
  const common = [issuerNif, String(position), HEADERS[language].kind[record.kind] ?? String(record.kind)];
  const chain = [
    recordText(() => record.Huella),
    recordText(() => previousHuellaOf(record)),
    recordText(() => record.FechaHoraHusoGenRegistro),
    chainVerified ? 'OK' : 'KO',
  ];
  if (record.kind === 'anulacion') {
    return [...common, '', recordText(() => record.IDFactura.NumSerieFacturaAnulada), recordText(() => record.IDFactura.FechaExpedicionFacturaAnulada), '', '', '', '', ...chain];
  }
  const [vat, total] = [cents(record.CuotaTotal), cents(record.ImporteTotal)];
  return [
    ...common,
    recordText(() => record.TipoFactura),
    recordText(() => record.IDFactura.NumSerieFactura),
    recordText(() => record.IDFactura.FechaExpedicionFactura),
    recordText(() => recipientId(record)),
    amount(total - vat, language),
    amount(vat, language),
    amount(total, language),
    ...chain,
  ];
};

/** The summary: one row per record, chain OK from the first record up to it or KO. */
export const recordsCsv = (records: readonly ExportedRecord[], language: Language): string =>
  csvOf([HEADERS[language].columns, ...records.map((record) => csvRow(record, language))], language);

const fileSafe = (text: string): string => text.replace(/[^A-Za-z0-9-]+/g, '-');

const invoiceNumberOf = (record: VerifactuRecord): string =>
  recordText(() => (record.kind === 'alta' ? record.IDFactura.NumSerieFactura : record.IDFactura.NumSerieFacturaAnulada));

/** Chunks of one issuer's records the submission document can hold, named registros.xml when one is all it takes. */
const submissionFiles = (records: readonly ExportedRecord[], issuerNames: ReadonlyMap<string, string>): { name: string; xml: string }[] => {
  const files: { nif: string; records: VerifactuRecord[] }[] = [];
  for (const item of records) {
    const last = files.at(-1);
    if (last && last.nif === item.issuerNif && last.records.length < MAX_RECORDS_PER_SUBMISSION) last.records.push(item.record);
    else files.push({ nif: item.issuerNif, records: [item.record] });
  }
  return files.map((file, i) => ({
    name: files.length === 1 ? 'registros.xml' : `registros-${file.nif}-${i + 1}.xml`,
    xml: submissionXml({ nif: file.nif, name: issuerNames.get(file.nif) ?? file.nif }, file.records),
  }));
};

// yazl is loaded with the first export, not at every cold start of the billing function.
const zipBytes = async (files: readonly { name: string; text: string }[]): Promise<Buffer> => {
  const { ZipFile } = await import('yazl');
  return new Promise((resolve, reject) => {
    const zip = new ZipFile();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
    for (const file of files) zip.addBuffer(Buffer.from(file.text, 'utf8'), file.name);
    zip.end();
  });
};

/** Every file of the ZIP, in the order an inspector reads them. */
export const recordsZipFiles = (records: readonly ExportedRecord[], issuerNames: ReadonlyMap<string, string>, language: Language) => {
  const severalIssuers = new Set(records.map((item) => item.issuerNif)).size > 1;
  // A record edited out of shape in the table has no XML; the summary still lists it, as KO.
  const each = records.flatMap((item) => {
    const text = recordXmlOrNull(item.record);
    return text === null ? [] : [{ item, text }];
  });
  const files = each.map(({ item, text }) => ({
    name: `registros/${severalIssuers ? `${item.issuerNif}-` : ''}${String(item.position).padStart(6, '0')}-${item.record.kind}-${fileSafe(invoiceNumberOf(item.record))}.xml`,
    text,
  }));
  const submissions = submissionFiles(each.map(({ item }) => item), issuerNames).map(({ name, xml }) => ({ name, text: xml }));
  return [...submissions, ...files, { name: 'resumen.csv', text: recordsCsv(records, language) }];
};

/** The day (YYYY-MM-DD) a record was generated, in the offset it states. */
const generatedOn = (record: VerifactuRecord): string => recordText(() => record.FechaHoraHusoGenRegistro).slice(0, 10);

/** Every issuer's records generated in the period, each with its chain verified from the first record. */
export const periodRecords = async (photographerId: string, from: string, to: string): Promise<{ records: ExportedRecord[]; issuerNames: Map<string, string> }> => {
  const { data: heads } = await db().entities.verifactuChainHead.query.byIssuer({ photographerId }).go({ pages: 'all', consistent: true });
  const records: ExportedRecord[] = [];
  const issuerNames = new Map<string, string>();
  for (const { issuerNif } of heads) {
    const items = await chainRecords(photographerId, issuerNif);
    const parsed = items.map(parseRecord);
    const checks = verifyChain(parsed);
    parsed.forEach((record, i) => {
      if (record.kind === 'alta' && typeof record.NombreRazonEmisor === 'string') issuerNames.set(issuerNif, record.NombreRazonEmisor);
      const day = generatedOn(record);
      if (day < from || day > to) return;
      records.push({ issuerNif, position: Number(items[i]?.position), record, chainVerified: checks[i]?.chainVerified ?? false });
    });
  }
  return { records, issuerNames };
};

/** The period's records as a ZIP behind a short-lived link; `billing.export_no_records` when there are none. */
export const recordsExportLink = async (
  photographerId: string,
  period: { from: string; to: string },
  language: Language,
): Promise<SignedFile & { recordCount: number }> => {
  const { records, issuerNames } = await periodRecords(photographerId, period.from, period.to);
  if (records.length === 0) throw new DomainError('billing.export_no_records');
  const bytes = await zipBytes(recordsZipFiles(records, issuerNames, language));
  const fileName = `registros-verifactu-${period.from}-${period.to}.zip`;
  const link = await storeSignedFile({ key: billingExportKey(photographerId, fileName), bytes, contentType: 'application/zip', fileName });
  return { ...link, recordCount: records.length };
};
