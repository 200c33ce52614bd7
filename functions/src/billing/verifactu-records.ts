// The VERI*FACTU records of issued and cancelled invoices, written in the same transaction as
// the invoice change: the record is put (condition: not there) and the issuer's chain head
// moves on from the position read (condition), so records of one issuer form one chain even
// when many invoices are issued at once; a lost race reads the head again, like the numbering.
import { IMPUESTO_OF_TAX, recordTimeZoneOf, taxOfTerritory } from '@fotostudio/shared/tax/indirect-tax';
import {
  buildCorrectionAlta,
  buildRegistroAlta,
  buildRegistroAnulacion,
  chainLinkOf,
  recordInvoiceId,
  type ChainLink,
  type AltaRecordInput,
  type ClaveRegimen,
  type Destinatario,
  type RegistroAlta,
  type TipoFactura,
  type VerifactuRecord,
} from '@fotostudio/shared/verifactu/record-fields';
import type { VatBreakdownRow } from '@fotostudio/shared/tax/invoice-totals';
import { clientIdTypeOf, countryOfEuVatNumber, ID_OTRO_TYPE } from '@fotostudio/shared/billing/client-id';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { readStoredRecord, storedChainLink } from '@fotostudio/shared/stored/verifactu-record';
import { sistemaInformatico } from '@fotostudio/shared/verifactu/sistema-informatico';
import { recordXml } from '@fotostudio/shared/verifactu/record-xml';
import { db } from '../data/database.js';
import type { BillingDocumentItem, VerifactuChainHeadItem, VerifactuRecordItem, VerifactuRecordLookupItem } from '../data/entities/billing.js';
import type { PutParams, TransactItem } from '../data/transaction.js';
import { moveChainHead, moveRecordLookup } from '../data/stores/billing.js';
import { verifactuConfig } from '../lib/config.js';
import { contentOfItem, type DocumentContent } from './document-content.js';

const POSITION_DIGITS = 10;

export const issuerNifOf = (content: { issuer: { taxId: string } }): string => content.issuer.taxId.trim().toUpperCase();

/**
 * The issuer as the law names it (NombreRazonEmisor, issue 22 point 8): a self-employed
 * issuer's full legal name, a company's name; the trade name only for a snapshot without a
 * legal name (taken before the field existed).
 */
export const issuerLegalNameOf = (issuer: { businessName: string; legalName?: string | null | undefined }): string => issuer.legalName?.trim() || issuer.businessName;

export const readChainHead = async (photographerId: string, issuerNif: string): Promise<VerifactuChainHeadItem | undefined> =>
  (await db().entities.verifactuChainHead.get({ photographerId, issuerNif }).go({ consistent: true })).data ?? undefined;

const systemOf = (photographerId: string) => {
  const { VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF, VERIFACTU_SOFTWARE_VERSION } = verifactuConfig();
  return sistemaInformatico({
    producerName: VERIFACTU_PRODUCER_NAME,
    producerNif: VERIFACTU_PRODUCER_NIF,
    version: VERIFACTU_SOFTWARE_VERSION,
    installationNumber: photographerId,
  });
};

/**
 * The client as the record's recipient: by its id type (issue 22 point 1) an EU VAT number
 * (02, its country from the prefix), a passport (03), an official document of the country of
 * residence (04), another document (06) or a Spanish NIF not in the census (07, ES), each with
 * its country. A client without an id type (every document before) as before: a Spanish tax id
 * as NIF; any other identifier as "other document"; none as "not registered".
 */
export const recipientOf = (client: Pick<DocumentContent['client'], 'name' | 'taxId' | 'taxIdType' | 'idType' | 'countryCode'>): Destinatario => {
  const name = client.name.slice(0, 120);
  const idType = clientIdTypeOf(client);
  if (idType !== 'nif') {
    const CodigoPais = idType === 'eu_vat' ? (countryOfEuVatNumber(client.taxId) ?? undefined) : idType === 'not_registered' ? 'ES' : (client.countryCode ?? undefined);
    return { NombreRazon: name, IDOtro: { ...(CodigoPais ? { CodigoPais } : {}), IDType: ID_OTRO_TYPE[idType], ID: client.taxId.slice(0, 20) } };
  }
  if (client.taxIdType !== 'none' && client.taxId.length === 9) return { NombreRazon: name, NIF: client.taxId };
  const id = client.taxId.trim();
  return { NombreRazon: name, IDOtro: id ? { IDType: '06', ID: id.slice(0, 20) } : { IDType: '07', ID: 'NO CONSTA' } };
};

/**
 * The record's regime key from the issuer's regime as the document's snapshot has it (issue 22
 * point 2): 07 cash basis, 20 simplified regime, 01 otherwise (exports are 02 row by row,
 * buildRegistroAlta).
 */
export const claveRegimenOf = (regime: DocumentContent['issuer']['taxRegime']): ClaveRegimen =>
  regime === 'cash_basis' ? '07' : regime === 'simplified' ? '20' : '01';

/**
 * The items that append `record` to its issuer's chain after `head` (undefined: the first).
 * The invoice's lookup item of the record's kind is made, or, for a correction, moved from
 * the corrected record's position as read (`replacesLookupAt`; null: the invoice had none).
 */
const appendItems = (
  photographerId: string,
  documentId: string,
  issuerNif: string,
  head: VerifactuChainHeadItem | undefined,
  record: VerifactuRecord,
  issueDate?: string,
  replacesLookupAt?: string | null,
): TransactItem[] => {
  const position = (head?.position ?? 0) + 1;
  const link = JSON.stringify(chainLinkOf(record));
  const recordItem = {
    photographerId,
    issuerNif,
    position: String(position).padStart(POSITION_DIGITS, '0'),
    documentId,
    recordKind: record.kind,
    record: JSON.stringify(record),
    createdAt: new Date().toISOString(),
  };
  const headMove = moveChainHead(photographerId, issuerNif, head, position, link, issueDate);
  const lookup = { photographerId, documentId, recordKind: record.kind, issuerNif, position: recordItem.position };
  return [
    { Put: db().entities.verifactuRecord.create(recordItem).params<PutParams>() },
    headMove,
    replacesLookupAt !== undefined
      ? moveRecordLookup(lookup, replacesLookupAt)
      : { Put: db().entities.verifactuRecordLookup.create(lookup).params<PutParams>() },
  ];
};

const previousOf = (head: VerifactuChainHeadItem | undefined): ChainLink | null => (head ? decodeStored(storedChainLink, head.link, 'VERI*FACTU chain link') : null);

/** What kind of invoice a record registers: F1 unless told; a rectifying one names what it rectifies. */
export interface RecordKind {
  type: TipoFactura;
  rectification?: AltaRecordInput['rectification'];
  /** Used when the invoice has no description or session title (a rectifying invoice's reason). */
  fallbackDescription?: string;
  /** An F3's simplified invoices, which it replaces (FacturasSustituidas). */
  substitutedInvoices?: AltaRecordInput['substitutedInvoices'];
  /** A qualified simplified invoice recorded as F1 (FacturaSimplificadaArt7273). */
  qualifiedSimplified?: boolean;
}

/** The registration record of an invoice being issued, and the items that append it. */
export const altaRecordItems = (
  photographerId: string,
  invoice: Pick<BillingDocumentItem, 'documentId' | 'number' | 'issueDate'>,
  content: DocumentContent,
  head: VerifactuChainHeadItem | undefined,
  kind: RecordKind = { type: 'F1' },
): TransactItem[] => {
  const issuerNif = issuerNifOf(content);
  const record = buildRegistroAlta({
    issuer: { nif: issuerNif, name: issuerLegalNameOf(content.issuer) },
    invoice: {
      number: invoice.number,
      issueDate: invoice.issueDate,
      // FechaOperacion, when it differs from the issue date (issue 22 point 5).
      ...(content.operationDate ? { operationDate: content.operationDate } : {}),
      type: kind.type,
      description: (content.description?.trim() || content.session.title.trim() || kind.fallbackDescription?.trim() || invoice.number).slice(0, 500),
    },
    // Simplified invoices (F2, R5) name no recipient in the record, even one printed on them.
    recipients: kind.type === 'F2' || kind.type === 'R5' ? [] : [recipientOf(content.client)],
    ...(kind.rectification ? { rectification: kind.rectification } : {}),
    ...(kind.substitutedInvoices ? { substitutedInvoices: kind.substitutedInvoices } : {}),
    ...(kind.qualifiedSimplified ? { qualifiedSimplified: true } : {}),
    // The stored breakdown is invoiceTotals()'s own, so its rates are the ones it allows.
    breakdown: content.totals.breakdown as readonly VatBreakdownRow[],
    claveRegimen: claveRegimenOf(content.issuer.taxRegime),
    // Which tax (issue 22 point 3): 01 IVA, 02 IPSI, 03 IGIC, by the territory in the issuer's snapshot.
    impuesto: IMPUESTO_OF_TAX[taxOfTerritory(content.issuer.taxTerritory)],
    previous: previousOf(head),
    system: systemOf(photographerId),
    generatedAt: new Date(),
    timeZone: recordTimeZoneOf(content.issuer.taxTerritory),
  });
  return appendItems(photographerId, invoice.documentId, issuerNif, head, record, invoice.issueDate);
};

/** The cancellation record of an issued invoice, and the items that append it. */
export const anulacionRecordItems = (
  photographerId: string,
  invoice: Pick<BillingDocumentItem, 'documentId' | 'number' | 'issueDate' | 'content'>,
  head: VerifactuChainHeadItem | undefined,
): TransactItem[] => {
  const content = contentOfItem(invoice);
  const issuerNif = issuerNifOf(content);
  const record = buildRegistroAnulacion({
    annulled: recordInvoiceId(issuerNif, invoice.number, invoice.issueDate),
    previous: previousOf(head),
    system: systemOf(photographerId),
    generatedAt: new Date(),
    timeZone: recordTimeZoneOf(content.issuer.taxTerritory),
  });
  return appendItems(photographerId, invoice.documentId, issuerNif, head, record);
};

/**
 * The correction of an invoice's registration record (issue 24 point 4: buildCorrectionAlta)
 * and the items that append it; the invoice's alta lookup moves to it only from the corrected
 * record, so one record is corrected once (a second try reads the correction, `pendiente`).
 */
export const correctionRecordItems = (
  photographerId: string,
  corrected: { item: VerifactuRecordItem; record: RegistroAlta; lookupAt: string | null },
  head: VerifactuChainHeadItem | undefined,
  correction: { recipients?: readonly Destinatario[]; rechazoPrevio: 'N' | 'S' | 'X'; timeZone: string },
): TransactItem[] => {
  const record = buildCorrectionAlta({
    corrected: corrected.record,
    ...(correction.recipients ? { recipients: correction.recipients } : {}),
    rechazoPrevio: correction.rechazoPrevio,
    previous: previousOf(head),
    system: systemOf(photographerId),
    generatedAt: new Date(),
    timeZone: correction.timeZone,
  });
  return appendItems(photographerId, corrected.item.documentId, corrected.item.issuerNif, head, record, undefined, corrected.lookupAt);
};

type RecordPage = { data: VerifactuRecordItem[]; cursor: string | null };

const allPages = async (page: (cursor: string | null) => Promise<RecordPage>): Promise<VerifactuRecordItem[]> => {
  const items: VerifactuRecordItem[] = [];
  let cursor: string | null = null;
  do {
    const next: RecordPage = await page(cursor);
    items.push(...next.data);
    cursor = next.cursor;
  } while (cursor);
  return items;
};

/** One issuer's records, oldest first. */
export const chainRecords = (photographerId: string, issuerNif: string): Promise<VerifactuRecordItem[]> =>
  allPages((cursor) => db().entities.verifactuRecord.query.byChain({ photographerId, issuerNif }).go({ cursor, consistent: true }));

/** One issuer's records from the first up to the one at `position`, oldest first. */
const chainRecordsUpTo = (photographerId: string, issuerNif: string, position: string): Promise<VerifactuRecordItem[]> =>
  allPages((cursor) =>
    db()
      .entities.verifactuRecord.query.byChain({ photographerId, issuerNif })
      .between({ position: '1'.padStart(POSITION_DIGITS, '0') }, { position })
      .go({ cursor, consistent: true }),
  );

/** A stored record as it was built; a damaged one as readStoredRecord reads it (it verifies as broken, and so does the chain after it). */
export const parseRecord = (item: Pick<VerifactuRecordItem, 'record' | 'recordKind'>): VerifactuRecord => readStoredRecord(item.record, item.recordKind);

/** A field of a stored record that may have been edited out of shape, as text ('' when it is gone). */
export const recordText = (read: () => unknown): string => {
  try {
    const value = read();
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  } catch {
    return '';
  }
};

/** The record's AEAT XML; null when the record was edited out of the shape the XML needs. */
export const recordXmlOrNull = (record: VerifactuRecord): string | null => {
  try {
    return recordXml(record);
  } catch {
    return null;
  }
};

export const lookupsOf = async (photographerId: string, documentId: string): Promise<VerifactuRecordLookupItem[]> =>
  (await db().entities.verifactuRecordLookup.query.byDocument({ photographerId, documentId }).go({ consistent: true })).data;

/**
 * An invoice's issuer's chain from the first record up to the invoice's last one, oldest
 * first (the chain is verified from its start). Found through the invoice's
 * lookup items; an invoice recorded before they existed (it has no alta lookup) is found by
 * reading its issuer's whole chain.
 */
export const invoiceChainUpTo = async (
  photographerId: string,
  documentId: string,
  content: { issuer: { taxId: string } },
): Promise<VerifactuRecordItem[]> => {
  const lookups = await lookupsOf(photographerId, documentId);
  const last = lookups.reduce<VerifactuRecordLookupItem | undefined>((latest, lookup) => (latest && latest.position > lookup.position ? latest : lookup), undefined);
  return last && lookups.some((lookup) => lookup.recordKind === 'alta')
    ? chainRecordsUpTo(photographerId, last.issuerNif, last.position)
    : chainRecords(photographerId, issuerNifOf(content));
};

/** One of an invoice's records: a read through its lookup item, or the whole chain for an invoice recorded before lookups. */
export const invoiceRecordItem = async (
  photographerId: string,
  documentId: string,
  content: { issuer: { taxId: string } },
  kind: VerifactuRecordItem['recordKind'],
): Promise<VerifactuRecordItem | undefined> => {
  const lookups = await lookupsOf(photographerId, documentId);
  const lookup = lookups.find((candidate) => candidate.recordKind === kind);
  if (lookup) {
    const { issuerNif, position } = lookup;
    return (await db().entities.verifactuRecord.get({ photographerId, issuerNif, position }).go({ consistent: true })).data ?? undefined;
  }
  if (lookups.some((candidate) => candidate.recordKind === 'alta')) return undefined;
  return (await chainRecords(photographerId, issuerNifOf(content))).find((item) => item.documentId === documentId && item.recordKind === kind);
};

/** The registration record of one invoice, if it was issued with one. */
export const altaRecordOf = async (photographerId: string, documentId: string, content: { issuer: { taxId: string } }): Promise<RegistroAlta | undefined> => {
  const item = await invoiceRecordItem(photographerId, documentId, content, 'alta');
  const record = item ? parseRecord(item) : undefined;
  return record?.kind === 'alta' ? record : undefined;
};
