// Sending one issuer's VERI*FACTU records to the AEAT, in chain order (issue 24 points 3 and
// 4). The issuer's cursor says which position goes next; the records from there (at most
// 1,000, the AEAT's limit) go in one RegFactuSistemaFacturacion message; each record's answer
// is stored beside it and the cursor moves past them with the wait the AEAT asked for
// (TiempoEsperaEnvio). The AEAT's service description ("Veri-Factu_Descripcion_SWeb") lets
// a system send before the wait is over when it has 1,000 records to send: a full message does
// not wait. Network failures, timeouts and 5xx send the same message again with backoff; no
// record is ever made here. If the answers were stored but the cursor did not move (a crash in
// between), the records go again and the AEAT answers them as duplicates: a duplicate takes the
// state the AEAT reports for the record it holds.
import { MAX_RECORDS_PER_SUBMISSION, submissionXml } from '@fotostudio/shared/verifactu/record-xml';
import type { VerifactuRecord } from '@fotostudio/shared/verifactu/record-fields';
import { db } from '../../data/database.js';
import { moveSubmissionCursor } from '../../data/stores/billing.js';
import type { SubmissionState, VerifactuAnswerItem, VerifactuSubmissionCursorItem } from '../../data/entities/verifactu-submission.js';
import type { VerifactuRecordItem } from '../../data/entities/billing.js';
import { verifactuConfig } from '../../lib/config.js';
import { logger } from '../../lib/logger.js';
import { altaRecordOf, chainRecords, parseRecord } from '../verifactu-records.js';
import { aeatEndpoint, AeatUnavailableError, postToAeat, soapEnvelope, type AeatAnswer, type AeatConnection, type AeatLine } from './aeat-client.js';
import { submissionCertificate } from './submission-certificate.js';

const POSITION_DIGITS = 10;
const padded = (position: number) => String(position).padStart(POSITION_DIGITS, '0');

export interface SubmissionClock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: SubmissionClock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface SubmitOptions {
  clock?: SubmissionClock;
  /** Sends a message; the AEAT over mutual TLS unless a test says otherwise. */
  send?: (envelope: string, connection: AeatConnection) => Promise<AeatAnswer>;
  /** Further tries of a message after a network failure or 5xx. @default 4 */
  retries?: number;
  /** The first backoff, doubled on each try. @default 2000 */
  backoffMs?: number;
  /** No answer within this time is a network failure. @default 60000 */
  timeoutMs?: number;
  /** No message starts whose wait would end after this time (what is left goes in a new queue message). */
  deadline?: Date;
}

/** The photographer has no valid certificate for the issuer: nothing is sent, the records stay `pendiente`. */
export class NoCertificateError extends Error {
  constructor(readonly photographerId: string, readonly issuerNif: string) {
    super(`no valid certificate to submit the VERI*FACTU records of ${issuerNif} with`);
    this.name = 'NoCertificateError';
  }
}

export interface SubmitOutcome {
  messages: number;
  records: number;
  /** Records are left to send (the deadline came first). */
  more: boolean;
}

/** Whether the photographer's records go to the AEAT (the item is absent until their switch writes it). */
export const submissionEnabled = async (photographerId: string): Promise<boolean> =>
  Boolean((await db().entities.verifactuSubmissionSwitch.get({ photographerId }).go({ consistent: true })).data);

/** Turns submission on for a photographer: from now on each new record is queued (the next step's switch calls it, and queues the backlog). */
export const turnSubmissionOn = async (photographerId: string, at: Date): Promise<void> => {
  await db().entities.verifactuSubmissionSwitch.put({ photographerId, since: at.toISOString() }).go();
};

const readCursor = async (photographerId: string, issuerNif: string): Promise<VerifactuSubmissionCursorItem | undefined> =>
  (await db().entities.verifactuSubmissionCursor.get({ photographerId, issuerNif }).go({ consistent: true })).data ?? undefined;

const nextRecords = async (photographerId: string, issuerNif: string, from: number): Promise<VerifactuRecordItem[]> => {
  const items: VerifactuRecordItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: VerifactuRecordItem[]; cursor: string | null } = await db()
      .entities.verifactuRecord.query.byChain({ photographerId, issuerNif })
      .between({ position: padded(from) }, { position: padded(from + MAX_RECORDS_PER_SUBMISSION - 1) })
      .go({ cursor, consistent: true });
    items.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  return items;
};

/** The name the header gives the issuer: an alta record's NombreRazonEmisor (a cancellation carries none: its invoice's alta). */
const issuerNameOf = async (photographerId: string, issuerNif: string, batch: { item: VerifactuRecordItem; record: VerifactuRecord }[]): Promise<string> => {
  const alta = batch.find(({ record }) => record.kind === 'alta')?.record;
  if (alta?.kind === 'alta') return alta.NombreRazonEmisor;
  const first = batch[0];
  const annulled = first ? await altaRecordOf(photographerId, first.item.documentId, { issuer: { taxId: issuerNif } }) : undefined;
  if (!annulled) throw new Error(`no name for issuer ${issuerNif}`);
  return annulled.NombreRazonEmisor;
};

const lineKey = (id: { IDEmisorFactura: string; NumSerieFactura: string; FechaExpedicionFactura: string }, operation: 'Alta' | 'Anulacion') =>
  `${operation}|${id.IDEmisorFactura}|${id.NumSerieFactura}|${id.FechaExpedicionFactura}`;

const recordKey = (record: VerifactuRecord): string =>
  record.kind === 'alta'
    ? lineKey(record.IDFactura, 'Alta')
    : lineKey(
        {
          IDEmisorFactura: record.IDFactura.IDEmisorFacturaAnulada,
          NumSerieFactura: record.IDFactura.NumSerieFacturaAnulada,
          FechaExpedicionFactura: record.IDFactura.FechaExpedicionFacturaAnulada,
        },
        'Anulacion',
      );

/** The AEAT's RegistroDuplicado states (EstadoRegistroSFType) as a record's state. */
const DUPLICATE_STATES: Record<string, SubmissionState> = { Correcta: 'Correcto', AceptadaConErrores: 'AceptadoConErrores', Anulada: 'Correcto' };

/** What is stored for a record from its answer line; a duplicate takes the state the AEAT holds for it. */
export const answerOf = (line: AeatLine): Pick<VerifactuAnswerItem, 'state' | 'errorCode' | 'errorText' | 'duplicateOf'> => {
  const held = line.duplicate ? DUPLICATE_STATES[line.duplicate.state] : undefined;
  if (line.duplicate && held) {
    return {
      state: held,
      duplicateOf: line.duplicate.state,
      ...(line.duplicate.errorCode !== undefined ? { errorCode: line.duplicate.errorCode } : {}),
      ...(line.duplicate.errorText ? { errorText: line.duplicate.errorText } : {}),
    };
  }
  return { state: line.state, ...(line.errorCode !== undefined ? { errorCode: line.errorCode } : {}), ...(line.errorText ? { errorText: line.errorText } : {}) };
};

const sendWithRetries = async (envelope: string, connection: AeatConnection, options: Required<Pick<SubmitOptions, 'retries' | 'backoffMs'>> & { clock: SubmissionClock; send: NonNullable<SubmitOptions['send']> }) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await options.send(envelope, connection);
    } catch (error) {
      if (!(error instanceof AeatUnavailableError) || attempt >= options.retries) throw error;
      const backoff = options.backoffMs * 2 ** attempt;
      logger.warn('verifactu: the AEAT did not answer; the same message goes again', { attempt: attempt + 1, backoffMs: backoff, error: error.message });
      await options.clock.sleep(backoff);
    }
  }
};

/**
 * Sends what is pending of one issuer's chain, message after message, in chain order. Whether
 * the photographer's submission is on is the caller's check (the queue's worker and the
 * stream reaction that queues an issuer).
 */
export const submitPending = async (photographerId: string, issuerNif: string, options: SubmitOptions = {}): Promise<SubmitOutcome> => {
  const clock = options.clock ?? systemClock;
  const outcome: SubmitOutcome = { messages: 0, records: 0, more: false };
  const certificate = await submissionCertificate(photographerId, issuerNif, clock.now());
  if (!certificate) throw new NoCertificateError(photographerId, issuerNif);
  const { VERIFACTU_AEAT_CA_PEM } = verifactuConfig();
  const connection: AeatConnection = { endpoint: aeatEndpoint(verifactuConfig()), certificate, ...(VERIFACTU_AEAT_CA_PEM ? { ca: VERIFACTU_AEAT_CA_PEM } : {}), timeoutMs: options.timeoutMs ?? 60_000 };
  const send = options.send ?? postToAeat;
  for (;;) {
    const cursor = await readCursor(photographerId, issuerNif);
    const from = cursor?.nextPosition ?? 1;
    const items = await nextRecords(photographerId, issuerNif, from);
    if (items.length === 0) return outcome;
    const full = items.length === MAX_RECORDS_PER_SUBMISSION;
    const waitMs = cursor ? Date.parse(cursor.notBefore) - clock.now().getTime() : 0;
    if (!full && waitMs > 0) {
      if (options.deadline && clock.now().getTime() + waitMs > options.deadline.getTime()) return { ...outcome, more: true };
      await clock.sleep(waitMs);
    }
    const batch = items.map((item) => ({ item, record: parseRecord(item) }));
    const document = submissionXml({ nif: issuerNif, name: await issuerNameOf(photographerId, issuerNif, batch) }, batch.map(({ record }) => record));
    const answer = await sendWithRetries(soapEnvelope(document), connection, { retries: options.retries ?? 4, backoffMs: options.backoffMs ?? 2_000, clock, send });
    const answeredAt = clock.now();
    const lines = new Map(answer.lines.map((line) => [lineKey(line, line.TipoOperacion), line]));
    const answers = batch.flatMap(({ item, record }) => {
      const line = lines.get(recordKey(record));
      if (!line) {
        logger.error('verifactu: the AEAT answered no line for a record', { issuerNif, position: item.position });
        return [];
      }
      const stored = answerOf(line);
      return [
        {
          photographerId,
          issuerNif,
          position: item.position,
          documentId: item.documentId,
          ...stored,
          // The message's CSV proves the records it accepted.
          ...(answer.csv && stored.state !== 'Incorrecto' && !stored.duplicateOf ? { csv: answer.csv } : {}),
          answeredAt: answeredAt.toISOString(),
        },
      ];
    });
    if (answers.length > 0) await db().entities.verifactuAnswer.put(answers).go();
    const last = Number(items[items.length - 1]?.position ?? from);
    const notBefore = new Date(answeredAt.getTime() + answer.waitSeconds * 1000).toISOString();
    await moveSubmissionCursor(photographerId, issuerNif, cursor?.nextPosition, last + 1, notBefore);
    outcome.messages += 1;
    outcome.records += items.length;
  }
};

/** One issuer's records with their answers, oldest first: `pendiente` where the AEAT has not answered. */
export const submissionStates = async (photographerId: string, issuerNif: string): Promise<{ position: string; documentId: string; state: SubmissionState | 'pendiente'; answer?: VerifactuAnswerItem }[]> => {
  const answers = new Map<string, VerifactuAnswerItem>();
  let cursor: string | null = null;
  do {
    const page: { data: VerifactuAnswerItem[]; cursor: string | null } = await db().entities.verifactuAnswer.query.byChain({ photographerId, issuerNif }).go({ cursor, consistent: true });
    for (const answer of page.data) answers.set(answer.position, answer);
    cursor = page.cursor;
  } while (cursor);
  return (await chainRecords(photographerId, issuerNif)).map((item) => {
    const answer = answers.get(item.position);
    return { position: item.position, documentId: item.documentId, state: answer?.state ?? 'pendiente', ...(answer ? { answer } : {}) };
  });
};
