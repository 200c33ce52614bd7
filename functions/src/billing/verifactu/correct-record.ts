// "Corregir y reenviar" (issue 24 point 4): the correction of an invoice's latest registration
// record that the AEAT refused (Incorrecto) or accepted with errors (AceptadoConErrores). It is
// a new record of the SAME invoice, chained after the issuer's latest record (so the queue
// sends it like any other, `pendiente` until answered), with Subsanacion 'S' and the
// RechazoPrevio the AEAT's rules give (shared/src/verifactu/correction.ts). What may change is
// the recipient's data the record names (the most common refusal: a NIF not in the census or a
// name that does not match it); the invoice's number, date, type, description and amounts are
// copied from the corrected record, and the invoice item is not touched (an issued invoice
// never changes: its stored PDF stays as issued; docs/billing.md).
import type { CorrectRecordBody } from '@fotostudio/shared/contracts/billing/verifactu-correction';
import type { InvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { correctionFlags } from '@fotostudio/shared/verifactu/correction';
import { recordTimeZoneOf } from '@fotostudio/shared/tax/indirect-tax';
import type { Destinatario } from '@fotostudio/shared/verifactu/record-fields';
import { TRY_AGAIN, retryLostRaces } from '../../data/conflict-retry.js';
import { db, transact } from '../../data/database.js';
import { DomainError } from '../../lib/errors.js';
import { contentOfItem } from '../document-content.js';
import { requireKind } from '../documents.js';
import { invoiceVerification } from '../invoice-verification.js';
import { correctionRecordItems, invoiceChainUpTo, lookupsOf, parseRecord, readChainHead, recipientOf } from '../verifactu-records.js';

// A correction competes for the chain head with every invoice its issuer issues (as a cancellation).
const CORRECTION_ATTEMPTS = 200;
const CORRECTION_PAUSES = { baseMs: 50, maxMs: 2_000 };

const HELD_STATES: readonly string[] = ['Correcto', 'AceptadoConErrores'];

const correctedRecipients = (recipient: CorrectRecordBody['recipient']): Destinatario[] | undefined =>
  recipient
    ? [
        recipientOf({
          name: recipient.name.trim(),
          taxId: recipient.taxId,
          taxIdType: recipient.taxId.trim() ? 'NIF' : 'none',
          idType: recipient.idType,
          countryCode: recipient.countryCode ?? null,
        }),
      ]
    : undefined;

/** Makes the correction record of the invoice's latest registration record; answers the Verification tab as it is then. */
export const correctInvoiceRecord = async (photographerId: string, invoiceId: string, body: CorrectRecordBody): Promise<InvoiceVerification> => {
  await retryLostRaces(
    async () => {
      const invoice = await requireKind(photographerId, invoiceId, 'invoice');
      const content = contentOfItem(invoice);
      const own = (await invoiceChainUpTo(photographerId, invoiceId, content)).filter((item) => item.documentId === invoiceId);
      if (invoice.status === 'cancelled' || own.some((item) => item.recordKind === 'anulacion')) throw new DomainError('billing.verifactu_correction_cancelled');
      const altas = own.filter((item) => item.recordKind === 'alta');
      const latest = altas[altas.length - 1];
      if (!latest) throw new DomainError('billing.record_not_found');
      const { data: answers } = await db()
        .entities.verifactuAnswer.get(altas.map(({ issuerNif, position }) => ({ photographerId, issuerNif, position })))
        .go({ consistent: true });
      const stateOf = (position: string) => answers.find((answer) => answer.issuerNif === latest.issuerNif && answer.position === position)?.state ?? 'pendiente';
      const flags = correctionFlags(stateOf(latest.position), altas.some((item) => HELD_STATES.includes(stateOf(item.position))));
      if (!flags.ok) throw new DomainError(flags.reason === 'Correcto' ? 'billing.verifactu_correction_not_needed' : 'billing.verifactu_correction_pending');
      const record = parseRecord(latest);
      if (record.kind !== 'alta') throw new DomainError('billing.record_damaged');
      if (body.recipient && !record.Destinatarios) throw new DomainError('billing.verifactu_correction_no_recipient');
      const lookup = (await lookupsOf(photographerId, invoiceId)).find((item) => item.recordKind === 'alta');
      // Read after the chain: a correction committed in between moved it past the record decided
      // on above. The transaction holds the lookup where read, so the decision holds only if they agree.
      if (lookup && lookup.position !== latest.position) return TRY_AGAIN;
      const head = await readChainHead(photographerId, latest.issuerNif);
      let items;
      try {
        const recipients = correctedRecipients(body.recipient);
        items = correctionRecordItems(photographerId, { item: latest, record, lookupAt: lookup?.position ?? null }, head, {
          ...(recipients ? { recipients } : {}),
          rechazoPrevio: flags.rechazoPrevio,
          timeZone: recordTimeZoneOf(content.issuer.taxTerritory),
        });
      } catch (error) {
        // The record's own checks (buildCorrectionAlta): a name or identifier a record cannot carry.
        if (error instanceof RangeError) throw new DomainError('billing.verifactu_correction_recipient_invalid', { cause: error });
        throw error;
      }
      const outcome = await transact(items);
      // Another record took the head, or another correction moved the lookup: read everything again.
      return outcome.committed ? true : TRY_AGAIN;
    },
    'general.changed_meanwhile',
    CORRECTION_ATTEMPTS,
    CORRECTION_PAUSES,
  );
  return invoiceVerification(photographerId, invoiceId);
};
