// Quotes: pending ones are freely edited and deleted; a converted one is kept as it was.
import type { QuoteValues } from '@fotostudio/shared/contracts/billing/document-input';
import { randomUUID } from 'node:crypto';
import { db, isConditionalFailure, transact } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';
import { takeQuoteNumber } from './counters.js';
import { contentOf, issuerSnapshotOf, newDocumentLanguage, requireIssuerTax, summaryAttributesOf } from './document-content.js';
import { requireDocumentItem, requireKind } from './documents.js';
import { requireCompleteSettings } from './settings.js';
import { refusedAmong, type DeleteParams, type PutParams, type TransactItem } from '../data/transaction.js';
import { deletePendingQuote, updatePendingQuote } from '../data/stores/billing.js';

const contentFor = async (photographerId: string, values: QuoteValues) => {
  const settings = await requireCompleteSettings(photographerId);
  const [issuer, language] = await Promise.all([issuerSnapshotOf(settings), newDocumentLanguage(photographerId, values)]);
  const content = contentOf(values, issuer, language);
  requireIssuerTax(content, settings, false);
  return { settings, content };
};

/**
 * Creates a pending quote. From send-to-invoicing, `fromSession` also claims the session
 * (a not-exists condition), so a session is sent to invoicing once at a time, and names the
 * confirmed selection version the quote was priced from.
 */
export const createQuote = async (
  photographerId: string,
  values: QuoteValues,
  fromSession?: { sessionId: string; selectionVersion: number; claimed: () => DomainError },
): Promise<BillingDocumentItem> => {
  const { settings, content } = await contentFor(photographerId, values);
  const { series, sequence, number } = await takeQuoteNumber(photographerId, settings.numberingFormat, values.issueDate);
  const documentId = randomUUID();
  const item = {
    photographerId,
    documentId,
    kind: 'quote' as const,
    number,
    series,
    sequence,
    status: 'pending' as const,
    issueDate: values.issueDate,
    dueDate: values.dueDate,
    internalNotes: values.internalNotes || undefined,
    selectionVersion: fromSession?.selectionVersion,
    ...summaryAttributesOf(content),
  };
  const items: TransactItem[] = [{ Put: db().entities.billingDocument.create(item).params<PutParams>() }];
  if (fromSession) {
    items.push({ Put: db().entities.sessionBilling.create({ photographerId, sessionId: fromSession.sessionId, documentId }).params<PutParams>() });
  }
  const outcome = await transact(items);
  if (refusedAmong(outcome, 1, 2) && fromSession) throw fromSession.claimed();
  if (!outcome.committed) throw new DomainError('general.changed_meanwhile');
  return requireDocumentItem(photographerId, documentId);
};

const pendingQuote = async (photographerId: string, quoteId: string, converted: 'billing.quote_converted_edit' | 'billing.quote_converted_delete') => {
  const quote = await requireKind(photographerId, quoteId, 'quote');
  if (quote.status !== 'pending') throw new DomainError(converted);
  // Issue 25 point 3: what the client accepted is not edited; a quote whose deposit was invoiced is kept.
  if (converted === 'billing.quote_converted_edit' && quote.acceptance) throw new DomainError('billing.quote_accepted_edit');
  if (converted === 'billing.quote_converted_delete' && quote.depositInvoice) throw new DomainError('billing.quote_deposit_paid');
  return quote;
};

/** Why a conditional write on a pending quote was refused, read again: converted, accepted meanwhile, or its deposit invoiced. */
const refusalNow = async (photographerId: string, quoteId: string, converted: 'billing.quote_converted_edit' | 'billing.quote_converted_delete'): Promise<DomainError> => {
  try {
    await pendingQuote(photographerId, quoteId, converted);
    return new DomainError('general.changed_meanwhile');
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
};

export const updateQuote = async (photographerId: string, quoteId: string, values: QuoteValues): Promise<BillingDocumentItem> => {
  await pendingQuote(photographerId, quoteId, 'billing.quote_converted_edit');
  const { content } = await contentFor(photographerId, values);
  const summary = summaryAttributesOf(content);
  const optional = { clientId: summary.clientId, sessionId: summary.sessionId, internalNotes: values.internalNotes || undefined };
  const cleared = (Object.keys(optional) as (keyof typeof optional)[]).filter((key) => !optional[key]);
  await updatePendingQuote(
    photographerId,
    quoteId,
    {
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      clientName: summary.clientName,
      sessionTitle: summary.sessionTitle,
      totalCents: summary.totalCents,
      content: summary.content,
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
    },
    cleared,
  ).catch(async (error: unknown) => {
      throw isConditionalFailure(error) ? await refusalNow(photographerId, quoteId, 'billing.quote_converted_edit') : error;
    });
  return requireDocumentItem(photographerId, quoteId);
};

/** Deletes a pending quote, and frees its session for another send to invoicing. */
export const deleteQuote = async (photographerId: string, quoteId: string): Promise<void> => {
  const quote = await pendingQuote(photographerId, quoteId, 'billing.quote_converted_delete');
  const items: TransactItem[] = [deletePendingQuote(photographerId, quoteId)];
  if (quote.sessionId) {
    const { data: claim } = await db().entities.sessionBilling.get({ photographerId, sessionId: quote.sessionId }).go({ consistent: true });
    if (claim?.documentId === quoteId) {
      items.push({ Delete: db().entities.sessionBilling.delete({ photographerId, sessionId: quote.sessionId }).params<DeleteParams>() });
    }
  }
  const outcome = await transact(items);
  if (refusedAmong(outcome, 0, 1)) throw await refusalNow(photographerId, quoteId, 'billing.quote_converted_delete');
  if (!outcome.committed) throw new DomainError('general.changed_meanwhile');
};
