// The Verification tab's answer: an invoice's VERI*FACTU records and whether its issuer's
// chain verifies from the first record up to each of them. Recomputed from the stored records
// on every read (never stored), so a record edited in the table shows as broken from it on.
import type { InvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import type { SignedFile } from '@fotostudio/shared/contracts/billing/document';
import { verifyChain } from '@fotostudio/shared/verifactu/chain';
import { previousHuellaOf, type RegistroAlta } from '@fotostudio/shared/verifactu/record-fields';
import { ID_OTRO_TYPE } from '@fotostudio/shared/billing/client-id';
import type { ClientIdType } from '@fotostudio/shared/billing/billing-enums';
import { db } from '../data/database.js';
import type { VerifactuAnswerItem } from '../data/entities/verifactu-submission.js';
import { DomainError } from '../lib/errors.js';
import { billingRecordXmlKey } from '../media/object-keys.js';
import { contentOfItem } from './document-content.js';
import { storeSignedFile } from './document-pdf.js';
import { requireKind } from './documents.js';
import { submissionEnabled } from './verifactu/submit-records.js';
import { invoiceChainUpTo, invoiceRecordItem, issuerNifOf, parseRecord, readChainHead, recordText, recordXmlOrNull } from './verifactu-records.js';

const submissionOf = (answer: VerifactuAnswerItem | undefined) =>
  answer
    ? { state: answer.state, errorCode: answer.errorCode ?? null, errorText: answer.errorText ?? null, csv: answer.csv ?? null, answeredAt: answer.answeredAt }
    : null;

/** The client id type of each IDOtro IDType (ID_OTRO_TYPE read backwards). */
const ID_TYPE_OF_ID_OTRO = Object.fromEntries(Object.entries(ID_OTRO_TYPE).map(([type, code]) => [code, type])) as Record<string, ClientIdType>;

/** The recipient a registration record names, as the correction form starts from; null when it names none (or was edited out of shape). */
const recipientOfRecord = (record: RegistroAlta): InvoiceVerification['records'][number]['recipient'] => {
  const recipient = Array.isArray(record.Destinatarios) ? record.Destinatarios[0] : undefined;
  if (!recipient || typeof recipient.NombreRazon !== 'string') return null;
  if ('NIF' in recipient) return { name: recipient.NombreRazon, taxId: recipient.NIF, idType: 'nif', countryCode: null };
  const idType = ID_TYPE_OF_ID_OTRO[recipient.IDOtro.IDType] ?? 'other';
  return { name: recipient.NombreRazon, taxId: idType === 'not_registered' && recipient.IDOtro.ID === 'NO CONSTA' ? '' : recipient.IDOtro.ID, idType, countryCode: recipient.IDOtro.CodigoPais ?? null };
};

/**
 * The AEAT's answer to each answered invoice: its latest answered record's (issue 24 point 4).
 * An invoice whose latest record is not answered yet (a correction just made: its lookup items
 * point past the answer) is left out, so it reads `pendiente` until the AEAT answers it.
 */
export const invoiceAeatStates = async (photographerId: string) => {
  const [{ data: answers }, { data: lookups }] = await Promise.all([
    db().entities.verifactuAnswer.query.byChain({ photographerId }).go({ pages: 'all', consistent: true }),
    db().entities.verifactuRecordLookup.query.byDocument({ photographerId }).go({ pages: 'all', consistent: true }),
  ]);
  const latest = new Map<string, VerifactuAnswerItem>();
  for (const answer of answers) {
    const known = latest.get(answer.documentId);
    if (!known || known.issuerNif !== answer.issuerNif || known.position < answer.position) latest.set(answer.documentId, answer);
  }
  const lastRecord = new Map<string, string>();
  for (const lookup of lookups) {
    const key = `${lookup.issuerNif}#${lookup.documentId}`;
    if ((lastRecord.get(key) ?? '') < lookup.position) lastRecord.set(key, lookup.position);
  }
  const unanswered = (answer: VerifactuAnswerItem) => (lastRecord.get(`${answer.issuerNif}#${answer.documentId}`) ?? '') > answer.position;
  return [...latest.values()].filter((answer) => !unanswered(answer)).map((answer) => ({ invoiceId: answer.documentId, state: answer.state, errorCode: answer.errorCode ?? null }));
};

export const invoiceVerification = async (photographerId: string, invoiceId: string): Promise<InvoiceVerification> => {
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  const content = contentOfItem(invoice);
  const [items, head] = await Promise.all([invoiceChainUpTo(photographerId, invoiceId, content), readChainHead(photographerId, issuerNifOf(content))]);
  const records = items.map(parseRecord);
  const checks = verifyChain(records);
  const ownItems = items.filter((item) => item.documentId === invoiceId);
  // What the AEAT answered for the invoice's records (issue 24 point 4).
  const [{ data: answers }, enabled] = await Promise.all([
    ownItems.length > 0
      ? db().entities.verifactuAnswer.get(ownItems.map(({ photographerId: owner, issuerNif, position }) => ({ photographerId: owner, issuerNif, position }))).go({ consistent: true })
      : Promise.resolve({ data: [] }),
    submissionEnabled(photographerId),
  ]);
  const answerOf = new Map(answers.map((answer) => [`${answer.issuerNif}#${answer.position}`, answer]));
  const own = items.flatMap((item, i) => {
    const record = records[i];
    const check = checks[i];
    if (item.documentId !== invoiceId || !record || !check) return [];
    // Read field by field: a record edited in the table may have lost any of them.
    const id = record.kind === 'alta'
      ? {
          issuerNif: recordText(() => record.IDFactura.IDEmisorFactura),
          invoiceNumber: recordText(() => record.IDFactura.NumSerieFactura),
          issueDate: recordText(() => record.IDFactura.FechaExpedicionFactura),
        }
      : {
          issuerNif: recordText(() => record.IDFactura.IDEmisorFacturaAnulada),
          invoiceNumber: recordText(() => record.IDFactura.NumSerieFacturaAnulada),
          issueDate: recordText(() => record.IDFactura.FechaExpedicionFacturaAnulada),
        };
    return [
      {
        kind: item.recordKind,
        position: Number(item.position),
        ...id,
        totalAmount: record.kind === 'alta' ? recordText(() => record.ImporteTotal) : null,
        vatAmount: record.kind === 'alta' ? recordText(() => record.CuotaTotal) : null,
        generatedAt: recordText(() => record.FechaHoraHusoGenRegistro),
        huella: recordText(() => record.Huella),
        previousHuella: recordText(() => previousHuellaOf(record)),
        expectedPreviousHuella: check.expectedPreviousHuella,
        recomputedHuella: check.recomputedHuella,
        huellaMatches: check.huellaMatches,
        previousMatches: check.previousMatches,
        totalsMatch: check.totalsMatch,
        chainVerified: check.chainVerified,
        subsanacion: record.kind === 'alta' && record.Subsanacion === 'S',
        rechazoPrevio: record.kind === 'alta' ? (record.RechazoPrevio ?? null) : null,
        recipient: record.kind === 'alta' ? recipientOfRecord(record) : null,
        submission: submissionOf(answerOf.get(`${item.issuerNif}#${item.position}`)),
      },
    ];
  });
  return { invoiceId, records: own, chainLength: head?.position ?? items.length, submissionEnabled: enabled, issuedWithoutVerifactu: invoice.verifactuSwitch === 'off' };
};

/** One of the invoice's records as the AEAT's XML, exactly from the stored record. */
export const invoiceRecordXmlLink = async (photographerId: string, invoiceId: string, kind: 'alta' | 'anulacion'): Promise<SignedFile> => {
  const invoice = await requireKind(photographerId, invoiceId, 'invoice');
  const item = await invoiceRecordItem(photographerId, invoiceId, contentOfItem(invoice), kind);
  if (!item) throw new DomainError('billing.record_not_found');
  const xml = recordXmlOrNull(parseRecord(item));
  if (xml === null) throw new DomainError('billing.record_damaged');
  const fileName = `verifactu-${kind}-${invoice.number.replace(/[^A-Za-z0-9-]+/g, '-')}.xml`;
  return storeSignedFile({
    key: billingRecordXmlKey(photographerId, invoiceId, kind),
    bytes: Buffer.from(xml, 'utf8'),
    contentType: 'application/xml; charset=utf-8',
    fileName,
  });
};
