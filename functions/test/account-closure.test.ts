// Closing the account (issue 23 point 5), against the local stand-ins: the request mails a
// 24-hour link (only its hash is stored), a wrong, replaced or expired link is refused, the
// confirmation closes the account with its deletion 60 days later, reopening removes the
// schedule; the closure run deletes the account on the day (not while VERI*FACTU records are
// waiting for the AEAT), keeps the invoice, and purges it after the retention period.
import { issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { cancelAccountClosure, confirmAccountClosure, getAccountClosure, requestAccountClosure } from '@fotostudio/shared/contracts/account-closure';
import { addDays, madridDayStart, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmAccountClosure as confirmWithClock } from '../src/account-data/account-closure.js';
import { recordsKeptUntil } from '../src/account-data/record-retention.js';
import { runAccountClosures } from '../src/account-data/account-closure-run.js';
import { turnSubmissionOn } from '../src/billing/verifactu/submit-records.js';
import { partitionKeyOf } from '../src/data/crm-index/index-keys.js';
import { db } from '../src/data/database.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { issuedInvoicePdfKey } from '../src/media/object-keys.js';
import { callApi, callRoute, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { objectExists } from './support/storage.js';

const partition = async (pk: string): Promise<Record<string, unknown>[]> =>
  (await dynamoDocumentClient().send(new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }))).Items ?? [];

/** Asks for the closure and answers the token of the link mailed for it. */
const requestAndReadToken = async (user: TestUser): Promise<string> => {
  const before = (await mailsTo(user.email)).length;
  const answer = responseOf(requestAccountClosure, await callRoute(requestAccountClosure, user.accessToken));
  expect(answer.closure).toMatchObject({ status: 'requested', emailedTo: user.email, deleteOn: null });
  const mail = await eventually(async () => (await mailsTo(user.email)).slice(before).find((m) => m.subject.includes('Confirma el cierre')));
  const token = /closeToken=([A-Za-z0-9_-]+)/.exec(mail.body.text ?? mail.body.html ?? '')?.[1];
  if (!token) throw new Error(`no token in ${mail.body.text}`);
  return token;
};

const confirm = (user: TestUser, token: string) => callRoute(confirmAccountClosure, user.accessToken, { body: { token } });

const dueItems = async (step: 'delete' | 'purge', photographerId: string) =>
  (await db().entities.accountDeletionDue.query.byDay({ step }).go({ pages: 'all', consistent: true })).data.filter((item) => item.photographerId === photographerId);

/** A moment in the middle of a Madrid day. */
const noonOf = (day: string): Date => new Date(madridDayStart(day) + 12 * 3_600_000);

describe('closing the account', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await createPhotographer('account-closure');
  });

  it('is not being closed until asked', async () => {
    expect(responseOf(getAccountClosure, await callRoute(getAccountClosure, user.accessToken)).closure).toBeNull();
    // Nothing to confirm or cancel yet.
    expect(errorCodeOf(await confirm(user, 'x'.repeat(32)))).toBe('settings.closure_not_requested');
    expect(errorCodeOf(await callRoute(cancelAccountClosure, user.accessToken))).toBe('settings.closure_not_requested');
  });

  it('refuses a wrong link, a replaced one and an expired one', async () => {
    const first = await requestAndReadToken(user);
    const stored = (await db().entities.accountClosure.get({ photographerId: user.sub }).go({ consistent: true })).data;
    // Only the token's hash is kept.
    expect(JSON.stringify(stored)).not.toContain(first);
    expect(errorCodeOf(await confirm(user, `${first.slice(0, -2)}zz`))).toBe('settings.closure_link_invalid');
    const second = await requestAndReadToken(user);
    expect(second).not.toBe(first);
    const replaced = await confirm(user, first);
    expect(replaced.status).toBe(400);
    expect(errorCodeOf(replaced)).toBe('settings.closure_link_invalid');
    await expect(confirmWithClock(user.sub, second, new Date(Date.now() + 25 * 3_600_000))).rejects.toMatchObject({ code: 'settings.closure_link_expired' });
    // Still only asked for: the account is not closed.
    expect(responseOf(getAccountClosure, await callRoute(getAccountClosure, user.accessToken)).closure?.status).toBe('requested');
  });

  it('closes the account with the link, 60 days before its deletion, and mails the day', async () => {
    const token = await requestAndReadToken(user);
    const before = (await mailsTo(user.email)).length;
    const answer = responseOf(confirmAccountClosure, await confirm(user, token));
    const deleteOn = addDays(todayInMadrid(), 60);
    expect(answer.closure).toMatchObject({ status: 'closed', deleteOn, recordsKeptUntil: recordsKeptUntil(deleteOn) });
    expect(answer.closure?.recordsKeptUntil?.slice(0, 4)).toBe(String(Number(deleteOn.slice(0, 4)) + 6));
    expect(await dueItems('delete', user.sub)).toEqual([expect.objectContaining({ dueOn: deleteOn, email: user.email })]);
    const done = await eventually(async () => (await mailsTo(user.email)).slice(before).find((m) => m.subject.includes('está cerrada')));
    expect(done.body.text).toContain(String(Number(deleteOn.slice(0, 4))));
    // The link is used once; asking again once closed is refused.
    expect(errorCodeOf(await confirm(user, token))).toBe('settings.closure_already_closed');
    expect(errorCodeOf(await callRoute(requestAccountClosure, user.accessToken))).toBe('settings.closure_already_closed');
    // The account works during the export window.
    expect((await callApi({ method: 'GET', path: '/api/me', token: user.accessToken })).status).toBe(200);
  });

  it('reopens the account: the closure and its scheduled deletion go', async () => {
    expect(responseOf(cancelAccountClosure, await callRoute(cancelAccountClosure, user.accessToken)).closure).toBeNull();
    expect(responseOf(getAccountClosure, await callRoute(getAccountClosure, user.accessToken)).closure).toBeNull();
    expect(await dueItems('delete', user.sub)).toEqual([]);
  });
});

describe('the closure run', () => {
  let user: TestUser;
  let invoiceId: string;
  let deleteOn: string;

  beforeAll(async () => {
    user = await createPhotographer('account-closure-run');
    await completeBillingSettings(user.accessToken, { businessName: 'Estudio Se Va' });
    const today = todayInMadrid();
    const issued = await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body: documentBody({ issueDate: today, dueDate: addDays(today, 30) }) });
    invoiceId = responseOf(issueInvoice, issued).document.documentId;
    const token = await requestAndReadToken(user);
    deleteOn = responseOf(confirmAccountClosure, await confirm(user, token)).closure?.deleteOn ?? '';
  });

  it('leaves the account alone before its day', async () => {
    const result = await runAccountClosures({ only: new Set([user.sub]), now: noonOf(addDays(deleteOn, -1)) });
    expect(result.deleted).toBe(0);
    expect((await callApi({ method: 'GET', path: '/api/me', token: user.accessToken })).status).toBe(200);
  });

  it('waits while VERI*FACTU records have not reached the AEAT', async () => {
    // Submission on without a certificate: the invoice's record stays pending.
    await turnSubmissionOn(user.sub, new Date());
    const result = await runAccountClosures({ only: new Set([user.sub]), now: noonOf(deleteOn) });
    expect(result).toMatchObject({ deleted: 0, postponed: 1 });
    expect(await dueItems('delete', user.sub)).toEqual([expect.objectContaining({ postponed: 1 })]);
    expect((await callApi({ method: 'GET', path: '/api/me', token: user.accessToken })).status).toBe(200);
    await db().entities.verifactuSubmissionSwitch.delete({ photographerId: user.sub }).go();
  });

  it('deletes the account on its day, keeps the invoice, and schedules its purge after the retention period', async () => {
    const result = await runAccountClosures({ only: new Set([user.sub]), now: noonOf(addDays(deleteOn, 1)) });
    expect(result.deleted).toBe(1);
    expect(errorCodeOf(await callApi({ method: 'GET', path: '/api/me', token: user.accessToken }))).toBe('photographer.not_found');
    const left = await partition(partitionKeyOf(user.sub));
    expect(left.filter((item) => item.__edb_e__ === 'billingDocument').map((item) => item.documentId)).toEqual([invoiceId]);
    expect(left.some((item) => item.__edb_e__ === 'accountClosure')).toBe(false);
    expect(await objectExists(issuedInvoicePdfKey(user.sub, invoiceId))).toBe(true);
    expect(await dueItems('delete', user.sub)).toEqual([]);
    expect(await dueItems('purge', user.sub)).toEqual([expect.objectContaining({ dueOn: recordsKeptUntil(deleteOn) })]);
  });

  it('purges the kept invoice, its records and its PDF once the retention period is over', async () => {
    const keptUntil = recordsKeptUntil(deleteOn);
    expect((await runAccountClosures({ only: new Set([user.sub]), now: noonOf(addDays(keptUntil, -1)) })).purged).toBe(0);
    expect((await partition(partitionKeyOf(user.sub))).length).toBeGreaterThan(0);
    const result = await runAccountClosures({ only: new Set([user.sub]), now: noonOf(keptUntil) });
    expect(result.purged).toBe(1);
    expect(await partition(partitionKeyOf(user.sub))).toEqual([]);
    expect(await objectExists(issuedInvoicePdfKey(user.sub, invoiceId))).toBe(false);
    expect(await dueItems('purge', user.sub)).toEqual([]);
  });

  it('drops the schedule of an account reopened after the run read it', async () => {
    const other = await createPhotographer('account-closure-reopened');
    const day = addDays(todayInMadrid(), 60);
    await db().entities.accountDeletionDue.create({ step: 'delete', dueOn: day, photographerId: other.sub }).go();
    const result = await runAccountClosures({ only: new Set([other.sub]), now: noonOf(day) });
    expect(result.dropped).toBe(1);
    expect((await callApi({ method: 'GET', path: '/api/me', token: other.accessToken })).status).toBe(200);
    expect(await dueItems('delete', other.sub)).toEqual([]);
  });
});
