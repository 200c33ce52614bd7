// Numbering by the year of "today in Madrid", with the clock given: the last second of a year
// and the first of the next, on the conversion of a quote (its invoice takes today's date when
// none is asked) and on the modal's number check. No waiting for a New Year's Eve.
import { convertQuoteInput } from '@fotostudio/shared/contracts/billing/document-input';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertQuote } from '../src/billing/issue-invoice.js';
import { checkInvoiceNumber } from '../src/billing/number-check.js';
import { callApi } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

/** 31 December 2026, 23:59:59.999 in Madrid (CET, UTC+1). */
const LAST_INSTANT_OF_2026 = new Date('2026-12-31T22:59:59.999Z');
/** 1 January 2027, 00:00:00.000 in Madrid: still 31 December in UTC. */
const FIRST_INSTANT_OF_2027 = new Date('2026-12-31T23:00:00.000Z');

describe('invoice numbering at the turn of the year, Europe/Madrid', () => {
  let user: TestUser;
  const quoteOf = async (issueDate: string, dueDate: string) => {
    const answer = await callApi({ method: 'POST', path: '/api/billing/quotes', token: user.accessToken, body: documentBody({ issueDate, dueDate }) });
    expect(answer.status, answer.text).toBe(201);
    return documentOf(answer);
  };

  beforeAll(async () => {
    user = await createPhotographer('billing-year');
    await completeBillingSettings(user.accessToken);
  });

  it('tells the next number of the year it is in Madrid, not in UTC', async () => {
    expect((await checkInvoiceNumber(user.sub, {}, LAST_INSTANT_OF_2026)).nextNumber).toBe('2026-0001');
    expect((await checkInvoiceNumber(user.sub, {}, FIRST_INSTANT_OF_2027)).nextNumber).toBe('2027-0001');
  });

  it("converts a quote into an invoice dated and numbered by the clock's day: the last of 2026, then the first of 2027", async () => {
    const [december, january] = [await quoteOf('2026-12-01', '2026-12-15'), await quoteOf('2026-12-02', '2026-12-16')];
    const before = await convertQuote(user.sub, december.documentId, convertQuoteInput.parse({}), LAST_INSTANT_OF_2026);
    expect(before.invoice).toMatchObject({ issueDate: '2026-12-31', number: '2026-0001', sequence: 1, dueDate: '2027-01-14' });
    expect(before.quote.convertedAt).toBe(LAST_INSTANT_OF_2026.toISOString());

    const after = await convertQuote(user.sub, january.documentId, convertQuoteInput.parse({}), FIRST_INSTANT_OF_2027);
    // A new year, a new counter: its first number, whatever 2026 reached.
    expect(after.invoice).toMatchObject({ issueDate: '2027-01-01', number: '2027-0001', sequence: 1 });
    expect(after.quote.convertedAt).toBe(FIRST_INSTANT_OF_2027.toISOString());

    // And 2026 goes on from where it stood: the next number of its own counter.
    expect((await checkInvoiceNumber(user.sub, { issueDate: '2026-12-31' }, FIRST_INSTANT_OF_2027)).nextNumber).toBe('2026-0002');
  });
});
