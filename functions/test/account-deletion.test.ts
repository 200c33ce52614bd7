// Deleting an account on request (the operator's `npm run delete-account`), against the local
// stand-ins: a dry run changes nothing; the run deletes every item of the photographer's that
// its kind's rule deletes (entity-kinds.ts), in their partition, their sessions' and the
// lookups of their link, keeps the issued invoice with its VERI*FACTU records and PDF, and
// deletes their files and their user in the pool.
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { issueInvoice } from '@fotostudio/shared/contracts/billing/document-routes';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteAccountData } from '../src/account-data/account-deletion.js';
import { followDocument } from '../src/dashboard/dashboard-aggregates.js';
import { followSession } from '../src/dashboard/dashboard-sessions.js';
import type { SessionItem } from '../src/data/entities/session.js';
import { ITEM_KIND_RULES, rawItemKindOf, type KindRule } from '../src/account-data/entity-kinds.js';
import { partitionKeyOf } from '../src/data/crm-index/index-keys.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { issuedInvoicePdfKey } from '../src/media/object-keys.js';
import { callApi, callRoute, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings, documentBody, documentOf } from './support/billing.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createLink } from './support/share-links.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { objectExists } from './support/storage.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const partition = async (pk: string): Promise<Record<string, unknown>[]> =>
  (await dynamoDocumentClient().send(new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }))).Items ?? [];

const kindOf = (item: Record<string, unknown>): string => String(item[ENTITY_NAME_ATTRIBUTE] ?? rawItemKindOf(String(item.sk)));
const rules = ITEM_KIND_RULES as Record<string, KindRule>;

describe('deleting an account on request', () => {
  let user: TestUser;
  let sessionPk: string;
  let linkPk: string;
  let imageKey: string;
  let invoiceId: string;
  let quoteId: string;
  let storedSession: SessionItem;

  beforeAll(async () => {
    user = await createPhotographer('account-deletion');
    await callRoute(createContact, user.accessToken, { body: { ...exampleOf(createContact).body, type: 'client' } });
    const session = await createTestSession(user.accessToken);
    imageKey = (await storeImage(user.sub, session.sessionId)).originalKey;
    sessionPk = db().entities.session.get({ photographerId: user.sub, sessionId: session.sessionId }).params<{ Key: { pk: string } }>().Key.pk;
    const { data: sessionItem } = await db().entities.session.get({ photographerId: user.sub, sessionId: session.sessionId }).go({ consistent: true });
    if (!sessionItem) throw new Error('the session is not stored');
    storedSession = sessionItem;
    const link = await createLink(user, session.packageId, { title: 'Galería' });
    linkPk = db().entities.shareLinkKey.get({ linkKey: link.token }).params<{ Key: { pk: string } }>().Key.pk;
    await completeBillingSettings(user.accessToken, { businessName: 'Estudio Cierra' });
    const today = todayInMadrid();
    const body = documentBody({ issueDate: today, dueDate: addDays(today, 30) });
    const issued = await callApi({ method: 'POST', path: '/api/billing/invoices', token: user.accessToken, body });
    expect(issued.status, issued.text).toBe(201);
    invoiceId = responseOf(issueInvoice, issued).document.documentId;
    quoteId = documentOf(await callApi({ method: 'POST', path: '/api/billing/quotes', token: user.accessToken, body })).documentId;
  });

  it('changes nothing on a dry run, and says what it would delete and keep', async () => {
    const report = await deleteAccountData(user.sub, { dryRun: true });
    // The link's fixture makes a session, an image and a client of its own; a link has its token and custom address.
    expect(report.deleted).toMatchObject({ photographer: 1, contact: 2, session: 2, sessionImage: 2, shareLink: 1, shareLinkKey: 2, billingDocument: 1 });
    expect(report.kept).toMatchObject({ billingDocument: 1, verifactuRecord: 1, verifactuChainHead: 1, invoiceNumberKey: 1 });
    expect(report.userDeleted).toBe(true);
    expect(report.objectsDeleted).toBeGreaterThan(0);
    expect(report.keepUntil.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 6));
    expect(await objectExists(imageKey)).toBe(true);
    expect((await partition(sessionPk)).length).toBeGreaterThan(0);
    expect((await callApi({ method: 'GET', path: '/api/me', token: user.accessToken })).status).toBe(200);
  });

  it('deletes every item its kind deletes, keeps the invoice with its records and PDF, and deletes the files and the user', async () => {
    const report = await deleteAccountData(user.sub, { dryRun: false });
    expect(report.dryRun).toBe(false);
    const left = await partition(partitionKeyOf(user.sub));
    // What stays is only what a rule keeps: the invoice (not the quote) and its records.
    expect(left.filter((item) => rules[kindOf(item)]?.deletion === 'delete').map((item) => item.sk)).toEqual([]);
    const documents = left.filter((item) => kindOf(item) === 'billingDocument').map((item) => item.documentId);
    expect(documents).toEqual([invoiceId]);
    expect(documents).not.toContain(quoteId);
    expect(left.map(kindOf)).toEqual(expect.arrayContaining(['verifactuRecord', 'verifactuChainHead', 'verifactuRecordLookup', 'invoiceNumberKey']));
    expect(await partition(sessionPk)).toEqual([]);
    expect(await partition(linkPk)).toEqual([]);
    expect(await objectExists(imageKey)).toBe(false);
    expect(await objectExists(issuedInvoicePdfKey(user.sub, invoiceId))).toBe(true);
    await expect(new CognitoIdentityProviderClient({}).send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: user.email }))).rejects.toThrow();
    const me = await callApi({ method: 'GET', path: '/api/me', token: user.accessToken });
    expect(errorCodeOf(me)).toBe('photographer.not_found');
    // Running it again finds nothing more to delete.
    const again = await deleteAccountData(user.sub, { dryRun: false });
    expect(again.deleted).toEqual({});
    // The table stream handing the kept invoice's record, or a session's, over late writes no dashboard copy back into the deleted account.
    const { data: invoice } = await db().entities.billingDocument.get({ photographerId: user.sub, documentId: invoiceId }).go({ consistent: true });
    await followDocument(undefined, invoice ?? undefined);
    await followSession(undefined, { ...storedSession, title: 'Renombrada tarde' });
    const derived = (await partition(partitionKeyOf(user.sub))).filter((item) => rules[kindOf(item)]?.deletion === 'delete');
    expect(derived.map((item) => item.sk)).toEqual([]);
  });
});
