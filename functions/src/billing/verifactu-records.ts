// The VERI*FACTU records of issued and cancelled invoices, written in the same transaction as
// the invoice change: the record is put (condition: not there) and the issuer's chain head
// moves on from the position read (condition), so records of one issuer form one chain even
// when many invoices are issued at once; a lost race reads the head again, like the numbering.
import {
  buildRegistroAlta,
  buildRegistroAnulacion,
  chainLinkOf,
  recordInvoiceId,
  type ChainLink,
  type AltaRecordInput,
  type Destinatario,
  type RegistroAlta,
  type TipoFactura,
  type VerifactuRecord,
} from '@fotostudio/shared/verifactu/record-fields';
import type { VatBreakdownRow } from '@fotostudio/shared/tax/invoice-totals';
import { sistemaInformatico } from '@fotostudio/shared/verifactu/sistema-informatico';
import { db } from '../data/database.js';
import type { BillingDocumentItem, VerifactuChainHeadItem, VerifactuRecordItem } from '../data/entities/billing.js';
import type { PutParams, TransactItem, UpdateParams } from '../data/transaction.js';
import { config } from '../lib/config.js';
import type { DocumentContent } from './document-content.js';

const POSITION_DIGITS = 10;

export const issuerNifOf = (content: { issuer: { taxId: string } }): string => content.issuer.taxId.trim().toUpperCase();

export const readChainHead = async (photographerId: string, issuerNif: string): Promise<VerifactuChainHeadItem | undefined> =>
  (await db().entities.verifactuChainHead.get({ photographerId, issuerNif }).go({ consistent: true })).data ?? undefined;

const systemOf = (photographerId: string) => {
  const { VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF, VERIFACTU_SOFTWARE_VERSION } = config();
  return sistemaInformatico({
    producerName: VERIFACTU_PRODUCER_NAME,
    producerNif: VERIFACTU_PRODUCER_NIF,
    version: VERIFACTU_SOFTWARE_VERSION,
    installationNumber: photographerId,
  });
};

/**
 * The client as the record's recipient: a Spanish tax id as NIF; any other identifier as
 * "other document"; none as "not registered" (IDType 07), since an F1 invoice names its recipient.
 */
const recipientOf = (client: DocumentContent['client']): Destinatario => {
  const name = client.name.slice(0, 120);
  if (client.taxIdType !== 'none' && client.taxId.length === 9) return { NombreRazon: name, NIF: client.taxId };
  const id = client.taxId.trim();
  return { NombreRazon: name, IDOtro: id ? { IDType: '06', ID: id.slice(0, 20) } : { IDType: '07', ID: 'NO CONSTA' } };
};

/** The items that append `record` to its issuer's chain after `head` (undefined: the first). */
const appendItems = (
  photographerId: string,
  documentId: string,
  issuerNif: string,
  head: VerifactuChainHeadItem | undefined,
  record: VerifactuRecord,
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
  const headMove = head
    ? {
        Update: db()
          .entities.verifactuChainHead.patch({ photographerId, issuerNif })
          .set({ position, link })
          .where((attr, op) => op.eq(attr.position, head.position))
          .params<UpdateParams>(),
      }
    : { Put: db().entities.verifactuChainHead.create({ photographerId, issuerNif, position, link }).params<PutParams>() };
  return [{ Put: db().entities.verifactuRecord.create(recordItem).params<PutParams>() }, headMove];
};

const previousOf = (head: VerifactuChainHeadItem | undefined): ChainLink | null => (head ? (JSON.parse(head.link) as ChainLink) : null);

/** What kind of invoice a record registers: F1 unless told; a rectifying one names what it rectifies. */
export interface RecordKind {
  type: TipoFactura;
  rectification?: AltaRecordInput['rectification'];
  /** Used when the invoice has no description or session title (a rectifying invoice's reason). */
  fallbackDescription?: string;
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
    issuer: { nif: issuerNif, name: content.issuer.businessName },
    invoice: {
      number: invoice.number,
      issueDate: invoice.issueDate,
      type: kind.type,
      description: (content.description?.trim() || content.session.title.trim() || kind.fallbackDescription?.trim() || invoice.number).slice(0, 500),
    },
    // Simplified invoices (F2, R5) name no recipient in the record, even one printed on them.
    recipients: kind.type === 'F2' || kind.type === 'R5' ? [] : [recipientOf(content.client)],
    ...(kind.rectification ? { rectification: kind.rectification } : {}),
    // The stored breakdown is invoiceTotals()'s own, so its rates are the ones it allows.
    breakdown: content.totals.breakdown as readonly VatBreakdownRow[],
    previous: previousOf(head),
    system: systemOf(photographerId),
    generatedAt: new Date(),
  });
  return appendItems(photographerId, invoice.documentId, issuerNif, head, record);
};

/** The cancellation record of an issued invoice, and the items that append it. */
export const anulacionRecordItems = (
  photographerId: string,
  invoice: Pick<BillingDocumentItem, 'documentId' | 'number' | 'issueDate' | 'content'>,
  head: VerifactuChainHeadItem | undefined,
): TransactItem[] => {
  const issuerNif = issuerNifOf(JSON.parse(invoice.content) as DocumentContent);
  const record = buildRegistroAnulacion({
    annulled: recordInvoiceId(issuerNif, invoice.number, invoice.issueDate),
    previous: previousOf(head),
    system: systemOf(photographerId),
    generatedAt: new Date(),
  });
  return appendItems(photographerId, invoice.documentId, issuerNif, head, record);
};

/** One issuer's records, oldest first. */
export const chainRecords = async (photographerId: string, issuerNif: string): Promise<VerifactuRecordItem[]> => {
  const items: VerifactuRecordItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: VerifactuRecordItem[]; cursor: string | null } = await db()
      .entities.verifactuRecord.query.byChain({ photographerId, issuerNif })
      .go({ cursor, consistent: true });
    items.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  return items;
};

export const parseRecord = (item: Pick<VerifactuRecordItem, 'record'>): VerifactuRecord => JSON.parse(item.record) as VerifactuRecord;

/** The registration record of one invoice, if it was issued with one. */
export const altaRecordOf = async (photographerId: string, documentId: string, content: { issuer: { taxId: string } }): Promise<RegistroAlta | undefined> => {
  const records = await chainRecords(photographerId, issuerNifOf(content));
  const item = records.find((r) => r.documentId === documentId && r.recordKind === 'alta');
  const record = item ? parseRecord(item) : undefined;
  return record?.kind === 'alta' ? record : undefined;
};
