// Issuing an invoice: one atomic event. Everything the request can get wrong is checked
// before the transaction, so a refused request takes no number. The transaction puts the
// invoice, moves its series' counter on from the value read (condition), and creates the
// number's key item (condition: not there yet); a lost race reads the counter again. The
// VERI*FACTU record and chain-head items (verifactu-records.ts) join the same item list.
import type { ConvertQuoteInput, InvoiceValues } from '@fotostudio/shared/contracts/billing/document-input';
import type { InvoiceType } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { RectificationMethod } from '@fotostudio/shared/billing/invoice-types';
import { clientProblems } from '@fotostudio/shared/billing/client-rules';
import { locationProblems } from '@fotostudio/shared/billing/client-id';
import { issueDateProblems } from '@fotostudio/shared/billing/date-rules';
import { recordedInvoiceType } from '@fotostudio/shared/billing/simplified-rules';
import { tradeTaxProblems, type TradeDocument } from '@fotostudio/shared/billing/trade-tax-rules';
import { checkTaxId } from '@fotostudio/shared/tax/tax-id';
import { recordInvoiceId } from '@fotostudio/shared/verifactu/record-fields';
import { randomUUID } from 'node:crypto';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, transact } from '../data/database.js';
import type { BillingDocumentItem, BillingSettingsItem, NumberingCounterItem, VerifactuChainHeadItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';
import { addDays, daysBetween, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { counterKeyOf, latestInvoiceIssueDate, numberOf, readCounter, type SeriesAt } from './counters.js';
import { contentOf, issuerSnapshotOf, requireIssuerTax, newDocumentLanguage, summaryAttributesOf, contentOfItem, type DocumentContent } from './document-content.js';
import { requireDocumentItem, requireKind } from './documents.js';
import { storeRightAfter } from './issued-pdf.js';
import { shareInvoiceLink } from './invoice-link.js';
import { logger } from '../lib/logger.js';
import { requireCompleteSettings, seriesOfType } from './settings.js';
import { refusedAmong, type PutParams, type TransactItem } from '../data/transaction.js';
import { markDepositInvoiced, markQuoteConverted, markSelectionAdvanceInvoiced, submissionSwitchAsRead, submissionSwitchSince, takeInvoiceNumber } from '../data/stores/billing.js';
import { altaRecordItems, issuerNifOf, readChainHead, type RecordKind } from './verifactu-records.js';
import { requireSwitchWhenCompulsory } from './verifactu/obligation.js';
import { withDepositDeducted } from './deposit-deduction.js';

/**
 * Writers of one series retry until each has its number: each round one of them wins, so
 * 50 at once need 50 rounds; their pauses start wider than other writers' and spread over
 * up to two seconds, so that most attempts find the counter as they read it instead of piling up.
 */
const ISSUE_ATTEMPTS = 200;
const ISSUE_PAUSES = { baseMs: 50, maxMs: 2_000 };

export interface InvoiceToIssue {
  content: DocumentContent;
  series: string;
  issueDate: string;
  dueDate: string;
  internalNotes?: string | undefined;
  originalQuote?: Pick<BillingDocumentItem, 'documentId' | 'number'>;
  invoiceType: InvoiceType;
  /** A rectifying invoice's original (as read), method and reason. */
  rectification?: { original: BillingDocumentItem; method: RectificationMethod; reason: string };
  /** An F3's simplified invoices (as read), which it replaces. */
  substitutes?: BillingDocumentItem[];
  /** The record's DescripcionOperacion when the content has no description or session title. */
  fallbackDescription?: string;
  /** A deposit's invoice (issue 25 point 3): the quote whose advance payment it invoices. */
  advanceOf?: { quoteId: string; quoteNumber: string };
}

/** By substitution, the original's base and VAT, kept on the rectifying invoice for its PDF (art. 15 RD 1619/2012). */
const rectifiedAmountsOf = (original: BillingDocumentItem): { originalBaseCents: number; originalVatCents: number } => {
  const { totals } = contentOfItem(original);
  return { originalBaseCents: totals.baseCents, originalVatCents: totals.vatCents };
};

/** The TipoFactura the record gets when it is not the invoice's own: a qualified simplified invoice (art. 7.2) is recorded as F1. */
const recordedTypeOf = (invoice: InvoiceToIssue): InvoiceType | undefined => {
  if (invoice.rectification || invoice.substitutes) return undefined;
  const recorded = recordedInvoiceType(invoice.invoiceType, invoice.content.client);
  return recorded === invoice.invoiceType ? undefined : recorded;
};

export interface IssueTransaction {
  items: TransactItem[];
  invoice: BillingDocumentItem;
  /** How many of `items` are the issue's own (the rest were appended by the caller). */
  ownItems: number;
}

/**
 * An invoice just issued with its public page's link (the link its PDF prints as a short URL).
 * A failure is logged, not thrown (the invoice is issued): its PDF then prints no link, and the
 * link is made when first shared or mailed.
 */
const withPublicLink = async (issued: BillingDocumentItem): Promise<BillingDocumentItem> => {
  try {
    await shareInvoiceLink(issued.photographerId, issued.documentId, undefined);
    return await requireDocumentItem(issued.photographerId, issued.documentId);
  } catch (error) {
    logger.error('billing: the invoice was issued without its public link; its PDF prints none', { error, documentId: issued.documentId });
    return issued;
  }
};

/**
 * The items that issue `invoice` with sequence `sequence` of the counter as read (`counter`
 * undefined: its first number). The three conditions make the number unique and gapless.
 * `switchSince` is the VERI*FACTU switch as read (undefined: off): the invoice records it, and a
 * fourth condition checks it did not turn meanwhile, so its PDF matches the switch it was issued under.
 */
export const issueInvoiceTransaction = (
  photographerId: string,
  invoice: InvoiceToIssue,
  at: SeriesAt,
  counter: NumberingCounterItem | undefined,
  switchSince?: string,
): IssueTransaction => {
  const counterKey = counterKeyOf(at);
  const sequence = counter?.next ?? 1;
  const number = numberOf(at, sequence);
  const documentId = randomUUID();
  const now = new Date().toISOString();
  const item = {
    photographerId,
    documentId,
    kind: 'invoice' as const,
    number,
    series: at.series,
    sequence,
    status: 'draft' as const,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    ...summaryAttributesOf(invoice.content),
    internalNotes: invoice.internalNotes || undefined,
    originalQuoteId: invoice.originalQuote?.documentId,
    originalQuoteNumber: invoice.originalQuote?.number,
    invoiceType: invoice.invoiceType,
    recordedType: recordedTypeOf(invoice),
    verifactuSwitch: switchSince === undefined ? ('off' as const) : ('on' as const),
    rectification: invoice.rectification && {
      originalId: invoice.rectification.original.documentId,
      originalNumber: invoice.rectification.original.number,
      originalIssueDate: invoice.rectification.original.issueDate,
      method: invoice.rectification.method,
      reason: invoice.rectification.reason,
      ...(invoice.rectification.method === 'S' ? rectifiedAmountsOf(invoice.rectification.original) : {}),
    },
    substitutes: invoice.substitutes?.map((original) => ({ documentId: original.documentId, number: original.number, issueDate: original.issueDate })),
    advanceOf: invoice.advanceOf,
    createdAt: now,
    updatedAt: now,
  };
  const counterMove = takeInvoiceNumber(photographerId, counterKey, counter, sequence, invoice.issueDate);
  const items: TransactItem[] = [
    { Put: db().entities.billingDocument.create(item).params<PutParams>() },
    counterMove,
    { Put: db().entities.invoiceNumberKey.create({ photographerId, number, documentId }).params<PutParams>() },
    submissionSwitchAsRead(photographerId, switchSince),
  ];
  return { items, invoice: item as BillingDocumentItem, ownItems: items.length };
};

const numberTaken = async (photographerId: string, number: string): Promise<boolean> =>
  Boolean((await db().entities.invoiceNumberKey.get({ photographerId, number }).go({ consistent: true })).data);

/** Refuses what would break numbering before anything is written. */
const checkNumbering = async (
  photographerId: string,
  at: SeriesAt,
  counter: NumberingCounterItem | undefined,
  requestedNumber: string | undefined,
): Promise<void> => {
  const expected = numberOf(at, counter?.next ?? 1);
  if (requestedNumber && requestedNumber !== expected) {
    throw new DomainError((await numberTaken(photographerId, requestedNumber)) ? 'billing.number_taken' : 'billing.number_not_next');
  }
};

/**
 * Refuses an issue date in the future (by `now` in Madrid), before 28-10-2024, or before the
 * issuer's latest issued invoice in any series (issue 22 point 5), on the `issueDate` field.
 * The latest date is the issuer's chain head's, which every issue moves in its transaction on
 * the condition that the head is still at the position read: two issues at once in different
 * series cannot both pass on a stale read, one loses, reads again and is checked against the
 * other's date. A head from before it has none: the invoice counters (all series) tell then.
 */
const checkIssueDate = async (photographerId: string, issueDate: string, head: VerifactuChainHeadItem | undefined, now: Date): Promise<void> => {
  const latestIssued = head?.lastIssueDate ?? (await latestInvoiceIssueDate(photographerId));
  const [problem] = issueDateProblems(issueDate, { today: todayInMadrid(now), latestIssued });
  if (problem) throw new DomainError(problem.code, { issues: [{ path: problem.path.join('.'), message: problem.message }] });
};

/**
 * The operation date an invoice stores (issue 22 point 5): the one asked for, else its
 * session's date; null when that is the issue date itself (no FechaOperacion then). Always
 * written on a new invoice, so an absent one tells an invoice issued before the field.
 */
export const withOperationDate = (content: DocumentContent, asked: string | null | undefined, issueDate: string): DocumentContent => {
  const operationDate = asked ?? content.session.date;
  return { ...content, operationDate: operationDate && operationDate !== issueDate ? operationDate : null };
};

/**
 * The record's TipoFactura and, for a rectifying invoice, FacturasRectificadas (the
 * original's issuer NIF, number and date) and, by substitution, the original's base and VAT.
 */
const recordKindOf = (invoice: InvoiceToIssue): RecordKind => {
  const { rectification } = invoice;
  if (invoice.substitutes) {
    return {
      type: invoice.invoiceType,
      substitutedInvoices: invoice.substitutes.map((original) => recordInvoiceId(issuerNifOf(contentOfItem(original)), original.number, original.issueDate)),
      ...(invoice.fallbackDescription ? { fallbackDescription: invoice.fallbackDescription } : {}),
    };
  }
  // A qualified simplified invoice (art. 7.2) is recorded as F1, naming its recipient.
  if (!rectification) {
    const recorded = recordedTypeOf(invoice);
    return recorded ? { type: recorded, qualifiedSimplified: true } : { type: invoice.invoiceType };
  }
  const { original, method, reason } = rectification;
  const originalContent = contentOfItem(original);
  return {
    type: invoice.invoiceType,
    fallbackDescription: reason,
    rectification: {
      kind: method === 'S' ? 'substitution' : 'differences',
      invoices: [recordInvoiceId(issuerNifOf(originalContent), original.number, original.issueDate)],
      ...(method === 'S' ? { rectified: { baseCents: originalContent.totals.baseCents, vatCents: originalContent.totals.vatCents } } : {}),
    },
  };
};

/**
 * Issues an invoice with the next number of its series and its VERI*FACTU registration
 * record (chained after the issuer's head as read: a moved head is a lost race), then stores
 * its PDF once. `extra` adds items to the same
 * transaction (a conversion marks its quote); `extraRefused` explains a failed condition
 * among them (it may read what the other request changed).
 */
export const issueNumbered = (
  photographerId: string,
  settings: BillingSettingsItem,
  invoice: InvoiceToIssue & { requestedNumber?: string | undefined; now?: Date | undefined },
  extra: (invoice: BillingDocumentItem) => TransactItem[] = () => [],
  extraRefused: () => DomainError | Promise<DomainError> = () => new DomainError('general.changed_meanwhile'),
): Promise<BillingDocumentItem> => {
  const now = invoice.now ?? new Date();
  requireIssuerTax(invoice.content, settings, true);
  const at: SeriesAt = { format: settings.numberingFormat, series: invoice.series, issueDate: invoice.issueDate };
  return retryLostRaces(
    async () => {
      const [counter, head, switchSince] = await Promise.all([
        readCounter(photographerId, 'invoice', counterKeyOf(at)),
        readChainHead(photographerId, issuerNifOf(invoice.content)),
        submissionSwitchSince(photographerId),
      ]);
      await checkNumbering(photographerId, at, counter, invoice.requestedNumber);
      await checkIssueDate(photographerId, invoice.issueDate, head, now);
      // From the issuer's obligation date, only with the switch on (issue 24 point 1).
      requireSwitchWhenCompulsory(settings.legalForm, switchSince, now);
      const issue = issueInvoiceTransaction(photographerId, invoice, at, counter, switchSince);
      const record = altaRecordItems(photographerId, issue.invoice, invoice.content, head, recordKindOf(invoice));
      const own = [...issue.items, ...record];
      const outcome = await transact([...own, ...extra(issue.invoice)]);
      if (outcome.committed) return issue.invoice;
      if (refusedAmong(outcome, own.length)) throw await extraRefused();
      return TRY_AGAIN;
    },
    'billing.number_generation_failed',
    ISSUE_ATTEMPTS,
    ISSUE_PAUSES,
  ).then(async (issued) => {
    // Its public page's link, made now so its PDF prints it (issue 25 point 2); then its PDF,
    // rendered once now that its number is its own (issued-pdf.ts).
    const linked = await withPublicLink(issued);
    await storeRightAfter(linked);
    return linked;
  });
};

/**
 * The series an invoice of `type` takes: a simplified one only the simplified series; a full
 * one the series asked for (the main one by default), but never the rectifying or simplified one.
 */
export const seriesToIssue = (settings: BillingSettingsItem, type: 'F1' | 'F2', asked: string | undefined): string => {
  const own = seriesOfType(settings, type);
  const series = type === 'F1' ? (asked ?? own) : own;
  const othersOwn = [seriesOfType(settings, 'R1'), seriesOfType(settings, type === 'F1' ? 'F2' : 'F1')];
  if ((asked !== undefined && asked !== series) || othersOwn.includes(series)) throw new DomainError('billing.series_invalid');
  return series;
};

/**
 * The rates that fit the trade (issue 22 point 4, trade-tax-rules.ts), checked only when an
 * invoice is issued: a quote or draft made before keeps its lines and is refused here, each
 * problem on its field (`products.0.vat`, `irpfRatePercent`), with the first one's code.
 */
export const requireTradeRates = (settings: BillingSettingsItem, document: TradeDocument): void => {
  const problems = tradeTaxProblems(settings, document);
  const [first] = problems;
  if (first) throw new DomainError(first.code, { issues: problems.map((p) => ({ path: p.path.join('.'), message: p.message })) });
};

/**
 * The invoice of an advance payment (art. 75.Dos LIVA), marked on what it pays in the issuing
 * transaction (a not-exists condition), so it is issued once: a quote's deposit (issue 25 point 3)
 * or the gallery extras paid with a selection version (issue 25 point 4).
 */
export type AdvancePaymentInvoice = { paymentId: string; invoiced: () => DomainError } & (
  | { quote: Pick<BillingDocumentItem, 'documentId' | 'number'>; selection?: undefined }
  | { selection: { sessionId: string; version: number }; quote?: undefined }
);

/**
 * An invoice issued directly from the modal: full (F1) or simplified (F2). From a session
 * (session-simplified-invoice.ts), `fromSession` also claims the session in the same
 * transaction (a not-exists condition, as send-to-invoicing's quote does), so a session gets
 * one invoice however many ask at once. A deposit's invoice (deposits.ts, `deposit`) names its
 * quote (`advanceOf`) and marks the quote's `depositInvoice` in the same transaction (a
 * not-exists condition), so a deposit is invoiced once however many events tell it; the gallery
 * extras' advance invoice (gallery-extras-invoice.ts) marks its selection version the same way.
 */
export const issueInvoice = async (
  photographerId: string,
  values: InvoiceValues,
  fromSession?: { sessionId: string; claimed: () => DomainError },
  now = new Date(),
  deposit?: AdvancePaymentInvoice,
): Promise<BillingDocumentItem> => {
  const settings = await requireCompleteSettings(photographerId);
  requireTradeRates(settings, { ...values, client: { ...values.client, isCompany: checkTaxId(values.client.taxId).isCompany } });
  const series = seriesToIssue(settings, values.invoiceType, values.series);
  const [issuer, language] = await Promise.all([issuerSnapshotOf(settings), newDocumentLanguage(photographerId, values)]);
  const claim = (invoice: BillingDocumentItem): TransactItem[] => [
    ...(fromSession
      ? [{ Put: db().entities.sessionBilling.create({ photographerId, sessionId: fromSession.sessionId, documentId: invoice.documentId }).params<PutParams>() }]
      : []),
    ...(deposit?.quote ? [markDepositInvoiced(photographerId, deposit.quote.documentId, { documentId: invoice.documentId, number: invoice.number, paymentId: deposit.paymentId })] : []),
    ...(deposit?.selection
      ? [markSelectionAdvanceInvoiced(photographerId, deposit.selection.sessionId, deposit.selection.version, { documentId: invoice.documentId, number: invoice.number, paymentId: deposit.paymentId })]
      : []),
  ];
  const issued = await issueNumbered(photographerId, settings, {
    content: withOperationDate(contentOf(values, issuer, language), values.operationDate, values.issueDate),
    invoiceType: values.invoiceType,
    series,
    issueDate: values.issueDate,
    dueDate: values.dueDate,
    internalNotes: values.internalNotes ?? undefined,
    requestedNumber: values.number || undefined,
    ...(deposit?.quote ? { advanceOf: { quoteId: deposit.quote.documentId, quoteNumber: deposit.quote.number } } : {}),
    now,
  }, claim, fromSession?.claimed ?? deposit?.invoiced);
  return requireDocumentItem(photographerId, issued.documentId);
};

/**
 * A full invoice names its client completely (RD 1619/2012 art. 6.1.d-e); a quote may not
 * have (it needs only a name). Refused with the first field's own code, every field in the
 * issues (`client.taxId`, ...), so the form that completes the quote shows each on its field.
 */
const requireFullInvoiceClient = (content: DocumentContent): void => {
  const { client } = content;
  const problems = [
    ...clientProblems(client, 'full').map((p) => ({ ...p, path: ['client', ...p.path] })),
    // Where the operation is taxed (issue 22 point 1): a quote priced "not subject" needs a business abroad.
    ...locationProblems(client, [
      { path: ['pricing', 'sessionVat'], vat: content.pricing.sessionVat },
      ...content.products.map((line, i) => ({ path: ['products', i, 'vat'], vat: line.vat })),
    ]),
  ];
  const [first] = problems;
  if (first) throw new DomainError(first.code, { issues: problems.map((p) => ({ path: p.path.join('.'), message: p.message })) });
};

/**
 * Converts a pending quote, for good: the quote is marked converted (condition: still
 * pending, and its deposit invoice the one read) in the transaction that issues its invoice, so
 * two conversions make one invoice, and a deposit invoiced meanwhile (issue 25 point 3) makes the
 * conversion start again and deduct it. The invoice copies the quote's client and lines and
 * today's issuer data.
 */
export const convertQuote = (
  photographerId: string,
  quoteId: string,
  input: ConvertQuoteInput,
  now = new Date(),
): Promise<{ quote: BillingDocumentItem; invoice: BillingDocumentItem }> =>
  retryLostRaces(async () => {
    const race = { depositInvoicedMeanwhile: false };
    try {
      return await convertQuoteOnce(photographerId, quoteId, input, now, race);
    } catch (error) {
      if (race.depositInvoicedMeanwhile) return TRY_AGAIN;
      throw error;
    }
  }, 'general.changed_meanwhile', 3);

const convertQuoteOnce = async (
  photographerId: string,
  quoteId: string,
  input: ConvertQuoteInput,
  now: Date,
  race: { depositInvoicedMeanwhile: boolean },
): Promise<{ quote: BillingDocumentItem; invoice: BillingDocumentItem }> => {
  const quote = await requireKind(photographerId, quoteId, 'quote');
  if (quote.status === 'converted') throw new DomainError('billing.quote_already_converted');
  const settings = await requireCompleteSettings(photographerId);
  const issueDate = input.issueDate ?? todayInMadrid(now);
  const dueDate = input.dueDate ?? addDays(issueDate, Math.max(1, daysBetween(quote.issueDate, quote.dueDate)));
  if (dueDate <= issueDate) throw new DomainError('billing.due_date_before_issue');
  const quoteContent = contentOfItem(quote);
  requireFullInvoiceClient(quoteContent);
  requireTradeRates(settings, { ...quoteContent, invoiceType: 'F1', issueDate, irpfRatePercent: quoteContent.totals.irpf?.ratePercent ?? null });
  // A deposit paid and invoiced is deducted, its invoice's number printed (issue 25 point 3).
  const invoiceContent = await withDepositDeducted(quote, quoteContent);
  const series = seriesToIssue(settings, 'F1', input.series);
  const invoice = await issueNumbered(
    photographerId,
    settings,
    {
      content: withOperationDate({ ...invoiceContent, issuer: await issuerSnapshotOf(settings) }, input.operationDate, issueDate),
      invoiceType: 'F1',
      series,
      issueDate,
      dueDate,
      internalNotes: quote.internalNotes,
      originalQuote: quote,
      requestedNumber: input.number || undefined,
      now,
    },
    (issued) => [markQuoteConverted(photographerId, quoteId, issued.documentId, now, quote.depositInvoice?.documentId)],
    async () => {
      const meanwhile = await requireDocumentItem(photographerId, quoteId);
      race.depositInvoicedMeanwhile = meanwhile.status === 'pending' && meanwhile.depositInvoice?.documentId !== quote.depositInvoice?.documentId;
      return new DomainError('billing.quote_already_converted');
    },
  );
  const [convertedQuote, issuedInvoice] = await Promise.all([
    requireDocumentItem(photographerId, quoteId),
    requireDocumentItem(photographerId, invoice.documentId),
  ]);
  return { quote: convertedQuote, invoice: issuedInvoice };
};
