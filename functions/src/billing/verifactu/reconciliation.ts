// What the product says of its VERI*FACTU records, and whether the AEAT agrees (issue 24
// point 5), for `npm run verifactu -- status | reconcile` (infra/operator/verifactu.ts).
//
// Status: every record of every chain (or one photographer's), in chain order, with the
// AEAT's answer stored for it (submissionStates) or `pendiente`.
//
// Reconciliation: for each issuer whose records go to the AEAT (switch on, or answers stored),
// the AEAT is asked what it holds (ConsultaFactuSistemaFacturacion, aeat-consulta.ts) for
// every month from the issuer's first record to now, with the photographer's certificate,
// and each invoice (issuer, number, date) is compared:
// - `missing-at-aeat`: a record of ours the AEAT accepted (Correcto, AceptadoConErrores) that
//   it does not hold;
// - `unknown-to-us`: the AEAT holds an invoice of the issuer we have no record of;
// - `state-differs`: the AEAT's EstadoRegistro is not the one our latest accepted record says
//   (an alta: its answer; a cancellation: Anulado), or it holds an invoice whose records we
//   have only as `pendiente` or `Incorrecto`;
// - `huella-differs`: the states agree but the AEAT's Huella is not our latest accepted
//   record's (nor, for a cancelled invoice, the alta's it cancelled).
// Nothing is written: the operator reads the differences and acts (docs/deploy.md).
import type { RecordInvoiceId, VerifactuRecord } from '@fotostudio/shared/verifactu/record-fields';
import { periodOf } from '@fotostudio/shared/verifactu/consulta-xml';
import { db } from '../../data/database.js';
import type { VerifactuChainHeadItem } from '../../data/entities/billing.js';
import type { SubmissionState, VerifactuAnswerItem } from '../../data/entities/verifactu-submission.js';
import { verifactuConfig } from '../../lib/config.js';
import { chainRecords, parseRecord } from '../verifactu-records.js';
import { aeatEndpoint, type AeatConnection } from './aeat-client.js';
import { consultAeat, heldInPeriod, type ConsultaSend, type HeldRecord, type HeldState } from './aeat-consulta.js';
import { submissionCertificate } from './submission-certificate.js';
import { submissionEnabled, submissionStates } from './submit-records.js';

export type RecordStatus = SubmissionState | 'pendiente';

export interface StatusRow extends RecordInvoiceId {
  photographerId: string;
  position: string;
  kind: VerifactuRecord['kind'];
  state: RecordStatus;
}

interface OurRecord extends StatusRow {
  huella: string;
  answer?: VerifactuAnswerItem;
}

const invoiceIdOf = (record: VerifactuRecord): RecordInvoiceId =>
  record.kind === 'alta'
    ? record.IDFactura
    : {
        IDEmisorFactura: record.IDFactura.IDEmisorFacturaAnulada,
        NumSerieFactura: record.IDFactura.NumSerieFacturaAnulada,
        FechaExpedicionFactura: record.IDFactura.FechaExpedicionFacturaAnulada,
      };

const keyOf = (id: RecordInvoiceId) => `${id.IDEmisorFactura}|${id.NumSerieFactura}|${id.FechaExpedicionFactura}`;

/** The chains (photographer, issuer NIF), one photographer's or every one, in a stable order. */
const chainsOf = async (photographerId: string | undefined): Promise<Pick<VerifactuChainHeadItem, 'photographerId' | 'issuerNif'>[]> => {
  const { data } = photographerId
    ? await db().entities.verifactuChainHead.query.byIssuer({ photographerId }).go({ pages: 'all', consistent: true, attributes: ['photographerId', 'issuerNif'] })
    : await db().entities.verifactuChainHead.scan.go({ pages: 'all', attributes: ['photographerId', 'issuerNif'] });
  return data.sort((a, b) => a.photographerId.localeCompare(b.photographerId) || a.issuerNif.localeCompare(b.issuerNif));
};

const ourRecords = async (photographerId: string, issuerNif: string): Promise<{ records: OurRecord[]; names: string[] }> => {
  const [items, states] = await Promise.all([chainRecords(photographerId, issuerNif), submissionStates(photographerId, issuerNif)]);
  const byPosition = new Map(states.map((state) => [state.position, state]));
  const names: string[] = [];
  const records = items.map((item): OurRecord => {
    const record = parseRecord(item);
    if (record.kind === 'alta') names.push(record.NombreRazonEmisor);
    const stored = byPosition.get(item.position);
    return {
      photographerId,
      position: item.position,
      kind: record.kind,
      ...invoiceIdOf(record),
      state: stored?.state ?? 'pendiente',
      huella: record.Huella,
      ...(stored?.answer ? { answer: stored.answer } : {}),
    };
  });
  return { records, names };
};

/** Every record of the chains (one photographer's, or all), chain after chain, oldest first. */
export const verifactuStatus = async (options: { photographerId?: string } = {}): Promise<StatusRow[]> => {
  const rows: StatusRow[] = [];
  for (const chain of await chainsOf(options.photographerId)) {
    const { records } = await ourRecords(chain.photographerId, chain.issuerNif);
    rows.push(...records.map(({ photographerId, position, kind, IDEmisorFactura, NumSerieFactura, FechaExpedicionFactura, state }) => ({ photographerId, position, kind, IDEmisorFactura, NumSerieFactura, FechaExpedicionFactura, state })));
  }
  return rows;
};

export const DIFFERENCE_KINDS = ['missing-at-aeat', 'unknown-to-us', 'state-differs', 'huella-differs'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export interface Difference extends RecordInvoiceId {
  kind: DifferenceKind;
  /** What we say (a state, or a Huella for `huella-differs`). */
  ours?: string;
  /** What the AEAT holds. */
  aeat?: string;
}

export type IssuerReconciliation =
  | { photographerId: string; issuerNif: string; checked: true; periods: number; held: number; differences: Difference[] }
  | { photographerId: string; issuerNif: string; checked: false; reason: string };

/** RegistroDuplicado's states (EstadoRegistroSFType) as the consultation writes them (EstadoRegistroType). */
const HELD_OF_DUPLICATE: Record<string, HeldState> = { Correcta: 'Correcto', AceptadaConErrores: 'AceptadoConErrores', Anulada: 'Anulado' };

const accepted = (record: OurRecord) => record.state === 'Correcto' || record.state === 'AceptadoConErrores';

/** The state the AEAT should hold after our accepted record. */
const expectedState = (record: OurRecord): HeldState => {
  if (record.kind === 'anulacion') return 'Anulado';
  const duplicate = record.answer?.duplicateOf ? HELD_OF_DUPLICATE[record.answer.duplicateOf] : undefined;
  return duplicate ?? (record.state === 'AceptadoConErrores' ? 'AceptadoConErrores' : 'Correcto');
};

/** The differences between our records and what the AEAT holds, ours in chain order first, then the AEAT's unknown ones. */
export const compareRecords = (ours: readonly OurRecord[], held: readonly HeldRecord[]): Difference[] => {
  const heldByKey = new Map(held.map((record) => [keyOf(record), record]));
  const oursByKey = new Map<string, OurRecord[]>();
  for (const record of ours) oursByKey.set(keyOf(record), [...(oursByKey.get(keyOf(record)) ?? []), record]);
  const differences: Difference[] = [];
  for (const [key, records] of oursByKey) {
    const first = records[0];
    if (!first) continue;
    const id = { IDEmisorFactura: first.IDEmisorFactura, NumSerieFactura: first.NumSerieFactura, FechaExpedicionFactura: first.FechaExpedicionFactura };
    const theirs = heldByKey.get(key);
    const last = [...records].reverse().find(accepted);
    if (!theirs) {
      if (last) differences.push({ ...id, kind: 'missing-at-aeat', ours: expectedState(last) });
      continue;
    }
    if (!last) {
      differences.push({ ...id, kind: 'state-differs', ours: records[records.length - 1]?.state ?? 'pendiente', aeat: theirs.state });
      continue;
    }
    const expected = expectedState(last);
    if (expected !== theirs.state) {
      differences.push({ ...id, kind: 'state-differs', ours: expected, aeat: theirs.state });
      continue;
    }
    // A cancelled invoice: the AEAT may show the cancellation's Huella or the alta's it cancelled.
    const huellas = new Set([last.huella, ...(last.kind === 'anulacion' ? records.filter((record) => record.kind === 'alta' && accepted(record)).map((record) => record.huella) : [])]);
    if (!theirs.huella || !huellas.has(theirs.huella)) differences.push({ ...id, kind: 'huella-differs', ours: last.huella, ...(theirs.huella ? { aeat: theirs.huella } : {}) });
  }
  for (const [key, theirs] of heldByKey) {
    if (!oursByKey.has(key)) differences.push({ IDEmisorFactura: theirs.IDEmisorFactura, NumSerieFactura: theirs.NumSerieFactura, FechaExpedicionFactura: theirs.FechaExpedicionFactura, kind: 'unknown-to-us', aeat: theirs.state });
  }
  return differences;
};

/** The months (Ejercicio, Periodo) from the first record's to the later of the last record's and now's. */
const periodsOf = (records: readonly OurRecord[], now: Date): { ejercicio: string; periodo: string }[] => {
  const months = records.map((record) => periodOf(record.FechaExpedicionFactura)).map(({ ejercicio, periodo }) => Number(ejercicio) * 12 + Number(periodo) - 1);
  if (months.length === 0) return [];
  const from = Math.min(...months);
  const to = Math.max(...months, now.getUTCFullYear() * 12 + now.getUTCMonth());
  return Array.from({ length: to - from + 1 }, (_, index) => ({ ejercicio: String(Math.floor((from + index) / 12)), periodo: String(((from + index) % 12) + 1).padStart(2, '0') }));
};

export interface ReconcileOptions {
  photographerId?: string;
  now?: Date;
  /** Sends a consultation; the AEAT over mutual TLS unless a test says otherwise. */
  send?: ConsultaSend;
  /** No answer within this time is a network failure. @default 60000 */
  timeoutMs?: number;
}

/** One issuer's records against what the AEAT holds. */
export const reconcileIssuer = async (photographerId: string, issuerNif: string, options: ReconcileOptions = {}): Promise<IssuerReconciliation> => {
  const now = options.now ?? new Date();
  const certificate = await submissionCertificate(photographerId, issuerNif, now);
  if (!certificate) return { photographerId, issuerNif, checked: false, reason: 'no valid certificate for this NIF: the AEAT cannot be asked' };
  const { records, names } = await ourRecords(photographerId, issuerNif);
  const name = names[names.length - 1];
  if (!name) return { photographerId, issuerNif, checked: true, periods: 0, held: 0, differences: [] };
  const { VERIFACTU_AEAT_CA_PEM } = verifactuConfig();
  const connection: AeatConnection = { endpoint: aeatEndpoint(verifactuConfig()), certificate, ...(VERIFACTU_AEAT_CA_PEM ? { ca: VERIFACTU_AEAT_CA_PEM } : {}), timeoutMs: options.timeoutMs ?? 60_000 };
  const periods = periodsOf(records, now);
  const held: HeldRecord[] = [];
  for (const period of periods) held.push(...(await heldInPeriod({ issuer: { nif: issuerNif, name }, ...period }, connection, options.send ?? consultAeat)));
  return { photographerId, issuerNif, checked: true, periods: periods.length, held: held.length, differences: compareRecords(records, held) };
};

/** Every issuer whose records go to the AEAT (one photographer's, or all) against what the AEAT holds. */
export const reconcile = async (options: ReconcileOptions = {}): Promise<IssuerReconciliation[]> => {
  const results: IssuerReconciliation[] = [];
  for (const chain of await chainsOf(options.photographerId)) {
    const answered = (await db().entities.verifactuAnswer.query.byChain({ photographerId: chain.photographerId, issuerNif: chain.issuerNif }).go({ limit: 1 })).data.length > 0;
    if (!answered && !(await submissionEnabled(chain.photographerId))) continue;
    results.push(await reconcileIssuer(chain.photographerId, chain.issuerNif, options));
  }
  return results;
};
